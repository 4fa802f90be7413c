import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { useEffect, useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import type { SessionStatus } from '../../../messaging';
import { cardStyles, headingStyles } from '../../../shared/card-styles';

type View = 'checking' | 'signedIn' | 'signedOut' | 'unavailable';

export interface SessionCardProps {
  sessionStatus: () => Promise<SessionStatus>;
  signInUrl: string;
}

const statusStyles = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** Signed in or out, as the service worker reports it; links to the site's sign-in page when signed out. */
export function SessionCard({ sessionStatus, signInUrl }: SessionCardProps) {
  const t = useExtensionT();
  const [view, setView] = useState<View>('checking');
  useEffect(() => {
    let current = true;
    sessionStatus().then(
      (status) => current && setView(status.signedIn ? 'signedIn' : 'signedOut'),
      () => current && setView('unavailable'),
    );
    return () => {
      current = false;
    };
  }, [sessionStatus]);
  return (
    <section css={cardStyles} aria-labelledby="session-heading" aria-busy={view === 'checking'}>
      <h2 id="session-heading" css={headingStyles}>
        {t('session.heading')}
      </h2>
      <p css={statusStyles} data-testid="session-status" data-state={view}>
        {t(`session.${view}`)}
      </p>
      {view !== 'signedIn' && view !== 'checking' && (
        <a href={signInUrl} target="_blank" rel="noreferrer">
          {t('session.signInLink')}
        </a>
      )}
    </section>
  );
}
