import { Type, type Static } from '@sinclair/typebox';
import { TableFingerprintSchema } from '../../table';
import { CRAWL_MODES, type CrawlConditions, type CrawlState } from './crawl-machine';

export const CrawlModeSchema = Type.Union(Object.values(CRAWL_MODES).map((m) => Type.Literal(m)));

// The schema and the machine's type must describe the same conditions.
const _sameConditions: [Static<typeof CrawlConditionsSchema>, CrawlConditions] extends [CrawlConditions, Static<typeof CrawlConditionsSchema>] ? true : never = true;
void _sameConditions;

export const CrawlConditionsSchema = Type.Object({
  maxPages: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000 }), Type.Null()]),
  delayMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
  jitterMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
  waitTimeoutMs: Type.Integer({ minimum: 500, maximum: 600_000 }),
  retries: Type.Integer({ minimum: 0, maximum: 10 }),
  backoffMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
  keepDuplicates: Type.Boolean(),
});

/** What is crawled and how the next page is reached: everything a recipe fixes besides the output shaping. */
export const CrawlTargetSchema = Type.Object({
  url: Type.String({ maxLength: 8192 }),
  fingerprint: TableFingerprintSchema,
  mode: CrawlModeSchema,
  /** A next control taught by a click (CSS selector in the table's document). */
  nextSelector: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
  /** The page URL with `{page}` for the URL-pattern mode. */
  urlPattern: Type.Union([Type.String({ maxLength: 8192, pattern: '\\{page\\}' }), Type.Null()]),
});
export type CrawlTarget = Static<typeof CrawlTargetSchema>;

/** One crawl as stored: the tab it runs in, what it crawls and the machine's state after the last transition. */
export interface CrawlRecord {
  id: string;
  tabId: number;
  startedAt: number;
  target: CrawlTarget;
  state: CrawlState;
}
