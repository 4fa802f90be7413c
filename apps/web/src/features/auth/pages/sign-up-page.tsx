import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { formLinksStyles } from '../../../shared/forms/form-styles';
import { Page } from '../../../shared/page/page';
import { SignUpForm } from '../components/sign-up-form';

/** /signup — the form and a link back to /signin. */
export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('auth.signup.title')} description={t('auth.signup.description')} width="narrow">
      <SignUpForm />
      <p css={formLinksStyles}>
        <Link to={hrefs.signIn()}>{t('auth.signup.toSignIn')}</Link>
      </p>
    </Page>
  );
}
