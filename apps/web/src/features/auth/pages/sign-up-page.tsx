import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../app/routes';
import { Page } from '../../../shared/page/page';

/** /signup — the form arrives with the sign-up issue. */
export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('auth.signup.title')} description={t('auth.signup.description')} width="narrow">
      <Link to={hrefs.signIn()}>{t('auth.signup.toSignIn')}</Link>
    </Page>
  );
}
