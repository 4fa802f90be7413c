import { extractTable } from '../extract/extract-table';

const read = (html: string): string[][] => {
  document.body.innerHTML = html;
  return extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false }).grid;
};

describe('list fields: stacked spoken labels, fixed boxes, class variants, linked phrases (decision 134)', () => {
  it('keeps a screen-reader label and the lines of a flex column apart, and boxes every item draws twice in place', () => {
    const arr = (label: string, t: string, pos?: string): string =>
      `<div class="arr"><span class="sr-only">${label}</span><span class="t">${t}</span>${pos ? `<span class="pos">${pos}</span>` : ''}</div>`;
    const bus = (no: string, a: string[], b: string[]): string =>
      `<li><span class="no">${no}</span>${arr('1st', a[0] as string, a[1])}${arr('2nd', b[0] as string, b[1])}</li>`;
    const grid = read(
      `<style>.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}#list>li{display:flex;gap:12px}.arr{display:flex;flex-direction:column}</style><ul id="list">${bus('109', ['3 min', '[2 stops]'], ['11 min', '[7 stops]'])}${bus('1711', ['now', '[next]'], ['18 min', '[9 stops]'])}${bus('9714', ['waiting'], ['no data'])}${bus('402', ['6 min', '[3 stops]'], ['20 min', '[8 stops]'])}</ul>`,
    );
    expect(grid[0]).toEqual(['109', '1st', '3 min', '[2 stops]', '2nd', '11 min', '[7 stops]']);
    expect(grid[2]).toEqual(['9714', '1st', 'waiting', '', '2nd', 'no data', '']);
  });

  it('reads a rating link classed in one card only in the column of the bare ones', () => {
    const card = (title: string, cls: string, rating: string, count: string): string =>
      `<li><div class="card"><a class="t" href="#"><div>${title}</div></a><div class="row"><a ${cls} href="#"><i class="icon"><span class="alt">${rating}</span></i> <span class="n">${count}</span></a></div><div class="row"><span class="price">$${count}.99</span></div></div></li>`;
    const grid = read(
      `<ol id="list">${card('A', 'class="normal"', '4.4 out of 5 stars', '112')}${card('B', '', '4.3 out of 5 stars', '9')}${card('C', '', '4.5 out of 5 stars', '24')}${card('D', '', '4.2 out of 5 stars', '3')}</ol>`,
    );
    expect(grid.map((r) => r.length)).toEqual([4, 4, 4, 4]);
    expect(grid[0]).toEqual(['A', '4.4 out of 5 stars', '112', '$112.99']);
  });

  it('reads classless links a space apart in an inline block as one phrase', () => {
    const job = (a: string, b: string, c: string): string =>
      `<div class="job"><h2 class="t"><a href="#">Job ${c}</a></h2><div class="cond"><span><a href="#">${a}</a> <a href="#">${b}</a></span><span>${c}</span></div></div>`;
    const grid = read(
      `<style>.cond span{display:inline-block}</style><div id="list">${job('서울', '강남구', '경력')}${job('경기', '성남시 분당구', '신입')}${job('서울', '마포구', '인턴')}</div>`,
    );
    expect(grid[1]).toEqual(['Job 신입', '경기 성남시 분당구', '신입']);
  });

  it('reads an item whose box a modifier names by what it lacks (`no-img`) with the others, its part left empty', () => {
    const item = (title: string, img: boolean, cate: string): string =>
      `<li><div class="item-box01${img ? '' : ' no-img'}">${img ? '<figure class="img-con"><span class="blind">동영상</span></figure>' : ''}<div class="news-con"><a href="#"><strong class="tit">${title}</strong></a></div><div class="info"><span class="cate">${cate}</span></div></div></li>`;
    const grid = read(`<ul id="list">${item('속보 하나', false, '경제')}${item('기사 둘', true, '사회')}${item('기사 셋', true, '정치')}${item('기사 넷', true, '세계')}</ul>`);
    expect(grid).toEqual([
      ['', '속보 하나', '경제'],
      ['동영상', '기사 둘', '사회'],
      ['동영상', '기사 셋', '정치'],
      ['동영상', '기사 넷', '세계'],
    ]);
  });

  it("reads a price drawn in a button (a price breakdown's toggle) as a field, while action buttons stay controls", () => {
    const card = (name: string, price: string): string =>
      `<div class="card"><div class="t">${name}</div><div class="p"><button type="button"><span>${price}</span></button></div><button type="button">Add to cart</button><button type="button">찜하기 29</button></div>`;
    const grid = read(`<div id="list">${card('Cabin', '$1,045')}${card('Chalet', '$982')}${card('Condo', '₩702,000')}</div>`);
    expect(grid).toEqual([
      ['Cabin', '$1,045'],
      ['Chalet', '$982'],
      ['Condo', '₩702,000'],
    ]);
  });

  it('reads a badge drawn as a button that only shows its tooltip (Verified) as a field', () => {
    const review = (name: string, verified: boolean, i: number): string =>
      `<article><span class="n">${name}</span>${verified ? `<div class="labels"><button type="button" aria-describedby="tip-${i}"><span>Verified</span></button><div role="tooltip" id="tip-${i}" hidden>Collected after a purchase.</div></div>` : ''}<p class="t">Review ${i}</p></article>`;
    const grid = read(`<div id="list">${review('Jordan', true, 0)}${review('Priya', false, 1)}${review('Tom', true, 2)}</div>`);
    expect(grid).toEqual([
      ['Jordan', 'Verified', 'Review 0'],
      ['Priya', '', 'Review 1'],
      ['Tom', 'Verified', 'Review 2'],
    ]);
  });

  it('reads a unit sign a stylesheet draws after a figure as part of it, but not a separator', () => {
    const card = (name: string, rate: string, price: string): string =>
      `<div class="card"><span class="name">${name}</span><span class="rate">${rate}</span><span class="price">${price}</span></div>`;
    const grid = read(
      `<style>.rate::after{content:"%"}.name::after{content:"|"}</style><div id="list">${card('왕교자', '22', '10,900원')}${card('닭갈비', '10', '15,210원')}${card('전골', '30', '13,930원')}</div>`,
    );
    expect(grid[0]).toEqual(['왕교자', '22%', '10,900원']);
  });
});
