import { css } from '@emotion/react';
import { mq, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/page/page';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { AffiliateBanner } from '../components/affiliate-banner';
import { HistoryFiles } from '../components/history-files';

// On phones the banner sits above the files, so loading rows never push it down in view.
const layoutStyles = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 240px;
  align-items: start;
  gap: ${theme.spacing(8)};
  ${mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.spacing(10)};
  }
`;

/**
 * /user/history: the signed-in user's files (page from the `page` query parameter) beside the affiliate banner.
 * A signed-out visitor goes to /signin and comes back here (same page number) after signing in.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn redirect>
      <Page title={t('history.page.title')} description={t('history.page.description')} width="wide">
        <div css={layoutStyles}>
          <HistoryFiles />
          <AffiliateBanner />
        </div>
      </Page>
    </RequireSignIn>
  );
}
