import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { Markdown } from 'markdown-to-jsx/react';
import { headingStyles } from '../../../shared/page/page';

const proseStyles = css`
  color: ${theme.colors.text};
  line-height: 1.8;
  h1 {
    margin-bottom: ${theme.spacing(6)};
    ${headingStyles}
  }
  h2 {
    margin: ${theme.spacing(10)} 0 ${theme.spacing(3)};
    font-size: ${theme.fontSizes.xl};
    font-weight: 700;
  }
  h3 {
    margin: ${theme.spacing(6)} 0 ${theme.spacing(2)};
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${theme.spacing(4)};
  }
  ul,
  ol {
    padding-left: ${theme.spacing(6)};
  }
  li + li {
    margin-top: ${theme.spacing(1)};
  }
  table {
    width: 100%;
    margin: 0 0 ${theme.spacing(4)};
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${theme.spacing(2)} ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    text-align: left;
  }
  th {
    background: ${theme.colors.surface};
  }
  blockquote {
    margin: 0 0 ${theme.spacing(4)};
    padding: ${theme.spacing(2)} ${theme.spacing(4)};
    border-left: 4px solid ${theme.colors.border};
    color: ${theme.colors.textMuted};
  }
  code {
    padding: 1px 4px;
    border-radius: 4px;
    background: ${theme.colors.surface};
    font-size: 0.92em;
  }
  hr {
    margin: ${theme.spacing(8)} 0;
    border: 0;
    border-top: 1px solid ${theme.colors.border};
  }
`;

/** Renders markdown as React elements; raw HTML in the source stays text (no HTML injection). */
export function MarkdownView({ source }: { source: string }) {
  return (
    <Markdown css={proseStyles} options={{ disableParsingRawHTML: true, forceWrapper: true, wrapper: 'div' }}>
      {source}
    </Markdown>
  );
}
