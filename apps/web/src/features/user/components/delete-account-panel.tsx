import { css } from '@emotion/react';
import { Button, theme } from '@tablecrawler/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../shared/forms/form-notice';
import { formActionsStyles } from '../../../shared/forms/form-styles';
import { errorNotice, type Notice } from '../../../shared/forms/notice';
import { useActionLock } from '../../../shared/hooks/use-action-lock';
import { useServices } from '../../../shared/services/services-context';
import { deleteAccount } from '../api/leave';
import { deleteAccountErrorMessage } from '../model/delete-account.adapter';

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
  onDeleted: () => void;
  onCancel: () => void;
}

/** Delete-account mode: the warnings, cancel and delete; 423 (an active pass) says why it cannot be deleted. */
export function DeleteAccountPanel({ onDeleted, onCancel }: DeleteAccountPanelProps) {
  const { t } = useTranslation();
  const services = useServices();
  const [notice, setNotice] = useState<Notice | null>(null);
  const submit = useActionLock(0);

  const onDelete = () =>
    void submit.run(async () => {
      setNotice(null);
      try {
        await deleteAccount(services);
      } catch (error) {
        setNotice(errorNotice(deleteAccountErrorMessage(error)));
        return;
      }
      onDeleted();
    });

  return (
    <section aria-label={t('user.delete.title')}>
      <ul css={warningStyles}>
        <li>{t('user.delete.warning')}</li>
        <li>{t('user.delete.warningReuse')}</li>
        <li>
          <strong>{t('user.delete.warningPass')}</strong>
        </li>
      </ul>
      <FormNotice notice={notice} />
      <div css={formActionsStyles}>
        <Button variant="secondary" onClick={onCancel}>
          {t('user.delete.cancel')}
        </Button>
        <Button variant="danger" onClick={onDelete} loading={submit.locked}>
          {t('user.delete.submit')}
        </Button>
      </div>
    </section>
  );
}
