import fc from 'fast-check';
import { layoutGrid, parseColSpan, parseRowSpan, tableCellGrid, type RowGroupSource } from './table-grid';

function table(html: string): Element {
  document.body.innerHTML = html;
  return document.querySelector('table') as Element;
}

const texts = (el: Element): string[][] => tableCellGrid(el).slots.map((row) => row.map((c) => c?.el.textContent ?? ''));

describe('span parsing', () => {
  it('reads colspan like browsers', () => {
    expect(parseColSpan(null)).toBe(1);
    expect(parseColSpan('0')).toBe(1);
    expect(parseColSpan(' 3abc')).toBe(3);
    expect(parseColSpan('-2')).toBe(1);
    expect(parseColSpan('5000')).toBe(1000);
  });
  it('reads rowspan like browsers', () => {
    expect(parseRowSpan('0')).toBe(0);
    expect(parseRowSpan('x')).toBe(1);
    expect(parseRowSpan('70000')).toBe(65534);
  });
});

describe('tableCellGrid', () => {
  it('expands rowspan and colspan', () => {
    expect(texts(table('<table><tr><td rowspan=2>a</td><td colspan=2>b</td></tr><tr><td>c</td><td>d</td></tr></table>'))).toEqual([
      ['a', 'b', 'b'],
      ['a', 'c', 'd'],
    ]);
  });

  it('makes the grid as wide as the drawn table when a colspan runs past it', () => {
    expect(texts(table('<table><tr><td colspan=5>a</td></tr><tr><td>1</td><td>2</td><td>3</td></tr></table>'))).toEqual([
      ['a', 'a', 'a'],
      ['1', '2', '3'],
    ]);
  });

  it('drops grid columns in which no cell starts', () => {
    expect(texts(table('<table><tr><td colspan=2>a</td><td>b</td></tr><tr><td colspan=2>c</td><td>d</td></tr></table>'))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('extends rowspan=0 to the end of its row group only', () => {
    const el = table('<table><tbody><tr><td rowspan=0>x</td><td>1</td></tr><tr><td>2</td></tr></tbody><tbody><tr><td>3</td><td>4</td></tr></tbody></table>');
    expect(texts(el)).toEqual([
      ['x', '1'],
      ['x', '2'],
      ['3', '4'],
    ]);
  });

  it('clips a rowspan past the end of its row group', () => {
    const el = table('<table><tbody><tr><td rowspan=5>x</td><td>1</td></tr><tr><td>2</td></tr></tbody><tbody><tr><td>3</td><td>4</td></tr></tbody></table>');
    expect(texts(el)).toEqual([
      ['x', '1'],
      ['x', '2'],
      ['3', '4'],
    ]);
  });

  it('lets the later cell win where spans overlap, as browsers draw it', () => {
    const el = table('<table><tr><td>1</td><td rowspan=2>2</td><td>3</td></tr><tr><td colspan=3>4</td></tr><tr><td>5</td><td>6</td><td>7</td></tr></table>');
    expect(texts(el)).toEqual([
      ['1', '2', '3'],
      ['4', '4', '4'],
      ['5', '6', '7'],
    ]);
  });

  it('pads ragged rows and drops rows with no cells', () => {
    const el = table('<table><tr><td rowspan=2>x</td><td>1</td><td>2</td></tr><tr></tr><tr><td>a</td></tr></table>');
    const grid = tableCellGrid(el);
    expect(grid.slots.map((r) => r.map((c) => c?.el.textContent ?? null))).toEqual([
      ['x', '1', '2'],
      ['a', null, null],
    ]);
  });

  it('draws the first thead on top and the first tfoot at the bottom', () => {
    const el = table('<table><tbody><tr><td>body</td></tr></tbody><tfoot><tr><td>foot</td></tr></tfoot><thead><tr><td>head</td></tr></thead><tbody><tr><td>body2</td></tr></tbody></table>');
    const grid = tableCellGrid(el);
    expect(texts(el)).toEqual([['head'], ['body'], ['body2'], ['foot']]);
    expect(grid.sections).toEqual(['head', 'body', 'body', 'foot']);
  });

  it('leaves out hidden rows and cells', () => {
    const el = table('<table><tr><td>a</td><td class="h">b</td><td>c</td></tr><tr class="h"><td>x</td></tr><tr><td>d</td><td class="h">e</td><td>f</td></tr></table>');
    const grid = tableCellGrid(el, (e) => e.classList.contains('h'));
    expect(grid.slots.map((r) => r.map((c) => c?.el.textContent))).toEqual([
      ['a', 'c'],
      ['d', 'f'],
    ]);
  });

  it('keeps a long table with a very wide span exact (rows then get their own slot arrays)', () => {
    const rows = Array.from({ length: 5000 }, (_, r) => `<tr><td>${r}</td><td>x</td></tr>`).join('');
    const el = table(`<table><tr><td colspan="1000">wide</td><td>end</td></tr>${rows}</table>`);
    expect(tableCellGrid(el).width).toBe(3);
    expect(texts(el).slice(0, 2)).toEqual([
      ['wide', 'wide', 'end'],
      ['0', 'x', ''],
    ]);
  });

  it('does not read rows of nested tables', () => {
    const el = table('<table><tr><td><table><tr><td>in1</td></tr><tr><td>in2</td></tr></table></td><td>b</td></tr></table>');
    expect(tableCellGrid(el).slots).toHaveLength(1);
  });
});

describe('layoutGrid properties', () => {
  const cellArb = fc.record({ rowSpan: fc.integer({ min: 0, max: 4 }), colSpan: fc.integer({ min: 1, max: 4 }) });
  const groupsArb = fc.array(fc.array(fc.array(cellArb, { minLength: 0, maxLength: 5 }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 });

  it('always gives a rectangular grid whose covered slots equal their spanning cell', () => {
    fc.assert(
      fc.property(groupsArb, (spec) => {
        let id = 0;
        const sources: RowGroupSource[] = spec.map((rows) => ({
          section: 'body',
          rows: rows.map((cells) => ({
            el: null,
            cells: cells.map((c) => {
              const el = document.createElement('td');
              el.textContent = `c${id++}`;
              return { el, rowSpan: c.rowSpan, colSpan: c.colSpan, header: false };
            }),
          })),
        }));
        const grid = layoutGrid(sources);
        // The growth and sparse storage paths lay out the same grid.
        const plain = (g: ReturnType<typeof layoutGrid>): unknown => ({ slots: g.slots.map((row) => row.map((c) => c?.el ?? null)), columns: g.columns, rows: g.rows });
        expect(plain(layoutGrid(sources, { stride: 1 }))).toEqual(plain(grid));
        expect(plain(layoutGrid(sources, { stride: 1, maxFlatSlots: 0 }))).toEqual(plain(grid));
        const width = grid.width;
        for (const row of grid.slots) expect(row).toHaveLength(width);
        // Each slot names a cell that starts at or above-left of it.
        const origin = new Map<unknown, [number, number]>();
        grid.slots.forEach((row, r) => row.forEach((cell, c) => cell && !origin.has(cell) && origin.set(cell, [r, c])));
        grid.slots.forEach((row, r) =>
          row.forEach((cell, c) => {
            if (!cell) return;
            const [or, oc] = origin.get(cell) as [number, number];
            expect(or).toBeLessThanOrEqual(r);
            expect(oc).toBeLessThanOrEqual(c);
          }),
        );
        // Each cell's visible slots in a row are contiguous.
        for (const row of grid.slots) {
          const seen = new Set<unknown>();
          let prev: unknown = undefined;
          for (const cell of row) {
            if (cell && cell !== prev && seen.has(cell)) return false;
            if (cell) seen.add(cell);
            prev = cell;
          }
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });

  it('repeats the spanning cell over exactly the rectangle it spans (random partitions, spans past the edges)', () => {
    const specArb = fc.record({ w: fc.integer({ min: 1, max: 6 }), h: fc.integer({ min: 1, max: 6 }), choices: fc.array(fc.nat(), { minLength: 80, maxLength: 80 }) });
    fc.assert(
      fc.property(specArb, ({ w, h, choices }) => {
        let k = 0;
        const pick = (n: number): number => ((choices[k++ % choices.length] as number) % n) + 0;
        const owner: number[][] = Array.from({ length: h }, () => new Array<number>(w).fill(-1));
        const rects: { r: number; c: number; rs: number; cs: number; attrRs: number; attrCs: number }[] = [];
        for (let r = 0; r < h; r++) {
          for (let c = 0; c < w; c++) {
            if ((owner[r] as number[])[c] !== -1) continue;
            let maxW = 0;
            while (c + maxW < w && (owner[r] as number[])[c + maxW] === -1) maxW++;
            const cs = 1 + pick(maxW);
            let maxH = 0;
            while (r + maxH < h && (owner[r + maxH] as number[]).slice(c, c + cs).every((o) => o === -1)) maxH++;
            const rs = 1 + pick(maxH);
            const id = rects.length;
            for (let y = r; y < r + rs; y++) for (let x = c; x < c + cs; x++) (owner[y] as number[])[x] = id;
            // A span that reaches the bottom may be written as 0 or as too large; one reaching the right edge may run past it.
            const attrRs = r + rs === h ? [rs, 0, rs + 3][pick(3)] as number : rs;
            const attrCs = c + cs === w ? cs + pick(3) : cs;
            rects.push({ r, c, rs, cs, attrRs, attrCs });
          }
        }
        const html = `<table><tbody>${Array.from({ length: h }, (_, r) => `<tr>${rects.filter((x) => x.r === r).map((x) => `<td rowspan="${x.attrRs}" colspan="${x.attrCs}">${rects.indexOf(x)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
        const grid = tableCellGrid(table(html));
        const keepCols = Array.from({ length: w }, (_, c) => c).filter((c) => rects.some((x) => x.c === c));
        const keepRows = Array.from({ length: h }, (_, r) => r).filter((r) => rects.some((x) => x.r === r));
        const expected = keepRows.map((r) => keepCols.map((c) => String((owner[r] as number[])[c])));
        expect(grid.slots.map((row) => row.map((cell) => cell?.el.textContent ?? null))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
