import { DelayedLoading, SignInRequired } from '@tablecrawler/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { hrefs } from '../routes/routes';
import { useSessionStatus } from './session-provider';

export interface RequireSignInProps {
  children: ReactNode;
  /** The prompt's heading; default: the translated common sign-in-required title. */
  title?: string;
  /** Send a signed-out visitor straight to /signin (with `next`) instead of showing the prompt. Default false. */
  redirect?: boolean;
}

/**
 * Guard for pages that need a signed-in user: a delayed loading text while unknown, the sign-in prompt when signed
 * out, whose button goes to /signin with `next` set to the current page (or, with `redirect`, /signin at once).
 */
export function RequireSignIn({ children, title, redirect = false }: RequireSignInProps) {
  const status = useSessionStatus();
  const navigate = useNavigate();
  const location = useLocation();
  if (status === 'unknown') return <DelayedLoading />;
  const signIn = hrefs.signIn(`${location.pathname}${location.search}`);
  if (status === 'signedOut' && redirect) return <Navigate to={signIn} replace />;
  if (status === 'signedOut') return <SignInRequired onSignIn={() => void navigate(signIn)} title={title} />;
  return <>{children}</>;
}
