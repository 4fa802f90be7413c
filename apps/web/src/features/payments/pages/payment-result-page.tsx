import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { Page } from '../../../shared/page/page';

/** /payment-result — verification of the returned payment arrives with the payments issue. */
export function PaymentResultPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('payment.result.title')} width="narrow">
      <Link to={hrefs.home()}>{t('payment.result.toMain')}</Link>
    </Page>
  );
}
