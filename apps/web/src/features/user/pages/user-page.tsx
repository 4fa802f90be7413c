import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/page/page';
import { RequireSignIn } from '../../../shared/session/require-sign-in';

/** /user — the account card arrives with the account issue; signed-out visitors get the sign-in prompt. */
export function UserPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <Page title={t('user.profile.title')} width="narrow" />
    </RequireSignIn>
  );
}
