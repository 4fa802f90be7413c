import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../app/routes';
import { Page } from '../../../shared/page/page';

/** /signin — the form arrives with the sign-in issue; the page already links to sign-up and password reset. */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('auth.signin.title')} description={t('auth.signin.description')} width="narrow">
      <p css={css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(2)} ${theme.spacing(4)};`}>
        <span>
          {t('auth.signin.noAccount')} <Link to={hrefs.signUp()}>{t('auth.signin.toSignUp')}</Link>
        </span>
        <Link to={hrefs.resetPassword()}>{t('auth.signin.toResetPassword')}</Link>
      </p>
    </Page>
  );
}
