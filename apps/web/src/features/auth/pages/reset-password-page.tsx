import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { formLinksStyles } from '../../../shared/forms/form-styles';
import { Page } from '../../../shared/page/page';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password — e-mail verification, then a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('auth.reset.title')} description={t('auth.reset.description')} width="narrow">
      <ResetPasswordForm />
      <p css={formLinksStyles}>
        <Link to={hrefs.signIn()}>{t('auth.signin.title')}</Link>
      </p>
    </Page>
  );
}
