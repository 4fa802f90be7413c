import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/page/page';

/** /reset-password — the form arrives with the password-reset issue. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <Page title={t('auth.reset.title')} description={t('auth.reset.description')} width="narrow" />;
}
