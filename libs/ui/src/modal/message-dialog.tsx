import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import { Modal } from './modal';

interface MessageDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Escape and the backdrop. */
  onClose: () => void;
  footer: ReactNode;
}

/** An alert dialog (role alertdialog, no close button) described by its message: the body ConfirmDialog and NoticeDialog share. */
export function MessageDialog({ open, title, message, onClose, footer }: MessageDialogProps) {
  const messageId = useId();
  return (
    <Modal open={open} title={title} onClose={onClose} role="alertdialog" describedBy={messageId} hideCloseButton footer={footer}>
      <p id={messageId} css={css`color: ${theme.colors.textMuted};`}>
        {message}
      </p>
    </Modal>
  );
}
