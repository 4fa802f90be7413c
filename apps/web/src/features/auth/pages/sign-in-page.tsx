import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { formLinksStyles } from '../../../shared/forms/form-styles';
import { useReturnTo } from '../../../shared/navigation/return-to';
import { Page } from '../../../shared/page/page';
import { SignInForm } from '../components/sign-in-form';

/** /signin — the form, then links to /signup (keeping `next`) and /reset-password. */
export function SignInPage() {
  const { t } = useTranslation();
  const returnTo = useReturnTo();
  return (
    <Page title={t('auth.signin.title')} description={t('auth.signin.description')} width="narrow">
      <SignInForm />
      <p css={formLinksStyles}>
        <span>
          {t('auth.signin.noAccount')} <Link to={hrefs.signUp(returnTo)}>{t('auth.signin.toSignUp')}</Link>
        </span>
        <Link to={hrefs.resetPassword()}>{t('auth.signin.toResetPassword')}</Link>
      </p>
    </Page>
  );
}
