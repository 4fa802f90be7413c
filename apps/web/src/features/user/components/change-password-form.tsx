import { LIMITS, TIMINGS } from '@tablecrawler/contract';
import { Button, TextField } from '@tablecrawler/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../shared/forms/form-notice';
import { formActionsStyles, formStyles } from '../../../shared/forms/form-styles';
import { NewPasswordField } from '../../../shared/forms/new-password-field';
import { errorNotice } from '../../../shared/forms/notice';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { useActionLock } from '../../../shared/hooks/use-action-lock';
import { useServices } from '../../../shared/services/services-context';
import { changePassword } from '../api/change-password';
import { changePasswordErrorMessage, validateChangePassword, type ChangePasswordField, type ChangePasswordValues } from '../model/change-password.adapter';

export interface ChangePasswordFormProps {
  onChanged: () => void;
  onCancel: () => void;
}

/** Change-password mode: current and new password (live condition tags); the change is locked for at least 1 s. */
export function ChangePasswordForm({ onChanged, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { values, set, notice, setNotice, invalidField, fail, clear } = useFormFields<ChangePasswordValues, ChangePasswordField>({ currentPassword: '', newPassword: '' });
  const submit = useActionLock(TIMINGS.actionLockMs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.locked) return;
    const failed = validateChangePassword(values);
    if (failed) {
      fail(failed);
      return;
    }
    clear();
    // Only the call locks the change (at least 1 s); the checks above answer at once.
    void submit.run(async () => {
      try {
        await changePassword(api, values);
      } catch (error) {
        setNotice(errorNotice(changePasswordErrorMessage(error)));
        return;
      }
      onChanged();
    });
  };

  return (
    <form css={formStyles} onSubmit={onSubmit} noValidate aria-label={t('user.password.title')}>
      <TextField
        label={t('user.password.current')}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        maxLength={LIMITS.inputMaxLength}
        value={values.currentPassword}
        onChange={(event) => set('currentPassword', event.target.value)}
        aria-invalid={invalidField === 'currentPassword' || undefined}
      />
      <NewPasswordField label={t('user.password.new')} name="newPassword" value={values.newPassword} onChange={(v) => set('newPassword', v)} invalid={invalidField === 'newPassword'} />
      <FormNotice notice={notice} />
      <div css={formActionsStyles}>
        <Button type="submit" disabled={submit.locked}>
          {t('user.password.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('user.password.cancel')}
        </Button>
      </div>
    </form>
  );
}
