import { css } from '@emotion/react';
import { mq, theme } from '@tablecrawler/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/config-context';
import { useSessionStatus } from '../../shared/session/session-provider';
import { hrefs } from '../../shared/routes/routes';
import { ExternalIcon } from './icons';

const panelStyles = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.menu};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.md};
  ${mq.desktop} {
    display: none;
  }
`;

const listStyles = css`
  margin: 0;
  padding: ${theme.spacing(2)} 0;
  list-style: none;
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  width: 100%;
  min-height: 52px;
  padding: 0 ${theme.spacing(5)};
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surface};
  }
  &[aria-disabled='true'] {
    color: ${theme.colors.textMuted};
    cursor: wait;
  }
`;

export interface MobileMenuProps {
  id: string;
  /** Called after choosing an item (false) or on Escape (true: focus goes back to the menu button). */
  onClose: (returnFocus: boolean) => void;
}

/** The hamburger menu's panel: the header's items, the account entry labelled 'my info' or 'sign in'. */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const status = useSessionStatus();
  const firstItem = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    firstItem.current?.focus();
  }, []);

  const close = () => onClose(false);

  return (
    <nav
      id={id}
      css={panelStyles}
      aria-label={t('header.menu')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(true);
      }}
    >
      <ul css={listStyles}>
        <li>
          <Link ref={firstItem} to={hrefs.features()} css={itemStyles} onClick={close}>
            {t('header.features')}
          </Link>
        </li>
        <li>
          <Link to={hrefs.pricing()} css={itemStyles} onClick={close}>
            {t('header.pricing')}
          </Link>
        </li>
        <li>
          <a href={config.chromeExtensionUrl} css={itemStyles} target="_blank" rel="noopener noreferrer" onClick={close}>
            {t('header.extension')}
            <ExternalIcon />
          </a>
        </li>
        <li>
          {status === 'unknown' ? (
            <a css={itemStyles} aria-disabled="true" role="link">
              {t('header.signIn')}
            </a>
          ) : (
            <Link to={status === 'signedIn' ? hrefs.user() : hrefs.signIn()} css={itemStyles} onClick={close}>
              {t(status === 'signedIn' ? 'header.myInfo' : 'header.signIn')}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
