import { css } from '@emotion/react';
import { buttonStyles, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from './page';
import { hrefs } from '../routes/routes';

/** Any unknown address. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('common.notFound.title')} description={t('common.notFound.body')} width="narrow">
      <p css={css`font-size: 64px; font-weight: 800; color: ${theme.colors.surfaceStrong}; line-height: 1;`} aria-hidden="true">
        404
      </p>
      <Link to={hrefs.home()} css={[buttonStyles('primary'), css`margin-top: ${theme.spacing(6)};`]}>
        {t('common.notFound.home')}
      </Link>
    </Page>
  );
}
