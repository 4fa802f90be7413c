import { LIMITS, TIMINGS } from '@tablecrawler/contract';
import { Button, NoticeDialog, TextField } from '@tablecrawler/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { FormNotice } from '../../../shared/forms/form-notice';
import { formStyles } from '../../../shared/forms/form-styles';
import { NewPasswordField } from '../../../shared/forms/new-password-field';
import { errorNotice } from '../../../shared/forms/notice';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { useActionLock } from '../../../shared/hooks/use-action-lock';
import { useServices } from '../../../shared/services/services-context';
import { resetPassword } from '../api/forgot-password';
import { useEmailVerification } from '../hooks/use-email-verification';
import { resetPasswordErrorMessage, validateResetPassword, type ResetPasswordField, type ResetPasswordValues } from '../model/reset-password.adapter';
import { EmailVerificationFields } from './email-verification-fields';

/** The form's own values; the e-mail and the code belong to the verification block. */
type NewPasswordValues = Pick<ResetPasswordValues, 'newPassword' | 'newPasswordConfirm'>;

/**
 * /reset-password form: verify the e-mail ('change' purpose), then set a new password; the change is locked for at
 * least 1 s per attempt. Success shows a translated alert; closing it goes to /.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { api } = useServices();
  const verification = useEmailVerification('change');
  const { values, set, notice, setNotice, invalidField, fail, clear } = useFormFields<NewPasswordValues, ResetPasswordField>({ newPassword: '', newPasswordConfirm: '' });
  const [changed, setChanged] = useState(false);
  const submit = useActionLock(TIMINGS.actionLockMs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.locked) return;
    const failed = validateResetPassword({ email: verification.email, code: verification.code, ...values }, verification);
    if (failed) {
      fail(failed);
      return;
    }
    const verificationId = verification.verificationId;
    if (verificationId === null) return;
    clear();
    // Only the call locks the change (at least 1 s); the checks above answer at once.
    void submit.run(async () => {
      try {
        await resetPassword(api, verificationId, values.newPassword);
      } catch (error) {
        setNotice(errorNotice(resetPasswordErrorMessage(error)));
        return;
      }
      setChanged(true);
    });
  };

  return (
    <>
      <form css={formStyles} onSubmit={onSubmit} noValidate aria-label={t('auth.reset.title')}>
        <EmailVerificationFields verification={verification} />
        <NewPasswordField
          label={t('auth.reset.newPassword')}
          name="newPassword"
          value={values.newPassword}
          onChange={(v) => set('newPassword', v)}
          invalid={invalidField === 'newPassword'}
        />
        <TextField
          label={t('auth.reset.newPasswordConfirm')}
          type="password"
          name="newPasswordConfirm"
          autoComplete="new-password"
          maxLength={LIMITS.inputMaxLength}
          value={values.newPasswordConfirm}
          onChange={(event) => set('newPasswordConfirm', event.target.value)}
          aria-invalid={invalidField === 'newPasswordConfirm' || undefined}
        />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" fullWidth disabled={submit.locked || changed}>
          {t('auth.reset.submit')}
        </Button>
      </form>
      <NoticeDialog
        open={changed}
        title={t('auth.reset.successTitle')}
        message={t('auth.reset.success')}
        onClose={() => void navigate(hrefs.home())}
      />
    </>
  );
}
