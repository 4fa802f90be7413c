import fc from 'fast-check';
import { foldText } from '@tablecrawler/table-extract';
import { addKeyword, applyFilter, createRowFilter, EMPTY_FILTER, removeKeyword } from './keyword-filter';

const columns = ['지역', '상호', '메모'];
const rows = [
  ['서울', 'ＡＢＣ마트', '１２３번지'],
  ['부산', 'abc 식당', '해운대'],
  ['서울', '김밥천국', 'Open 24h'],
  ['대구', '\u1100\u1161\u11a8 상점', '-'], // 각 written as decomposed jamo (NFD)
];

describe('keyword filter', () => {
  it('keeps everything without keywords and returns the same array', () => {
    expect(applyFilter(columns, rows, EMPTY_FILTER)).toBe(rows);
  });

  it('matches case-insensitively, full-width and half-width alike, decomposed Hangul as composed', () => {
    const spec = (include: string[]) => ({ ...EMPTY_FILTER, include });
    expect(applyFilter(columns, rows, spec(['abc'])).map((r) => r[1])).toEqual(['ＡＢＣ마트', 'abc 식당']);
    expect(applyFilter(columns, rows, spec(['123'])).map((r) => r[1])).toEqual(['ＡＢＣ마트']);
    expect(applyFilter(columns, rows, spec(['OPEN'])).map((r) => r[1])).toEqual(['김밥천국']);
    expect(applyFilter(columns, rows, spec(['각'])).map((r) => r[0])).toEqual(['대구']);
    expect(applyFilter(columns, rows, spec(['ＯＰＥＮ ２４'])).map((r) => r[1])).toEqual(['김밥천국']);
  });

  it('needs any or all include keywords, drops rows with any exclude keyword, and can search one column', () => {
    const any = { ...EMPTY_FILTER, include: ['서울', 'abc'] };
    expect(applyFilter(columns, rows, any)).toHaveLength(3);
    expect(applyFilter(columns, rows, { ...any, mode: 'all' as const }).map((r) => r[1])).toEqual(['ＡＢＣ마트']);
    expect(applyFilter(columns, rows, { ...any, exclude: ['마트'] }).map((r) => r[1])).toEqual(['abc 식당', '김밥천국']);
    expect(applyFilter(columns, rows, { ...EMPTY_FILTER, include: ['서울'], column: 1 })).toEqual([]);
    expect(applyFilter(columns, rows, { ...EMPTY_FILTER, exclude: ['서울'], column: 0 }).map((r) => r[0])).toEqual(['부산', '대구']);
  });

  it('keeps exactly the rows where some cell folds to contain the keyword (random text)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'A', 'Ａ', '1', '１', '가', 'ᄀ', 'ᅡ', ' ', '각') });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 2 }), { maxLength: 8 }), text, (grid, keyword) => {
        fc.pre(keyword.trim() !== '');
        const kept = applyFilter(['x', 'y'], grid, { ...EMPTY_FILTER, include: [keyword] });
        const expected = grid.filter((row) => row.some((cell) => foldText(cell).includes(foldText(keyword))));
        expect(kept).toEqual(expected);
      }),
    );
  });

  it('adds trimmed, unique chips and removes them', () => {
    let spec = addKeyword(EMPTY_FILTER, 'include', '  서울 ');
    spec = addKeyword(spec, 'include', '서울');
    spec = addKeyword(spec, 'include', '   ');
    spec = addKeyword(spec, 'exclude', '마트');
    expect(spec).toEqual({ ...EMPTY_FILTER, include: ['서울'], exclude: ['마트'] });
    expect(removeKeyword(spec, 'include', '서울').include).toEqual([]);
  });

  it('filters only the rows appended since the last call, with the same result as filtering all of them (random growth)', () => {
    const word = fc.constantFrom('서울', 'abc', '24', '각', 'x');
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...rows), { maxLength: 5 }), { maxLength: 6 }),
        fc.array(word, { maxLength: 2 }),
        fc.array(word, { maxLength: 1 }),
        fc.constantFrom<'any' | 'all'>('any', 'all'),
        fc.constantFrom(null, 0, 2),
        (pages, include, exclude, mode, column) => {
          const spec = { include, exclude, mode, column };
          const filter = createRowFilter();
          let grown: string[][] = [];
          for (const page of pages) {
            grown = grown.concat(page.map((r) => [...r]));
            expect(filter(columns, grown, spec)).toEqual(applyFilter(columns, grown, spec));
          }
        },
      ),
    );
  });

  it('filters everything again when the keywords or the rows change', () => {
    const filter = createRowFilter();
    const seoul = { ...EMPTY_FILTER, include: ['서울'] };
    expect(filter(columns, rows, seoul)).toHaveLength(2);
    expect(filter(columns, rows, { ...seoul, include: ['부산'] })).toEqual([rows[1]]);
    const others = [['서울', 'x', 'y']];
    expect(filter(columns, others, seoul)).toEqual(others);
    expect(filter(columns, others, EMPTY_FILTER)).toBe(others);
  });
});
