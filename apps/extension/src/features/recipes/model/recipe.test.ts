import { parseRecipe, serializeRecipe, type Recipe } from '@tablecrawler/contract';
import { fromRecipe, siteOf, toRecipe, withRecipe, type RecipeParts } from './recipe';

const parts: RecipeParts = {
  url: 'https://shop.example/list?page=1',
  fingerprint: { kind: 'table', headers: ['코드', '상품명'], columns: 2, index: 1, path: 'body>table' },
  mode: 'numbered',
  nextSelector: null,
  urlPattern: null,
  conditions: { maxPages: 5, delayMs: 800, jitterMs: 200, waitTimeoutMs: 10_000, keepDuplicates: true },
  shaping: { columns: [{ source: 1, name: '이름', kind: 'link', included: true }], filter: { include: ['a'], exclude: [], mode: 'all', column: 0 }, format: 'json' },
};

describe('recipes in the extension', () => {
  it('turns the crawl set-up into a recipe and back, also through the file', () => {
    const recipe = toRecipe(parts, '상품', new Date('2026-11-25T09:00:00Z'));
    expect(fromRecipe(recipe)).toEqual(parts);
    expect(fromRecipe(parseRecipe(serializeRecipe(recipe)))).toEqual(parts);
  });

  it('keeps recipes per site, newest first, replacing one of the same name', () => {
    const a = toRecipe(parts, 'A', new Date('2026-11-25T09:00:00Z'));
    const b = toRecipe(parts, 'B', new Date('2026-11-25T09:01:00Z'));
    const a2 = toRecipe({ ...parts, mode: 'next' }, 'A', new Date('2026-11-25T09:02:00Z'));
    const other = toRecipe({ ...parts, url: 'https://board.example/' }, 'A', new Date('2026-11-25T09:03:00Z'));
    const saved = [a, b, a2, other].reduce<Record<string, Recipe[]>>((all, r) => withRecipe(all, r), {});
    expect(Object.keys(saved).sort()).toEqual(['board.example', 'shop.example']);
    expect(saved['shop.example']?.map((r) => [r.name, r.pagination.mode])).toEqual([
      ['A', 'next'],
      ['B', 'numbered'],
    ]);
    expect(siteOf('not a url')).toBe('');
  });
});
