import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { MessageDialog } from '../modal/message-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and the backdrop. */
  onCancel: () => void;
  /** Default: translated `common.actions.confirm`. */
  confirmLabel?: string;
  /** Default: translated `common.actions.cancel`. */
  cancelLabel?: string;
  /** Style the confirm button as destructive. Default false. */
  destructive?: boolean;
}

/** A yes/no alert dialog (role alertdialog) described by its message; focus starts on cancel. */
export function ConfirmDialog({ open, title, message, onConfirm, onCancel, confirmLabel, cancelLabel, destructive = false }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      open={open}
      title={title}
      message={message}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('common.actions.cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel ?? t('common.actions.confirm')}
          </Button>
        </>
      }
    />
  );
}
