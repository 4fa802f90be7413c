import type { CollectedRow, CollectedTable } from '../../table';
import { alignRows, isPlaceholderRow, rowKey } from './merge';

/**
 * The crawl as a pure state machine: `transition(state, event)` returns the next state and the effects the runner
 * performs (run a step after a delay, store a page, report the end). No clock, no timers, no I/O here: times come in
 * with events, so the same state restored from IndexedDB continues exactly where it stopped.
 */

/** Ways to reach the next page; `auto` is resolved by the content script on the first page. */
export const CRAWL_MODES = {
  AUTO: 'auto',
  NEXT: 'next',
  NUMBERED: 'numbered',
  URL_PATTERN: 'url-pattern',
  SCROLL: 'scroll',
  LOAD_MORE: 'load-more',
} as const;
export type CrawlMode = (typeof CRAWL_MODES)[keyof typeof CRAWL_MODES];
export type ResolvedCrawlMode = Exclude<CrawlMode, 'auto'>;

export const CRAWL_STATUSES = {
  RUNNING: 'running',
  PAUSED: 'paused',
  FINISHED: 'finished',
  FAILED: 'failed',
} as const;
export type CrawlStatus = (typeof CRAWL_STATUSES)[keyof typeof CRAWL_STATUSES];

/** Why a crawl ended. */
export const STOP_REASONS = {
  PAGE_LIMIT: 'page-limit',
  NEXT_MISSING: 'next-missing',
  NEXT_DISABLED: 'next-disabled',
  NEXT_SELF: 'next-self',
  NO_NEW_ROWS: 'no-new-rows',
  USER: 'user',
  ERROR: 'error',
  TAB_CLOSED: 'tab-closed',
} as const;
export type StopReason = (typeof STOP_REASONS)[keyof typeof STOP_REASONS];

export interface CrawlConditions {
  /** Pages to collect, the first included; null = until the end. */
  maxPages: number | null;
  /** Pause between pages; each pause adds a random 0…jitterMs. */
  delayMs: number;
  jitterMs: number;
  /** How long one step may wait for the table to change or the page to load. */
  waitTimeoutMs: number;
  /** Retries of a failed step before the crawl stops with its error (3 by default). */
  retries: number;
  /** First retry waits this long, each further one twice as long. */
  backoffMs: number;
  /** Keep rows identical to an earlier row (dropped and counted by default). */
  keepDuplicates: boolean;
}

export const DEFAULT_CONDITIONS: CrawlConditions = {
  maxPages: 10,
  delayMs: 1000,
  jitterMs: 500,
  waitTimeoutMs: 15_000,
  retries: 3,
  backoffMs: 1000,
  keepDuplicates: false,
};

/** What the runner does next: read the current page, act on the page to reach the next one, or load a URL. */
export type CrawlStep = { kind: 'read' } | { kind: 'advance' } | { kind: 'load'; url: string };

/** Whether the page offers a next page, as the content script saw it when reading. */
export type NextState = { kind: 'available' } | { kind: 'missing' } | { kind: 'disabled' } | { kind: 'self' };

export const STEP_ERROR_KINDS = {
  HTTP: 'http',
  TIMEOUT: 'timeout',
  TABLE_MISSING: 'table-missing',
  /** The page did not load (Chrome's error page: unknown host, refused connection) or the crawl may not read it. */
  PAGE_ERROR: 'page-error',
  TAB_CLOSED: 'tab-closed',
  OTHER: 'other',
} as const;
export type StepErrorKind = (typeof STEP_ERROR_KINDS)[keyof typeof STEP_ERROR_KINDS];

export interface StepError {
  kind: StepErrorKind;
  /** HTTP status for `http`. */
  status?: number;
  /** The page the step was on or going to, when known. */
  url?: string;
  message: string;
}

export interface CrawlState {
  status: CrawlStatus;
  conditions: CrawlConditions;
  /** As asked; `mode` is what the first page resolved it to. */
  requestedMode: CrawlMode;
  mode: ResolvedCrawlMode | null;
  /** The first page's columns; every later page is merged under them. */
  columns: string[];
  pagesDone: number;
  rowCount: number;
  duplicatesDropped: number;
  placeholdersDropped: number;
  /** Row keys seen so far (for dropping duplicates and the "no new rows" rule). */
  seen: string[];
  /** Signature of the last page read: a restored crawl compares it to tell whether the last advance happened. */
  lastSignature: string | null;
  /** The step in progress or scheduled, with its attempt (0 = first try). */
  pending: { step: CrawlStep; attempt: number } | null;
  /** The URL the current page was loaded from (retries of a page reload it). */
  pageUrl: string | null;
  /** True after a restart, until the first read shows whether the last advance had happened. */
  verifying: boolean;
  startedAt: number;
  updatedAt: number;
  /** Time spent paused, left out of elapsed time and ETA. */
  pausedMs: number;
  pausedAt: number | null;
  stopReason: StopReason | null;
  lastError: StepError | null;
}

