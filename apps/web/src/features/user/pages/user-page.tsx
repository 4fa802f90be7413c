import { css } from '@emotion/react';
import { BackButton, theme } from '@tablecrawler/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { successNotice, type Notice } from '../../../shared/forms/notice';
import { useActionLock } from '../../../shared/hooks/use-action-lock';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { Page } from '../../../shared/page/page';
import { useServices } from '../../../shared/services/services-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { USER_QUERY_KEY, useProfile } from '../api/get-profile';
import { signOut } from '../api/logout';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountPanel } from '../components/delete-account-panel';
import { ProfileCard } from '../components/profile-card';
import { toProfileView } from '../model/profile.adapter';

/** The account card's modes (spec section 3: PROFILE, CHANGE_PASSWORD, DELETE). */
export const ACCOUNT_TABS = { PROFILE: 'profile', CHANGE_PASSWORD: 'change-password', DELETE: 'delete' } as const;
export type AccountTab = (typeof ACCOUNT_TABS)[keyof typeof ACCOUNT_TABS];

const cardStyles = css`
  padding: ${theme.spacing(7)} ${theme.spacing(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.sm};
`;

const cardTitleStyles = css`
  margin-bottom: ${theme.spacing(5)};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;

/** Rendered only inside RequireSignIn, so the session is signed in whenever it shows. */
function AccountCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useServices();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [tab, setTab] = useState<AccountTab>(ACCOUNT_TABS.PROFILE);
  const [notice, setNotice] = useState<Notice | null>(null);
  const signOutLock = useActionLock(0);

  const open = (next: AccountTab) => {
    setNotice(null);
    setTab(next);
  };

  const leaveAccountPages = () => {
    queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
    void navigate(hrefs.home());
  };

  const onSignOut = () =>
    void signOutLock.run(async () => {
      await signOut(services);
      leaveAccountPages();
    });

  return (
    <div css={cardStyles}>
      {tab === ACCOUNT_TABS.PROFILE && (
        <ProfileCard
          profile={profile.data ? toProfileView(profile.data) : undefined}
          loadFailed={profile.isError}
          notice={notice}
          signingOut={signOutLock.locked}
          onChangePassword={() => open(ACCOUNT_TABS.CHANGE_PASSWORD)}
          onSignOut={onSignOut}
          onDelete={() => open(ACCOUNT_TABS.DELETE)}
        />
      )}
      {tab === ACCOUNT_TABS.CHANGE_PASSWORD && (
        <>
          <h2 css={cardTitleStyles}>{t('user.password.title')}</h2>
          <ChangePasswordForm
            onChanged={() => {
              setTab(ACCOUNT_TABS.PROFILE);
              setNotice(successNotice('user.password.success'));
            }}
            onCancel={() => open(ACCOUNT_TABS.PROFILE)}
          />
        </>
      )}
      {tab === ACCOUNT_TABS.DELETE && (
        <>
          <h2 css={cardTitleStyles}>{t('user.delete.title')}</h2>
          <DeleteAccountPanel email={profile.data?.profile.email} onDeleted={leaveAccountPages} onCancel={() => open(ACCOUNT_TABS.PROFILE)} />
        </>
      )}
    </div>
  );
}

/** /user — back button and the account card (profile, change password, delete); 'login required' when signed out. */
export function UserPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(hrefs.home());
  return (
    <Page title={t('user.profile.title')} width="narrow" before={<BackButton onBack={goBack} />}>
      <RequireSignIn title={t('user.profile.loginRequired')}>
        <AccountCard />
      </RequireSignIn>
    </Page>
  );
}
