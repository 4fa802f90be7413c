import fc from 'fast-check';
import type { CollectedRow, CollectedTable } from '../../table';
import { availableKinds, createKindScanner, createRowShaper, defaultColumns, moveColumn, shapeRows, updateColumn } from './columns';

const table: CollectedTable = {
  columns: ['상품', '사진', '가격'],
  rows: [
    { text: ['사과', '', '1,000'], link: ['https://e.com/1', '', ''], image: ['', 'https://e.com/1.png', ''] },
    { text: ['배', '', '2,000'] },
  ],
};

describe('column shaping', () => {
  it('starts with every column as text in page order', () => {
    expect(defaultColumns(table)).toEqual([
      { source: 0, name: '상품', kind: 'text', included: true },
      { source: 1, name: '사진', kind: 'text', included: true },
      { source: 2, name: '가격', kind: 'text', included: true },
    ]);
  });

  it('moves, renames, excludes and reads columns as link or image URLs', () => {
    let specs = defaultColumns(table);
    specs = moveColumn(specs, 2, 0);
    expect(specs.map((s) => s.source)).toEqual([2, 0, 1]);
    specs = updateColumn(specs, 1, { name: '상품 링크', kind: 'link' });
    specs = updateColumn(specs, 2, { included: false });
    expect(shapeRows(table, specs)).toEqual({
      columns: ['가격', '상품 링크'],
      rows: [
        ['1,000', 'https://e.com/1'],
        ['2,000', ''],
      ],
    });
    expect(shapeRows(table, updateColumn(defaultColumns(table), 1, { kind: 'image' })).rows[0]).toEqual(['사과', 'https://e.com/1.png', '1,000']);
  });

  it('clamps moves past either end', () => {
    const specs = defaultColumns(table);
    expect(moveColumn(specs, 0, 99).map((s) => s.source)).toEqual([1, 2, 0]);
    expect(moveColumn(specs, 2, -5).map((s) => s.source)).toEqual([2, 0, 1]);
    expect(moveColumn(specs, 7, 0)).toEqual(specs);
  });

  it('offers link and image kinds only where the column has them', () => {
    expect(availableKinds(table, 0)).toEqual(['text', 'link']);
    expect(availableKinds(table, 1)).toEqual(['text', 'image']);
    expect(availableKinds(table, 2)).toEqual(['text']);
  });

  it('shapes only the rows a growing table added since the last call, and everything again when the columns change', () => {
    const shape = createRowShaper();
    const specs = defaultColumns(table);
    const first = shape(table, specs);
    expect(first).toEqual(shapeRows(table, specs));
    const grown: CollectedTable = { ...table, rows: table.rows.concat([{ text: ['감', '', '3,000'] }]) };
    const second = shape(grown, specs);
    expect(second).toEqual(shapeRows(grown, specs));
    expect(second.rows[0]).toBe(first.rows[0]);
    const renamed = updateColumn(specs, 0, { name: '품목' });
    const third = shape(grown, renamed);
    expect(third).toEqual(shapeRows(grown, renamed));
    expect(third.rows[0]).not.toBe(first.rows[0]);
    // Other rows (a new crawl) are shaped from scratch.
    const other: CollectedTable = { ...table, rows: [{ text: ['귤', '', '500'] }] };
    expect(shape(other, renamed)).toEqual(shapeRows(other, renamed));
  });

  it('scans for link and image kinds only in appended rows and answers as availableKinds does (random growth)', () => {
    const cell = fc.constantFrom('', 'https://e.com/x');
    const urls = fc.option(fc.tuple(cell, cell, cell), { nil: undefined });
    const row: fc.Arbitrary<CollectedRow> = fc.tuple(urls, urls).map(([link, image]) => ({ text: ['a', 'b', 'c'], ...(link ? { link } : {}), ...(image ? { image } : {}) }));
    fc.assert(
      fc.property(fc.array(fc.array(row, { maxLength: 6 }), { maxLength: 6 }), (pages) => {
        const scan = createKindScanner();
        let rows: CollectedRow[] = [];
        for (const page of pages) {
          rows = rows.concat(page);
          const grown: CollectedTable = { columns: ['x', 'y', 'z'], rows };
          expect(scan(grown)).toEqual([0, 1, 2].map((source) => availableKinds(grown, source)));
        }
      }),
    );
  });

  it('keeps its answer while no column gains a kind, and starts over for other rows', () => {
    const scan = createKindScanner();
    const first = scan(table);
    expect(scan({ ...table, rows: table.rows.concat([{ text: ['감', '', '3,000'] }]) })).toBe(first);
    // Rows that do not extend the last ones (a new crawl) are scanned from scratch: no link left from before.
    expect(scan({ ...table, rows: [{ text: ['귤', '', '500'] }] })).toEqual([['text'], ['text'], ['text']]);
  });
});
