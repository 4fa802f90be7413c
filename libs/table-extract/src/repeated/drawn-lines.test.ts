import { extractTable } from '../extract/extract-table';

const read = (html: string): string[][] => {
  document.body.innerHTML = html;
  return extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false }).grid;
};

describe('list fields read as drawn: separator boxes, ranges, slots by class, thin gaps, constant badges (decision 131)', () => {
  it('continues a phrase after a separator box read in it: a classless element after `·` drawn by a span', () => {
    const item = (i: number, place: string, time: string): string =>
      `<li class="a"><a class="t" href="#">Item ${i}</a><div class="meta">${place} <span class="dot" aria-hidden="true">·</span> <time>${time}</time></div>` +
      `<div class="stat">관심 ${i} <span class="dot">·</span> 채팅 ${i + 1}</div></li>`;
    expect(read(`<ul id="list">${item(1, '망원동', '3분 전')}${item(2, '합정동', '끌올 18분 전')}${item(3, '성산동', '1시간 전')}</ul>`)).toEqual([
      ['Item 1', '망원동 · 3분 전', '관심 1 · 채팅 2'],
      ['Item 2', '합정동 · 끌올 18분 전', '관심 2 · 채팅 3'],
      ['Item 3', '성산동 · 1시간 전', '관심 3 · 채팅 4'],
    ]);
    // Without a separator box between, a bare element beside its parent's lone word after a space stays as before.
    const bare = (i: number): string => `<li class="b"><a class="t" href="#">Item ${i}</a><div class="meta"><span class="n">${i}</span> <time>어제</time></div></li>`;
    expect(read(`<ul id="list">${[1, 2, 3].map(bare).join('')}</ul>`)[0]).toEqual(['Item 1', '1', '어제']);
  });

  it('reads a range drawn as boxes joined by a dash box as one value, a superscript touching its end included', () => {
    const flight = (i: number, from: string, to: string, offset: string): string =>
      `<div class="r"><div class="times"><span>${from}</span><span class="sep"> – </span><span>${to}</span>${offset ? `<sup class="add">${offset}</sup>` : ''}</div><div class="air">Air ${i}</div></div>`;
    expect(read(`<div id="list">${flight(1, '7:05 am', '3:21 pm', '')}${flight(2, '10:40 pm', '6:59 am', '+1')}${flight(3, '6:00 am', '4:45 pm', '')}</div>`)).toEqual([
      ['7:05 am – 3:21 pm', 'Air 1'],
      ['10:40 pm – 6:59 am+1', 'Air 2'],
      ['6:00 am – 4:45 pm', 'Air 3'],
    ]);
    // A score drawn as three items of a flex row is three boxes (decision 117), and boxes side by side without a range
    // mark stay fields of their own (decision 104).
    const score = (i: number): string => `<div class="r"><div class="score" style="display:flex"><span class="a">${i}</span><span class="s">-</span><span class="b">1</span></div><div class="air">Air ${i}</div></div>`;
    expect(read(`<div id="list">${[1, 2, 3].map(score).join('')}</div>`)[0]).toEqual(['1', '-', '1', 'Air 1']);
    const pair = (i: number): string => `<div class="r"><div class="times"><span>${i}:00</span><span class="x">gate ${i}</span><span>open</span></div><div class="air">Air ${i}</div></div>`;
    expect(read(`<div id="list">${[1, 2, 3].map(pair).join('')}</div>`)[0]).toEqual(['1:00', 'gate 1', 'open', 'Air 1']);
  });

  it('places a box whose words stand nowhere else by the class the items drawing them all give each position', () => {
    const card = (title: string, status: string, price: string): string =>
      `<li class="c"><a class="t" href="#">${title}</a><div class="_p1l">${status ? `<span class="_b1o _b1p">${status}</span>` : ''}<span class="_b1m">${price}</span></div></li>`;
    const grid = read(
      `<ul id="list">${card('iPad', '', '550,000원')}${card('서랍장', '예약중', '40,000원')}${card('보행기', '', '나눔')}${card('청소기', '', '180,000원')}${card('스위치', '거래완료', '320,000원')}</ul>`,
    );
    expect(grid).toEqual([
      ['iPad', '', '550,000원'],
      ['서랍장', '예약중', '40,000원'],
      ['보행기', '', '나눔'],
      ['청소기', '', '180,000원'],
      ['스위치', '거래완료', '320,000원'],
    ]);
  });

  it('keeps touching boxes apart where a margin of a thin space (a fifth of an em) draws them apart', () => {
    const home = (i: number): string =>
      `<div class="h"><div class="price">$${i}49,000</div><div class="stats"><span class="sqft"><span class="v">${i},850</span><span class="u">sq ft</span></span></div></div>`;
    const css = '<style>.v,.u{font-size:14px}.u{margin-left:3px}</style>';
    expect(read(`${css}<div id="list">${[1, 2, 3].map(home).join('')}</div>`)[0]).toEqual(['$149,000', '1,850', 'sq ft']);
    // A margin under a thin space (1px) leaves them one word, as Amazon's price pieces with none.
    expect(read(`<style>.v,.u{font-size:14px}.u{margin-left:1px}</style><div id="list">${[1, 2, 3].map(home).join('')}</div>`)[0]).toEqual(['$149,000', '1,850sq ft']);
  });

  it('leaves out a badge picture every item draws alike, and keeps one some items draw', () => {
    const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const card = (i: number, badge: string): string =>
      `<div class="h"><div class="addr">${i} Main St</div><div class="by"><div class="who">Listing by Agent ${i}</div><img class="logo" alt="${badge}" src="${gif}"></div></div>`;
    const css = '<style>.by{display:flex;justify-content:space-between}.logo{display:block;height:14px}</style>';
    expect(read(`${css}<div id="list">${[1, 2, 3].map((i) => card(i, 'NWMLS')).join('')}</div>`)).toEqual([
      ['1 Main St', 'Listing by Agent 1'],
      ['2 Main St', 'Listing by Agent 2'],
      ['3 Main St', 'Listing by Agent 3'],
    ]);
    expect(read(`${css}<div id="list">${card(1, 'NWMLS')}${card(2, 'CRMLS')}${card(3, 'NWMLS')}</div>`)[1]).toEqual(['2 Main St', 'Listing by Agent 2', 'CRMLS']);
  });
});
