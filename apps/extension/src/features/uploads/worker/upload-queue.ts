import { ERROR_CODES, FILE_LIMITS } from '@tablecrawler/contract';
import {
  FAILURE_KINDS,
  RECENT_SAVES_KEPT,
  UPLOAD_STATES,
  backoffMs,
  classifyFailure,
  newEntry,
  type BackoffOptions,
  type UploadEntry,
  type UploadFailure,
  type UploadInput,
} from '../model/upload-entry';
import type { UploadStore } from '../store/upload-store';

/** Sends one file to the history API (the service worker's adapter over the shared api-client). */
export interface UploadTransport {
  upload(entry: UploadEntry, file: Blob, options: { signal: AbortSignal; onProgress(fraction: number): void }): Promise<{ fileId: string }>;
}

/** Wakes the queue at a time (chrome.alarms in the worker, so that a stopped worker comes back); one pending time at most. */
export interface RetryScheduler {
  at(when: number): void;
  clear(): void;
}

export interface UploadQueueDeps {
  store: UploadStore;
  transport: UploadTransport;
  scheduler: RetryScheduler;
  now?: () => number;
  newId?: () => string;
  backoff?: BackoffOptions;
  /** Aborted when the owner stops the queue: the upload in flight is cancelled and left to the next start. */
  signal?: AbortSignal;
  /** Told after every change of an entry (the worker tells open panels). */
  onChange?: () => void;
  logger?: Pick<Console, 'error'>;
}

export interface UploadQueue {
  /** Stores the bytes and the entry (with its idempotency key), then processes the queue. */
  enqueue(input: UploadInput, bytes: ArrayBuffer): Promise<UploadEntry>;
  /** Sends every due entry, one at a time, then schedules the next retry. Calls while running run once more after. */
  process(): Promise<void>;
  /** A refused or waiting entry is queued again now (same idempotency key). */
  retry(id: string): Promise<UploadEntry | undefined>;
  list(): Promise<UploadEntry[]>;
  /** Drops an entry and its bytes (the user's choice; the file may still be downloaded before). */
  remove(id: string): Promise<void>;
}

function isFailure(value: unknown): value is UploadFailure {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['status'] === 'number' && typeof v['code'] === 'string' && typeof v['message'] === 'string';
}

/** Any thrown value as a failure (the api-client's ApiError already is one). */
export function toFailure(error: unknown): UploadFailure {
  if (isFailure(error)) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: ERROR_CODES.unknown, message: error instanceof Error ? error.message : String(error) };
}

const isDue = (entry: UploadEntry, at: number): boolean =>
  entry.state === UPLOAD_STATES.QUEUED ||
  // Only this queue uploads, one at a time: an entry left `uploading` belongs to a worker that stopped mid-upload.
  entry.state === UPLOAD_STATES.UPLOADING ||
  (entry.state === UPLOAD_STATES.WAITING && (entry.nextAttemptAt ?? 0) <= at);