export type CrawlEvent =
  /** `loadUrl`: the tab is elsewhere, so the first step loads that URL (a recipe re-run) instead of reading the tab. */
  | { type: 'start'; at: number; mode: CrawlMode; conditions: CrawlConditions; loadUrl?: string }
  /** The current page was read (after a `read`, `advance` or `load` step). */
  | {
      type: 'page-read';
      at: number;
      url: string;
      mode: ResolvedCrawlMode;
      table: CollectedTable;
      /**
       * Per row of `table`, the key its grid library wrote on it (aria-rowindex, row-index…). In scroll mode rows are
       * told apart by it rather than by content: a virtual grid shows a row again after a scroll (skipped, not counted)
       * and two rows with the same text are both kept. Other modes ignore it (keys may restart on every page).
       */
      rowKeys?: string[];
      next: NextState;
      signature: string;
    }
  /** The advance navigated; the runner loads and reads the new URL. */
  | { type: 'navigated'; at: number; url: string }
  | { type: 'step-failed'; at: number; error: StepError }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'stop'; at: number }
  /** The worker restarted with this state from storage. */
  | { type: 'restored'; at: number };

export type CrawlEffect =
  | { type: 'run-step'; step: CrawlStep; delayMs: number }
  | { type: 'store-page'; page: number; rows: CollectedRow[] }
  | { type: 'cancel-step' }
  | { type: 'finished'; status: 'finished' | 'failed'; reason: StopReason };

export interface Transition {
  state: CrawlState;
  effects: CrawlEffect[];
}

/** A state before start (status finished, nothing collected): `transition(initialState(), start)` begins a crawl. */
export function initialState(conditions: CrawlConditions = DEFAULT_CONDITIONS, at = 0): CrawlState {
  return {
    status: CRAWL_STATUSES.FINISHED,
    conditions,
    requestedMode: CRAWL_MODES.AUTO,
    mode: null,
    columns: [],
    pagesDone: 0,
    rowCount: 0,
    duplicatesDropped: 0,
    placeholdersDropped: 0,
    seen: [],
    lastSignature: null,
    pending: null,
    pageUrl: null,
    verifying: false,
    startedAt: at,
    updatedAt: at,
    pausedMs: 0,
    pausedAt: null,
    stopReason: null,
    lastError: null,
  };
}

/** Random jitter in [0, jitterMs), injected so tests are deterministic. */
export type Jitter = (jitterMs: number) => number;

const isActive = (s: CrawlState): boolean => s.status === CRAWL_STATUSES.RUNNING || s.status === CRAWL_STATUSES.PAUSED;

const end = (state: CrawlState, at: number, status: 'finished' | 'failed', reason: StopReason, extra: CrawlEffect[] = []): Transition => ({
  state: {
    ...closePause(state, at),
    status,
    stopReason: reason,
    pending: null,
    updatedAt: at,
  },
  effects: [...extra, { type: 'cancel-step' }, { type: 'finished', status, reason }],
});

const closePause = (state: CrawlState, at: number): CrawlState =>
  state.pausedAt === null
    ? state
    : {
        ...state,
        pausedMs: state.pausedMs + Math.max(0, at - state.pausedAt),
        pausedAt: null,
      };

const NEXT_STOPS: Record<Exclude<NextState['kind'], 'available'>, StopReason> = {
  missing: STOP_REASONS.NEXT_MISSING,
  disabled: STOP_REASONS.NEXT_DISABLED,
  self: STOP_REASONS.NEXT_SELF,
};

/**
 * The Set form of a state's `seen`, kept between transitions: rebuilding it from 100,000 keys on every page took the
 * service worker 40–170 ms per page on the bench machine. Keyed by the array, which states never change; a Set is
 * handed to the one transition that extends its array (taken out, so a state read twice rebuilds it: still pure).
 */
const seenSets = new WeakMap<readonly string[], Set<string>>();
const takeSeenSet = (seen: readonly string[]): Set<string> => {
  const cached = seenSets.get(seen);
  if (cached?.size === seen.length) {
    seenSets.delete(seen);
    return cached;
  }
  return new Set(seen);
};

