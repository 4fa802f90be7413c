import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Empty, message } from '../../messaging/define';
import { CollectedTableSchema, TableFingerprintSchema } from '../table';

/** At most this many body rows and columns of a candidate are previewed in the list. */
export const PREVIEW_ROWS = 3;
export const PREVIEW_COLUMNS = 6;
/** Preview cells longer than this are cut (the list shows one line per cell). */
export const PREVIEW_CELL_LENGTH = 60;

/** Entries of a list that come with their preview: the panel shows these first, the rest on request (a page may have hundreds). */
export const PREVIEWED_CANDIDATES = 40;

const Preview = Type.Array(Type.Array(Type.String()));

export const TableKindSchema = Type.Union([Type.Literal('table'), Type.Literal('aria'), Type.Literal('repeated')]);

/** One table candidate on the page, as the list shows it. `id` is valid until the page's content script restarts. */
export const CandidateSummary = Type.Object({
  id: Type.Integer({ minimum: 0 }),
  kind: TableKindSchema,
  rows: Type.Integer({ minimum: 0 }),
  columns: Type.Integer({ minimum: 0 }),
  /** A grid that draws only the rows in view and says how many it has: `rows` is that number, read by scrolling on pick. */
  scrolled: Type.Optional(Type.Boolean()),
  title: Type.Optional(Type.String()),
  /**
   * Column names then up to PREVIEW_ROWS body rows, each cut to PREVIEW_COLUMNS cells. Only the first
   * PREVIEWED_CANDIDATES entries of a list have it; `pick.previews` gives the others' when the panel shows them.
   */
  preview: Type.Optional(Preview),
});
export type CandidateSummary = Static<typeof CandidateSummary>;

/** The placeholder for the column number in the page-world find's column name template (`열 {n}`). */
export const COLUMN_NUMBER = '{n}';

/**
 * A candidate as the page's own world found it (see page-world/find-in-page.ts): its summary less the id, and where it
 * is, as child indexes from the document element, for the content script to hold the element under an id.
 */
export const FoundCandidate = Type.Object({
  path: Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 1000 }),
  tag: Type.String({ maxLength: 100 }),
  declaredBodyRows: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  summary: Type.Omit(CandidateSummary, ['id']),
});
export type FoundCandidate = Static<typeof FoundCandidate>;
export const FoundCandidates = Type.Array(FoundCandidate);
/** Whether what the page's world answered is a candidate list (the page may have replaced the function). */
export const isFoundCandidates = (value: unknown): value is FoundCandidate[] => Value.Check(FoundCandidates, value);
/** The page world's answer to the click (see page-world-script's `quick`): `changed` when the page changed since `found` was found. */
const QuickFound = Type.Object({ found: FoundCandidates, changed: Type.Boolean() });
export const isQuickFound = (value: unknown): value is Static<typeof QuickFound> => Value.Check(QuickFound, value);

/** A visible frame of another site: the extension may not read it from this page, only name it (activeTab covers the tab's own origin). */
export const OtherFrame = Type.Object({ url: Type.String(), width: Type.Integer({ minimum: 0 }), height: Type.Integer({ minimum: 0 }) });
export type OtherFrame = Static<typeof OtherFrame>;

export const CandidateList = Type.Object({
  url: Type.String(),
  title: Type.String(),
  candidates: Type.Array(CandidateSummary),
  /** Frames of other sites big enough to hold a table, which the user can open in their own tab. */
  otherFrames: Type.Optional(Type.Array(OtherFrame, { maxItems: 20 })),
  /** The id of the candidate that the request's `follow` fingerprint locates on this page, when one does. */
  followed: Type.Optional(Type.Integer({ minimum: 0 })),
  /**
   * The list was found before the page last changed (the request's `changed` list, held here under ids): its entries
   * are on the page, but the list as the page is now is to be asked for.
   */
  changed: Type.Optional(Type.Literal(true)),
});
export type CandidateList = Static<typeof CandidateList>;

const CandidateId = Type.Object({ id: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });

/**
 * How a grid that draws only the rows in view was read: by scrolling it, `rows` body rows of `declared` (what the grid
 * says it holds, null when it does not say); `complete` false when the reading stopped before the last row.
 */
export const GridRead = Type.Object({
  rows: Type.Integer({ minimum: 0 }),
  declared: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  complete: Type.Boolean(),
});
export type GridRead = Static<typeof GridRead>;

export const PickedTable = Type.Object({
  url: Type.String(),
  kind: TableKindSchema,
  title: Type.Optional(Type.String()),
  table: CollectedTableSchema,
  /** Present when the table was a virtualised grid, read whole by scrolling it. */
  scrolled: Type.Optional(GridRead),
});
export type PickedTable = Static<typeof PickedTable>;

/** The pick feature's messages (panel → content script of the tab's top frame). */
export const PICK_MESSAGES = {
  /** Every table candidate of the page (tables, ARIA grids, repeated elements), best first as table-extract orders them. */
  'pick.list': message({
    to: 'content',
    from: ['extension'],
    /** `follow`: a table chosen on an earlier page (a crawl's), located again among this page's candidates (`followed`). */
    /** `found`: the candidates the page's own world found just before (faster there); the content script finds them itself without it. */
    /** `changed`: `found` was found before the page last changed (see CandidateList's `changed`). */
    request: Type.Object(
      { follow: Type.Optional(TableFingerprintSchema), found: Type.Optional(FoundCandidates), changed: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
    response: CandidateList,
  }),
  /** The previews of listed candidates that came without one (past the first PREVIEWED_CANDIDATES), as the panel shows them. */
  'pick.previews': message({
    to: 'content',
    from: ['extension'],
    request: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 5000 }) }, { additionalProperties: false }),
    response: Type.Object({ previews: Type.Array(Type.Object({ id: Type.Integer({ minimum: 0 }), preview: Preview })) }),
  }),
  /** Highlights one candidate on the page (scrolled into view), or none with `id: null`. */
  'pick.highlight': message({
    to: 'content',
    from: ['extension'],
    request: Type.Object({ id: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]) }, { additionalProperties: false }),
    response: Type.Object({ highlighted: Type.Boolean() }),
  }),
  /** Lets the user hover and click a table on the page; answers when they click (the candidate) or press Esc (null). */
  'pick.onPage': message({ to: 'content', from: ['extension'], request: Empty, response: Type.Object({ candidate: Type.Union([CandidateSummary, Type.Null()]) }) }),
  /** Ends a running pick on the page as if Esc was pressed. */
  'pick.cancel': message({ to: 'content', from: ['extension'], request: Empty, response: Type.Object({ cancelled: Type.Boolean() }) }),
  /**
   * Reads one candidate whole: every row, with absolute link and image URLs per cell. A grid that draws only the rows
   * in view is scrolled through (its progress in `pick.progress`, stopped by `pick.stopReading`).
   */
  'pick.collect': message({ to: 'content', from: ['extension'], request: CandidateId, response: PickedTable }),
  /** How far a `pick.collect` that scrolls a grid has got: rows read so far of those the grid declares (null when it does not say). */
  'pick.progress': message({
    to: 'content',
    from: ['extension'],
    request: Empty,
    response: Type.Object({ reading: Type.Boolean(), rows: Type.Integer({ minimum: 0 }), declared: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]) }),
  }),
  /** Stops a `pick.collect` that scrolls a grid; it then answers with the rows read so far (`scrolled.complete` false). */
  'pick.stopReading': message({ to: 'content', from: ['extension'], request: Empty, response: Type.Object({ stopped: Type.Boolean() }) }),
} as const;
