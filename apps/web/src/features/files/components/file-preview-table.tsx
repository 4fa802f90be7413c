import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const scrollStyles = css`
  overflow: auto;
  max-height: 360px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`;

const tableStyles = css`
  border-collapse: collapse;
  font-size: ${theme.fontSizes.xs};
  th,
  td {
    max-width: 240px;
    padding: ${theme.spacing(1.5)} ${theme.spacing(2)};
    border: 1px solid ${theme.colors.border};
    overflow: hidden;
    text-align: left;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${theme.colors.surfaceStrong};
    font-weight: 600;
  }
`;

const captionStyles = css`
  margin-bottom: ${theme.spacing(2)};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

export interface FilePreviewTableProps {
  host: string;
  columns: string[];
  rows: string[][];
}

/** The first rows of a file as a plain table (every cell rendered as text). */
export function FilePreviewTable({ host, columns, rows }: FilePreviewTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  if (rows.length === 0) return <p>{t('history.preview.empty')}</p>;
  const width = Math.max(columns.length, ...rows.map((row) => row.length));
  const headers = Array.from({ length: width }, (_, i) => columns[i] ?? '');
  return (
    <div>
      <p id={captionId} css={captionStyles}>
        {t('history.preview.caption', { host, rows: rows.length })}
      </p>
      <div css={scrollStyles}>
        <table css={tableStyles} aria-labelledby={captionId}>
          <thead>
            <tr>
              {headers.map((name, i) => (
                <th key={i} scope="col" title={name}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {headers.map((_, c) => (
                  <td key={c} title={row[c] ?? ''}>
                    {row[c] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
