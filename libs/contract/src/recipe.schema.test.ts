import { parseRecipe, RECIPE_VERSION, RecipeError, serializeRecipe, type Recipe, type RecipeV1 } from './recipe.schema';

const recipe: Recipe = {
  version: RECIPE_VERSION,
  name: '상품 목록',
  url: 'https://shop.example/list?page=1',
  table: { kind: 'table', headers: ['코드', '상품명', '가격'], columns: 3, index: 0, path: 'body:nth-of-type(1)>table:nth-of-type(1)' },
  columns: [
    { source: 1, name: '이름', kind: 'text', included: true },
    { source: 1, name: '링크', kind: 'link', included: true },
    { source: 0, name: '코드', kind: 'text', included: false },
  ],
  filter: { include: ['마우스'], exclude: ['품절'], mode: 'any', column: null },
  pagination: { mode: 'url-pattern', nextSelector: null, urlPattern: 'https://shop.example/list?page={page}' },
  limits: { maxPages: 20, delayMs: 1000, jitterMs: 500, waitTimeoutMs: 15_000, keepDuplicates: false },
  format: 'xlsx',
  savedAt: '2026-11-25T10:00:00.000Z',
};

describe('crawl recipe', () => {
  it('round-trips through the exported file and pasted text', () => {
    const text = serializeRecipe(recipe);
    expect(text.endsWith('}\n')).toBe(true);
    expect(parseRecipe(text)).toEqual(recipe);
    expect(parseRecipe(JSON.parse(text))).toEqual(recipe);
  });

  it('migrates version 1 (one pages limit, comma-separated keywords) to the current version', () => {
    const v1: RecipeV1 = {
      version: 1,
      url: 'https://board.example/bbs?pageIndex=1',
      table: recipe.table,
      columns: recipe.columns,
      keywords: { include: '마우스, 키보드 ,', exclude: '' },
      mode: 'numbered',
      pages: null,
      delayMs: 2000,
      format: 'csv',
    };
    expect(parseRecipe(JSON.stringify(v1))).toEqual({
      version: RECIPE_VERSION,
      name: 'board.example',
      url: v1.url,
      table: v1.table,
      columns: v1.columns,
      filter: { include: ['마우스', '키보드'], exclude: [], mode: 'any', column: null },
      pagination: { mode: 'numbered', nextSelector: null, urlPattern: null },
      limits: { maxPages: null, delayMs: 2000, jitterMs: 0, waitTimeoutMs: 15_000, keepDuplicates: false },
      format: 'csv',
      savedAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it.each([
    ['not JSON', '{oops', /not JSON/],
    ['no version', { url: 'https://x.example/' }, /no known version/],
    ['a newer version', { ...recipe, version: 9 }, /version 9 is newer/],
    ['a bad URL', { ...recipe, url: 'file:///etc/passwd' }, /\/url/],
    ['a pattern without {page}', { ...recipe, pagination: { ...recipe.pagination, urlPattern: 'https://x.example/list' } }, /\/pagination\/urlPattern/],
    ['an unknown format', { ...recipe, format: 'pdf' }, /\/format/],
    ['a bad version 1', { version: 1, url: 'https://x.example/' }, /\//],
  ])('rejects %s with the first problem', (_label, input, message) => {
    expect(() => parseRecipe(input)).toThrow(RecipeError);
    expect(() => parseRecipe(input)).toThrow(message);
  });
});
