import fc from 'fast-check';
import type { ExtractedTable } from '../model';
import { concatTables, dedupeRows, renameColumns, selectColumns } from './columns';
import { foldText } from './normalize';
import { filterRows, rowMatcher, type RowFilter } from './row-filter';

const table: ExtractedTable = {
  grid: [
    ['지역', '품목', '가격'],
    ['서울', '배추', '12,500'],
    ['부산', '무', '18,200'],
    ['서울', '무 (국산)', '19,000'],
    ['Daegu', 'ＡＰＰＬＥ', '3,000'],
    ['합계', '', '52,700'],
  ],
  headerRows: 1,
  footerRows: 1,
  columns: ['지역', '품목', '가격'],
};

const bodies = (t: ExtractedTable): string[][] => t.grid.slice(t.headerRows, t.grid.length - (t.footerRows ?? 0));

describe('filterRows', () => {
  it('keeps everything for an empty filter', () => {
    expect(filterRows(table, {})).toEqual(table);
    expect(filterRows(table, { include: ['', '  '] }).grid).toHaveLength(table.grid.length);
  });

  it('includes rows with any or all keywords, keeping header and footer rows', () => {
    expect(bodies(filterRows(table, { include: ['서울', '부산'] }))).toHaveLength(3);
    const all = filterRows(table, { include: ['서울', '무'], includeMode: 'all' });
    expect(bodies(all)).toEqual([['서울', '무 (국산)', '19,000']]);
    expect(all.grid[0]).toEqual(table.grid[0]);
    expect(all.grid[all.grid.length - 1]).toEqual(['합계', '', '52,700']);
  });

  it('excludes rows and searches only chosen columns', () => {
    expect(bodies(filterRows(table, { exclude: ['무'] })).map((r) => r[0])).toEqual(['서울', 'Daegu']);
    expect(bodies(filterRows(table, { include: ['서울'], columns: ['품목'] }))).toEqual([]);
    expect(bodies(filterRows(table, { include: ['서울'], columns: [0] }))).toHaveLength(2);
  });

  it('matches case-insensitively and across Unicode forms (decomposed Hangul, full-width letters)', () => {
    const decomposed = '배추'.normalize('NFD');
    expect(decomposed).not.toBe('배추');
    expect(bodies(filterRows(table, { include: [decomposed] }))).toHaveLength(1);
    expect(bodies(filterRows(table, { include: ['apple'] }))).toEqual([['Daegu', 'ＡＰＰＬＥ', '3,000']]);
    expect(bodies(filterRows(table, { include: ['DAEGU'] }))).toHaveLength(1);
  });

  it('finds rows stored in decomposed form with composed keywords', () => {
    const nfd: ExtractedTable = { ...table, grid: table.grid.map((r) => r.map((c) => c.normalize('NFD'))) };
    expect(bodies(filterRows(nfd, { include: ['배추'] }))).toHaveLength(1);
  });
});

describe('columns', () => {
  it('selects and reorders columns by name or index', () => {
    const t = selectColumns(table, ['가격', 0]);
    expect(t.columns).toEqual(['가격', '지역']);
    expect(t.grid[1]).toEqual(['12,500', '서울']);
  });

  it('renames columns and the header row that shows them', () => {
    const t = renameColumns(table, { 가격: 'Price (KRW)' });
    expect(t.columns).toEqual(['지역', '품목', 'Price (KRW)']);
    expect(t.grid[0]).toEqual(['지역', '품목', 'Price (KRW)']);
    expect(renameColumns(table, ['a', 'a']).columns).toEqual(['a', 'a (2)', '가격']);
  });

  it('removes duplicate body rows, by all or by key columns', () => {
    const doubled: ExtractedTable = { ...table, grid: [...table.grid.slice(0, 3), table.grid[1] as string[], ['서울', '배추', '13,000'], ...table.grid.slice(3)] };
    expect(bodies(dedupeRows(doubled))).toHaveLength(5);
    expect(bodies(dedupeRows(doubled, ['지역', '품목']))).toHaveLength(4);
  });

  it('concatenates crawled pages by column name', () => {
    const page2: ExtractedTable = { grid: [['품목', '지역', '비고'], ['파', '광주', '신규']], headerRows: 1, columns: ['품목', '지역', '비고'] };
    const all = concatTables([table, page2]);
    expect(all.columns).toEqual(['지역', '품목', '가격', '비고']);
    expect(all.grid[all.grid.length - 1]).toEqual(['광주', '파', '', '신규']);
    expect(all.grid).toHaveLength(1 + 4 + 1);
  });
});

