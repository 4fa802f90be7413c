import { RECIPE_VERSION, type Recipe } from '@tablecrawler/contract';
import type { ColumnSpec, ExportFormat, KeywordFilterSpec, TableFingerprint } from '../../table';

/** What a recipe carries, in the extension's own terms (crawl target and conditions, the panel's shaping). */
export interface RecipeParts {
  url: string;
  fingerprint: TableFingerprint;
  mode: Recipe['pagination']['mode'];
  nextSelector: string | null;
  urlPattern: string | null;
  conditions: { maxPages: number | null; delayMs: number; jitterMs: number; waitTimeoutMs: number; keepDuplicates: boolean };
  shaping: { columns: ColumnSpec[]; filter: KeywordFilterSpec; format: ExportFormat };
}

/** The recipe for what the user set up now. */
export function toRecipe(parts: RecipeParts, name: string, savedAt: Date): Recipe {
  const { conditions: c } = parts;
  return {
    version: RECIPE_VERSION,
    name,
    url: parts.url,
    table: parts.fingerprint,
    columns: parts.shaping.columns,
    filter: parts.shaping.filter,
    pagination: { mode: parts.mode, nextSelector: parts.nextSelector, urlPattern: parts.urlPattern },
    limits: { maxPages: c.maxPages, delayMs: c.delayMs, jitterMs: c.jitterMs, waitTimeoutMs: c.waitTimeoutMs, keepDuplicates: c.keepDuplicates },
    format: parts.shaping.format,
    savedAt: savedAt.toISOString(),
  };
}

export function fromRecipe(recipe: Recipe): RecipeParts {
  return {
    url: recipe.url,
    fingerprint: recipe.table,
    mode: recipe.pagination.mode,
    nextSelector: recipe.pagination.nextSelector,
    urlPattern: recipe.pagination.urlPattern,
    conditions: { ...recipe.limits },
    shaping: { columns: recipe.columns, filter: recipe.filter, format: recipe.format },
  };
}

/** Recipes are kept per site: the host of their URL. */
export const siteOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/** Adds or replaces (same name) a recipe in the saved list of its site; newest first, at most `limit` per site. */
export function withRecipe(saved: Record<string, Recipe[]>, recipe: Recipe, limit = 20): Record<string, Recipe[]> {
  const site = siteOf(recipe.url);
  const others = (saved[site] ?? []).filter((r) => r.name !== recipe.name);
  return { ...saved, [site]: [recipe, ...others].slice(0, limit) };
}
