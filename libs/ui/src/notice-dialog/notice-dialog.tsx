import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { theme } from '../theme/theme';

export interface NoticeDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Called by the OK button, Escape and the backdrop. */
  onClose: () => void;
  /** Default: translated `common.actions.confirm`. */
  closeLabel?: string;
}

/** An in-page alert (role alertdialog) with one OK button, described by its message; the translated `window.alert`. */
export function NoticeDialog({ open, title, message, onClose, closeLabel }: NoticeDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      describedBy={messageId}
      hideCloseButton
      footer={<Button onClick={onClose}>{closeLabel ?? t('common.actions.confirm')}</Button>}
    >
      <p id={messageId} css={css`color: ${theme.colors.textMuted};`}>
        {message}
      </p>
    </Modal>
  );
}
