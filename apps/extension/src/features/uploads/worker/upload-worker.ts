import type { ApiClient, HttpTransport } from '@tablecrawler/api-client';
import { buildExportFile } from '../../export';
import type { CollectedTable } from '../../table';
import { clearAlarm, onAlarm, scheduleAlarmAt } from '../../../platform/alarms';
import { closeOffscreenDocument, connectPort, ensureOffscreenDocument } from '../../../platform/offscreen';
import { OFFSCREEN_PATH } from '../model/transfer-protocol';
import { createTransferStore } from '../store/transfer-store';
import { offscreenTransport } from './offscreen-transport';
import { storage } from '../../../platform/storage';
import { createUploadStore } from '../store/upload-store';
import { createUploadHandlers, type UploadHandlers } from './upload-handlers';
import { createUploadQueue, type RetryScheduler, type UploadQueue, type UploadTransport } from './upload-queue';

const RETRY_ALARM = 'uploads.retry';
/** Below this an alarm is not needed: a timer in the running worker is enough, the alarm stays as the fallback. */
const TIMER_LIMIT_MS = 60_000;

/** A finished crawl as the auto-save needs it (the crawl feature's record, narrowed). */
export interface FinishedCrawl {
  id: string;
  startedAt: number;
  target: { url: string };
  state: { pagesDone: number };
}

export interface UploadWorkerDeps {
  api: Pick<ApiClient, 'uploadFile'>;
  readCrawlTable(crawlId: string): Promise<CollectedTable>;
}

/** The queue's transport over the shared api-client: fields, Idempotency-Key, a timeout that grows with the size. */
export function apiTransport(api: Pick<ApiClient, 'uploadFile'>, http: HttpTransport): UploadTransport {
  return {
    async upload(entry, file, { signal, onProgress }) {
      const { data } = await api.uploadFile(
        {
          file,
          filename: entry.fileName,
          host: entry.host,
          sourceUrl: entry.sourceUrl,
          format: entry.format,
          rowCount: entry.rowCount,
          pageCount: entry.pageCount,
          idempotencyKey: entry.idempotencyKey,
        },
        // At least 60 s, and 20 s per MiB (50 MiB in ~17 min on a slow line). The bytes go through the offscreen
        // document's XMLHttpRequest, which reports upload progress (docs/decisions.md 48, 51).
        { signal, timeoutMs: Math.max(60_000, Math.ceil(entry.size / 1024 / 1024) * 20_000), transport: http, onUploadProgress: onProgress },
      );
      return { fileId: data.id };
    },
  };
}

function alarmScheduler(wake: () => void): RetryScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    at(when) {
      scheduleAlarmAt(RETRY_ALARM, when);
      clearTimeout(timer);
      const delay = when - Date.now();
      if (delay < TIMER_LIMIT_MS) timer = setTimeout(wake, Math.max(0, delay));
    },
    clear() {
      clearTimeout(timer);
      clearAlarm(RETRY_ALARM);
    },
  };
}

/**
 * The upload queue in the service worker: its retry alarm (listener registered synchronously), processing at worker
 * start (what a stopped worker or a closed browser left), the messages, and the auto-save of finished crawls.
 */
export function startUploadWorker(deps: UploadWorkerDeps): { queue: UploadQueue; handlers: UploadHandlers; onCrawlFinished(crawl: FinishedCrawl): Promise<void> } {
  const run = (): void => void queue.process().catch((error: unknown) => console.error('[uploads] processing failed', error));
  const http = offscreenTransport({
    bodies: createTransferStore(),
    open: () => ensureOffscreenDocument(OFFSCREEN_PATH, 'Sends saved files to the TableCrawler history with upload progress'),
    close: () => closeOffscreenDocument(OFFSCREEN_PATH),
    connect: connectPort,
  });
  const queue = createUploadQueue({ store: createUploadStore(), transport: apiTransport(deps.api, http), scheduler: alarmScheduler(run) });
  onAlarm(RETRY_ALARM, run);
  run();
  return {
    queue,
    handlers: createUploadHandlers(queue),
    async onCrawlFinished(crawl) {
      const auto = await storage.uploadsAutoSave.get();
      if (!auto.enabled) return;
      const table = await deps.readCrawlTable(crawl.id);
      if (!table.rows.length) return;
      const output = {
        columns: table.columns,
        rows: table.rows.map((row) => row.text),
        source: { url: crawl.target.url, pages: Math.max(1, crawl.state.pagesDone), crawledAt: new Date(crawl.startedAt).toISOString() },
      };
      const file = buildExportFile(output, auto.format, { at: new Date(), sheetName: auto.sheetName });
      await queue.enqueue(
        { fileName: file.fileName, mimeType: file.blob.type, sourceUrl: crawl.target.url, format: auto.format, rowCount: output.rows.length, pageCount: output.source.pages },
        await file.blob.arrayBuffer(),
      );
    },
  };
}
