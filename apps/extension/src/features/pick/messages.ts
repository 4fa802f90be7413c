import { Type, type Static } from '@sinclair/typebox';
import { Empty, message } from '../../messaging/define';
import { CollectedTableSchema, TableFingerprintSchema } from '../table';

/** At most this many body rows and columns of a candidate are previewed in the list. */
export const PREVIEW_ROWS = 3;
export const PREVIEW_COLUMNS = 6;
/** Preview cells longer than this are cut (the list shows one line per cell). */
export const PREVIEW_CELL_LENGTH = 60;

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
  /** Column names then up to PREVIEW_ROWS body rows, each cut to PREVIEW_COLUMNS cells. */
  preview: Type.Array(Type.Array(Type.String())),
});
export type CandidateSummary = Static<typeof CandidateSummary>;

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
    request: Type.Object({ follow: Type.Optional(TableFingerprintSchema) }, { additionalProperties: false }),
    response: CandidateList,
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
