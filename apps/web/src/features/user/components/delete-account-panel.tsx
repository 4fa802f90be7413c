import { css } from '@emotion/react';
import { LIMITS } from '@tablecrawler/contract';
import { Button, TextField, theme } from '@tablecrawler/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../shared/forms/form-notice';
import { formActionsStyles, formStyles } from '../../../shared/forms/form-styles';
import { errorNotice, infoNotice, type Notice } from '../../../shared/forms/notice';
import { useActionLock } from '../../../shared/hooks/use-action-lock';
import { useServices } from '../../../shared/services/services-context';
import { deleteAccount } from '../api/leave';
import { reauthenticate } from '../api/reauthenticate';
import { deleteAccountErrorMessage, needsReauthentication, reauthenticateErrorMessage } from '../model/delete-account.adapter';

const warningStyles = css`
  margin: 0 0 ${theme.spacing(5)};
  padding: ${theme.spacing(4)} ${theme.spacing(4)} ${theme.spacing(4)} ${theme.spacing(9)};
  border: 1px solid ${theme.colors.dangerSoft};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.text};
  li + li {
    margin-top: ${theme.spacing(2)};
  }
`;

export interface DeleteAccountPanelProps {
  /** The account's address (from the profile), for the renewed sign-in; undefined while the profile loads. */
  email: string | undefined;
  onDeleted: () => void;
  onCancel: () => void;
}

/**
 * Delete-account mode: the warnings, cancel and delete; 423 (an active pass) says why it cannot be deleted. When the
 * session did not sign in recently (403 reauthentication_required) the password is asked for in place: the panel
 * signs in again and retries the deletion.
 */
export function DeleteAccountPanel({ email, onDeleted, onCancel }: DeleteAccountPanelProps) {
  const { t } = useTranslation();
  const services = useServices();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  const [password, setPassword] = useState('');
  const submit = useActionLock(0);

  const tryDelete = async () => {
    try {
      await deleteAccount(services);
    } catch (error) {
      if (needsReauthentication(error) && email !== undefined) {
        setAskPassword(true);
        setNotice(infoNotice(deleteAccountErrorMessage(error)));
        return;
      }
      setNotice(errorNotice(deleteAccountErrorMessage(error)));
      return;
    }
    onDeleted();
  };

  const onDelete = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    void submit.run(async () => {
      if (askPassword) {
        if (password === '' || email === undefined) return;
        setNotice(null);
        try {
          await reauthenticate(services, email, password);
        } catch (error) {
          setNotice(errorNotice(reauthenticateErrorMessage(error)));
          return;
        }
        setPassword('');
      } else {
        setNotice(null);
      }
      await tryDelete();
    });
  };

  return (
    <section aria-label={t('user.delete.title')}>
      <ul css={warningStyles}>
        <li>{t('user.delete.warning')}</li>
        <li>{t('user.delete.warningReuse')}</li>
        <li>
          <strong>{t('user.delete.warningPass')}</strong>
        </li>
      </ul>
      <form css={formStyles} onSubmit={onDelete} noValidate aria-label={t('user.delete.submit')}>
        {askPassword && (
          <TextField
            label={t('user.delete.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            autoFocus
            maxLength={LIMITS.inputMaxLength}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <FormNotice notice={notice} />
        <div css={formActionsStyles}>
          <Button variant="secondary" onClick={onCancel}>
            {t('user.delete.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={submit.locked} disabled={askPassword && password === ''}>
            {t('user.delete.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