// The rule as the README states it: a row's chosen cells, each folded, contain the keywords.
function referenceFilter(t: ExtractedTable, filter: RowFilter): string[][] {
  const words = (list: readonly string[] | undefined): string[] => (list ?? []).map(foldText).filter((k) => k.length > 0);
  const include = words(filter.include);
  const exclude = words(filter.exclude);
  const columns = filter.columns ? (filter.columns as number[]) : t.columns.map((_, i) => i);
  const has = (row: string[], k: string): boolean => columns.some((c) => foldText(row[c] ?? '').includes(k));
  const test = (row: string[], list: string[], mode: 'any' | 'all' | undefined): boolean => (mode === 'all' ? list.every((k) => has(row, k)) : list.some((k) => has(row, k)));
  return t.grid.filter((row, r) => {
    if (r < t.headerRows || r >= t.grid.length - (t.footerRows ?? 0)) return true;
    if (include.length && !test(row, include, filter.includeMode)) return false;
    return !(exclude.length && test(row, exclude, filter.excludeMode));
  });
}

describe('filterRows properties', () => {
  const CELL_PARTS = ['서울', '부산', '배추', '무', 'Seoul', 'BUSAN', 'ｓｅｏｕｌ', '서울'.normalize('NFD'), ' ', '  ', '\t', '\u00a0', '1,200', '-', 'ǅ', 'a'];
  const cellArb = fc.array(fc.constantFrom(...CELL_PARTS), { maxLength: 3 }).map((p) => p.join(''));
  const tableArb = fc.integer({ min: 1, max: 4 }).chain((width) =>
    fc.record({
      body: fc.array(fc.array(cellArb, { minLength: width, maxLength: width }), { maxLength: 25 }),
      width: fc.constant(width),
      footer: fc.integer({ min: 0, max: 1 }),
    }),
  );
  const KEYWORDS = ['서울', 'seoul', 'busan', '부산', '배추', '무', 'ul', '서', 'SEOUL ', ' ', '1,2', 'a', 'ǆ', '울 배'];
  const filterArb = (width: number): fc.Arbitrary<RowFilter> =>
    fc.record(
      {
        include: fc.array(fc.constantFrom(...KEYWORDS), { maxLength: 3 }),
        exclude: fc.array(fc.constantFrom(...KEYWORDS), { maxLength: 2 }),
        includeMode: fc.constantFrom('any' as const, 'all' as const),
        excludeMode: fc.constantFrom('any' as const, 'all' as const),
        columns: fc.uniqueArray(fc.integer({ min: 0, max: width - 1 }), { minLength: 1, maxLength: width }),
      },
      { requiredKeys: ['include'] },
    );

  it('keeps exactly the rows the rule keeps, over a sequence of filters on one table (cached keywords, typing on)', () => {
    fc.assert(
      fc.property(
        tableArb.chain((spec) => fc.tuple(fc.constant(spec), fc.array(filterArb(spec.width), { minLength: 1, maxLength: 6 }))),
        ([spec, filters]) => {
          const columns = Array.from({ length: spec.width }, (_, i) => `c${i}`);
          const t: ExtractedTable = { grid: [columns, ...spec.body], headerRows: 1, footerRows: Math.min(spec.footer, spec.body.length), columns };
          for (const filter of filters) {
            expect(filterRows(t, filter).grid).toEqual(referenceFilter(t, filter));
            const match = rowMatcher(t, filter);
            const body = t.grid.slice(1, t.grid.length - (t.footerRows ?? 0));
            expect(body.filter(match)).toEqual(referenceFilter({ ...t, grid: body, headerRows: 0, footerRows: 0 }, filter));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads a row again for keywords its first filter stopped looking for (an exclusion found, an inclusion met)', () => {
    const grid = [['a', 'b', 'c'], ['배추 서울', 'Busan', '무'], ['서울', 'ｂｕｓａｎ', '배추'], ['부산', '사과', 'BUSAN']];
    const t: ExtractedTable = { grid, headerRows: 1, columns: ['a', 'b', 'c'] };
    // Row 1 goes at its first cell (배추), so busan and 무 stay unknown there; row 2 meets the inclusion at its first cell.
    expect(bodies(filterRows(t, { include: ['서울', 'busan'], exclude: ['배추'] }))).toEqual([grid[3]]);
    expect(bodies(filterRows(t, { include: ['busan'] }))).toEqual(grid.slice(1));
    expect(bodies(filterRows(t, { include: ['무'] }))).toEqual([grid[1]]);
    expect(bodies(filterRows(t, { include: ['busan'], exclude: ['사과'] }))).toEqual(grid.slice(1, 3));
    expect(bodies(filterRows(t, { include: ['서울', 'busan'], exclude: ['배추'] }))).toEqual([grid[3]]);
    expect(bodies(filterRows(t, { include: ['서울', 'busan'], includeMode: 'all', exclude: ['무'] }))).toEqual([grid[2]]);
  });

  it('folds full-width letters and digits, composed and decomposed Hangul, and case as foldText does (ß stays ß, İ lowers to i̇)', () => {
    const grid = [['x', 'y'], ['ＳＥＯＵＬ １２３', '서울'.normalize('NFD')], ['STRASSE', 'İstanbul'], ['Straße', 'Istanbul'], ['ｶﾀｶﾅ', '①']];
    const t: ExtractedTable = { grid, headerRows: 1, columns: ['x', 'y'] };
    for (const filter of [
      { include: ['seoul 123'] },
      { include: ['서울'] },
      { include: ['서울'.normalize('NFD')] },
      { include: ['Seoul'], exclude: ['서울'] },
      { include: ['ß'] },
      { include: ['ss'] },
      { include: ['i'] },
      { include: ['istanbul'] },
      { include: ['İstanbul'] },
      { include: ['カタカナ'] },
      { include: ['1'] },
      { include: ['strasse', 'istanbul'], includeMode: 'all' as const },
    ]) {
      expect(filterRows(t, filter).grid).toEqual(referenceFilter(t, filter));
    }
    expect(bodies(filterRows(t, { include: ['ß'] }))).toEqual([grid[3]]);
    expect(bodies(filterRows(t, { include: ['istanbul'] }))).toEqual([grid[3]]);
    expect(bodies(filterRows(t, { include: ['seoul 123'] }))).toEqual([grid[1]]);
  });

  it('narrows a longer keyword to the rows of a cached shorter one without losing rows', () => {
    const grid = [['name'], ['서울시'], ['서울'], ['부산'], ['서울시청']];
    const t: ExtractedTable = { grid, headerRows: 1, columns: ['name'] };
    expect(bodies(filterRows(t, { include: ['서'] }))).toHaveLength(3);
    expect(bodies(filterRows(t, { include: ['서울시'] }))).toEqual([['서울시'], ['서울시청']]);
    expect(bodies(filterRows(t, { include: ['서울시청'] }))).toEqual([['서울시청']]);
    expect(bodies(filterRows(t, { include: ['부'] }))).toEqual([['부산']]);
  });
});
