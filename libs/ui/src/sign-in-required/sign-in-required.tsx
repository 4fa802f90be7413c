import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { theme } from '../theme/theme';

const boxStyles = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing(3)};
  max-width: 440px;
  margin: ${theme.spacing(10)} auto;
  padding: ${theme.spacing(8)} ${theme.spacing(6)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  text-align: center;
`;

export interface SignInRequiredProps {
  /** Called by the "go to sign in" button (the app navigates to /signin). */
  onSignIn: () => void;
  /** Defaults: translated `common.signInRequired.title` / `.message`. */
  title?: string;
  message?: string;
}

/** The prompt shown instead of a page that needs a signed-in user. */
export function SignInRequired({ onSignIn, title, message }: SignInRequiredProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section css={boxStyles} aria-labelledby={headingId}>
      <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false" color={theme.colors.primary}>
        <rect x="5" y="11" width="14" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M8 11V8a4 4 0 018 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <h2 id={headingId} css={css`font-size: ${theme.fontSizes.xl};`}>
        {title ?? t('common.signInRequired.title')}
      </h2>
      <p css={css`color: ${theme.colors.textMuted};`}>{message ?? t('common.signInRequired.message')}</p>
      <Button onClick={onSignIn}>{t('common.signInRequired.action')}</Button>
    </section>
  );
}
