/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://board.test/list?page=3"}
 */
import { controlLabel, detectUrlPattern, findNextControl, findPager, planNextPage } from './next-page';

const TABLE = '<table id="t"><thead><tr><th>No</th><th>Title</th></tr></thead><tbody><tr><td>1</td><td>a</td></tr><tr><td>2</td><td>b</td></tr></tbody></table>';

function page(html: string): Element {
  document.body.innerHTML = `${TABLE}${html}`;
  return document.getElementById('t') as Element;
}

const navigateTo = (url: string): unknown => ({ kind: 'navigate', url });

describe('next control', () => {
  it.each([
    ['<a href="/list?page=4">다음</a>'],
    ['<a href="/list?page=4">다음 페이지</a>'],
    ['<a href="/list?page=4">Next</a>'],
    ['<a href="/list?page=4">›</a>'],
    ['<a href="/list?page=4">»</a>'],
    ['<a rel="next" href="/list?page=4"><svg></svg></a>'],
    ['<a aria-label="다음 페이지" href="/list?page=4"><i class="icon"></i></a>'],
    ['<a title="Next page" href="/list?page=4"><img src="arrow.png"></a>'],
    ['<a href="/list?page=4"><img src="arrow.png" alt="다음"></a>'],
    ['<a class="btn_next" href="/list?page=4"><span class="blind"></span></a>'],
  ])('finds %s as a link to navigate', (html) => {
    const plan = planNextPage(page(`<div class="paging"><a href="/list?page=2">이전</a>${html}</div>`), 'next');
    expect(plan).toEqual({
      mode: 'next',
      next: { kind: 'available' },
      action: navigateTo('https://board.test/list?page=4'),
    });
  });

  it('prefers the control after the table and never takes "last" or "previous"', () => {
    const table = page('<div><a href="/list?page=99">마지막</a><a href="/list?page=2">‹ 이전</a><a id="n" href="/list?page=4">다음 ›</a></div>');
    document.body.insertAdjacentHTML('afterbegin', '<a id="top" href="/list?page=4">Next</a>');
    expect(findNextControl(table)?.id).toBe('n');
  });

  it.each([
    ['<button disabled>다음</button>', 'disabled'],
    ['<a class="next disabled" aria-disabled="true">Next</a>', 'disabled'],
    ['<ul><li class="disabled"><a href="#">»</a></li></ul>', 'disabled'],
    ['<a href="/list?page=3">다음</a>', 'self'],
    ['<p>끝</p>', 'missing'],
  ])('reports %s as %s', (html, kind) => {
    expect(planNextPage(page(html), 'next').next).toEqual({ kind });
  });

  it('clicks script links, buttons and POST-form submits instead of navigating', () => {
    for (const html of [
      '<a href="javascript:go(4)">다음</a>',
      '<a href="#" onclick="go(4)">다음</a>',
      '<button type="button">Next</button>',
      '<form method="post"><input type="submit" value="다음"></form>',
    ]) {
      const plan = planNextPage(page(html), 'next');
      expect(plan.next).toEqual({ kind: 'available' });
      expect(plan.action?.kind).toBe('click');
    }
  });

  it('uses the control the user taught by its selector', () => {
    const plan = planNextPage(page('<a id="go" href="/list?page=9">→ go on</a><a href="/list?page=4">다음</a>'), 'auto', { nextSelector: '#go' });
    expect(plan).toEqual({
      mode: 'next',
      next: { kind: 'available' },
      action: navigateTo('https://board.test/list?page=9'),
    });
  });

  it('reads icon-only labels', () => {
    const el = page('<button aria-label="Next page"><svg></svg></button>').ownerDocument.querySelector('button') as Element;
    expect(controlLabel(el)).toBe('Next page');
  });
});

