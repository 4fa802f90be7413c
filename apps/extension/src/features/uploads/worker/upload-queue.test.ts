import { ApiError } from '@tablecrawler/api-client';
import { ERROR_CODES, FILE_LIMITS } from '@tablecrawler/contract';
import { IDBFactory } from 'fake-indexeddb';
import { UPLOAD_STATES, type UploadEntry, type UploadInput } from '../model/upload-entry';
import { createUploadStore, type UploadStore } from '../store/upload-store';
import { createUploadQueue, type UploadQueue, type UploadTransport } from './upload-queue';

const INPUT: UploadInput = {
  fileName: 'example.com_20260101_1200.csv',
  mimeType: 'text/csv',
  sourceUrl: 'https://example.com:8443/board?page=1',
  format: 'csv',
  rowCount: 2,
  pageCount: 10,
};
const bytesOf = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer;
const FILE_TEXT = 'a,b\n1,2\n3,4\n';

interface Sent {
  key: string;
  host: string;
  sourceUrl: string;
  pageCount: number;
  rowCount: number;
  text: string;
}

/**
 * A history server in miniature for the queue: stores a file once per idempotency key (as the API does) and
 * answers each call with the next scripted outcome ('ok' or an error to throw).
 */
function scriptedServer(script: (ApiError | 'ok' | 'ok-but-lost')[]) {
  const stored = new Map<string, string>();
  const sent: Sent[] = [];
  const transport: UploadTransport = {
    async upload(entry, file, { onProgress }) {
      const text = await file.text();
      sent.push({ key: entry.idempotencyKey, host: entry.host, sourceUrl: entry.sourceUrl, pageCount: entry.pageCount, rowCount: entry.rowCount, text });
      const outcome = script.shift() ?? 'ok';
      if (outcome instanceof ApiError) throw outcome;
      onProgress(0.5);
      onProgress(1);
      const fileId = stored.get(entry.idempotencyKey) ?? `file-${stored.size + 1}`;
      stored.set(entry.idempotencyKey, fileId);
      // The server stored it, but the answer never arrived (the connection dropped).
      if (outcome === 'ok-but-lost') throw new ApiError(0, ERROR_CODES.network, 'Network Error');
      return { fileId };
    },
  };
  return { transport, stored, sent };
}

function harness(transport: UploadTransport, factory = new IDBFactory()) {
  let clock = 1_000_000;
  const alarms: (number | null)[] = [];
  const store = createUploadStore({ factory });
  const make = (): UploadQueue =>
    createUploadQueue({
      store,
      transport,
      scheduler: { at: (when) => alarms.push(when), clear: () => alarms.push(null) },
      now: () => clock,
      backoff: { baseMs: 1_000, maxMs: 60_000, random: () => 1 },
      logger: { error: () => undefined },
    });
  return {
    factory,
    store,
    queue: make(),
    alarms,
    advance(ms: number) {
      clock += ms;
    },
    get clock() {
      return clock;
    },
  };
}

const only = async (store: UploadStore): Promise<UploadEntry> => {
  const [entry, ...rest] = await store.list();
  if (!entry || rest.length) throw new Error(`expected one entry, found ${rest.length + (entry ? 1 : 0)}`);
  return entry;
};

