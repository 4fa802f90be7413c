import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/page/page';
import { RequireSignIn } from '../../../shared/session/require-sign-in';

/** /inquiry — the form arrives with the inquiry issue; signed-out visitors get the sign-in prompt. */
export function InquiryPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <Page title={t('inquiry.form.title')} description={t('inquiry.form.description')} width="narrow" />
    </RequireSignIn>
  );
}