describe('numbered pager', () => {
  const pager = (current: number, from: number, to: number, next = true): string =>
    `<div class="paginate">${Array.from({ length: to - from + 1 }, (_, i) => from + i)
      .map((n) => (n === current ? `<strong>${n}</strong>` : `<a href="/list?page=${n}">${n}</a>`))
      .join('')}${next ? `<a class="next" href="/list?page=${to + 1}">다음</a>` : ''}</div>`;

  it('finds the page shown and walks to the following number', () => {
    const table = page(pager(3, 1, 10));
    expect(findPager(table)?.current).toBe(3);
    expect(planNextPage(table, 'numbered')).toEqual({
      mode: 'numbered',
      next: { kind: 'available' },
      action: navigateTo('https://board.test/list?page=4'),
    });
  });

  it('jumps to the next block of ten from the last number of a block', () => {
    expect(planNextPage(page(pager(10, 1, 10)), 'numbered')).toEqual({
      mode: 'numbered',
      next: { kind: 'available' },
      action: navigateTo('https://board.test/list?page=11'),
    });
  });

  it('ends at the last number when there is no next block', () => {
    expect(planNextPage(page(pager(7, 1, 7, false)), 'numbered').next).toEqual({
      kind: 'missing',
    });
  });

  it('finds the current page by aria-current or an "on" class too', () => {
    const table = page(
      '<ul class="pagination"><li><a href="/list?page=1">1</a></li><li class="active"><a href="/list?page=2" aria-current="page">2</a></li><li><a href="/list?page=3">3</a></li></ul>',
    );
    expect(findPager(table)?.current).toBe(2);
  });

  it('auto prefers a numbered pager (a next control alone would skip pages in a grouped pager)', () => {
    expect(planNextPage(page(pager(3, 1, 10)), 'auto').mode).toBe('numbered');
  });
});

describe('a grid library\'s own pager', () => {
  /** A grid root with marked rows and its pager in a footer inside the root, outside the rows (buttons, no href). */
  const grid = (pager: string): Element => {
    document.body.innerHTML = `<div id="g" role="grid"><div role="row"><span role="columnheader">No</span></div><div role="row"><span role="cell">1</span><button>Next</button></div><div class="footer">${pager}</div></div>`;
    return document.getElementById('g') as Element;
  };

  it('finds the numbered pager and the next button in the grid\'s footer, never a control inside a row', () => {
    const table = grid('<button class="page active">1</button><button id="p2" class="page">2</button><button id="n" aria-label="Next Page">Next</button>');
    expect(findPager(table)?.current).toBe(1);
    expect(planNextPage(table, 'auto')).toMatchObject({ mode: 'numbered', action: { kind: 'click', element: document.getElementById('p2') } });
    expect(findNextControl(table)?.id).toBe('n');
  });

  it('ends where the footer\'s next button is disabled by attribute, aria-disabled or class', () => {
    for (const next of ['<button disabled>Next</button>', '<div role="button" aria-label="Next Page" aria-disabled="true"></div>', '<button class="paging next disabled">›</button>']) {
      expect(planNextPage(grid(`<button class="page">1</button><button class="page active">2</button>${next}`), 'auto').next).toEqual({ kind: 'disabled' });
    }
  });

  it('reads a camelCase "current" class as the page shown, not a word that merely starts with "on"', () => {
    expect(findPager(grid('<button>1</button><button class="gridjs-currentPage">2</button><button>3</button>'))?.current).toBe(2);
    expect(findPager(grid('<button>1</button><button class="online">2</button><button>3</button>'))).toBeNull();
  });

  it('takes nothing inside a list without marked rows (its numbers and links are data)', () => {
    document.body.innerHTML = '<ul id="l"><li><a href="/a">1</a> <b>2</b></li><li><a href="/b">Next</a></li></ul>';
    const list = document.getElementById('l') as Element;
    expect(findPager(list)).toBeNull();
    expect(findNextControl(list)).toBeNull();
  });
});

