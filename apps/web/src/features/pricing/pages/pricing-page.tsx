import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { Page } from '../../../shared/page/page';

/** /pricing — products and purchase arrive with the payments issue; the VAT notice and refund link are fixed texts. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pricing.page.title')} description={t('pricing.page.description')}>
      <p css={css`color: ${theme.colors.textMuted};`}>{t('pricing.page.vatNotice')}</p>
      <p css={css`margin-top: ${theme.spacing(2)};`}>
        <Link to={hrefs.refundPolicy()}>{t('pricing.page.refundPolicy')}</Link>
      </p>
    </Page>
  );
}