function onPageRead(state: CrawlState, event: Extract<CrawlEvent, { type: 'page-read' }>, jitter: Jitter): Transition {
  const at = event.at;
  // After a restart: the same page as last time means the last advance never happened, so advance again.
  if (state.verifying && state.lastSignature !== null && event.signature === state.lastSignature) {
    const step: CrawlStep = { kind: 'advance' };
    return {
      state: {
        ...state,
        verifying: false,
        pending: { step, attempt: 0 },
        updatedAt: at,
      },
      effects: [{ type: 'run-step', step, delayMs: 0 }],
    };
  }
  const first = state.pagesDone === 0;
  const columns = first ? event.table.columns : state.columns;
  const seen = takeSeenSet(state.seen);
  const fresh: string[] = [];
  const added: CollectedRow[] = [];
  let duplicates = 0;
  let placeholders = 0;
  const mode = state.mode ?? event.mode;
  const keys = mode === CRAWL_MODES.SCROLL && event.rowKeys?.length === event.table.rows.length ? event.rowKeys : undefined;
  const aligned = alignRows(columns, event.table);
  for (let i = 0; i < aligned.length; i += 1) {
    const row = aligned[i] as CollectedRow;
    if (isPlaceholderRow(row)) {
      placeholders += 1;
      continue;
    }
    const gridKey = keys?.[i];
    if (gridKey !== undefined) {
      // A virtual grid's row seen again after a scroll is the same row, not a duplicate: skipped, not counted.
      const key = `@${gridKey}`;
      if (seen.has(key)) continue;
      seen.add(key);
      fresh.push(key);
      added.push(row);
      continue;
    }
    const key = rowKey(row);
    if (seen.has(key)) {
      duplicates += 1;
      if (!state.conditions.keepDuplicates) continue;
    } else {
      seen.add(key);
      fresh.push(key);
    }
    added.push(row);
  }
  const nextSeen = fresh.length ? state.seen.concat(fresh) : state.seen;
  seenSets.set(nextSeen, seen);
  const newRows = added.length - (state.conditions.keepDuplicates ? duplicates : 0);
  const pagesDone = state.pagesDone + 1;
  const next: CrawlState = {
    ...state,
    mode,
    columns,
    pagesDone,
    rowCount: state.rowCount + added.length,
    duplicatesDropped: state.duplicatesDropped + (state.conditions.keepDuplicates ? 0 : duplicates),
    placeholdersDropped: state.placeholdersDropped + placeholders,
    seen: nextSeen,
    lastSignature: event.signature,
    pageUrl: event.url,
    verifying: false,
    lastError: null,
    updatedAt: at,
  };
  const store: CrawlEffect[] = added.length > 0 ? [{ type: 'store-page', page: pagesDone, rows: added }] : [];
  if (newRows === 0) return end({ ...next, pagesDone: added.length > 0 ? pagesDone : state.pagesDone }, at, 'finished', STOP_REASONS.NO_NEW_ROWS, store);
  if (state.conditions.maxPages !== null && pagesDone >= state.conditions.maxPages) return end(next, at, 'finished', STOP_REASONS.PAGE_LIMIT, store);
  if (event.next.kind !== 'available') return end(next, at, 'finished', NEXT_STOPS[event.next.kind], store);
  const step: CrawlStep = { kind: 'advance' };
  const delayMs = state.conditions.delayMs + (state.conditions.jitterMs > 0 ? Math.floor(jitter(state.conditions.jitterMs)) : 0);
  if (state.status === CRAWL_STATUSES.PAUSED)
    return {
      state: { ...next, pending: { step, attempt: 0 } },
      effects: store,
    };
  return {
    state: { ...next, pending: { step, attempt: 0 } },
    effects: [...store, { type: 'run-step', step, delayMs }],
  };
}

function onStepFailed(state: CrawlState, event: Extract<CrawlEvent, { type: 'step-failed' }>): Transition {
  const at = event.at;
  const withError = { ...state, lastError: event.error, updatedAt: at };
  if (event.error.kind === STEP_ERROR_KINDS.TAB_CLOSED) return end(withError, at, 'failed', STOP_REASONS.TAB_CLOSED);
  const pending = state.pending ?? {
    step: { kind: 'read' } as CrawlStep,
    attempt: 0,
  };
  if (pending.attempt >= state.conditions.retries) return end(withError, at, 'failed', STOP_REASONS.ERROR);
  // A failed page load or read is retried by loading the page's URL again; a failed in-page advance is tried again.
  const step: CrawlStep =
    pending.step.kind === 'advance' || !state.pageUrl
      ? pending.step
      : {
          kind: 'load',
          url: pending.step.kind === 'load' ? pending.step.url : state.pageUrl,
        };
  const attempt = pending.attempt + 1;
  const delayMs = state.conditions.backoffMs * 2 ** (attempt - 1);
  const next = { ...withError, pending: { step, attempt } };
  if (state.status === CRAWL_STATUSES.PAUSED) return { state: next, effects: [] };
  return { state: next, effects: [{ type: 'run-step', step, delayMs }] };
}