describe('upload queue', () => {
  it('uploads with host, source URL, counts and the idempotency key, then deletes the bytes and keeps the entry', async () => {
    const server = scriptedServer(['ok']);
    const h = harness(server.transport);
    const entry = await h.queue.enqueue(INPUT, bytesOf(FILE_TEXT));
    await h.queue.process();

    expect(server.sent).toEqual([{ key: entry.idempotencyKey, host: 'example.com:8443', sourceUrl: INPUT.sourceUrl, pageCount: 10, rowCount: 2, text: FILE_TEXT }]);
    const saved = await only(h.store);
    expect(saved).toMatchObject({ state: UPLOAD_STATES.SAVED, fileId: 'file-1', attempts: 1, hasFile: false, progress: 1, error: null });
    expect(await h.store.readFile(entry.id)).toBeUndefined();
    expect(h.alarms.at(-1)).toBeNull();
  });

  it('stores the reported progress in steps of 5 %, in order, while uploading, before the entry is saved', async () => {
    const reported = [0.01, 0.03, 0.06, 0.08, 0.3, 0.33, 0.9, 1];
    const seen: (number | null)[] = [];
    const transport: UploadTransport = {
      async upload(_entry, _file, { onProgress }) {
        for (const fraction of reported) onProgress(fraction);
        return { fileId: 'file-1' };
      },
    };
    const h = harness(transport);
    // Each change is read back in a transaction opened before the next write, so it sees that change.
    const queue = createUploadQueue({
      store: h.store,
      transport,
      scheduler: { at: () => undefined, clear: () => undefined },
      logger: { error: () => undefined },
      onChange: () => void h.store.list().then(([entry]) => entry?.state === UPLOAD_STATES.UPLOADING && seen.push(entry.progress)),
    });
    await queue.enqueue(INPUT, bytesOf(FILE_TEXT));
    await queue.process();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(seen.filter((p) => p !== null)).toEqual([0.06, 0.3, 0.9, 1]);
    expect(await only(h.store)).toMatchObject({ state: UPLOAD_STATES.SAVED, progress: 1 });
  });

  it('retries a network failure and a 5xx with growing backoff, reusing the same idempotency key', async () => {
    const server = scriptedServer([new ApiError(0, ERROR_CODES.network, 'Network Error'), new ApiError(503, ERROR_CODES.storageFailed, 'The file could not be stored'), 'ok']);
    const h = harness(server.transport);
    const entry = await h.queue.enqueue(INPUT, bytesOf(FILE_TEXT));
    await h.queue.process();

    let current = await only(h.store);
    expect(current).toMatchObject({ state: UPLOAD_STATES.WAITING, attempts: 1, nextAttemptAt: h.clock + 1_000, error: { status: 0, code: 'network_error' }, hasFile: true });
    expect(h.alarms.at(-1)).toBe(h.clock + 1_000);

    // Not due yet: nothing is sent.
    h.advance(999);
    await h.queue.process();
    expect(server.sent).toHaveLength(1);

    h.advance(1);
    await h.queue.process();
    current = await only(h.store);
    expect(current).toMatchObject({ state: UPLOAD_STATES.WAITING, attempts: 2, nextAttemptAt: h.clock + 2_000, error: { status: 503, code: 'storage_failed', message: 'The file could not be stored' } });
    expect(await h.store.readFile(entry.id)).toEqual(bytesOf(FILE_TEXT));

    h.advance(2_000);
    await h.queue.process();
    expect(await only(h.store)).toMatchObject({ state: UPLOAD_STATES.SAVED, attempts: 3 });
    expect(server.sent.map((s) => s.key)).toEqual([entry.idempotencyKey, entry.idempotencyKey, entry.idempotencyKey]);
    expect(server.stored.size).toBe(1);
  });

  it('an upload whose answer was lost is stored once: the retry with the same key gets the first file', async () => {
    const server = scriptedServer(['ok-but-lost', 'ok']);
    const h = harness(server.transport);
    await h.queue.enqueue(INPUT, bytesOf(FILE_TEXT));
    await h.queue.process();
    h.advance(1_000);
    await h.queue.process();
    expect(server.sent).toHaveLength(2);
    expect([...server.stored.values()]).toEqual(['file-1']);
    expect(await only(h.store)).toMatchObject({ state: UPLOAD_STATES.SAVED, fileId: 'file-1' });
  });

  it.each([
    [413, ERROR_CODES.quotaExceeded, 'The file does not fit in the storage quota of 1024 bytes'],
    [413, ERROR_CODES.fileTooLarge, 'The file is larger than 52428800 bytes'],
    [403, ERROR_CODES.passRequired, 'Crawling more than one page needs an active pass'],
    [0, ERROR_CODES.noRefreshToken, 'No refresh token'],
  ])('a %i %s is a refusal with the server message: no retry, the file kept until the user retries', async (status, code, message) => {
    const server = scriptedServer([new ApiError(status, code, message), 'ok']);
    const h = harness(server.transport);
    const entry = await h.queue.enqueue(INPUT, bytesOf(FILE_TEXT));
    await h.queue.process();
    expect(await only(h.store)).toMatchObject({ state: UPLOAD_STATES.REFUSED, error: { status, code, message }, nextAttemptAt: null, hasFile: true });
    expect(await h.store.readFile(entry.id)).toEqual(bytesOf(FILE_TEXT));
    h.advance(24 * 3600_000);
    await h.queue.process();
    expect(server.sent).toHaveLength(1);

    await h.queue.retry(entry.id);
    await h.queue.process();
    expect(await only(h.store)).toMatchObject({ state: UPLOAD_STATES.SAVED, attempts: 2 });
    expect(server.sent.map((s) => s.key)).toEqual([entry.idempotencyKey, entry.idempotencyKey]);
  });

  it('refuses a file over the upload limit without sending it, keeping it', async () => {
    const server = scriptedServer([]);
    const h = harness(server.transport);
    const entry = await h.queue.enqueue(INPUT, new ArrayBuffer(FILE_LIMITS.maxUploadBytes + 1));
    await h.queue.process();
    expect(server.sent).toHaveLength(0);
    expect(await only(h.store)).toMatchObject({ state: UPLOAD_STATES.REFUSED, error: { status: 413, code: ERROR_CODES.fileTooLarge }, hasFile: true });
    expect((await h.store.readFile(entry.id))?.byteLength).toBe(FILE_LIMITS.maxUploadBytes + 1);
  });

  it('a restart (a new queue over the same IndexedDB) finds a waiting upload and one the stopped worker left uploading', async () => {
    const first = scriptedServer([new ApiError(0, ERROR_CODES.timeout, 'timeout exceeded')]);
    const h = harness(first.transport);
    const waiting = await h.queue.enqueue(INPUT, bytesOf(FILE_TEXT));
    await h.queue.process();
    // A second entry the worker was sending when Chrome stopped it.
    const stale: UploadEntry = { ...waiting, id: 'stale', idempotencyKey: 'tc-upload-stale', createdAt: waiting.createdAt + 1, state: UPLOAD_STATES.UPLOADING, attempts: 1, nextAttemptAt: null, error: null };
    await h.store.add(stale, bytesOf('x\n1\n'));

    const second = scriptedServer([]);
    const restarted = harness(second.transport, h.factory);
    restarted.advance(h.clock - restarted.clock + 1_000);
    await restarted.queue.process();
    expect(second.sent.map((s) => [s.key, s.text])).toEqual([
      [waiting.idempotencyKey, FILE_TEXT],
      ['tc-upload-stale', 'x\n1\n'],
    ]);
    expect((await restarted.store.list()).map((e) => [e.id, e.state, e.attempts])).toEqual([
      ['stale', 'saved', 2],
      [waiting.id, 'saved', 2],
    ]);
  });

  it('stopping the queue cancels the upload in flight and leaves it due for the next start', async () => {
    const owner = new AbortController();
    let release: () => void = () => undefined;
    const transport: UploadTransport = {
      upload: (_entry, _file, { signal }) =>
        new Promise((_resolve, reject) => {
          release = () => reject(new ApiError(0, ERROR_CODES.aborted, 'Request aborted'));
          signal.addEventListener('abort', () => release());
        }),
    };
    const factory = new IDBFactory();
    const store = createUploadStore({ factory });
    const queue = createUploadQueue({ store, transport, scheduler: { at: () => undefined, clear: () => undefined }, signal: owner.signal, now: () => 5, logger: { error: () => undefined } });
    await queue.enqueue(INPUT, bytesOf(FILE_TEXT));
    // Waits until the upload is in flight (the test times out otherwise).
    await new Promise<void>((resolve) => {
      const check = (): void => void store.list().then((list) => (list[0]?.state === UPLOAD_STATES.UPLOADING ? resolve() : setTimeout(check, 5)));
      check();
    });
    owner.abort();
    await queue.process();
    expect((await store.list())[0]).toMatchObject({ state: UPLOAD_STATES.WAITING, nextAttemptAt: 5, hasFile: true });
  });

  it('keeps the recent saves list short by dropping the oldest saved entries, never an unsaved one', async () => {
    const server = scriptedServer([new ApiError(403, ERROR_CODES.passRequired, 'no pass')]);
    const h = harness(server.transport);
    for (let i = 0; i < 32; i++) {
      await h.queue.enqueue(INPUT, bytesOf(`${i}\n`));
      await h.queue.process();
      h.advance(1);
    }
    const entries = await h.store.list();
    expect(entries).toHaveLength(30);
    // The first one was refused and stays; the oldest two saved ones went.
    expect(entries.at(-1)).toMatchObject({ state: UPLOAD_STATES.REFUSED });
    expect(entries.filter((e) => e.state === UPLOAD_STATES.SAVED)).toHaveLength(29);
  });
});
