import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { formLinksStyles } from '../../../shared/forms/form-styles';
import { useReturnTo } from '../../../shared/navigation/return-to';
import { Page } from '../../../shared/page/page';
import { SignUpForm } from '../components/sign-up-form';

/** /signup — the form and a link back to /signin (keeping `next`). */
export function SignUpPage() {
  const { t } = useTranslation();
  const returnTo = useReturnTo();
  return (
    <Page title={t('auth.signup.title')} description={t('auth.signup.description')} width="narrow">
      <SignUpForm />
      <p css={formLinksStyles}>
        <Link to={hrefs.signIn(returnTo)}>{t('auth.signup.toSignIn')}</Link>
      </p>
    </Page>
  );
}
