import { css } from '@emotion/react';
import { LIMITS } from '@tablecrawler/contract';
import { useTranslation } from 'react-i18next';
import { theme } from '../theme/theme';
import { pageBlock } from './page-block';

const listStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surface};
  }
  &[aria-current='page'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.textInverse};
    font-weight: 700;
    cursor: default;
  }
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages per block. Default LIMITS.paginationBlock of libs/contract (10, spec section 9). */
  blockSize?: number;
  /** Accessible name of the navigation. Default: translated `common.pagination.label`. */
  label?: string;
}

/**
 * Page numbers in blocks of `blockSize`: a previous button when the current block is not the first,
 * a next button when it is not the last; the current page carries aria-current="page". Renders nothing for ≤ 1 page.
 */
export function Pagination({ page, totalPages, onChange, blockSize = LIMITS.paginationBlock, label }: PaginationProps) {
  const { t } = useTranslation();
  const { pages, previous, next } = pageBlock(page, totalPages, blockSize);
  if (pages.length <= 1 && previous === null && next === null) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav aria-label={label ?? t('common.pagination.label')}>
      <ul css={listStyles}>
        {previous !== null && (
          <li>
            <button type="button" css={itemStyles} aria-label={t('common.pagination.previous')} onClick={() => onChange(previous)}>
              <span aria-hidden="true">‹</span>
            </button>
          </li>
        )}
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              css={itemStyles}
              aria-label={t('common.pagination.page', { page: p })}
              aria-current={p === current ? 'page' : undefined}
              onClick={() => {
                if (p !== current) onChange(p);
              }}
            >
              {p}
            </button>
          </li>
        ))}
        {next !== null && (
          <li>
            <button type="button" css={itemStyles} aria-label={t('common.pagination.next')} onClick={() => onChange(next)}>
              <span aria-hidden="true">›</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