describe('a pager drawn as the table\'s last row', () => {
  /** A board table whose last row holds its pager (제로보드/그누보드 skins, public-office boards), blocks of ten. */
  const board = (current: number, last: number, extra = ''): Element => {
    const start = Math.floor((current - 1) / 10) * 10 + 1;
    const end = Math.min(start + 9, last);
    const nums = Array.from({ length: end - start + 1 }, (_, k) => start + k)
      .map((n) => (n === current ? `<b>[${n}]</b>` : `<a href="/list?page=${n}">[${n}]</a>`))
      .join(' ');
    const prev = start > 1 ? `<a href="/list?page=${start - 1}">◀ 이전</a>` : '◀ 이전';
    const next = end < last ? `<a href="/list?page=${end + 1}">다음 ▶</a>` : '다음 ▶';
    document.body.innerHTML = `<table id="t"><tr><th>번호</th><th>제목</th></tr><tr><td>2</td><td><a href="/view?id=2">다음 주 일정 안내</a></td></tr><tr><td>1</td><td>가</td></tr>${extra}<tr><td colspan="2" align="center">${prev} ${nums} ${next}</td></tr></table>`;
    return document.getElementById('t') as Element;
  };

  it('walks its numbers, then its "다음" to the next block of ten; the URL pattern comes from it', () => {
    const table = board(3, 23);
    expect(findPager(table)?.current).toBe(3);
    expect(planNextPage(table, 'auto')).toEqual({ mode: 'numbered', next: { kind: 'available' }, action: navigateTo('https://board.test/list?page=4') });
    expect(planNextPage(board(10, 23), 'auto')).toEqual({ mode: 'numbered', next: { kind: 'available' }, action: navigateTo('https://board.test/list?page=11') });
    expect(planNextPage(board(20, 23), 'next').action).toEqual(navigateTo('https://board.test/list?page=21'));
    expect(detectUrlPattern(board(3, 23))).toBe('https://board.test/list?page={page}');
    expect(planNextPage(board(23, 23), 'auto').next).toEqual({ kind: 'missing' });
  });

  it('walks a last block with one other page, the page shown written as bare text', () => {
    document.body.innerHTML = `${TABLE.replace('</tbody>', '<tr><td colspan="2" align="center"><a href="/list?page=10">◀ 이전</a> [11] <a href="/list?page=12">[12]</a> 다음 ▶</td></tr></tbody>')}`;
    const table = document.getElementById('t') as Element;
    expect(findPager(table)?.current).toBe(11);
    expect(planNextPage(table, 'auto')).toEqual({ mode: 'numbered', next: { kind: 'available' }, action: navigateTo('https://board.test/list?page=12') });
  });

  it('reads the page shown written as bare text between the links', () => {
    document.body.innerHTML = `${TABLE.replace('</tbody>', '<tr><td colspan="2">[처음] 1 | <a href="/list?page=2">2</a> | <a href="/list?page=3">3</a> <a href="/list?page=2">[다음]</a></td></tr></tbody>')}`;
    const table = document.getElementById('t') as Element;
    expect(findPager(table)?.current).toBe(1);
    expect(planNextPage(table, 'auto').action).toEqual(navigateTo('https://board.test/list?page=2'));
  });

  it('keeps a data row\'s link that says "다음" in a longer text, or beside other words, as data', () => {
    const table = board(1, 1, '<tr><td>공지</td><td><a href="/view?id=9">다음</a></td></tr>');
    expect(findNextControl(table)).toBeNull();
    expect(planNextPage(table, 'auto').next).toEqual({ kind: 'missing' });
  });

  it('follows HN\'s "More" (rel=next, a link to ?p=2 in the last row) as a next link, not a "load more" button', () => {
    document.body.innerHTML =
      '<table id="hn"><tr class="athing"><td>1.</td><td><a href="https://ex.test/a">Story</a></td></tr><tr><td></td><td>90 points | <a href="item?id=1">43 comments</a></td></tr><tr class="morespace" style="height:10px"></tr><tr><td></td><td class="title"><a href="?p=2" class="morelink" rel="next">More</a></td></tr></table>';
    const table = document.getElementById('hn') as Element;
    expect(planNextPage(table, 'auto')).toEqual({ mode: 'next', next: { kind: 'available' }, action: navigateTo('https://board.test/list?p=2') });
    expect(planNextPage(table, 'load-more').next).toEqual({ kind: 'missing' });
  });

  it('takes a "More" link to a numbered page after the table as a next link, a "More" link elsewhere as nothing', () => {
    expect(planNextPage(page('<a href="/list?page=4">More</a>'), 'auto').action).toEqual(navigateTo('https://board.test/list?page=4'));
    expect(planNextPage(page('<a href="/news">더보기</a>'), 'auto').mode).not.toBe('next');
  });

  it('passes over links to a place on the page (a manual\'s rel=next "Next: Introduction"), not a script route in the fragment', () => {
    const table = page('<p class="pager"><a id="n" href="/list?page=4">Next →</a></p>');
    document.body.insertAdjacentHTML('afterbegin', '<div class="header"><p>Next: <a href="#Introduction" rel="next">Introduction</a></p></div><h2 id="Introduction">Introduction</h2>');
    document.body.insertAdjacentHTML('beforeend', '<div class="header"><a href="https://board.test/list?page=3#Introduction" rel="next">Introduction</a></div>');
    expect(findNextControl(table)?.id).toBe('n');
    document.body.insertAdjacentHTML('beforeend', '<a id="route" href="#page=4" rel="next">4</a>');
    expect(findNextControl(table)?.id).toBe('route');
  });

  it('takes a rel=next link as declared wherever it is, also in a data row', () => {
    document.body.innerHTML = '<table id="t"><tr><td>a</td><td>b</td></tr><tr><td>c</td><td><a id="n" rel="next" href="/list?page=4">Continue</a></td></tr></table>';
    expect(findNextControl(document.getElementById('t') as Element)?.id).toBe('n');
  });
});

