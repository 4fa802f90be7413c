import { MESSAGING_ERROR_CODES, MessagingError } from '../../../messaging';
import type { AdvanceResult, CrawlSnapshot, CrawlStartRequest, PageQuery, PageReadResult } from '../messages';
import { CRAWL_MODES, CRAWL_STATUSES, STEP_ERROR_KINDS, initialState, transition, type CrawlEvent, type CrawlStep, type Jitter, type StepError } from '../model/crawl-machine';
import type { CrawlRecord } from '../model/crawl-record';
import { toSnapshot } from '../model/crawl-snapshot';
import type { CrawlStore } from '../store/crawl-store';

/** The tab a crawl runs in, as the runner sees it (the service worker's adapters over tabs, scripting and messaging). */
export interface CrawlTabPort {
  /** Injects the content script (idempotent); called when a message finds no content script (MessagingError no_receiver). */
  inject(tabId: number): Promise<void>;
  read(tabId: number, query: PageQuery): Promise<PageReadResult>;
  advance(tabId: number, query: PageQuery & { timeoutMs: number }): Promise<AdvanceResult>;
  /** Clicks the marked control in the page's own world (every frame), for `javascript:` links. */
  clickMarked(tabId: number): Promise<void>;
  settle(tabId: number): Promise<AdvanceResult>;
  /** Loads `url` in the tab and resolves once it has loaded; rejects with TabTimeoutError after `timeoutMs`. */
  load(tabId: number, url: string, timeoutMs: number, signal: AbortSignal): Promise<void>;
  /** Resolves when the tab starts loading another document (a click that navigates or posts a form); never rejects. */
  navigationStarted(tabId: number, signal: AbortSignal): Promise<void>;
  /** Resolves when the tab has finished loading; rejects with TabTimeoutError after `timeoutMs`. */
  loaded(tabId: number, timeoutMs: number, signal: AbortSignal): Promise<void>;
  exists(tabId: number): Promise<boolean>;
  /**
   * Optional: has the browser put the content script into the crawl's pages as they load (the origin of `url`), so a
   * step does not wait for an injection after each load; `release` undoes it when the crawl ends. Failures only cost
   * speed: `inject` still serves.
   */
  prepare?(url: string): Promise<void>;
  release?(): Promise<void>;
  /** The page the tab shows (known with the origin's host permission), undefined when it cannot be told. */
  url(tabId: number): Promise<string | undefined>;
}

export class TabTimeoutError extends Error {
  override readonly name = 'TabTimeoutError';
}

/**
 * The tab shows a page the content script cannot be injected into: Chrome's error page (unknown host, refused
 * connection, no network) or a page of another site than the crawl's. Both are a failed step, retried like any other.
 */
export class PageUnreadableError extends Error {
  override readonly name = 'PageUnreadableError';
}

/** Issue 12 plugs in here: may this crawl start (pass check)? A refusal's reason is shown to the user. */
export type CrawlGate = (request: CrawlStartRequest) => Promise<{ ok: true } | { ok: false; reason: string }>;
/** Issue 12 plugs in here: called once with the finished crawl (e.g. to upload its file). */
export type CrawlFinishedPort = (record: CrawlRecord) => Promise<void>;

/** Reaches the panel as a MessagingError with code `refused` and the gate's reason as its message. */
export class CrawlRefusedError extends MessagingError {
  constructor(reason: string) {
    super(MESSAGING_ERROR_CODES.REFUSED, reason);
  }
}

export interface CrawlRunnerDeps {
  store: CrawlStore;
  tab: CrawlTabPort;
  now?: () => number;
  jitter?: Jitter;
  newId?: () => string;
  /** Keeps the worker alive (or wakes it) while a crawl runs; see platform/alarms. */
  keepAlive?: { start(): void; stop(): void };
  gate?: CrawlGate;
  onFinished?: CrawlFinishedPort;
  logger?: Pick<Console, 'error'>;
}

export interface CrawlRunner {
  /** The pass gate's answer for `request` without starting anything; rejects with CrawlRefusedError when refused. */
  check(request: CrawlStartRequest): Promise<void>;
  start(request: CrawlStartRequest): Promise<CrawlSnapshot>;
  control(action: 'pause' | 'resume' | 'stop'): Promise<CrawlSnapshot | null>;
  status(): Promise<CrawlSnapshot | null>;
  /** Forgets crawl `id` (stopped first when it runs) and deletes its rows; false when it is not the latest crawl. */
  dismiss(id: string): Promise<boolean>;
  /** Picks up a crawl that was running when the worker stopped (call at worker start and on the keep-alive alarm). */
  restore(): Promise<void>;
  /** Resolves when no step is scheduled or running (tests). */
  idle(): Promise<void>;
}

const isActive = (record: CrawlRecord | undefined): record is CrawlRecord =>
  !!record && (record.state.status === CRAWL_STATUSES.RUNNING || record.state.status === CRAWL_STATUSES.PAUSED);