/** The machine: the next state and the effects to perform. Events that make no sense in a state change nothing. */
export function transition(state: CrawlState, event: CrawlEvent, jitter: Jitter = (max) => Math.random() * max): Transition {
  const same: Transition = { state, effects: [] };
  switch (event.type) {
    case 'start': {
      if (isActive(state)) return same;
      const step: CrawlStep = event.loadUrl === undefined ? { kind: 'read' } : { kind: 'load', url: event.loadUrl };
      return {
        state: {
          ...initialState(event.conditions, event.at),
          status: CRAWL_STATUSES.RUNNING,
          requestedMode: event.mode,
          pending: { step, attempt: 0 },
          // A failed first load is retried by loading that URL again.
          pageUrl: event.loadUrl ?? null,
        },
        effects: [{ type: 'run-step', step, delayMs: 0 }],
      };
    }
    case 'page-read':
      return isActive(state) ? onPageRead(state, event, jitter) : same;
    case 'navigated': {
      if (!isActive(state)) return same;
      const step: CrawlStep = { kind: 'load', url: event.url };
      const attempt = state.pending?.attempt ?? 0;
      // The URL is taken as the page's URL before the load so that a failed load retries it, not the previous page.
      const next = {
        ...state,
        pageUrl: event.url,
        pending: { step, attempt },
        updatedAt: event.at,
      };
      return {
        state: next,
        effects: state.status === CRAWL_STATUSES.RUNNING ? [{ type: 'run-step', step, delayMs: 0 }] : [],
      };
    }
    case 'step-failed':
      return isActive(state) ? onStepFailed(state, event) : same;
    case 'pause':
      if (state.status !== CRAWL_STATUSES.RUNNING) return same;
      return {
        state: {
          ...state,
          status: CRAWL_STATUSES.PAUSED,
          pausedAt: event.at,
          updatedAt: event.at,
        },
        effects: [{ type: 'cancel-step' }],
      };
    case 'resume': {
      if (state.status !== CRAWL_STATUSES.PAUSED) return same;
      const resumed = {
        ...closePause(state, event.at),
        status: CRAWL_STATUSES.RUNNING,
        updatedAt: event.at,
      };
      return {
        state: resumed,
        effects: state.pending ? [{ type: 'run-step', step: state.pending.step, delayMs: 0 }] : [],
      };
    }
    case 'stop':
      return isActive(state) ? end(state, event.at, 'finished', STOP_REASONS.USER) : same;
    case 'restored': {
      if (state.status !== CRAWL_STATUSES.RUNNING || !state.pending) return same;
      // An advance may or may not have happened before the worker died: read the page first and compare signatures.
      if (state.pending.step.kind === 'advance' && state.lastSignature !== null) {
        const step: CrawlStep = { kind: 'read' };
        return {
          state: { ...state, verifying: true, updatedAt: event.at },
          effects: [{ type: 'run-step', step, delayMs: 0 }],
        };
      }
      return {
        state: { ...state, updatedAt: event.at },
        effects: [{ type: 'run-step', step: state.pending.step, delayMs: 0 }],
      };
    }
  }
}

/** Elapsed crawl time without pauses. */
export function elapsedMs(state: CrawlState, now: number): number {
  const end = state.status === CRAWL_STATUSES.FINISHED || state.status === CRAWL_STATUSES.FAILED ? state.updatedAt : now;
  const paused = state.pausedMs + (state.pausedAt === null ? 0 : Math.max(0, now - state.pausedAt));
  return Math.max(0, end - state.startedAt - paused);
}

/** Estimated time left from the mean time per page so far; null when the number of pages is open or nothing is done yet. */
export function etaMs(state: CrawlState, now: number): number | null {
  const planned = state.conditions.maxPages;
  if (planned === null || state.pagesDone === 0 || !isActive(state)) return null;
  return Math.round((elapsedMs(state, now) / state.pagesDone) * Math.max(0, planned - state.pagesDone));
}
