import { css } from '@emotion/react';
import { mq, theme } from '@tablecrawler/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/config-context';
import { useSessionStatus } from '../../shared/session/session-provider';
import { hrefs } from '../../shared/routes/routes';
import { CloseIcon, ExternalIcon, LogoMark, MenuIcon, UserIcon } from './icons';
import { MobileMenu } from './mobile-menu';

export const MOBILE_MENU_ID = 'mobile-menu';

const headerStyles = css`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.header};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${theme.colors.border};
`;

const barStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(6)};
  max-width: ${theme.maxWidth}px;
  height: ${theme.headerHeight}px;
  margin: 0 auto;
  padding: 0 ${theme.spacing(6)};
  ${mq.mobile} {
    padding: 0 ${theme.spacing(4)};
  }
`;

const logoStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(2.5)};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.lg};
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
`;

const navStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  margin-left: auto;
  ${mq.mobile} {
    display: none;
  }
`;

export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  padding: ${theme.spacing(2)} ${theme.spacing(3)};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
  }
`;

const iconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-left: ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &:disabled {
    cursor: wait;
    opacity: 0.45;
  }
`;

const hamburgerStyles = css`
  display: none;
  margin-left: auto;
  padding: ${theme.spacing(2)};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  ${mq.mobile} {
    display: inline-flex;
  }
`;

/** The account icon: disabled while the sign-in state is unknown, /user when signed in, /signin when signed out. */
function AccountIcon() {
  const { t } = useTranslation();
  const status = useSessionStatus();
  if (status === 'unknown') {
    return (
      <button type="button" css={iconButtonStyles} disabled aria-label={t('header.accountPending')}>
        <UserIcon />
      </button>
    );
  }
  const signedIn = status === 'signedIn';
  return (
    <Link to={signedIn ? hrefs.user() : hrefs.signIn()} css={iconButtonStyles} aria-label={t(signedIn ? 'header.myInfo' : 'header.signIn')}>
      <UserIcon />
    </Link>
  );
}

/** The sticky site header: logo, service intro, pricing, Chrome Extension, account icon; a hamburger menu below 768 px. */
export function Header() {
  const { t } = useTranslation();
  const config = useConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };

  return (
    <header css={headerStyles}>
      <div css={barStyles}>
        <Link to={hrefs.home()} css={logoStyles} aria-label={t('header.logo')}>
          <LogoMark />
          <span aria-hidden="true">{t('common.app.name')}</span>
        </Link>
        <nav css={navStyles} aria-label={t('header.navigation')}>
          <Link to={hrefs.features()} css={navLinkStyles}>
            {t('header.features')}
          </Link>
          <Link to={hrefs.pricing()} css={navLinkStyles}>
            {t('header.pricing')}
          </Link>
          <a href={config.chromeExtensionUrl} css={navLinkStyles} target="_blank" rel="noopener noreferrer">
            {t('header.extension')}
            <ExternalIcon />
          </a>
          <AccountIcon />
        </nav>
        <button
          ref={menuButton}
          type="button"
          css={hamburgerStyles}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {menuOpen && <MobileMenu id={MOBILE_MENU_ID} onClose={closeMenu} />}
    </header>
  );
}
