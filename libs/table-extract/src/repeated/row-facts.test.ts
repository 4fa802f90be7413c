import { extractTable } from '../extract/extract-table';

const read = (html: string): string[][] => {
  document.body.innerHTML = html;
  return extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false }).grid;
};

describe('list fields: facts in place, badges and tokens in a row, phrases in one box (decision 124)', () => {
  it('reads facts of one class as slots when an item drawing fewer already has them where the others do', () => {
    const film = (i: number, meta: string[]): string =>
      `<li class="film"><h3 class="t">Film ${i}</h3><div class="meta">${meta.map((m) => `<span class="meta-item">${m}</span>`).join('')}</div></li>`;
    const grid = read(
      `<style>.meta{display:flex;gap:8px}</style><ul id="list">${film(1, ['1994', '2h 22m', 'R'])}${film(2, ['1972', '2h 55m', 'R'])}${film(3, ['2008', '2h 32m', 'PG-13'])}${film(4, ['1954', '3h 27m'])}</ul>`,
    );
    expect(grid).toEqual([
      ['Film 1', '1994', '2h 22m', 'R'],
      ['Film 2', '1972', '2h 55m', 'R'],
      ['Film 3', '2008', '2h 32m', 'PG-13'],
      ['Film 4', '1954', '3h 27m', ''],
    ]);
  });

  it('keeps tags a run of chips when the item drawing fewer shows only the tag every item shows first', () => {
    const card = (i: number, tags: string[]): string => `<div class="card"><h2 class="t">Item ${i}</h2><div class="tags">${tags.map((t) => `<span class="tag">${t}</span>`).join('')}</div></div>`;
    const grid = read(`<div id="list">${card(1, ['무료배송', '단독'])}${card(2, ['무료배송'])}${card(3, ['무료배송', '부티크'])}${card(4, ['무료배송', '단독'])}</div>`);
    expect(grid.map((r) => r[1])).toEqual(['무료배송 단독', '무료배송', '무료배송 부티크', '무료배송 단독']);
  });

  it('reads a small badge image drawn as an item of a row of words as a field, and an avatar named as the name beside it as none', () => {
    // Flex items are blockified as Chromium draws them (jsdom does not).
    const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const order = (i: number, badge: string): string =>
      `<div class="order"><a class="name" href="#">Item ${i}</a><div class="price"><span>${i},990 원</span><span>1 개</span>${badge ? `<img class="badge" alt="${badge}" src="${gif}">` : ''}</div>` +
      `<div class="by"><img class="avatar" alt="Seller ${i}" src="${gif}"><span>Seller ${i}</span></div></div>`;
    const grid = read(`<style>.price,.by{display:flex;gap:8px}.badge{display:block;width:50px;height:14px}.avatar{display:block;width:20px;height:20px}</style><div id="list">${order(1, '로켓프레시')}${order(2, '로켓배송')}${order(3, '')}</div>`);
    expect(grid).toEqual([
      ['Item 1', '1,990 원', '1 개', '로켓프레시', 'Seller 1'],
      ['Item 2', '2,990 원', '1 개', '로켓배송', 'Seller 2'],
      ['Item 3', '3,990 원', '1 개', '', 'Seller 3'],
    ]);
  });

  it('reads a labelled token before a name as a field when its label tells the items apart, and a constant icon as none', () => {
    const field = (type: string, name: string): string => `<li class="f"><span class="token" role="img" aria-label="${type}"></span><span class="name">${name}</span></li>`;
    const page = (i: number): string => `<li class="f"><span class="token" role="img" aria-label="Page"></span><span class="name">Page ${i}</span></li>`;
    const css = '<style>.f{display:flex;gap:6px}.token{display:block;width:16px;height:16px}</style>';
    expect(read(`${css}<ul id="list">${field('Date', '@timestamp')}${field('Keyword', 'host.name')}${field('Number', 'status')}</ul>`)).toEqual([
      ['Date', '@timestamp'],
      ['Keyword', 'host.name'],
      ['Number', 'status'],
    ]);
    expect(read(`${css}<ul id="list">${[1, 2, 3].map(page).join('')}</ul>`)).toEqual([['Page 1'], ['Page 2'], ['Page 3']]);
  });

  it('reads bare spans a space apart inside one inline box as one phrase, and an item’s own bare spans as fields', () => {
    const sold = (i: number): string => `<li class="s"><span class="cap"><span class="signal"><span>Sold</span> <span>Nov ${i}, 2026</span></span></span><h3 class="t">Phone ${i}</h3></li>`;
    expect(read(`<ul id="list">${[1, 2, 3].map(sold).join('')}</ul>`)[0]).toEqual(['Sold Nov 1, 2026', 'Phone 1']);
    const bus = (i: number): string => `<li class="bus"><span>47${i}</span> <span>신촌 방면</span></li>`;
    expect(read(`<ul id="list">${[1, 2, 3].map(bus).join('')}</ul>`)[0]).toEqual(['471', '신촌 방면']);
  });

  it('reads a box beginning with a slash drawn touching the one before as its continuation (`47°/37°`), other touching boxes apart', () => {
    const day = (i: number, hi: string): string =>
      `<div class="day"><h3 class="n">Day ${i}</h3><div class="temp"><span class="hi">${hi}</span><span class="lo"><span>/3${i}°</span></span></div><div class="rank"><span class="num">${i}</span><span class="chg">▲${i}</span></div></div>`;
    const grid = read(`<style>.day{display:grid;grid-template-columns:1fr 1fr 1fr}</style><div id="list">${day(1, '--')}${day(2, '47°')}${day(3, '46°')}</div>`);
    expect(grid[0]).toEqual(['Day 1', '--/31°', '1', '▲1']);
    expect(grid[1]).toEqual(['Day 2', '47°/32°', '2', '▲2']);
  });
});
