import { DelayedLoading, SignInRequired } from '@tablecrawler/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hrefs } from '../routes/routes';
import { useSessionStatus } from './session-provider';

export interface RequireSignInProps {
  children: ReactNode;
  /** The prompt's heading; default: the translated common sign-in-required title. */
  title?: string;
}

/**
 * Guard for pages that need a signed-in user: a delayed loading text while unknown, the sign-in prompt when signed
 * out, whose button goes to /signin with `next` set to the current page.
 */
export function RequireSignIn({ children, title }: RequireSignInProps) {
  const status = useSessionStatus();
  const navigate = useNavigate();
  const location = useLocation();
  if (status === 'unknown') return <DelayedLoading />;
  if (status === 'signedOut') return <SignInRequired onSignIn={() => void navigate(hrefs.signIn(`${location.pathname}${location.search}`))} title={title} />;
  return <>{children}</>;
}
