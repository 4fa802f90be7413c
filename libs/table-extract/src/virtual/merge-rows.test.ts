import fc from 'fast-check';
import type { ExtractedTable } from '../model';
import { RowMerger } from './merge-rows';
import { extractTable } from '../extract/extract-table';

const HEAD = ['id', 'name'];
const windowOf = (rows: string[][], keys?: string[]): ExtractedTable => ({ grid: [HEAD, ...rows], headerRows: 1, columns: HEAD, footerRows: 0, ...(keys ? { rowKeys: keys } : {}) });
const data = (n: number): string[][] => Array.from({ length: n }, (_, i) => [String(i + 1), `item ${i % 3}`]);

/** Windows of `size` rows starting every `stride` rows (stride ≤ size: they overlap), as a scrolled virtual grid shows them. */
function windows(rows: string[][], size: number, stride: number): [number, number][] {
  const out: [number, number][] = [];
  for (let start = 0; ; start += stride) {
    const end = Math.min(rows.length, start + size);
    out.push([start, end]);
    if (end === rows.length) return out;
  }
}

describe('RowMerger', () => {
  it('merges keyed windows by key, in order, a later sighting replacing an earlier one', () => {
    const merger = new RowMerger(windowOf([['1', 'a'], ['2', 'b']], ['k1', 'k2']));
    merger.add(windowOf([['2', 'B'], ['3', 'c']], ['k2', 'k3']));
    // A key first seen between known keys goes after the last known key before it.
    merger.add(windowOf([['1', 'a'], ['1.5', 'x'], ['2', 'B']], ['k1', 'k1.5', 'k2']));
    expect(merger.table().grid).toEqual([HEAD, ['1', 'a'], ['1.5', 'x'], ['2', 'B'], ['3', 'c']]);
    expect(merger.table().rowKeys).toEqual(['k1', 'k1.5', 'k2', 'k3']);
  });

  it('appends a keyed window that shares no row with what was read (a step drawn only in part), and puts rows new before a known one just before it', () => {
    const merger = new RowMerger(windowOf([['1', 'a'], ['2', 'b']], ['k1', 'k2']));
    merger.add(windowOf([['5', 'e'], ['6', 'f']], ['k5', 'k6']));
    merger.add(windowOf([['3', 'c'], ['4', 'd'], ['5', 'e']], ['k3', 'k4', 'k5']));
    expect(merger.table().rowKeys).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6']);
  });

  it('rebuilds any table from overlapping windows, with keys or by overlap without them (rows repeating allowed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 11 }), fc.boolean(), (n, size, strideWant, keyed) => {
        const rows = data(n).map(([id, name]) => [keyed ? (id as string) : String(Number(id) % 4), name as string]);
        const stride = Math.min(strideWant, size - 1);
        const keys = rows.map((_, i) => `aria-rowindex=${i + 2}`);
        const [first, ...rest] = windows(rows, size, stride);
        const pick = ([a, b]: [number, number]): ExtractedTable => windowOf(rows.slice(a, b), keyed ? keys.slice(a, b) : undefined);
        const merger = new RowMerger(pick(first as [number, number]));
        for (const w of rest) merger.add(pick(w));
        // Without keys, a window that repeats rows collected just before it can be ambiguous; unique rows never are.
        const unique = new Set(rows.map((r) => r.join('|'))).size === rows.length;
        if (keyed || unique) expect(merger.table().grid).toEqual([HEAD, ...rows]);
        expect(merger.size).toBeLessThanOrEqual(rows.length);
      }),
    );
  });
});

describe('rows in their places (decision 158)', () => {
  it('reads keyed rows a recycling grid holds out of order in the DOM in their places, and leaves ids as they are', () => {
    const row = (place: number, name: string): string => `<tr aria-rowindex="${place}"><td>${name}</td></tr>`;
    document.body.innerHTML = `<table id="t" aria-rowcount="9"><thead><tr aria-rowindex="1"><th>name</th></tr></thead><tbody>${row(6, 'f')}${row(7, 'g')}${row(4, 'd')}${row(5, 'e')}</tbody></table>`;
    const t = extractTable(document.getElementById('t') as Element);
    expect(t.grid).toEqual([['name'], ['d'], ['e'], ['f'], ['g']]);
    expect(t.rowKeys).toEqual(['aria-rowindex=4', 'aria-rowindex=5', 'aria-rowindex=6', 'aria-rowindex=7']);
    document.body.innerHTML = `<table id="t"><thead><tr><th>name</th></tr></thead><tbody><tr row-id="b"><td>b</td></tr><tr row-id="a"><td>a</td></tr></tbody></table>`;
    expect(extractTable(document.getElementById('t') as Element).grid).toEqual([['name'], ['b'], ['a']]);
  });
});