const TAB_GONE = /no tab with id|tab was closed|No frame with id|Frame with ID \d+ was removed/i;

/** The thin runner around the pure machine: persists every transition, performs its effects, turns outcomes into events. */
export function createCrawlRunner(deps: CrawlRunnerDeps): CrawlRunner {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const logger = deps.logger ?? console;
  let record: CrawlRecord | undefined;
  let step: AbortController | undefined;
  let running: Promise<void> = Promise.resolve();
  // Transitions run one at a time, each persisted before its effects run.
  let queue: Promise<unknown> = Promise.resolve();

  const prepare = async (url: string): Promise<void> => {
    if (deps.tab.prepare) await deps.tab.prepare(url).catch((error: unknown) => logger.error('[crawl] preparing the pages failed', error));
  };
  const release = async (): Promise<void> => {
    if (deps.tab.release) await deps.tab.release().catch((error: unknown) => logger.error('[crawl] releasing the pages failed', error));
  };

  const queryOf = (r: CrawlRecord): PageQuery => ({ fingerprint: r.target.fingerprint, mode: r.state.mode ?? r.target.mode, nextSelector: r.target.nextSelector, urlPattern: r.target.urlPattern });

  const failure = async (tabId: number, error: unknown, url: string | undefined): Promise<StepError> => {
    const message = error instanceof Error ? error.message : String(error);
    const at = url === undefined ? {} : { url };
    if (TAB_GONE.test(message) || !(await deps.tab.exists(tabId))) return { kind: STEP_ERROR_KINDS.TAB_CLOSED, message };
    if (error instanceof TabTimeoutError) return { kind: STEP_ERROR_KINDS.TIMEOUT, message, ...at };
    if (error instanceof PageUnreadableError) return { kind: STEP_ERROR_KINDS.PAGE_ERROR, message: url ? `${url}: ${message}` : message, ...at };
    return { kind: STEP_ERROR_KINDS.OTHER, message, ...at };
  };

  const fromRead = (result: PageReadResult): CrawlEvent => {
    const at = now();
    if (result.httpStatus >= 400) return { type: 'step-failed', at, error: { kind: STEP_ERROR_KINDS.HTTP, status: result.httpStatus, message: `HTTP ${result.httpStatus} at ${result.url}` } };
    if (!result.found) return { type: 'step-failed', at, error: { kind: STEP_ERROR_KINDS.TABLE_MISSING, message: `the table is not on ${result.url}` } };
    const event: CrawlEvent = { type: 'page-read', at, url: result.url, mode: result.mode, table: result.table, next: result.next, signature: result.signature };
    return result.rowKeys ? { ...event, rowKeys: result.rowKeys } : event;
  };

  /** Sends to the tab's content script, injecting it first only when none answers (a new page). */
  const withScript = async <T>(tabId: number, send: () => Promise<T>): Promise<T> => {
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof MessagingError && error.code === MESSAGING_ERROR_CODES.NO_RECEIVER)) throw error;
    }
    await deps.tab.inject(tabId);
    return send();
  };

  const read = async (r: CrawlRecord): Promise<CrawlEvent> => fromRead(await withScript(r.tabId, () => deps.tab.read(r.tabId, queryOf(r))));

  const advance = async (r: CrawlRecord, signal: AbortSignal): Promise<CrawlEvent> => {
    const timeoutMs = r.state.conditions.waitTimeoutMs;
    const watch = new AbortController();
    signal.addEventListener('abort', () => watch.abort(), { once: true });
    // A click may navigate (a form post, a script setting location): then the answer never comes; the tab tells.
    const navigated = deps.tab.navigationStarted(r.tabId, watch.signal).then(() => 'navigation' as const);
    const answered = withScript(r.tabId, () => deps.tab.advance(r.tabId, { ...queryOf(r), timeoutMs }))
      .then(async (result) => {
        if (result.kind !== 'armed') return result;
        await deps.tab.clickMarked(r.tabId);
        return deps.tab.settle(r.tabId);
      })
      .then(
        (result) => result,
        (error: unknown) => ({ kind: 'lost' as const, error }),
      );
    const first = await Promise.race([navigated, answered]);
    watch.abort();
    if (first === 'navigation') {
      await deps.tab.loaded(r.tabId, timeoutMs, signal);
      return read(r);
    }
    switch (first.kind) {
      case 'navigate':
        return { type: 'navigated', at: now(), url: first.url };
      case 'changed':
      case 'no-next':
      case 'armed':
        return read(r);
      case 'unchanged': {
        // Scrolling or "load more" that brings nothing is the end of the list: the read finds no new rows and stops.
        const mode = r.state.mode;
        if ((mode === CRAWL_MODES.SCROLL || mode === CRAWL_MODES.LOAD_MORE) && !first.stalled) return read(r);
        return { type: 'step-failed', at: now(), error: { kind: STEP_ERROR_KINDS.TIMEOUT, message: first.stalled ? `the grid drew no new rows within ${timeoutMs} ms` : `the table did not change within ${timeoutMs} ms` } };
      }
      case 'table-missing':
        return { type: 'step-failed', at: now(), error: { kind: STEP_ERROR_KINDS.TABLE_MISSING, message: 'the table is not on the page' } };
      case 'lost':
        // The page went away while answering: a navigation the tab events may already have reported as done.
        await deps.tab.loaded(r.tabId, timeoutMs, signal);
        return read(r);
    }
  };

  const perform = async (r: CrawlRecord, s: CrawlStep, signal: AbortSignal): Promise<CrawlEvent> => {
    try {
      if (s.kind === 'read') return await read(r);
      if (s.kind === 'load') {
        await deps.tab.load(r.tabId, s.url, r.state.conditions.waitTimeoutMs, signal);
        return await read(r);
      }
      return await advance(r, signal);
    } catch (error) {
      return { type: 'step-failed', at: now(), error: await failure(r.tabId, error, s.kind === 'load' ? s.url : (r.state.pageUrl ?? undefined)) };
    }
  };

  const schedule = (s: CrawlStep, delayMs: number): void => {
    step?.abort();
    const controller = new AbortController();
    step = controller;
    running = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        const current = record;
        if (!current || controller.signal.aborted) return resolve();
        void perform(current, s, controller.signal).then((event) => {
          if (controller.signal.aborted) return resolve();
          void dispatch(event).finally(resolve);
        });
      }, delayMs);
      controller.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  };

  const apply = async (event: CrawlEvent): Promise<void> => {
    if (!record) return;
    const { state, effects } = transition(record.state, event, deps.jitter);
    if (state === record.state) return;
    // `seen` only grows: what this transition added is stored with its page.
    const seenBefore = record.state.seen.length;
    record = { ...record, state };
    const pages = effects.filter((e) => e.type === 'store-page');
    if (pages.length === 0) await deps.store.saveCrawl(record);
    for (const page of pages) await deps.store.savePage(record, page.page, page.rows, state.seen.slice(seenBefore));
    for (const effect of effects) {
      if (effect.type === 'cancel-step') step?.abort();
      else if (effect.type === 'run-step') schedule(effect.step, effect.delayMs);
      else if (effect.type === 'finished') {
        deps.keepAlive?.stop();
        await release();
        const finished = record;
        if (deps.onFinished) void deps.onFinished(finished).catch((error: unknown) => logger.error('[crawl] finished port failed', error));
      }
    }
  };

  const dispatch = (event: CrawlEvent): Promise<void> => {
    const next = queue.then(() => apply(event));
    queue = next.catch((error: unknown) => logger.error('[crawl] transition failed', error));
    return next;
  };

  const snapshot = (): CrawlSnapshot | null => (record ? toSnapshot(record, now()) : null);

  // The first call of any kind picks up what the last worker left: a running crawl is resumed exactly once.
  let loaded: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    loaded ??= (async () => {
      const stored = await deps.store.latestCrawl();
      if (!stored || record) return;
      record = stored;
      if (stored.state.status !== CRAWL_STATUSES.RUNNING) return;
      deps.keepAlive?.start();
      await prepare(stored.target.url);
      await dispatch({ type: 'restored', at: now() });
    })();
    return loaded;
  };

  const check = async (request: CrawlStartRequest): Promise<void> => {
    const verdict = deps.gate ? await deps.gate(request) : ({ ok: true } as const);
    if (!verdict.ok) throw new CrawlRefusedError(verdict.reason);
  };

  return {
    check,
    async start(request) {
      await ready();
      await check(request);
      if (isActive(record)) await dispatch({ type: 'stop', at: now() });
      const at = now();
      record = { id: newId(), tabId: request.tabId, startedAt: at, target: request.target, state: initialState(request.conditions, at) };
      await deps.store.saveCrawl(record);
      await deps.store.removeOthers(record.id);
      deps.keepAlive?.start();
      await prepare(request.target.url);
      const shown = request.openUrl ? await deps.tab.url(request.tabId) : undefined;
      const loadUrl = request.openUrl && shown !== request.target.url ? { loadUrl: request.target.url } : {};
      await dispatch({ type: 'start', at, mode: request.target.mode, conditions: request.conditions, ...loadUrl });
      return snapshot() as CrawlSnapshot;
    },
    async control(action) {
      await ready();
      if (!record) return null;
      if (action === 'resume') deps.keepAlive?.start();
      await dispatch({ type: action, at: now() });
      return snapshot();
    },
    async status() {
      await ready();
      return snapshot();
    },
    async dismiss(id) {
      await ready();
      if (record?.id !== id) return false;
      if (isActive(record)) await dispatch({ type: 'stop', at: now() });
      await queue;
      record = undefined;
      await deps.store.remove(id);
      return true;
    },
    restore: ready,
    async idle() {
      for (;;) {
        const before = running;
        await queue;
        await before;
        if (before === running) return;
      }
    },
  };
}
