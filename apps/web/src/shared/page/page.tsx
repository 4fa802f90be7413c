import { css } from '@emotion/react';
import { mq, theme } from '@tablecrawler/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

const WIDTHS = { narrow: 560, default: 880, wide: theme.maxWidth } as const;
export type PageWidth = keyof typeof WIDTHS;

/** The centred page column (also the document page's article). */
export const pageStyles = (width: PageWidth) => css`
  width: 100%;
  max-width: ${WIDTHS[width]}px;
  margin: 0 auto;
  padding: ${theme.spacing(14)} ${theme.spacing(6)} ${theme.spacing(20)};
  ${mq.mobile} {
    padding: ${theme.spacing(8)} ${theme.spacing(4)} ${theme.spacing(14)};
  }
`;

/** The page's h1 (also a markdown document's h1). */
export const headingStyles = css`
  font-size: ${theme.fontSizes.xxl};
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.3;
  ${mq.mobile} {
    font-size: ${theme.fontSizes.xl};
  }
`;

const leadStyles = css`
  margin-top: ${theme.spacing(3)};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
  ${mq.mobile} {
    font-size: ${theme.fontSizes.md};
  }
`;

export interface PageProps {
  title: string;
  description?: string;
  /** Content width: narrow 560 px (forms), default 880 px, wide 1440 px. */
  width?: PageWidth;
  /** Rendered above the heading (e.g. a back button). */
  before?: ReactNode;
  children?: ReactNode;
}

/** A page inside the layout: centred column, h1 title, optional lead text; also sets the document title. */
export function Page({ title, description, width = 'default', before, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <section css={pageStyles(width)} aria-labelledby="page-title">
      {before && <div css={css`margin-bottom: ${theme.spacing(4)};`}>{before}</div>}
      <h1 id="page-title" css={headingStyles}>
        {title}
      </h1>
      {description && <p css={leadStyles}>{description}</p>}
      {children && <div css={css`margin-top: ${theme.spacing(8)};`}>{children}</div>}
    </section>
  );
}
