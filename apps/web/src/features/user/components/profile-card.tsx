import { css } from '@emotion/react';
import { formatDate } from '@tablecrawler/i18n';
import { Button, buttonStyles, FormMessage, mq, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { FormNotice } from '../../../shared/forms/form-notice';
import type { Notice } from '../../../shared/forms/notice';
import type { ProfileView } from '../model/profile.adapter';

const listStyles = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.spacing(3)} ${theme.spacing(6)};
  margin: 0;
  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const expiredStyles = css`
  margin-left: ${theme.spacing(1)};
  color: ${theme.colors.danger};
  font-weight: 600;
`;

const actionsStyles = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(8)};
  ${mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface ProfileCardProps {
  profile: ProfileView | undefined;
  loadFailed: boolean;
  notice: Notice | null;
  signingOut: boolean;
  onChangePassword: () => void;
  onSignOut: () => void;
  onDelete: () => void;
}

/** Profile mode: e-mail, pass information ('(만료)' when expired, 'none' without a pass) and the account actions. */
export function ProfileCard({ profile, loadFailed, notice, signingOut, onChangePassword, onSignOut, onDelete }: ProfileCardProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const pass = profile?.pass;
  return (
    <>
      <FormNotice notice={notice} css={css`margin-bottom: ${theme.spacing(5)};`} />
      {loadFailed && <FormMessage css={css`margin-bottom: ${theme.spacing(5)};`}>{t('user.profile.loadFailed')}</FormMessage>}
      {profile && (
        <dl css={listStyles}>
          <dt>{t('user.profile.email')}</dt>
          <dd data-testid="profile-email">{profile.email}</dd>
          <dt>{t('user.profile.pass')}</dt>
          <dd data-testid="profile-pass">
            {pass ? (
              <dl css={listStyles}>
                <dt>{t('user.profile.lastPurchase')}</dt>
                <dd>{formatDate(pass.lastPurchaseDate, lng)}</dd>
                <dt>{t('user.profile.expiration')}</dt>
                <dd>
                  {formatDate(pass.expirationDate, lng)}
                  {pass.expired && <span css={expiredStyles}>{t('user.profile.expired')}</span>}
                </dd>
              </dl>
            ) : (
              t('user.profile.none')
            )}
          </dd>
        </dl>
      )}
      <div css={actionsStyles}>
        <Link to={hrefs.history(1)} css={buttonStyles('primary', 'md', true)}>
          {t('user.profile.history')}
        </Link>
        <Button variant="secondary" fullWidth onClick={onChangePassword}>
          {t('user.profile.changePassword')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onSignOut} loading={signingOut}>
          {t('user.profile.signOut')}
        </Button>
        <Button variant="ghost" fullWidth onClick={onDelete}>
          {t('user.profile.delete')}
        </Button>
      </div>
    </>
  );
}
