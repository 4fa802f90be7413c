import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { visibleRange } from './virtual-rows';

/** Row height in px (one line per cell); the windowing math depends on it being fixed. */
export const PREVIEW_ROW_HEIGHT = 28;
const VIEWPORT_HEIGHT = 320;

const viewportStyles = css`
  position: relative;
  max-height: ${VIEWPORT_HEIGHT}px;
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.xs};
  contain: strict;
  height: ${VIEWPORT_HEIGHT}px;
`;
const rowStyles = css`
  display: flex;
  height: ${PREVIEW_ROW_HEIGHT}px;
  line-height: ${PREVIEW_ROW_HEIGHT}px;
  border-bottom: 1px solid ${theme.colors.border};
  min-width: max-content;
`;
const headerStyles = css`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${theme.colors.surfaceStrong};
  font-weight: 700;
`;
const cellStyles = css`
  flex: 0 0 140px;
  overflow: hidden;
  padding: 0 6px;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-right: 1px solid ${theme.colors.border};
`;

export interface PreviewGridProps {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** The shaped, filtered rows, windowed: only the rows in view (plus a few) are in the DOM, so 100,000 rows scroll smoothly. */
export function PreviewGrid({ columns, rows }: PreviewGridProps) {
  const t = useExtensionT();
  const [scrollTop, setScrollTop] = useState(0);
  const { start, end } = visibleRange(scrollTop, VIEWPORT_HEIGHT, PREVIEW_ROW_HEIGHT, rows.length);
  if (!rows.length) return <p>{t('preview.empty')}</p>;
  return (
    <div
      css={viewportStyles}
      role="table"
      aria-label={t('preview.gridLabel')}
      aria-rowcount={rows.length + 1}
      tabIndex={0}
      data-testid="preview-grid"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div role="rowgroup" css={headerStyles}>
        <div role="row" aria-rowindex={1} css={rowStyles}>
          {columns.map((name, c) => (
            <div role="columnheader" key={c} css={cellStyles} title={name}>
              {name}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" style={{ height: rows.length * PREVIEW_ROW_HEIGHT, position: 'relative' }}>
        {rows.slice(start, end).map((row, i) => (
          <div role="row" key={start + i} aria-rowindex={start + i + 2} css={rowStyles} style={{ position: 'absolute', top: (start + i) * PREVIEW_ROW_HEIGHT, left: 0 }}>
            {columns.map((_, c) => (
              <div role="cell" key={c} css={cellStyles} title={row[c]}>
                {row[c]}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
