import type { CollectedTable } from '../../table';
import {
  CRAWL_STATUSES,
  DEFAULT_CONDITIONS,
  STOP_REASONS,
  elapsedMs,
  etaMs,
  initialState,
  transition,
  type CrawlConditions,
  type CrawlEvent,
  type CrawlState,
  type NextState,
  type Transition,
} from './crawl-machine';

const conditions: CrawlConditions = {
  ...DEFAULT_CONDITIONS,
  maxPages: null,
  delayMs: 100,
  jitterMs: 0,
  backoffMs: 50,
};
const noJitter = (): number => 0;

const table = (rows: string[][], columns = ['Name', 'Price']): CollectedTable => ({ columns, rows: rows.map((text) => ({ text })) });
const read = (t: CollectedTable, next: NextState = { kind: 'available' }, at = 10, url = 'https://shop.test/list?page=1'): CrawlEvent => ({
  type: 'page-read',
  at,
  url,
  mode: 'next',
  table: t,
  next,
  signature: JSON.stringify(t.rows[0]?.text ?? []),
});

function run(events: CrawlEvent[], start: CrawlState = initialState()): Transition {
  let current: Transition = { state: start, effects: [] };
  for (const event of events) current = transition(current.state, event, noJitter);
  return current;
}

const start: CrawlEvent = { type: 'start', at: 0, mode: 'auto', conditions };