/** The upload queue over its IndexedDB store: retries with backoff, refusals kept with their reason, files kept until saved. */
export function createUploadQueue(deps: UploadQueueDeps): UploadQueue {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const logger = deps.logger ?? console;
  const changed = (): void => deps.onChange?.();
  let running: Promise<void> | undefined;
  let again = false;

  const put = async (entry: UploadEntry): Promise<UploadEntry> => {
    await deps.store.put(entry);
    changed();
    return entry;
  };

  const attempt = async (due: UploadEntry, signal: AbortSignal): Promise<void> => {
    const bytes = await deps.store.readFile(due.id);
    if (!bytes) {
      await put({ ...due, state: UPLOAD_STATES.REFUSED, nextAttemptAt: null, progress: null, hasFile: false, error: { status: 0, code: ERROR_CODES.notFound, message: 'The file is no longer stored in the browser' } });
      return;
    }
    if (bytes.byteLength > FILE_LIMITS.maxUploadBytes) {
      // The server would read it all to answer 413: refused here with the same code, the file kept.
      await put({ ...due, state: UPLOAD_STATES.REFUSED, nextAttemptAt: null, progress: null, error: { status: 413, code: ERROR_CODES.fileTooLarge, message: `The file is larger than ${FILE_LIMITS.maxUploadBytes} bytes` } });
      return;
    }
    let entry = await put({ ...due, state: UPLOAD_STATES.UPLOADING, attempts: due.attempts + 1, nextAttemptAt: null, progress: null });
    // Progress is written in steps of 5 %, in order, and always before the outcome.
    let writes: Promise<unknown> = Promise.resolve();
    let shown = 0;
    const onProgress = (fraction: number): void => {
      if (fraction < 1 && fraction - shown < 0.05) return;
      shown = fraction;
      const snapshot = { ...entry, progress: fraction };
      writes = writes.then(() => put(snapshot)).catch((error: unknown) => logger.error('[uploads] progress not written', error));
    };
    try {
      const { fileId } = await deps.transport.upload(entry, new Blob([bytes], { type: entry.mimeType }), { signal, onProgress });
      await writes;
      entry = { ...entry, state: UPLOAD_STATES.SAVED, fileId, savedAt: now(), progress: 1, error: null, hasFile: false };
      await deps.store.markSaved(entry);
      changed();
    } catch (error) {
      await writes;
      const failure = toFailure(error);
      if (signal.aborted) {
        // Stopped by the owner, not a failure of the upload: due again at the next start.
        await put({ ...entry, state: UPLOAD_STATES.WAITING, nextAttemptAt: now(), progress: null });
        return;
      }
      if (classifyFailure(failure) === FAILURE_KINDS.RETRY) {
        await put({ ...entry, state: UPLOAD_STATES.WAITING, nextAttemptAt: now() + backoffMs(entry.attempts, deps.backoff), progress: null, error: failure });
      } else {
        await put({ ...entry, state: UPLOAD_STATES.REFUSED, nextAttemptAt: null, progress: null, error: failure });
      }
    }
  };

  const prune = async (entries: UploadEntry[]): Promise<void> => {
    const saved = entries.filter((e) => e.state === UPLOAD_STATES.SAVED);
    const excess = entries.length - RECENT_SAVES_KEPT;
    if (excess <= 0) return;
    // Newest first: drop the oldest saved entries; an entry whose file the server lacks is never dropped here.
    for (const entry of saved.slice(-excess)) await deps.store.remove(entry.id);
  };

  const drain = async (): Promise<void> => {
    const signal = deps.signal ?? new AbortController().signal;
    for (;;) {
      if (signal.aborted) return;
      const entries = await deps.store.list();
      const at = now();
      const due = entries.filter((e) => isDue(e, at)).sort((a, b) => a.createdAt - b.createdAt)[0];
      if (!due) {
        const next = entries.filter((e) => e.state === UPLOAD_STATES.WAITING).map((e) => e.nextAttemptAt ?? at);
        if (next.length) deps.scheduler.at(Math.min(...next));
        else deps.scheduler.clear();
        await prune(entries);
        return;
      }
      await attempt(due, signal);
    }
  };

  const process = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drain();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    async enqueue(input, bytes) {
      const entry = newEntry(input, bytes.byteLength, now(), newId);
      await deps.store.add(entry, bytes);
      changed();
      void process().catch((error: unknown) => logger.error('[uploads] processing failed', error));
      return entry;
    },
    process,
    async retry(id) {
      const entry = await deps.store.get(id);
      if (!entry || !entry.hasFile || (entry.state !== UPLOAD_STATES.REFUSED && entry.state !== UPLOAD_STATES.WAITING)) return entry;
      const queued = await put({ ...entry, state: UPLOAD_STATES.QUEUED, nextAttemptAt: null });
      void process().catch((error: unknown) => logger.error('[uploads] processing failed', error));
      return queued;
    },
    list: () => deps.store.list(),
    async remove(id) {
      await deps.store.remove(id);
      changed();
    },
  };
}
