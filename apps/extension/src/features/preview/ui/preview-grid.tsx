import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { memo, useState, type ReactNode } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { visibleRange } from './virtual-rows';

/** Row height in px (one line per cell); the windowing math depends on it being fixed. */
export const PREVIEW_ROW_HEIGHT = 28;
const VIEWPORT_HEIGHT = 320;

// Rows and cells are plain elements styled from the viewport: a scroll re-renders a few dozen rows, and a `css` prop
// on each of them would run Emotion's serialiser per element per frame.
const viewportStyles = css`
  position: relative;
  max-height: ${VIEWPORT_HEIGHT}px;
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.xs};
  contain: strict;
  height: ${VIEWPORT_HEIGHT}px;
  [role='row'] {
    display: flex;
    height: ${PREVIEW_ROW_HEIGHT}px;
    line-height: ${PREVIEW_ROW_HEIGHT}px;
    border-bottom: 1px solid ${theme.colors.border};
    min-width: max-content;
  }
  [role='cell'],
  [role='columnheader'] {
    flex: 0 0 140px;
    overflow: hidden;
    padding: 0 6px;
    text-overflow: ellipsis;
    white-space: nowrap;
    border-right: 1px solid ${theme.colors.border};
  }
`;
const headerStyles = css`
  position: sticky;
  top: 0;
  z-index: 1;
  background: ${theme.colors.surfaceStrong};
  font-weight: 700;
`;

interface PreviewRowProps {
  index: number;
  width: number;
  row: readonly string[];
}

/** One body row; memoised, so rows appended below the view (a running crawl) re-render none of the rows in view. */
const PreviewRow = memo(function PreviewRow({ index, width, row }: PreviewRowProps) {
  const cells: ReactNode[] = [];
  for (let c = 0; c < width; c += 1) {
    cells.push(
      <div role="cell" key={c} title={row[c]}>
        {row[c]}
      </div>,
    );
  }
  return (
    <div role="row" aria-rowindex={index + 2} style={{ position: 'absolute', top: index * PREVIEW_ROW_HEIGHT, left: 0 }}>
      {cells}
    </div>
  );
});

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
        <div role="row" aria-rowindex={1}>
          {columns.map((name, c) => (
            <div role="columnheader" key={c} title={name}>
              {name}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" style={{ height: rows.length * PREVIEW_ROW_HEIGHT, position: 'relative' }}>
        {rows.slice(start, end).map((row, i) => (
          <PreviewRow key={start + i} index={start + i} width={columns.length} row={row} />
        ))}
      </div>
    </div>
  );
}
