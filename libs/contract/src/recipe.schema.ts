import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { FILE_FORMATS } from './files.schema';

/**
 * A crawl recipe: everything a user set up for a table (page URL, which table, columns, filters, pagination, limits,
 * format) as versioned JSON, so that the crawl can be re-run from the extension or the command-line runner.
 * Older versions are migrated on read; a newer or malformed recipe is rejected with the first problem found.
 */
export const RECIPE_VERSION = 2;

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

export const RECIPE_MODES = ['auto', 'next', 'numbered', 'url-pattern', 'scroll', 'load-more'] as const;
export const RECIPE_COLUMN_KINDS = ['text', 'link', 'image'] as const;

export const RecipeTable = Type.Object({
  kind: Type.String({ maxLength: 20 }),
  headers: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 40 }),
  columns: Type.Integer({ minimum: 0 }),
  index: Type.Integer({ minimum: 0 }),
  path: Type.String({ maxLength: 4000 }),
});

export const RecipeColumn = Type.Object({
  source: Type.Integer({ minimum: 0 }),
  name: Type.String({ maxLength: 200 }),
  kind: literals(RECIPE_COLUMN_KINDS),
  included: Type.Boolean(),
});

export const RecipeFilter = Type.Object({
  include: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
  exclude: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
  mode: literals(['any', 'all'] as const),
  column: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});

export const RecipePagination = Type.Object({
  mode: literals(RECIPE_MODES),
  nextSelector: Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
  urlPattern: Type.Union([Type.String({ maxLength: 8192, pattern: '\\{page\\}' }), Type.Null()]),
});

export const RecipeLimits = Type.Object({
  maxPages: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000 }), Type.Null()]),
  delayMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
  jitterMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
  waitTimeoutMs: Type.Integer({ minimum: 500, maximum: 600_000 }),
  keepDuplicates: Type.Boolean(),
});

/** The current recipe (version 2). */
export const Recipe = Type.Object({
  version: Type.Literal(RECIPE_VERSION),
  name: Type.String({ maxLength: 200 }),
  url: Type.String({ maxLength: 8192, pattern: '^https?://' }),
  table: RecipeTable,
  columns: Type.Array(RecipeColumn, { maxItems: 500 }),
  filter: RecipeFilter,
  pagination: RecipePagination,
  limits: RecipeLimits,
  format: literals(Object.values(FILE_FORMATS)),
  savedAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T' }),
});
export type Recipe = Static<typeof Recipe>;

/** Version 1 (the first extension builds): one `pages` limit, the mode as a string, no jitter, no name, keywords as one comma list. */
export const RecipeV1 = Type.Object({
  version: Type.Literal(1),
  url: Type.String({ maxLength: 8192, pattern: '^https?://' }),
  table: RecipeTable,
  columns: Type.Array(RecipeColumn, { maxItems: 500 }),
  keywords: Type.Object({ include: Type.String({ maxLength: 5000 }), exclude: Type.String({ maxLength: 5000 }) }),
  mode: literals(RECIPE_MODES),
  pages: Type.Union([Type.Integer({ minimum: 1, maximum: 100_000 }), Type.Null()]),
  delayMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
  format: literals(Object.values(FILE_FORMATS)),
});
export type RecipeV1 = Static<typeof RecipeV1>;

export class RecipeError extends Error {
  override readonly name = 'RecipeError';
}

const firstProblem = (schema: TSchema, value: unknown): string => {
  const error = Value.Errors(schema, value).First();
  return error ? `${error.path || '/'}: ${error.message}` : 'invalid recipe';
};

const splitKeywords = (list: string): string[] =>
  list
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');

/** Version 1 → 2. */
export function migrateRecipeV1(v1: RecipeV1): Recipe {
  return {
    version: RECIPE_VERSION,
    name: new URL(v1.url).hostname,
    url: v1.url,
    table: v1.table,
    columns: v1.columns,
    filter: { include: splitKeywords(v1.keywords.include), exclude: splitKeywords(v1.keywords.exclude), mode: 'any', column: null },
    pagination: { mode: v1.mode, nextSelector: null, urlPattern: null },
    limits: { maxPages: v1.pages, delayMs: v1.delayMs, jitterMs: 0, waitTimeoutMs: 15_000, keepDuplicates: false },
    format: v1.format,
    savedAt: new Date(0).toISOString(),
  };
}

/** Reads a recipe of any known version (an object or JSON text) as the current version; throws RecipeError naming the first problem. */
export function parseRecipe(input: unknown): Recipe {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      throw new RecipeError('not JSON');
    }
  }
  const version = typeof value === 'object' && value !== null && 'version' in value ? (value as { version: unknown }).version : undefined;
  if (version === RECIPE_VERSION) {
    if (!Value.Check(Recipe, value)) throw new RecipeError(firstProblem(Recipe, value));
    return value;
  }
  if (version === 1) {
    if (!Value.Check(RecipeV1, value)) throw new RecipeError(firstProblem(RecipeV1, value));
    return migrateRecipeV1(value);
  }
  throw new RecipeError(typeof version === 'number' && version > RECIPE_VERSION ? `recipe version ${version} is newer than this build reads (${RECIPE_VERSION})` : 'not a recipe (no known version)');
}

/** A recipe as the file the user exports (pretty JSON, one trailing newline). */
export function serializeRecipe(recipe: Recipe): string {
  return `${JSON.stringify(recipe, null, 2)}\n`;
}
