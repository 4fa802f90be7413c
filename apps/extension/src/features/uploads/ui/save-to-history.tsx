import { css } from '@emotion/react';
import { FILE_FORMATS, type FileFormat } from '@tablecrawler/contract';
import { Button, theme } from '@tablecrawler/ui';
import { useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { buildExportFile } from '../../export';
import type { OutputTable } from '../../table';
import type { UploadsPort } from './uploads-port';

export interface SaveToHistoryProps {
  output: OutputTable;
  port: UploadsPort;
  /** The format last exported (preselected). */
  format: FileFormat;
  disabled?: boolean;
  now?: () => Date;
  /** Told after a file was queued (the recent saves list refreshes). */
  onQueued?(): void;
}

const FORMAT_KEYS = { csv: 'uploadFormat.csv', xlsx: 'uploadFormat.xlsx', json: 'uploadFormat.json' } as const satisfies Record<FileFormat, string>;

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing(2)};
`;

/** "Save to my history": builds the current output in the chosen format and puts it into the upload queue. */
export function SaveToHistory({ output, port, format: initial, disabled = false, now = () => new Date(), onQueued }: SaveToHistoryProps) {
  const t = useExtensionT();
  const [format, setFormat] = useState<FileFormat>(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<'queued' | 'failed' | null>(null);
  const save = (): void => {
    setBusy(true);
    setNotice(null);
    Promise.resolve()
      .then(async () => {
        const file = buildExportFile(output, format, { at: now(), sheetName: t('export.sheetName') });
        await port.queue(
          { fileName: file.fileName, mimeType: file.blob.type, sourceUrl: output.source.url, format, rowCount: output.rows.length, pageCount: output.source.pages },
          await file.blob.arrayBuffer(),
        );
        setNotice('queued');
        onQueued?.();
      })
      .catch((error: unknown) => {
        console.error('[panel] queueing the upload failed', error);
        setNotice('failed');
      })
      .finally(() => setBusy(false));
  };
  return (
    <div css={css`display: grid; gap: ${theme.spacing(2)};`}>
      <div css={rowStyles}>
        <select aria-label={t('uploads.formatLabel')} value={format} onChange={(e) => setFormat(e.target.value as FileFormat)} disabled={busy}>
          {Object.values(FILE_FORMATS).map((f) => (
            <option key={f} value={f}>
              {t(FORMAT_KEYS[f])}
            </option>
          ))}
        </select>
        <Button size="sm" onClick={save} loading={busy} disabled={disabled || busy}>
          {t('uploads.save')}
        </Button>
      </div>
      {notice === 'queued' && <p role="status">{t('uploads.queued')}</p>}
      {notice === 'failed' && <p role="alert">{t('uploads.failed')}</p>}
    </div>
  );
}
