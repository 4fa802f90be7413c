import type { AccountStatus, SignInResult } from '../messages';

/** What the account UI needs: the service worker's account calls and where the site is. */
export interface AccountPort {
  status(): Promise<AccountStatus>;
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<AccountStatus>;
  /** The site's origin (VITE_SITE_URL): sign-up, password reset and /pricing open there. */
  siteUrl: string;
}

/** Pages of the site the panel links to (apps/web routes). */
export const SITE_PATHS = { signUp: '/signup', resetPassword: '/reset-password', pricing: '/pricing' } as const;

/** The id of the panel's e-mail field: the crawl panel's "sign in" link points at it. */
export const SIGN_IN_FIELD_ID = 'account-email';
