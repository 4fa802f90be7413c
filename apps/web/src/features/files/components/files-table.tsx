import { css } from '@emotion/react';
import { Button, mq, theme } from '@tablecrawler/ui';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRepeatGuard } from '../hooks/use-repeat-guard';
import type { FileRowView } from '../model/files-page.adapter';
import { NoteCell } from './note-cell';

/** Column widths of spec section 2, in table order. */
export const FILE_COLUMNS = [
  { key: 'host', width: '20%' },
  { key: 'fileSize', width: '10%' },
  { key: 'createdAt', width: '15%' },
  { key: 'note', width: '25%' },
  { key: 'editNote', width: '10%' },
  { key: 'download', width: '10%' },
  { key: 'delete', width: '10%' },
] as const;

const scrollStyles = css`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
`;

const tableStyles = css`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${theme.fontSizes.sm};
  transition: opacity 0.15s ease;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  th,
  td {
    padding: ${theme.spacing(3)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  ${mq.mobile} {
    th,
    td {
      padding: ${theme.spacing(2)};
    }
  }
`;

const captionStyles = css`
  padding: ${theme.spacing(3)};
  caption-side: top;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  text-align: left;
`;

const hostButtonStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:hover {
    color: ${theme.colors.primary};
  }
  svg {
    flex: none;
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

const previewCellStyles = css`
  background: ${theme.colors.surface};
`;

export interface FilesTableProps {
  rows: FileRowView[];
  /** True while the next page loads and these rows are the previous page's. */
  busy?: boolean;
  /** The file whose preview row is open. */
  expandedId: string | null;
  onTogglePreview: (fileId: string) => void;
  /** Content of the open preview row. */
  renderPreview: (row: FileRowView) => ReactNode;
  onEditNote: (fileId: string) => void;
  /** Called at most once per file within 500 ms (spec section 3). */
  onDownload: (fileId: string) => void;
  /** Called at most once per file within 500 ms (spec section 3). */
  onDelete: (fileId: string) => void;
}

/** The history table: host (expands a preview), size, date, note with tooltip, and the three actions per file. */
export function FilesTable({ rows, busy = false, expandedId, onTogglePreview, renderPreview, onEditNote, onDownload, onDelete }: FilesTableProps) {
  const { t } = useTranslation();
  const tryStart = useRepeatGuard();
  return (
    <div css={scrollStyles}>
      <table css={tableStyles} aria-busy={busy}>
        <caption css={captionStyles}>{t('history.page.tableCaption')}</caption>
        <colgroup>
          {FILE_COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {FILE_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {t(`history.page.${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const expanded = expandedId === row.id;
            const previewId = `file-preview-${row.id}`;
            return (
              <Fragment key={row.id}>
                <tr>
                  <th scope="row">
                    <button
                      type="button"
                      css={hostButtonStyles}
                      aria-expanded={expanded}
                      aria-controls={expanded ? previewId : undefined}
                      aria-label={t(expanded ? 'history.preview.hide' : 'history.preview.show', { host: row.host })}
                      onClick={() => onTogglePreview(row.id)}
                    >
                      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                        <path d="M4 2l4 4-4 4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
                      </svg>
                      {row.host}
                    </button>
                  </th>
                  <td>{row.fileSize}</td>
                  <td>{row.createdAt}</td>
                  <td>
                    <NoteCell note={row.note} />
                  </td>
                  <td>
                    <Button size="sm" variant="ghost" aria-label={t('history.page.editFileNote', { host: row.host })} onClick={() => onEditNote(row.id)}>
                      {t('history.page.editNote')}
                    </Button>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('history.page.downloadFile', { host: row.host })}
                      onClick={() => {
                        if (tryStart(`download:${row.id}`)) onDownload(row.id);
                      }}
                    >
                      {t('history.page.download')}
                    </Button>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('history.page.deleteFile', { host: row.host })}
                      onClick={() => {
                        if (tryStart(`delete:${row.id}`)) onDelete(row.id);
                      }}
                    >
                      {t('history.page.delete')}
                    </Button>
                  </td>
                </tr>
                {expanded && (
                  <tr>
                    <td id={previewId} colSpan={FILE_COLUMNS.length} css={previewCellStyles}>
                      {renderPreview(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
