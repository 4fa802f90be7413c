import { css } from '@emotion/react';
import { Button, theme } from '@tablecrawler/ui';
import { useState } from 'react';
import { useExtensionT } from '../../../i18n/use-extension-t';
import type { ExportFormat, OutputTable } from '../../table';
import { buildExportFile, toClipboardTsv, type ExportFile } from '../model/export-file';

/** What exporting needs from the extension: saving a file (chrome.downloads), the clipboard, the clock. */
export interface ExportPort {
  download(file: ExportFile): Promise<void>;
  copyText(text: string): Promise<void>;
  now(): Date;
}

export interface ExportBarProps {
  output: OutputTable;
  port: ExportPort;
  disabled?: boolean;
  /** Told which format the user exported last (kept with the shaping, e.g. for a recipe). */
  onFormat?(format: ExportFormat): void;
}

type Notice = { tone: 'done'; text: string } | { tone: 'failed' } | null;

const FORMAT_KEYS = { csv: 'export.csv', xlsx: 'export.xlsx', json: 'export.json' } as const satisfies Record<ExportFormat, string>;

const actionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
`;

/** One click per format: CSV, XLSX, JSON downloads and "copy as TSV" of the shaped, filtered rows. */
export function ExportBar({ output, port, disabled = false, onFormat }: ExportBarProps) {
  const t = useExtensionT();
  const [busy, setBusy] = useState<ExportFormat | 'tsv' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const fail = (error: unknown): void => {
    console.error('[panel] export failed', error);
    setNotice({ tone: 'failed' });
  };
  const download = (format: ExportFormat): void => {
    setBusy(format);
    setNotice(null);
    onFormat?.(format);
    Promise.resolve()
      .then(() => buildExportFile(output, format, { at: port.now(), sheetName: t('export.sheetName') }))
      .then(async (file) => {
        await port.download(file);
        setNotice({ tone: 'done', text: t('export.downloaded', { file: file.fileName }) });
      })
      .catch(fail)
      .finally(() => setBusy(null));
  };
  const copy = (): void => {
    setBusy('tsv');
    setNotice(null);
    // Built synchronously inside the click so that the clipboard write keeps the user's gesture.
    port
      .copyText(toClipboardTsv(output))
      .then(() => setNotice({ tone: 'done', text: t('export.copied', { count: output.rows.length }) }), fail)
      .finally(() => setBusy(null));
  };
  return (
    <div css={css`display: grid; gap: ${theme.spacing(2)};`}>
      <div css={actionsStyles}>
        {(Object.keys(FORMAT_KEYS) as ExportFormat[]).map((format) => (
          <Button key={format} size="sm" onClick={() => download(format)} loading={busy === format} disabled={disabled || (busy !== null && busy !== format)}>
            {t(FORMAT_KEYS[format])}
          </Button>
        ))}
        <Button size="sm" variant="secondary" onClick={copy} loading={busy === 'tsv'} disabled={disabled || (busy !== null && busy !== 'tsv')}>
          {t('export.copyTsv')}
        </Button>
      </div>
      {notice?.tone === 'done' && <p role="status">{notice.text}</p>}
      {notice?.tone === 'failed' && <p role="alert">{t('export.failed')}</p>}
    </div>
  );
}
