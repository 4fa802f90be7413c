import { css } from '@emotion/react';
import { ApiError, signInErrorMessage, validateSignIn, type SignInField } from '@tablecrawler/api-client';
import { LIMITS } from '@tablecrawler/contract';
import { formatDate } from '@tablecrawler/i18n';
import { Button, FormMessage, SignInFields, theme } from '@tablecrawler/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { cardStyles, headingStyles } from '../../../shared/card-styles';
import type { AccountStatus } from '../messages';
import type { PassState } from '../model/pass';
import { SIGN_IN_FIELD_ID, SITE_PATHS, type AccountPort } from './account-port';

type View = { kind: 'checking' } | { kind: 'unavailable' } | { kind: 'ready'; account: AccountStatus };

const formStyles = css`
  display: grid;
  gap: ${theme.spacing(2)};
`;
const mutedStyles = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
const linksStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
  font-size: ${theme.fontSizes.sm};
`;

export interface AccountCardProps {
  port: AccountPort;
}

/** The account in the panel: the sign-in form (same checks and messages as the site), or the e-mail, the pass and sign-out. */
export function AccountCard({ port }: AccountCardProps) {
  const t = useExtensionT();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const refresh = useCallback(() => {
    let current = true;
    port.status().then(
      (account) => current && setView({ kind: 'ready', account }),
      () => current && setView({ kind: 'unavailable' }),
    );
    return () => {
      current = false;
    };
  }, [port]);
  useEffect(refresh, [refresh]);
  const account = view.kind === 'ready' ? view.account : null;
  return (
    <section css={cardStyles} aria-labelledby="account-heading" aria-busy={view.kind === 'checking'} id="account">
      <h2 id="account-heading" css={headingStyles}>
        {t('account.heading')}
      </h2>
      {view.kind === 'checking' && (
        <p css={mutedStyles} data-testid="account-status" data-state="checking">
          {t('account.checking')}
        </p>
      )}
      {view.kind === 'unavailable' && (
        <p css={mutedStyles} data-testid="account-status" data-state="unavailable">
          {t('account.unavailable')}{' '}
          <Button size="sm" variant="secondary" onClick={refresh}>
            {t('account.retry')}
          </Button>
        </p>
      )}
      {account?.signedIn === false && <SignInForm port={port} onSignedIn={(next) => setView({ kind: 'ready', account: next })} />}
      {account?.signedIn && <SignedIn port={port} email={account.email} pass={account.pass} onSignedOut={(next) => setView({ kind: 'ready', account: next })} />}
    </section>
  );
}

function SignInForm({ port, onSignedIn }: { port: AccountPort; onSignedIn(account: AccountStatus): void }) {
  const { t } = useTranslation();
  const te = useExtensionT();
  const [values, setValues] = useState({ email: '', password: '' });
  const [invalid, setInvalid] = useState<SignInField | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    const failed = validateSignIn(values);
    if (failed) {
      setInvalid(failed.field);
      setMessage(t(failed.key));
      return;
    }
    setInvalid(null);
    setMessage(null);
    setBusy(true);
    port
      .signIn(values.email.trim(), values.password)
      .then((result) => {
        if (result.ok) return onSignedIn(result.account);
        const { status, code, message: text, details } = result.error;
        setMessage(t(signInErrorMessage(new ApiError(status, code, text, details ? { details } : {}))));
      })
      // The service worker did not answer (stopped, updating): the site's message for a failure without an answer.
      .catch(() => setMessage(t(signInErrorMessage(null))))
      .finally(() => setBusy(false));
  };
  return (
    <form css={formStyles} onSubmit={submit} noValidate aria-label={t('auth.signin.title')} data-testid="account-status" data-state="signedOut">
      <p css={mutedStyles}>{te('account.signedOut')}</p>
      <SignInFields
        emailId={SIGN_IN_FIELD_ID}
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        invalidField={invalid}
        maxLength={LIMITS.inputMaxLength}
      />
      {message && <FormMessage>{message}</FormMessage>}
      <Button type="submit" size="sm" loading={busy}>
        {busy ? t('auth.signin.submitting') : t('auth.signin.submit')}
      </Button>
      <div css={linksStyles}>
        <a href={`${port.siteUrl}${SITE_PATHS.signUp}`} target="_blank" rel="noreferrer">
          {t('auth.signin.toSignUp')}
        </a>
        <a href={`${port.siteUrl}${SITE_PATHS.resetPassword}`} target="_blank" rel="noreferrer">
          {t('auth.signin.toResetPassword')}
        </a>
      </div>
    </form>
  );
}

function SignedIn({ port, email, pass, onSignedOut }: { port: AccountPort; email: string; pass: PassState; onSignedOut(account: AccountStatus): void }) {
  const { i18n } = useTranslation();
  const t = useExtensionT();
  const [busy, setBusy] = useState(false);
  const signOut = (): void => {
    setBusy(true);
    port
      .signOut()
      .then(onSignedOut, (error: unknown) => console.error('[account] sign-out failed', error))
      .finally(() => setBusy(false));
  };
  const date = (iso: string): string => formatDate(iso, i18n.resolvedLanguage);
  return (
    <div css={formStyles} data-testid="account-status" data-state="signedIn">
      <p css={mutedStyles}>{t('account.signedInAs', { email })}</p>
      <p data-testid="pass-state" data-pass={pass.state}>
        {pass.state === 'none' && t('account.passNone')}
        {pass.state === 'active' && t('account.passActive', { date: date(pass.expiresAt) })}
        {pass.state === 'expired' && t('account.passExpired', { date: date(pass.expiredAt) })}
      </p>
      <div css={linksStyles}>
        <a href={`${port.siteUrl}${SITE_PATHS.pricing}`} target="_blank" rel="noreferrer">
          {pass.state === 'active' ? t('account.pricingExtend') : t('account.pricingBuy')}
        </a>
        <Button size="sm" variant="secondary" onClick={signOut} loading={busy}>
          {t('account.signOut')}
        </Button>
      </div>
    </div>
  );
}
