import type { ExtractedTable } from '../model';
import { concatTables, dedupeRows, renameColumns, selectColumns } from './columns';
import { filterRows } from './row-filter';

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
