import { css } from '@emotion/react';
import { FILE_FORMATS, type FileFormat } from '@tablecrawler/contract';
import { formatFileSize } from '@tablecrawler/i18n';
import { Button, theme } from '@tablecrawler/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExtensionT } from '../../../i18n/use-extension-t';
import { actionRowStyles, cardStyles, headingStyles, mutedTextStyles } from '../../../shared/card-styles';
import type { ExportFile } from '../../export';
import { UPLOAD_STATES, isSignedOutFailure, type UploadEntry } from '../model/upload-entry';
import type { AutoSave, UploadsPort } from './uploads-port';

export interface RecentSavesProps {
  port: UploadsPort;
  /** Saves a kept file to the computer (the export feature's download). */
  download(file: ExportFile): Promise<void>;
  /** How often the list is read again while shown; default 1000 ms. */
  refreshMs?: number;
}

const FORMAT_KEYS = { csv: 'uploadFormat.csv', xlsx: 'uploadFormat.xlsx', json: 'uploadFormat.json' } as const satisfies Record<FileFormat, string>;

const listStyles = css`
  display: grid;
  gap: ${theme.spacing(2)};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const itemStyles = css`
  display: grid;
  gap: ${theme.spacing(1)};
  padding: ${theme.spacing(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

/** The recent saves with their state, the auto-save option and the link to the site's history page. */
export function RecentSaves({ port, download, refreshMs = 1000 }: RecentSavesProps) {
  const t = useExtensionT();
  const { t: tAll, i18n } = useTranslation();
  const [entries, setEntries] = useState<UploadEntry[] | null>(null);
  const [auto, setAuto] = useState<AutoSave | null>(null);

  useEffect(() => {
    let live = true;
    const read = (): void =>
      void port.list().then(
        (list) => live && setEntries(list),
        (error: unknown) => console.error('[panel] reading the uploads failed', error),
      );
    read();
    const timer = setInterval(read, refreshMs);
    void port.autoSave().then((value) => live && setAuto(value));
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [port, refreshMs]);

  const changeAuto = (next: AutoSave): void => {
    setAuto(next);
    port.setAutoSave(next).catch((error: unknown) => console.error('[panel] saving the auto-save option failed', error));
  };
  const act = (work: Promise<unknown>): void => void work.then(() => port.list().then(setEntries)).catch((error: unknown) => console.error('[panel] upload action failed', error));
  const downloadKept = (entry: UploadEntry): void => act(port.file(entry).then((file) => file && download(file)));

  const stateText = (entry: UploadEntry): string => {
    switch (entry.state) {
      case UPLOAD_STATES.QUEUED:
        return t('uploadState.queued');
      case UPLOAD_STATES.UPLOADING:
        return entry.progress === null ? t('uploadState.uploading') : t('uploadState.uploadingPercent', { percent: Math.floor(entry.progress * 100) });
      case UPLOAD_STATES.WAITING:
        return t('uploadState.waiting', { time: new Date(entry.nextAttemptAt ?? Date.now()).toLocaleTimeString(i18n.resolvedLanguage) });
      case UPLOAD_STATES.SAVED:
        return t('uploadState.saved');
      case UPLOAD_STATES.REFUSED: {
        const error = entry.error;
        const reason = !error ? '' : isSignedOutFailure(error) ? t('uploads.signedOut') : tAll(`errors.${error.code}`, { defaultValue: error.message });
        return t('uploadState.refused', { reason });
      }
    }
  };

  return (
    <section css={cardStyles} aria-labelledby="recent-saves-heading">
      <h2 id="recent-saves-heading" css={headingStyles}>
        {t('uploads.recentHeading')}
      </h2>
      {auto && (
        <div css={actionRowStyles}>
          <label>
            <input type="checkbox" checked={auto.enabled} onChange={(e) => changeAuto({ ...auto, enabled: e.target.checked, sheetName: t('export.sheetName') })} /> {t('uploads.autoSave')}
          </label>
          <select aria-label={t('uploads.autoSaveFormat')} value={auto.format} onChange={(e) => changeAuto({ ...auto, format: e.target.value as FileFormat, sheetName: t('export.sheetName') })}>
            {Object.values(FILE_FORMATS).map((f) => (
              <option key={f} value={f}>
                {t(FORMAT_KEYS[f])}
              </option>
            ))}
          </select>
        </div>
      )}
      {entries && entries.length === 0 && <p css={mutedTextStyles}>{t('uploads.empty')}</p>}
      {entries && entries.length > 0 && (
        <ul css={listStyles} aria-label={t('uploads.recentHeading')}>
          {entries.map((entry) => (
            <li key={entry.id} css={itemStyles} data-upload-state={entry.state}>
              <strong>{entry.fileName}</strong>
              <span css={mutedTextStyles}>{t('uploads.meta', { rows: entry.rowCount, pages: entry.pageCount, size: formatFileSize(entry.size) })}</span>
              <span role="status">{stateText(entry)}</span>
              {entry.state === UPLOAD_STATES.UPLOADING && (
                // Without a value the bar is indeterminate (before the first progress report and for a transport without one; decisions 48, 51).
                <progress aria-label={t('uploads.progressLabel', { file: entry.fileName })} max={1} {...(entry.progress === null ? {} : { value: entry.progress })} />
              )}
              {entry.state === UPLOAD_STATES.REFUSED && entry.error && !isSignedOutFailure(entry.error) && <span css={mutedTextStyles}>{entry.error.message}</span>}
              <div css={actionRowStyles}>
                {(entry.state === UPLOAD_STATES.REFUSED || entry.state === UPLOAD_STATES.WAITING) && entry.hasFile && (
                  <Button size="sm" onClick={() => act(port.retry(entry.id))}>
                    {t('uploads.retry')}
                  </Button>
                )}
                {entry.hasFile && (
                  <Button size="sm" variant="secondary" onClick={() => downloadKept(entry)}>
                    {t('uploads.download')}
                  </Button>
                )}
                {entry.state !== UPLOAD_STATES.UPLOADING && (
                  <Button size="sm" variant="secondary" onClick={() => act(port.remove(entry.id))}>
                    {t('uploads.remove')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <a href={port.historyUrl} target="_blank" rel="noreferrer">
        {t('uploads.openHistory')}
      </a>
    </section>
  );
}
