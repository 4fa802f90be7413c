import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/page/page';
import { RequireSignIn } from '../../../shared/session/require-sign-in';

/** /user/history — the file table arrives with the history issue; signed-out visitors get the sign-in prompt. */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <Page title={t('history.page.title')} description={t('history.page.description')} width="wide" />
    </RequireSignIn>
  );
}
