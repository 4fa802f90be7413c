import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { MessageDialog } from '../modal/message-dialog';

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
  return <MessageDialog open={open} title={title} message={message} onClose={onClose} footer={<Button onClick={onClose}>{closeLabel ?? t('common.actions.confirm')}</Button>} />;
}
