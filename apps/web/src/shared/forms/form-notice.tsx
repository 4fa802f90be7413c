import { FormMessage } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import type { Notice } from './notice';

/** Renders a Notice in the current language (nothing for null). */
export function FormNotice({ notice, className }: { notice: Notice | null; className?: string }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <FormMessage tone={notice.tone} className={className}>
      {t(notice.key)}
    </FormMessage>
  );
}