describe('URL pattern', () => {
  it.each([
    ['/list?page=', '', 'https://board.test/list?page={page}'],
    ['/bbs?pageIndex=', '&size=10', 'https://board.test/bbs?pageIndex={page}&size=10'],
    ['/list/page/', '', 'https://board.test/list/page/{page}'],
    ['/list#page=', '', 'https://board.test/list#page={page}'],
  ])('detects %s…%s from the pager links', (before, after, pattern) => {
    const table = page(`<div><strong>1</strong><a href="${before}2${after}">2</a><a href="${before}3${after}">3</a></div>`);
    expect(detectUrlPattern(table)).toBe(pattern);
  });

  it('builds the next URL from the current page number, and stops past the last number', () => {
    const pager = '<div><a href="/list?page=2">2</a><strong>3</strong><a href="/list?page=4">4</a></div>';
    expect(planNextPage(page(pager), 'url-pattern')).toEqual({
      mode: 'url-pattern',
      next: { kind: 'available' },
      action: navigateTo('https://board.test/list?page=4'),
    });
    expect(planNextPage(page('<div><a href="/list?page=1">1</a><a href="/list?page=2">2</a><strong>3</strong></div>'), 'url-pattern').next).toEqual({ kind: 'missing' });
  });

  it('detects a page number that ends a file name (list_2.html)', () => {
    const table = page('<div><strong>3</strong><a href="/bbs/list_4.html">4</a><a href="/bbs/list_5.html">5</a></div>');
    expect(detectUrlPattern(table)).toBe('https://board.test/bbs/list_{page}.html');
  });

  it('uses a given pattern (from a recipe)', () => {
    expect(
      planNextPage(page(''), 'url-pattern', {
        urlPattern: 'https://board.test/list?page={page}',
      }).action,
    ).toEqual(navigateTo('https://board.test/list?page=4'));
  });
});

