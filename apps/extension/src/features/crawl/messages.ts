import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { Empty, message } from '../../messaging/define';
import { CollectedTableSchema, TableFingerprintSchema } from '../table';
import { CRAWL_MODES, CRAWL_STATUSES, STEP_ERROR_KINDS, STOP_REASONS } from './model/crawl-machine';
import { CrawlConditionsSchema, CrawlModeSchema, CrawlTargetSchema } from './model/crawl-record';

const literals = <T extends string>(values: readonly T[]): TUnion<TLiteral<T>[]> => Type.Union(values.map((v) => Type.Literal(v)));

const ResolvedModeSchema = literals(Object.values(CRAWL_MODES).filter((m): m is Exclude<typeof m, 'auto'> => m !== 'auto'));
const NextStateSchema = Type.Object({ kind: literals(['available', 'missing', 'disabled', 'self'] as const) });

/** How the content script finds the table and the next page (the crawl target without its URL). */
export const PageQuery = Type.Object({
  fingerprint: TableFingerprintSchema,
  mode: CrawlModeSchema,
  nextSelector: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
  urlPattern: Type.Union([Type.String({ maxLength: 8192 }), Type.Null()]),
});
export type PageQuery = Static<typeof PageQuery>;

export const PageReadResult = Type.Union([
  Type.Object({
    found: Type.Literal(true),
    url: Type.String(),
    /** The document's HTTP status (0 when the browser does not tell). */
    httpStatus: Type.Integer(),
    mode: ResolvedModeSchema,
    next: NextStateSchema,
    table: CollectedTableSchema,
    /** Per row, the key a grid library wrote on it (aria-rowindex, row-index…), when every row has one. */
    rowKeys: Type.Optional(Type.Array(Type.String())),
    signature: Type.String(),
  }),
  Type.Object({ found: Type.Literal(false), url: Type.String(), httpStatus: Type.Integer() }),
]);
export type PageReadResult = Static<typeof PageReadResult>;

export const AdvanceResult = Type.Union([
  /** A plain link or URL pattern: the runner loads the URL in the tab and waits until it has loaded. */
  Type.Object({ kind: Type.Literal('navigate'), url: Type.String() }),
  /** The table changed in place (script pager, load more, scroll, frame navigation). */
  Type.Object({ kind: Type.Literal('changed') }),
  /** Nothing changed within the wait timeout; `stalled`: a scrolled grid box short of its end (rows still to come). */
  Type.Object({ kind: Type.Literal('unchanged'), stalled: Type.Optional(Type.Boolean()) }),
  Type.Object({ kind: Type.Literal('no-next') }),
  /** The control is a `javascript:` link, marked for a click in the page's own world; then `crawl.settle` tells the outcome. */
  Type.Object({ kind: Type.Literal('armed') }),
  Type.Object({ kind: Type.Literal('table-missing') }),
]);
export type AdvanceResult = Static<typeof AdvanceResult>;

export const CrawlStartRequest = Type.Object({
  tabId: Type.Integer({ minimum: 0 }),
  target: CrawlTargetSchema,
  conditions: CrawlConditionsSchema,
  /** Start at `target.url`, loading it first when the tab shows another page (a recipe re-run); else start where the tab is. */
  openUrl: Type.Optional(Type.Boolean()),
});
export type CrawlStartRequest = Static<typeof CrawlStartRequest>;

/** What the panel shows of a crawl. */
export const CrawlSnapshot = Type.Object({
  id: Type.String(),
  tabId: Type.Integer(),
  url: Type.String(),
  /** The crawled table's fingerprint: the panel finds that table again on each page the crawl opens. */
  fingerprint: TableFingerprintSchema,
  status: literals(Object.values(CRAWL_STATUSES)),
  requestedMode: CrawlModeSchema,
  mode: Type.Union([ResolvedModeSchema, Type.Null()]),
  pagesDone: Type.Integer(),
  maxPages: Type.Union([Type.Integer(), Type.Null()]),
  rowCount: Type.Integer(),
  duplicatesDropped: Type.Integer(),
  elapsedMs: Type.Integer(),
  etaMs: Type.Union([Type.Integer(), Type.Null()]),
  stopReason: Type.Union([literals(Object.values(STOP_REASONS)), Type.Null()]),
  lastError: Type.Union([Type.Object({ kind: literals(Object.values(STEP_ERROR_KINDS)), status: Type.Optional(Type.Integer()), url: Type.Optional(Type.String()), message: Type.String() }), Type.Null()]),
});
export type CrawlSnapshot = Static<typeof CrawlSnapshot>;

const MaybeSnapshot = Type.Union([CrawlSnapshot, Type.Null()]);

/** The crawl's messages: the panel drives the service worker; the service worker asks the content script of the crawled tab. */
export const CRAWL_MESSAGES = {
  /** The fingerprint of a table candidate the pick feature listed (by its id), with the page URL. */
  'crawl.fingerprint': message({
    to: 'content',
    from: ['extension'],
    request: Type.Object({ candidateId: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
    response: Type.Object({ url: Type.String(), fingerprint: TableFingerprintSchema }),
  }),
  /** Reads the table and whether a next page exists. */
  'crawl.read': message({ to: 'content', from: ['extension'], request: PageQuery, response: PageReadResult }),
  /** Acts on the page to reach the next one and waits (up to `timeoutMs`) until the table has changed. */
  'crawl.advance': message({ to: 'content', from: ['extension'], request: Type.Intersect([PageQuery, Type.Object({ timeoutMs: Type.Integer({ minimum: 1 }) })]), response: AdvanceResult }),
  /** Waits for the user's click on the page's next control (Esc: none) and answers a selector for it. */
  'crawl.teach': message({
    to: 'content',
    from: ['extension'],
    request: Empty,
    response: Type.Union([Type.Object({ selector: Type.String(), label: Type.String() }), Type.Null()]),
  }),
  /** The outcome of an armed advance, once the page-world click has happened. */
  'crawl.settle': message({ to: 'content', from: ['extension'], request: Empty, response: AdvanceResult }),
  /**
   * Asks the pass gate about a crawl before the panel asks for the origin's host permission, so a refused crawl never
   * shows Chrome's permission prompt first; refused as crawl.start is (code `refused`). crawl.start checks again.
   */
  'crawl.check': message({ to: 'background', from: ['extension'], request: CrawlStartRequest, response: Empty }),
  /** Starts a crawl in a tab (stopping one that runs); the panel has asked for the origin's host permission first. */
  'crawl.start': message({ to: 'background', from: ['extension'], request: CrawlStartRequest, response: CrawlSnapshot }),
  'crawl.control': message({ to: 'background', from: ['extension'], request: Type.Object({ action: literals(['pause', 'resume', 'stop'] as const) }), response: MaybeSnapshot }),
  /** Forgets a crawl (stopping it first if it runs) and deletes its stored rows. */
  'crawl.dismiss': message({ to: 'background', from: ['extension'], request: Type.Object({ id: Type.String({ maxLength: 100 }) }), response: Type.Object({ removed: Type.Boolean() }) }),
  /** The latest crawl (running or ended), or null. Rows are read from IndexedDB by the panel. */
  'crawl.status': message({ to: 'background', from: ['extension'], request: Empty, response: MaybeSnapshot }),
} as const;
