import { css } from '@emotion/react';
import { DelayedLoading, theme, visuallyHiddenStyles } from '@tablecrawler/ui';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

const shellStyles = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least one screen tall: the footer starts below the fold, so a lazy page or late data never pushes it down in
// view (layout shift).
const mainStyles = css`
  flex: 1 0 auto;
  width: 100%;
  min-height: calc(100vh - ${theme.headerHeight}px);
  &:focus {
    outline: none;
  }
`;

const skipLinkStyles = css`
  ${visuallyHiddenStyles};
  &:focus {
    position: fixed !important;
    top: ${theme.spacing(2)};
    left: ${theme.spacing(2)};
    z-index: ${theme.zIndex.tooltip};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${theme.spacing(2)} ${theme.spacing(4)};
    clip: auto;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
  }
`;

/** A new page starts at the top (hash links such as /#features scroll themselves). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Shared layout of spec section 2: sticky header, page content (lazy pages), footer. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <div css={shellStyles}>
      <a href="#main" css={skipLinkStyles}>
        {t('common.layout.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} css={mainStyles}>
        <Suspense fallback={<DelayedLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