describe('links to pages numbered only in their address', () => {
  const LETTERS = ['A-I', 'J-R', 'S-a', 'b-c', 'd-e'];
  /** An index split into files by letter ranges; the page shown links to itself among them. */
  const letterIndex = (shown: number, extra = ''): Element => {
    history.replaceState(null, '', `/api/APIchunk${shown}.html`);
    const links = LETTERS.map((l, i) => `<a href="APIchunk${i}.html">${l}</a>`).join('\n');
    return page(`<h2>${links}</h2>${extra}<p><a href="/api/index.html">Home</a></p>`);
  };
  afterEach(() => history.replaceState(null, '', '/list?page=3'));

  it('walks them in order in "auto" as the URL-pattern mode, and stops after the last', () => {
    expect(planNextPage(letterIndex(0), 'auto')).toEqual({
      mode: 'url-pattern',
      next: { kind: 'available' },
      action: navigateTo('https://board.test/api/APIchunk1.html'),
    });
    expect(planNextPage(letterIndex(3), 'url-pattern').action).toEqual(navigateTo('https://board.test/api/APIchunk4.html'));
    expect(planNextPage(letterIndex(4), 'url-pattern').next).toEqual({ kind: 'missing' });
    expect(detectUrlPattern(letterIndex(2))).toBe('https://board.test/api/APIchunk{page}.html');
  });

  it('finds them above the lists of a letter each when the list picked is all the letters (decision 156)', () => {
    history.replaceState(null, '', '/api/APIchunk1.html');
    const links = LETTERS.map((l, i) => `<a href="APIchunk${i}.html">${l}</a>`).join('\n');
    const letter = (l: string): string => `<h2>Letter ${l}:</h2><dl>${['a', 'b'].map((w) => `<dt>${l}${w}</dt><dd><a href="f.html#${l}${w}">${l}${w}Call</a></dd>`).join('')}</dl>`;
    document.body.innerHTML = `<div id="index"><h2>${links}</h2>${letter('J')}${letter('K')}${letter('L')}</div>`;
    const index = document.getElementById('index') as Element;
    expect(planNextPage(index, 'auto').action).toEqual(navigateTo('https://board.test/api/APIchunk2.html'));
    // A link inside an entry is the entry's, not the way on.
    history.replaceState(null, '', '/api/c1.html');
    document.body.innerHTML = `<div id="index"><h2>Index</h2><dl><dt>a</dt><dd><a href="c0.html">x</a></dd></dl><h2>More</h2><dl><dt>b</dt><dd><a href="c1.html">y</a></dd><dt>c</dt><dd><a href="c2.html">z</a></dd></dl></div>`;
    expect(detectUrlPattern(document.getElementById('index') as Element)).toBeNull();
  });

  it('takes the page shown from its address when it is not linked', () => {
    history.replaceState(null, '', '/api/APIchunk1.html');
    const links = LETTERS.map((l, i) => (i === 1 ? `<b>${l}</b>` : `<a href="APIchunk${i}.html">${l}</a>`)).join(' ');
    expect(planNextPage(page(`<h2>${links}</h2>`), 'auto').action).toEqual(navigateTo('https://board.test/api/APIchunk2.html'));
  });

  it.each([
    ['numbers with gaps (related items)', '<a href="/item/101">a</a><a href="/item/205">b</a><a href="/item/377">c</a>', '/item/205'],
    ['links broken up by other links', '<a href="/y/1">a</a><a href="/about">x</a><a href="/y/2">b</a><a href="/help">y</a><a href="/y/3">c</a>', '/y/2'],
    ['a sequence the page shown is not in', '<a href="/y/1">a</a><a href="/y/2">b</a><a href="/y/3">c</a>', '/other'],
    ['only two links', '<a href="/y/1">a</a><a href="/y/2">b</a>', '/y/1'],
  ])('is not found in %s', (_, links, shown) => {
    history.replaceState(null, '', shown);
    expect(planNextPage(page(`<nav>${links}</nav>`), 'auto').mode).not.toBe('url-pattern');
    expect(detectUrlPattern(page(`<nav>${links}</nav>`))).toBeNull();
  });
});

describe('load more and scrolling', () => {
  it('finds a "load more" button after the table', () => {
    const plan = planNextPage(page('<button id="more">더보기</button>'), 'auto');
    expect(plan.mode).toBe('load-more');
    expect(plan.action).toMatchObject({
      kind: 'click',
      element: document.getElementById('more'),
    });
    expect(planNextPage(page('<button disabled>Load more</button>'), 'load-more').next).toEqual({ kind: 'disabled' });
    expect(planNextPage(page(''), 'load-more').next).toEqual({
      kind: 'missing',
    });
  });

  it('scrolls the box around the table when it scrolls, else the window', () => {
    document.body.innerHTML = `<div id="box" style="overflow-y: auto; height: 100px">${TABLE}</div>`;
    const box = document.getElementById('box') as HTMLElement;
    Object.defineProperty(box, 'scrollHeight', { value: 1000 });
    Object.defineProperty(box, 'clientHeight', { value: 100 });
    const table = document.getElementById('t') as Element;
    expect(planNextPage(table, 'auto')).toEqual({
      mode: 'scroll',
      next: { kind: 'available' },
      action: { kind: 'scroll', target: box },
    });
    expect(planNextPage(page(''), 'scroll').action).toEqual({
      kind: 'scroll',
      target: null,
    });
  });

  it('auto reports no next page on a page with nothing to follow', () => {
    expect(planNextPage(page('<p>footer</p>'), 'auto')).toEqual({
      mode: 'next',
      next: { kind: 'missing' },
    });
  });
});

describe('tables in a same-origin iframe', () => {
  it('clicks links inside the frame (they navigate the frame, not the tab)', () => {
    document.body.innerHTML = '<iframe></iframe>';
    const inner = (document.querySelector('iframe') as HTMLIFrameElement).contentDocument as Document;
    inner.body.innerHTML = `${TABLE}<a href="/frame?page=2">다음</a>`;
    const plan = planNextPage(inner.getElementById('t') as Element, 'next');
    expect(plan.action?.kind).toBe('click');
  });
});
