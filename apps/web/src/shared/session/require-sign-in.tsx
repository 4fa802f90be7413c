import { DelayedLoading, SignInRequired } from '@tablecrawler/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../routes/routes';
import { useSessionStatus } from './session-provider';

export interface RequireSignInProps {
  children: ReactNode;
  /** The prompt's heading; default: the translated common sign-in-required title. */
  title?: string;
}

/** Guard for pages that need a signed-in user: a delayed loading text while unknown, the sign-in prompt when signed out. */
export function RequireSignIn({ children, title }: RequireSignInProps) {
  const status = useSessionStatus();
  const navigate = useNavigate();
  if (status === 'unknown') return <DelayedLoading />;
  if (status === 'signedOut') return <SignInRequired onSignIn={() => void navigate(hrefs.signIn())} title={title} />;
  return <>{children}</>;
}