describe('crawl machine', () => {
  it('starts by reading the current page', () => {
    const { state, effects } = run([start]);
    expect(state.status).toBe(CRAWL_STATUSES.RUNNING);
    expect(state.requestedMode).toBe('auto');
    expect(effects).toEqual([{ type: 'run-step', step: { kind: 'read' }, delayMs: 0 }]);
  });

  it('starts by loading the given URL when the tab is elsewhere (a recipe re-run), and retries that URL', () => {
    const home = 'https://shop.test/list?page=1';
    const started = run([{ type: 'start', at: 0, mode: 'auto', conditions, loadUrl: home }]);
    expect(started.effects).toEqual([{ type: 'run-step', step: { kind: 'load', url: home }, delayMs: 0 }]);
    const retried = transition(started.state, { type: 'step-failed', at: 5, error: { kind: 'timeout', message: 'slow' } }, noJitter);
    expect(retried.effects).toEqual([{ type: 'run-step', step: { kind: 'load', url: home }, delayMs: 50 }]);
    expect(run([{ type: 'start', at: 0, mode: 'auto', conditions, loadUrl: home }, read(table([['a', '1']]))]).state.pagesDone).toBe(1);
  });

  it('stores each page, then advances after the delay plus jitter', () => {
    const first = run([
      start,
      read(
        table([
          ['a', '1'],
          ['b', '2'],
        ]),
      ),
    ]);
    expect(first.state.pagesDone).toBe(1);
    expect(first.state.rowCount).toBe(2);
    expect(first.state.mode).toBe('next');
    expect(first.state.columns).toEqual(['Name', 'Price']);
    expect(first.effects).toEqual([
      {
        type: 'store-page',
        page: 1,
        rows: [{ text: ['a', '1'] }, { text: ['b', '2'] }],
      },
      { type: 'run-step', step: { kind: 'advance' }, delayMs: 100 },
    ]);
    const jittered = transition(run([{ ...start, conditions: { ...conditions, jitterMs: 400 } }]).state, read(table([['a', '1']])), () => 399.7);
    expect(jittered.effects.at(-1)).toEqual({
      type: 'run-step',
      step: { kind: 'advance' },
      delayMs: 499,
    });
  });

  it('loads the URL an advance navigated to, and reads it', () => {
    const { state, effects } = run([start, read(table([['a', '1']])), { type: 'navigated', at: 20, url: 'https://shop.test/list?page=2' }]);
    expect(state.pageUrl).toBe('https://shop.test/list?page=2');
    expect(effects).toEqual([
      {
        type: 'run-step',
        step: { kind: 'load', url: 'https://shop.test/list?page=2' },
        delayMs: 0,
      },
    ]);
  });

  it('stops at the page limit', () => {
    const limited = { ...start, conditions: { ...conditions, maxPages: 2 } };
    const { state, effects } = run([limited, read(table([['a', '1']])), read(table([['b', '2']]))]);
    expect(state.status).toBe(CRAWL_STATUSES.FINISHED);
    expect(state.stopReason).toBe(STOP_REASONS.PAGE_LIMIT);
    expect(state.pagesDone).toBe(2);
    expect(effects).toEqual([
      { type: 'store-page', page: 2, rows: [{ text: ['b', '2'] }] },
      { type: 'cancel-step' },
      { type: 'finished', status: 'finished', reason: 'page-limit' },
    ]);
  });

  it.each([
    ['missing', STOP_REASONS.NEXT_MISSING],
    ['disabled', STOP_REASONS.NEXT_DISABLED],
    ['self', STOP_REASONS.NEXT_SELF],
  ] as const)('stops when the next control is %s, keeping that page', (kind, reason) => {
    const { state, effects } = run([start, read(table([['a', '1']])), read(table([['b', '2']]), { kind })]);
    expect(state.stopReason).toBe(reason);
    expect(state.rowCount).toBe(2);
    expect(effects[0]).toEqual({
      type: 'store-page',
      page: 2,
      rows: [{ text: ['b', '2'] }],
    });
    expect(effects.at(-1)).toEqual({
      type: 'finished',
      status: 'finished',
      reason,
    });
  });

  it('stops when a page brings no new rows, without counting that page', () => {
    const { state, effects } = run([start, read(table([['a', '1']])), read(table([['a', '1']]))]);
    expect(state.stopReason).toBe(STOP_REASONS.NO_NEW_ROWS);
    expect(state.pagesDone).toBe(1);
    expect(state.duplicatesDropped).toBe(1);
    expect(effects.some((e) => e.type === 'store-page')).toBe(false);
  });

  it('tells a scrolled virtual grid\'s rows apart by their keys: rows seen again are skipped, identical rows both kept', () => {
    const scrolled = (rows: [string, string[]][]): CrawlEvent => ({ ...read(table(rows.map(([, text]) => text))), mode: 'scroll', rowKeys: rows.map(([key]) => key) } as CrawlEvent);
    const first = scrolled([
      ['aria-rowindex=2', ['a', '1']],
      ['aria-rowindex=3', ['a', '1']],
    ]);
    const second = scrolled([
      ['aria-rowindex=3', ['a', '1']],
      ['aria-rowindex=4', ['a', '1']],
      ['aria-rowindex=5', ['b', '2']],
    ]);
    const { state, effects } = run([{ ...start, mode: 'scroll' }, first, second]);
    expect(state.rowCount).toBe(4);
    expect(state.duplicatesDropped).toBe(0);
    expect(effects[0]).toEqual({ type: 'store-page', page: 2, rows: [{ text: ['a', '1'] }, { text: ['b', '2'] }] });
    // A step that shows only rows already seen brings no new rows: the end of the grid.
    const again = run([{ ...start, mode: 'scroll' }, first, second, second]);
    expect(again.state.stopReason).toBe(STOP_REASONS.NO_NEW_ROWS);
    expect(again.state.rowCount).toBe(4);
    // Outside scroll mode keys are ignored (a pager's pages may number their rows from 1 again): content decides.
    const paged = run([start, { ...first, mode: 'next' } as CrawlEvent]);
    expect(paged.state.rowCount).toBe(1);
    expect(paged.state.duplicatesDropped).toBe(1);
  });

  it('stops on a first page with only a "no results" row', () => {
    const { state } = run([start, read(table([['검색 결과가 없습니다', '검색 결과가 없습니다']]))]);
    expect(state.stopReason).toBe(STOP_REASONS.NO_NEW_ROWS);
    expect(state.placeholdersDropped).toBe(1);
    expect(state.rowCount).toBe(0);
  });

  it('drops rows identical to earlier ones (overlapping pages) and counts them; keeps them when asked', () => {
    const pages = [
      read(
        table([
          ['a', '1'],
          ['b', '2'],
        ]),
      ),
      read(
        table([
          ['b', '2'],
          ['c', '3'],
        ]),
      ),
    ];
    const dropped = run([start, ...pages]);
    expect(dropped.state.rowCount).toBe(3);
    expect(dropped.state.duplicatesDropped).toBe(1);
    expect(dropped.effects[0]).toEqual({
      type: 'store-page',
      page: 2,
      rows: [{ text: ['c', '3'] }],
    });
    const kept = run([{ ...start, conditions: { ...conditions, keepDuplicates: true } }, ...pages]);
    expect(kept.state.rowCount).toBe(4);
    expect(kept.state.duplicatesDropped).toBe(0);
    expect(kept.effects[0]).toEqual({
      type: 'store-page',
      page: 2,
      rows: [{ text: ['b', '2'] }, { text: ['c', '3'] }],
    });
  });

  it('merges later pages under the first page columns by header name', () => {
    const later: CollectedTable = {
      columns: ['Price', 'Stock', 'Name'],
      rows: [{ text: ['3', 'yes', 'c'], link: ['', '', 'https://shop.test/c'] }],
    };
    const { effects } = run([start, read(table([['a', '1']])), read(later)]);
    expect(effects[0]).toEqual({
      type: 'store-page',
      page: 2,
      rows: [{ text: ['c', '3'], link: ['https://shop.test/c', ''] }],
    });
    const dropping: CollectedTable = {
      columns: ['Name'],
      rows: [{ text: ['d'] }],
    };
    expect(run([start, read(table([['a', '1']])), read(dropping)]).effects[0]).toEqual({ type: 'store-page', page: 2, rows: [{ text: ['d', ''] }] });
  });

  it('retries a failed load with doubling backoff, then fails with the error', () => {
    const http500 = {
      type: 'step-failed',
      at: 30,
      error: { kind: 'http', status: 500, message: 'HTTP 500' },
    } as const;
    let t = run([start, read(table([['a', '1']])), { type: 'navigated', at: 20, url: 'https://shop.test/list?page=2' }]);
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      t = transition(t.state, http500, noJitter);
      expect(t.state.status).toBe(CRAWL_STATUSES.RUNNING);
      const effect = t.effects[0];
      expect(effect).toMatchObject({
        type: 'run-step',
        step: { kind: 'load', url: 'https://shop.test/list?page=2' },
      });
      if (effect?.type === 'run-step') delays.push(effect.delayMs);
    }
    expect(delays).toEqual([50, 100, 200]);
    t = transition(t.state, http500, noJitter);
    expect(t.state.status).toBe(CRAWL_STATUSES.FAILED);
    expect(t.state.stopReason).toBe(STOP_REASONS.ERROR);
    expect(t.state.lastError).toEqual({
      kind: 'http',
      status: 500,
      message: 'HTTP 500',
    });
    expect(t.state.rowCount).toBe(1);
    expect(t.effects.at(-1)).toEqual({
      type: 'finished',
      status: 'failed',
      reason: 'error',
    });
  });

  it('a next page that did not load (Chrome\'s error page) is reloaded with backoff, then the crawl fails keeping its URL', () => {
    const dead = 'http://gone.invalid/list?page=2';
    const pageError = { type: 'step-failed', at: 30, error: { kind: 'page-error', url: dead, message: `${dead}: the page did not load` } } as const;
    let t = run([start, read(table([['a', '1']])), { type: 'navigated', at: 20, url: dead }]);
    for (let i = 0; i < conditions.retries; i += 1) {
      t = transition(t.state, pageError, noJitter);
      expect(t.effects).toEqual([{ type: 'run-step', step: { kind: 'load', url: dead }, delayMs: conditions.backoffMs * 2 ** i }]);
    }
    t = transition(t.state, pageError, noJitter);
    expect(t.state).toMatchObject({ status: CRAWL_STATUSES.FAILED, stopReason: STOP_REASONS.ERROR, rowCount: 1, lastError: { kind: 'page-error', url: dead } });
  });

  it('a success after a retry clears the error and resets the attempts', () => {
    const timeout = {
      type: 'step-failed',
      at: 30,
      error: { kind: 'timeout', message: 'no change' },
    } as const;
    const t = run([start, read(table([['a', '1']])), timeout, read(table([['b', '2']]))]);
    expect(t.state.lastError).toBeNull();
    expect(t.state.pending).toEqual({ step: { kind: 'advance' }, attempt: 0 });
    expect(run([start, read(table([['a', '1']])), timeout]).effects).toEqual([{ type: 'run-step', step: { kind: 'advance' }, delayMs: 50 }]);
  });

  it('fails at once when the tab closes, keeping the rows', () => {
    const { state } = run([
      start,
      read(table([['a', '1']])),
      {
        type: 'step-failed',
        at: 30,
        error: { kind: 'tab-closed', message: 'closed' },
      },
    ]);
    expect(state.status).toBe(CRAWL_STATUSES.FAILED);
    expect(state.stopReason).toBe(STOP_REASONS.TAB_CLOSED);
    expect(state.rowCount).toBe(1);
  });

  it('pauses (cancelling the step) and resumes the pending step; pause time is left out of elapsed time', () => {
    const paused = run([start, read(table([['a', '1']]), { kind: 'available' }, 1000), { type: 'pause', at: 1500 }]);
    expect(paused.state.status).toBe(CRAWL_STATUSES.PAUSED);
    expect(paused.effects).toEqual([{ type: 'cancel-step' }]);
    expect(elapsedMs(paused.state, 3500)).toBe(1500);
    const resumed = transition(paused.state, { type: 'resume', at: 4000 }, noJitter);
    expect(resumed.state.status).toBe(CRAWL_STATUSES.RUNNING);
    expect(resumed.state.pausedMs).toBe(2500);
    expect(resumed.effects).toEqual([{ type: 'run-step', step: { kind: 'advance' }, delayMs: 0 }]);
    expect(elapsedMs(resumed.state, 5000)).toBe(2500);
  });

  it('a page read while paused is stored but the next step waits for resume', () => {
    const t = run([start, { type: 'pause', at: 5 }, read(table([['a', '1']]))]);
    expect(t.state.status).toBe(CRAWL_STATUSES.PAUSED);
    expect(t.effects).toEqual([{ type: 'store-page', page: 1, rows: [{ text: ['a', '1'] }] }]);
  });

  it('stops on the user request, from running or paused', () => {
    for (const events of [[start], [start, { type: 'pause', at: 1 } as const]]) {
      const { state, effects } = run([...events, { type: 'stop', at: 2 }]);
      expect(state.status).toBe(CRAWL_STATUSES.FINISHED);
      expect(state.stopReason).toBe(STOP_REASONS.USER);
      expect(effects).toEqual([{ type: 'cancel-step' }, { type: 'finished', status: 'finished', reason: 'user' }]);
    }
  });

  it('ignores events that make no sense in the state', () => {
    const idle = initialState();
    for (const event of [read(table([['a', '1']])), { type: 'pause', at: 1 }, { type: 'resume', at: 1 }, { type: 'stop', at: 1 }, { type: 'restored', at: 1 }] as CrawlEvent[]) {
      expect(transition(idle, event)).toEqual({ state: idle, effects: [] });
    }
    const running = run([start]).state;
    expect(transition(running, start)).toEqual({ state: running, effects: [] });
    expect(transition(running, { type: 'resume', at: 1 })).toEqual({
      state: running,
      effects: [],
    });
  });

  describe('restart from stored state', () => {
    const afterOne = (): CrawlState => JSON.parse(JSON.stringify(run([start, read(table([['a', '1']]))]).state)) as CrawlState;

    it('re-reads the page when the worker died before or during an advance, and advances when the page did not change', () => {
      const restored = transition(afterOne(), { type: 'restored', at: 50 }, noJitter);
      expect(restored.state.verifying).toBe(true);
      expect(restored.effects).toEqual([{ type: 'run-step', step: { kind: 'read' }, delayMs: 0 }]);
      const same = transition(restored.state, read(table([['a', '1']])), noJitter);
      expect(same.state.pagesDone).toBe(1);
      expect(same.effects).toEqual([{ type: 'run-step', step: { kind: 'advance' }, delayMs: 0 }]);
    });

    it('takes the re-read page as the next one when the advance had happened', () => {
      const restored = transition(afterOne(), { type: 'restored', at: 50 }, noJitter);
      const moved = transition(restored.state, read(table([['b', '2']])), noJitter);
      expect(moved.state.pagesDone).toBe(2);
      expect(moved.state.rowCount).toBe(2);
      expect(moved.effects[0]).toEqual({
        type: 'store-page',
        page: 2,
        rows: [{ text: ['b', '2'] }],
      });
    });

    it('repeats a pending load, and does nothing for paused or ended crawls', () => {
      const loading = run([start, read(table([['a', '1']])), { type: 'navigated', at: 20, url: 'https://shop.test/list?page=2' }]).state;
      expect(transition(loading, { type: 'restored', at: 60 }).effects).toEqual([
        {
          type: 'run-step',
          step: { kind: 'load', url: 'https://shop.test/list?page=2' },
          delayMs: 0,
        },
      ]);
      const paused = run([start, { type: 'pause', at: 1 }]).state;
      expect(transition(paused, { type: 'restored', at: 60 }).effects).toEqual([]);
    });
  });

  it('estimates time left from the mean page time', () => {
    const t = run([{ ...start, conditions: { ...conditions, maxPages: 4 } }, read(table([['a', '1']]), { kind: 'available' }, 2000)]);
    expect(etaMs(t.state, 2000)).toBe(6000);
    expect(etaMs(run([start]).state, 10)).toBeNull();
  });

  it('reads a page from the same state twice with the same answer (the kept set of row keys does not leak between them)', () => {
    const after = run([start, read(table([['a', '1'], ['b', '2']]))]).state;
    const page = read(table([['b', '2'], ['c', '3']]));
    const once = transition(after, page, noJitter);
    const twice = transition(after, page, noJitter);
    expect(twice.state).toEqual(once.state);
    expect(once.state.rowCount).toBe(3);
    expect(once.state.duplicatesDropped).toBe(1);
    expect(after.seen).toHaveLength(2);
    // And the state after it goes on from the right keys: 'a' is a duplicate, 'd' is new.
    const third = transition(once.state, read(table([['a', '1'], ['d', '4']])), noJitter);
    expect(third.state.rowCount).toBe(4);
    expect(third.state.duplicatesDropped).toBe(2);
    expect(new Set(third.state.seen).size).toBe(third.state.seen.length);
  });
});
