import { css } from '@emotion/react';
import { buttonStyles, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { Page } from '../../../shared/page/page';

/** /inquiry-complete — title, two description lines and a back-to-main button (spec section 2). */
export function InquiryCompletePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('inquiry.complete.title')} width="narrow">
      <p>{t('inquiry.complete.line1')}</p>
      <p css={css`margin-top: ${theme.spacing(1)}; color: ${theme.colors.textMuted};`}>{t('inquiry.complete.line2')}</p>
      <Link to={hrefs.home()} css={[buttonStyles('primary', 'md'), css`margin-top: ${theme.spacing(8)};`]}>
        {t('inquiry.complete.toMain')}
      </Link>
    </Page>
  );
}
