/** @jest-environment jsdom */
import { collectTable, toCollectedTable } from './collect';

describe('collectTable', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads body rows under the header with absolute link and image URLs per cell', () => {
    document.body.innerHTML = `<table>
      <thead><tr><th>상품</th><th>사진</th><th>가격</th></tr></thead>
      <tbody>
        <tr><td><a href="/p/1">사과</a></td><td><img src="img/a.png" alt="사과 사진"></td><td>1,000</td></tr>
        <tr><td><a href="https://shop.example/p/2?x=1&amp;y=2">배</a></td><td></td><td>2,000</td></tr>
        <tr><td>귤</td><td></td><td>500</td></tr>
      </tbody></table>`;
    const { table, kind } = collectTable(document.querySelector('table') as Element);
    const base = document.baseURI;
    expect(kind).toBe('table');
    expect(table.columns).toEqual(['상품', '사진', '가격']);
    expect(table.rows).toEqual([
      { text: ['사과', '사과 사진', '1,000'], link: [new URL('/p/1', base).href, '', ''], image: ['', new URL('img/a.png', base).href, ''] },
      { text: ['배', '', '2,000'], link: ['https://shop.example/p/2?x=1&y=2', '', ''] },
      { text: ['귤', '', '500'] },
    ]);
  });

  it('keeps a plain table without link or image fields and names headerless columns as asked', () => {
    document.body.innerHTML = '<table><tr><td>a</td><td>1</td></tr><tr><td>b</td><td>2</td></tr><tr><td>c</td><td>3</td></tr></table>';
    const { table } = collectTable(document.querySelector('table') as Element, { columnName: (i) => `열 ${i + 1}` });
    expect(table.columns).toEqual(['열 1', '열 2']);
    expect(table.rows).toEqual([{ text: ['a', '1'] }, { text: ['b', '2'] }, { text: ['c', '3'] }]);
  });
});

describe('toCollectedTable', () => {
  it('folds link/image columns into their base column and keeps orphan ones as columns', () => {
    const table = toCollectedTable({
      columns: ['name', 'name (link)', 'thumb (image)', 'thumb (image alt)', 'price', 'price (image)', 'price (image alt)'],
      headerRows: 1,
      grid: [
        ['name', 'name (link)', 'thumb (image)', 'thumb (image alt)', 'price', 'price (image)', 'price (image alt)'],
        ['A', 'https://e.com/a\nhttps://e.com/a2', 'https://e.com/a.png', 'A photo', '3', 'https://e.com/won.png', 'won'],
      ],
    });
    expect(table.columns).toEqual(['name', 'thumb (image)', 'thumb (image alt)', 'price']);
    expect(table.rows).toEqual([
      { text: ['A', 'https://e.com/a.png', 'A photo', '3'], link: ['https://e.com/a', '', '', ''], image: ['', '', '', 'https://e.com/won.png'] },
    ]);
  });
});
