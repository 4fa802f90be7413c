import { findRepeated } from '../repeated/find-repeated';
import { findCandidates, findTables } from './find-tables';
import { isDataTable } from './layout-table';

const rows = (n: number, cols: number): string => Array.from({ length: n }, (_, r) => `<tr>${Array.from({ length: cols }, (_, c) => `<td>${r}-${c}</td>`).join('')}</tr>`).join('');

describe('isDataTable', () => {
  it('offers the inner grid of a grid box around it (jqGrid\'s gbox and gview, both role=grid)', () => {
    document.body.innerHTML = `<div id="outer" role="grid"><div class="titlebar">Tides</div><div id="inner" role="grid"><div role="row"><div role="columnheader">Date</div><div role="columnheader">Ft</div></div><div role="row"><div role="gridcell">05/01</div><div role="gridcell">-0.6</div></div><div role="row"><div role="gridcell">05/02</div><div role="gridcell">4.6</div></div></div><div class="pager">Page 1 of 1</div></div>`;
    const found = findTables(document).map((el) => el.id);
    expect(found).toContain('inner');
    expect(found).not.toContain('outer');
  });

  it('rejects tables of one row, of one column, and presentation tables', () => {
    document.body.innerHTML = `<table id="a">${rows(1, 5)}</table><table id="b">${rows(5, 1)}</table><table id="c" role="presentation">${rows(3, 3)}</table><table id="d">${rows(3, 3)}</table>`;
    const ok = (id: string): boolean => isDataTable(document.getElementById(id) as Element);
    expect([ok('a'), ok('b'), ok('c'), ok('d')]).toEqual([false, false, false, true]);
  });

  it('offers a table marked presentational that draws data: column headers of its own, or a fixed header table above over the same widths', () => {
    const cols = '<colgroup><col style="width:80px"><col style="width:60px"><col style="width:60px"></colgroup>';
    const head = `<div class="grid_head"><table role="presentation">${cols}<thead><tr><th scope="col">키워드</th><th scope="col">노출수</th><th scope="col">클릭수</th></tr></thead></table></div>`;
    const body = `<div class="grid_body"><table id="body" role="presentation">${cols}<tbody>${rows(4, 3)}</tbody></table></div>`;
    document.body.innerHTML = `<div class="grid">${head}${body}</div><table id="own" role="presentation"><thead><tr><th>a</th><th>b</th></tr></thead><tbody>${rows(3, 2)}</tbody></table><table id="mail" role="presentation">${rows(3, 3)}</table><div role="grid"><table id="part" role="presentation"><tr><th scope="col">a</th><th scope="col">b</th></tr>${rows(3, 2)}</table></div>`;
    const ok = (id: string): boolean => isDataTable(document.getElementById(id) as Element);
    expect([ok('body'), ok('own'), ok('mail'), ok('part')]).toEqual([true, true, false, false]);
    // Another header above, over other widths, is no header of this table.
    document.querySelector('.grid_head col')?.setAttribute('style', 'width:90px');
    expect(ok('body')).toBe(false);
  });

  it('offers a table under column headers whose cells stack lines in divs and paragraphs (an API reference\'s parameters), not a layout table of such cells', () => {
    const param = (name: string, type: string, place: string, about: string): string =>
      `<tr><td><div class="name">${name}</div><div class="type">${type}</div><div class="in">(${place})</div></td><td><div class="md"><p>${about}</p></div><div class="default"><p>Default value : none</p></div></td></tr>`;
    const rowsOf = param('shipmentId', 'string', 'path', 'Shipment identifier') + param('notify', 'boolean', 'query', 'Send an email') + param('page', 'integer', 'query', 'Page number');
    document.body.innerHTML = `<table id="params"><thead><tr><th>Name</th><th>Description</th></tr></thead><tbody>${rowsOf}</tbody></table><table id="layout"><tbody>${rowsOf}</tbody></table>`;
    expect([isDataTable(document.getElementById('params') as Element), isDataTable(document.getElementById('layout') as Element)]).toEqual([true, false]);
  });

  it('rejects a box of labels over empty cells to fill in (an approval box), not a table with one record', () => {
    document.body.innerHTML = `<table id="sign"><tr><td rowspan="2">결<br>재</td><td>담 당</td><td>팀 장</td><td>과 장</td></tr><tr><td><p><span></span></p></td><td>&nbsp;</td><td></td></tr></table>
      <table id="one"><tr><td>사업명</td><td>집행률</td></tr><tr><td>보안등 교체</td><td>42.0%</td></tr></table>`;
    expect([isDataTable(document.getElementById('sign') as Element), isDataTable(document.getElementById('one') as Element)]).toEqual([false, true]);
  });

  it('rejects tables wrapping page regions', () => {
    document.body.innerHTML = `<table id="layout"><tr><td><div><h1>Site</h1><ul><li>menu</li></ul></div></td><td><div><p>text</p><p>more</p></div></td></tr><tr><td><nav><ul><li>a</li></ul></nav></td><td><form><div>x</div></form></td></tr></table>`;
    expect(isDataTable(document.getElementById('layout') as Element)).toBe(false);
  });

  it('accepts tables whose cells wrap one value in divs and paragraphs (an editor\'s table, a framework\'s cell content beside a hidden mobile label)', () => {
    const editor = (text: string): string => `<td class="se-cell"><div class="se-module"><p class="se-text-paragraph"><span>${text}</span></p></div></td>`;
    const kv = (text: string): string => `<td><div class="mobile">Field</div><div class="content"><div class="flex"><span>${text}</span></div></div></td>`;
    document.body.innerHTML =
      `<style>.mobile{display:none}</style><table id="se">${[0, 1, 2].map((r) => `<tr>${editor(`숙소 ${r}`)}${editor(`${r}원`)}</tr>`).join('')}</table>` +
      `<table id="kv"><thead><tr><th>Field</th><th>Value</th></tr></thead><tbody>${[0, 1, 2].map((r) => `<tr>${kv(`f${r}`)}${kv(`v${r}`)}</tr>`).join('')}</tbody></table>` +
      `<table id="layout">${[0, 1].map(() => `<tr><td><div>Home</div><div>About</div></td><td><div><p>News</p><p>More</p></div></td></tr>`).join('')}</table>`;
    const ok = (id: string): boolean => isDataTable(document.getElementById(id) as Element);
    expect([ok('se'), ok('kv'), ok('layout')]).toEqual([true, true, false]);
  });

  it('rejects a heading over a row of slots only scripts fill (an ad box), and keeps a row of pictures', () => {
    const slot = '<td><script>document.write(adHtml)</script></td>';
    document.body.innerHTML = `<table id="ad"><tr><td colspan="3"><span style="float:right">An Advertising Feature</span> PARTNER CENTER</td></tr><tr>${slot}${slot}${slot}<br></tr></table>
      <table id="logos"><tr><td>Bank</td><td>Card</td></tr><tr><td><img src="/a.png" alt=""></td><td><img src="/b.png" alt=""></td></tr></table>`;
    expect([isDataTable(document.getElementById('ad') as Element), isDataTable(document.getElementById('logos') as Element)]).toEqual([false, true]);
  });

  it('accepts a one-column table only when its markup says data (a list of specifications under its <thead>, a team column with a <colgroup>)', () => {
    document.body.innerHTML = `<table id="specs"><thead><tr><th scope="col">Specification</th></tr></thead><tbody><tr><td>Fetch</td></tr><tr><td>HTML</td></tr></tbody></table>
      <table id="teams"><colgroup><col></colgroup><tr><td>Boston</td></tr><tr><td>Denver</td></tr></table><table id="plain">${rows(4, 1)}</table>`;
    const ok = (id: string): boolean => isDataTable(document.getElementById(id) as Element);
    expect([ok('specs'), ok('teams'), ok('plain')]).toEqual([true, true, false]);
  });

  it('does not count boxes inside a control as page structure (MDN compatibility cells: a button wrapping divs)', () => {
    const support = (v: string): string => `<td><button type="button"><div><div><abbr title="Full support">Full support</abbr></div><div>${v}</div></div></button></td>`;
    document.body.innerHTML = `<table id="compat"><thead><tr><th></th><th>Chrome</th><th>Firefox</th></tr></thead><tbody>${['fetch()', 'keepalive', 'signal'].map((f) => `<tr><th scope="row">${f}</th>${support('42')}${support('39')}</tr>`).join('')}</tbody></table>`;
    expect(isDataTable(document.getElementById('compat') as Element)).toBe(true);
  });

  it('keeps record rows with blocks or a nested table in a cell (a board, a book list) and leaves out a page laid out as a table', () => {
    const post = (n: number): string =>
      `<tr class="row"><td class="no">${n}</td><td class="title"><table><tr><td><img src="/t${n}.jpg" alt=""></td><td><a href="/v/${n}">Deal ${n}</a></td></tr></table></td><td class="name">user${n}</td><td class="date">13:5${n}</td></tr><tr><td colspan="4" class="space"></td></tr>`;
    const book = (n: number): string => `<tr><td class="number">${n}</td><td><img src="/b${n}.jpg" alt=""></td><td><a href="/b/${n}">Book ${n}</a><div>by Author ${n}</div><div>4.${n} avg rating</div></td></tr>`;
    document.body.innerHTML = `<table id="board"><tr><td>번호</td><td>제목</td><td>글쓴이</td><td>등록일</td></tr>${[1, 2, 3, 4].map(post).join('')}</table>
      <table id="books">${[1, 2, 3, 4].map(book).join('')}</table>
      <table id="page"><tr><td><div><h1>Site</h1><ul><li>menu</li></ul></div></td><td><table><tr><td>a</td><td>b</td></tr></table><p>text</p></td></tr><tr><td><nav><ul><li>a</li></ul></nav></td><td><div><p>news</p><p>more</p></div></td></tr></table>
      <table id="cards">${[1, 2, 3].map((r) => `<tr>${[1, 2, 3].map((c) => `<td class="card"><div><img src="/${r}${c}.jpg" alt=""></div><div>Item ${r}${c}</div></td>`).join('')}</tr>`).join('')}</table>`;
    const ok = (id: string): boolean => isDataTable(document.getElementById(id) as Element);
    expect([ok('board'), ok('books'), ok('page'), ok('cards')]).toEqual([true, true, false, false]);
  });

  it('accepts a table with header markup even when small', () => {
    document.body.innerHTML = '<table id="t"><tr><th>Name</th><th>Value</th></tr><tr><td>a</td><td>1</td></tr></table>';
    expect(isDataTable(document.getElementById('t') as Element)).toBe(true);
  });
});

describe('findTables', () => {
  it('returns data tables and ARIA grids largest first, in document order among equals (nested after their outer table)', () => {
    document.body.innerHTML = `
      <table id="one"><tr><th>a</th><th>b</th></tr><tr><td><table id="inner">${rows(2, 2)}</table></td><td>x</td></tr></table>
      <div role="grid" id="grid"><div role="row"><div role="columnheader">h</div></div><div role="row"><div role="gridcell">v</div></div></div>
      <table id="two">${rows(3, 3)}</table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['two', 'one', 'inner', 'grid']);
  });

  it('lists a <table> with a grid role once, and ARIA tables and tables of one size in document order', () => {
    const grid = (id: string, role = 'grid'): string => `<div role="${role}" id="${id}"><div role="row"><div role="columnheader">h</div><div role="columnheader">i</div></div><div role="row"><div role="gridcell">v</div><div role="gridcell">w</div></div></div>`;
    document.body.innerHTML = `${grid('g1', 'table')}<table id="t1" role="grid">${rows(2, 2)}</table><section>${grid('g2', 'treegrid')}<table id="t2">${rows(2, 2)}</table></section>${grid('g3')}<div role="gridcell" id="not-a-table"></div>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['g1', 't1', 'g2', 't2', 'g3']);
  });

  it('finds tables in open shadow roots at their host position', () => {
    document.body.innerHTML = `<table id="first">${rows(2, 2)}</table><div id="host"></div><table id="last">${rows(2, 2)}</table>`;
    const shadow = (document.getElementById('host') as Element).attachShadow({ mode: 'open' });
    shadow.innerHTML = `<section><table id="shadowed">${rows(2, 2)}</table></section>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['first', 'shadowed', 'last']);
  });

  it('leaves out hidden tables', () => {
    document.body.innerHTML = `<div hidden><table id="h">${rows(3, 3)}</table></div><table id="v">${rows(3, 3)}</table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['v']);
  });
});

describe('page furniture', () => {
  const days = (from: number): string => `<tr>${Array.from({ length: 7 }, (_, i) => `<td><a href="?d=${from + i}">${from + i}</a></td>`).join('')}</tr>`;

  it('leaves out tables that only arrange a form, and keeps record tables with a checkbox or quantity column', () => {
    document.body.innerHTML = `
      <form><table id="login"><tr><th><label>아이디</label></th><td><input name="id"></td><td rowspan="2"><input type="submit" value="로그인"></td></tr><tr><th>비밀번호</th><td><input type="password"></td></tr><tr><td colspan="3"><a href="/join">회원가입</a></td></tr></table></form>
      <table id="search" summary="검색"><tr><th scope="row">구분</th><td><select><option>제목</option></select></td></tr><tr><th scope="row">검색어</th><td><input> <button>검색</button></td></tr></table>
      <table id="cart"><tr><th>상품</th><th>가격</th><th>수량</th></tr><tr><td>사과</td><td>1,000</td><td><input type="number" value="2"></td></tr><tr><td>배</td><td>2,000</td><td><input type="number" value="1"></td></tr></table>
      <table id="filters">${['Exchange Index Sector Industry', 'Country Yield Volume Price'].map((r) => `<tr>${r.split(' ').map((l) => `<td><span>${l}</span></td><td><select><option>Any</option></select></td>`).join('')}</tr>`).join('')}</table>
      <table id="options"><tr><th>Size</th><th>Colour</th><th>Fit</th><th>Stock</th><th>Qty</th></tr><tr><td>S</td><td>Red</td><td>Slim</td><td>4</td><td><select><option>1</option></select></td></tr><tr><td>M</td><td>Blue</td><td>Regular</td><td>9</td><td><select><option>1</option></select></td></tr></table>`;
    // A screener's filters, label and select pairs across wide rows, arrange a form too; a wide table of records with
    // a quantity picker in each row does not.
    expect(findTables(document).map((t) => t.id).sort()).toEqual(['cart', 'options']);
  });

  it('leaves out date pickers and tables in navigation, and ranks schedule calendars and link grids last', () => {
    document.body.innerHTML = `
      <table id="picker"><thead><tr><th>일</th><th>월</th><th>화</th><th>수</th><th>목</th><th>금</th><th>토</th></tr></thead><tbody>${days(1)}${days(8)}${days(15)}</tbody></table>
      <table id="schedule"><tr><th>Sun</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat</th></tr><tr><td>1</td><td>2 Concert</td><td>3</td><td>4</td><td>5</td><td>6</td><td>7</td></tr><tr><td>8</td><td>9</td><td>10 Play</td><td>11</td><td>12</td><td>13</td><td>14</td></tr></table>
      <nav><table id="in-nav">${rows(3, 3)}</table></nav>
      <table id="menu"><tr><td><a href="/1">채소</a></td><td><a href="/2">과일</a></td><td><a href="/3">곡물</a></td></tr><tr><td><a href="/4">수산</a></td><td><a href="/5">축산</a></td><td><a href="/6">이벤트</a></td></tr></table>
      <table id="data"><tr><th>품목</th><th>가격</th></tr><tr><td>배추</td><td>3,480</td></tr><tr><td>무</td><td>2,150</td></tr></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['data', 'schedule', 'menu']);
    expect(findCandidates(document).map((c) => c.element.id || c.element.tagName)).toEqual(['data', 'schedule', 'menu']);
  });

  it('leaves out month grids headed by Japanese and Chinese weekday names (Yahoo! JAPAN side calendar)', () => {
    const head = (names: string): string => `<tr>${Array.from(names, (d) => `<td><span>${d}</span></td>`).join('')}</tr>`;
    document.body.innerHTML = `
      <table id="ja">${head('日月火水木金土')}${days(1)}${days(8)}${days(15)}</table>
      <table id="zh"><tr>${['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'].map((d) => `<th>${d}</th>`).join('')}</tr>${days(1)}${days(8)}</table>
      <table id="data"><tr><th>品目</th><th>価格</th></tr><tr><td>白菜</td><td>348</td></tr><tr><td>大根</td><td>215</td></tr></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['data']);
  });

  it('leaves out a date picker table that carries a grid role (Element Plus el-date-table)', () => {
    document.body.innerHTML = `
      <table id="data"><tr><th>품목</th><th>가격</th></tr><tr><td>배추</td><td>3,480</td></tr><tr><td>무</td><td>2,150</td></tr></table>
      <table role="grid" aria-label="May 2016" id="picker"><tbody><tr><th>Sun</th><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat</th></tr>${days(1)}${days(8)}${days(15)}${days(22)}</tbody></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['data']);
  });

  it('leaves out a grid of controls (a seat map of seat buttons, a keypad) drawn as a table with a grid role, and keeps a table with an action column', () => {
    const seats = (row: number): string => `<tr><td>${row}</td>${['A', 'B', 'C', 'D'].map((s) => `<td><button aria-label="Seat ${row}${s}">${row}${s}</button></td>`).join('')}</tr>`;
    document.body.innerHTML = `
      <table role="grid" id="seats"><thead><tr><th></th><th>A</th><th>B</th><th>C</th><th>D</th></tr></thead><tbody>${seats(10)}${seats(11)}${seats(12)}</tbody></table>
      <table role="grid" id="keys"><tr><td><button>1</button></td><td><button>2</button></td><td><button>3</button></td></tr><tr><td><button>4</button></td><td><button>5</button></td><td><button>6</button></td></tr></table>
      <table id="data"><tr><th>Name</th><th>Role</th><th></th></tr><tr><td>Ann</td><td>Admin</td><td><button>Edit</button></td></tr><tr><td>Bob</td><td>User</td><td><button>Edit</button></td></tr></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['data']);
  });
});

describe('manual pages', () => {
  it('keeps one column of records written as stacked paragraphs under a header row, and ranks navigation bars of links last', () => {
    const entry = (tag: string, sig: string, desc: string, ex: string): string => `<tr><${tag}><p>${sig}</p><p>${desc}</p><p>${ex}</p></${tag}></tr>`;
    document.body.innerHTML = `
      <table id="navheader" width="100%"><tr><th colspan="3">9.3. Mathematical Functions</th></tr><tr><td><a href="/p">Prev</a></td><th>Chapter 9. Functions</th><td><a href="/n">Next</a></td></tr></table>
      <table id="funcs"><thead>${entry('th', 'Function', 'Description', 'Example(s)')}</thead><tbody>${entry('td', 'abs ( numeric_type ) → numeric_type', 'Absolute value', 'abs(-17.4) → 17.4')}${entry('td', 'ceil ( numeric ) → numeric', 'Nearest integer greater than or equal to argument', 'ceil(42.2) → 43')}</tbody></table>
      <table id="navfooter" width="100%"><tr><td><a href="/p">Prev</a></td><td><a href="/u">Up</a></td><td><a href="/n">Next</a></td></tr><tr><td>9.2. Comparison Functions</td><td><a href="/">Home</a></td><td>9.4. String Functions</td></tr></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['funcs', 'navheader', 'navfooter']);
  });
});

describe('ARIA grids', () => {
  it('leaves out a date picker drawn as an ARIA grid of divs (MUI DayCalendar) and keeps the data grid', () => {
    const week = (from: number): string => `<div role="row">${Array.from({ length: 7 }, (_, i) => `<button role="gridcell" type="button">${from + i}</button>`).join('')}</div>`;
    const heads = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `<span role="columnheader" aria-label="${d}">${d[0]}</span>`).join('');
    const cells = (r: number): string => `<div role="row"><div role="gridcell">INV-${r}</div><div role="gridcell">$${r}0.00</div></div>`;
    document.body.innerHTML = `
      <div role="grid" id="invoices"><div role="row"><div role="columnheader">Invoice</div><div role="columnheader">Amount</div></div>${cells(1)}${cells(2)}</div>
      <div role="grid" id="picker" class="MuiDayCalendar-root"><div role="row">${heads}</div><div role="rowgroup">${week(1)}${week(8)}${week(15)}${week(22)}</div></div>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['invoices']);
  });

  it('offers a grid drawn column by column (Webix: cells outside rows, each with aria-rowindex and aria-colindex)', () => {
    const column = (c: number): string => `<div role="presentation">${[1, 2, 3].map((r) => `<div role="gridcell" aria-rowindex="${r}" aria-colindex="${c}">${r}-${c}</div>`).join('')}</div>`;
    document.body.innerHTML = `<div role="grid" id="films"><table role="presentation"><tr><td role="columnheader">#</td><td role="columnheader">Title</td></tr></table><div role="rowgroup">${column(1)}${column(2)}</div></div>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['films']);
    expect(findCandidates(document)[0]).toMatchObject({ rows: 3, columns: 2 });
  });
});

describe('login boxes', () => {
  it('leaves out a login box whose button cell spans the label rows (a button is an action, not a label), and keeps a record table with action buttons', () => {
    document.body.innerHTML = `
      <form><table id="login"><tr><th><label for="i">아이디</label></th><td><input id="i"></td><td rowspan="2"><button>로그인</button></td></tr><tr><th>비밀번호</th><td><input type="password"></td></tr><tr><td colspan="3"><label><input type="checkbox"> 아이디 저장</label></td></tr></table></form>
      <table id="files"><tr><th>파일</th><th>크기</th><th></th></tr><tr><td>a.csv</td><td>12KB</td><td><button>받기</button></td></tr><tr><td>b.csv</td><td>40KB</td><td><button>받기</button></td></tr></table>
      <table id="cart"><tr><th>상품</th><th>가격</th><th>수량</th><th></th></tr><tr><td>사과</td><td>1,000</td><td><input type="number" value="2"></td><td><button>삭제</button></td></tr><tr><td>배</td><td>2,000</td><td><input type="number" value="1"></td><td><button>삭제</button></td></tr></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['cart', 'files']);
  });
});

describe('boxes beside the text', () => {
  it('ranks an infobox, a sidebar or aside table below a smaller table in the article', () => {
    const kv = (n: number): string => Array.from({ length: n }, (_, i) => `<tr><th>Key ${i}</th><td>${i}</td></tr>`).join('');
    document.body.innerHTML = `<table id="infobox" class="infobox">${kv(10)}</table><aside><table id="aside">${kv(8)}</table></aside><p>Text</p><table id="article"><tr><th>Year</th><th>Pop.</th></tr><tr><td>2010</td><td>377,605</td></tr><tr><td>2020</td><td>402,118</td></tr></table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['article', 'infobox', 'aside']);
  });

  it('does not take role=complementary for a box beside the text (Grid.js puts it on the container of its table)', () => {
    document.body.innerHTML = `<div role="complementary" class="gridjs"><table id="grid">${rows(4, 3)}</table></div><table id="small">${rows(2, 2)}</table>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['grid', 'small']);
  });
});

describe('site footers', () => {
  it('ranks a table in the site footer below a smaller one in the content', () => {
    document.body.innerHTML = `<main><table id="content">${rows(2, 2)}</table></main><footer><table id="footer">${rows(3, 3)}</table></footer>`;
    expect(findTables(document).map((t) => t.id)).toEqual(['content', 'footer']);
  });
});

describe('overlays', () => {
  it('ranks a table in a dialog (a cookie banner, a consent box) below a smaller one of the page', () => {
    for (const box of ['<div role="dialog" aria-label="Cookies">', '<div role="alertdialog">', '<div aria-modal="true">', '<dialog open>']) {
      const close = box.startsWith('<dialog') ? '</dialog>' : '</div>';
      document.body.innerHTML = `<main><table id="content">${rows(2, 2)}</table></main>${box}<table id="cookies">${rows(5, 3)}</table>${close}`;
      expect(findTables(document).map((t) => t.id)).toEqual(['content', 'cookies']);
    }
  });
});

describe('findCandidates', () => {
  const subMenu = (m: number, n: number): string => `<ul>${Array.from({ length: n }, (_, i) => `<li title="Topic ${m}.${i}"><a href="/s/${m}/${i}">Topic ${m}.${i} overview</a></li>`).join('')}</ul>`;
  const megaMenu = `<div id="mega">${Array.from({ length: 8 }, (_, m) => subMenu(m, 6)).join('')}</div>`;
  const shortTable = '<table id="short"><thead><tr><th>Bank</th><th>City</th></tr></thead><tbody><tr><td>North Bank</td><td>Kenosha</td></tr><tr><td>Central Bank</td><td>Scottsdale</td></tr></tbody></table>';
  const ids = (): string[] => findCandidates(document).map((c) => c.element.id || c.element.tagName);

  it('ranks a mega-menu of link-only sub-menus below a short table with a header, inside a nav or not', () => {
    const scores: number[] = [];
    for (const wrap of [(html: string) => html, (html: string) => `<header><nav>${html}</nav></header>`]) {
      document.body.innerHTML = `${wrap(megaMenu)}${shortTable}`;
      const mega = findRepeated(document).find((c) => c.element.id === 'mega');
      expect(mega?.linksOnly).toBe(true);
      scores.push(mega?.score ?? 0);
      expect(ids().slice(0, 2)).toEqual(['short', 'mega']);
    }
    // By its size alone the menu would come first; its links only make it navigation, and inside a nav it weighs a
    // tenth less again.
    expect(scores[0]).toBeGreaterThan(2 * 3 * 2);
    expect(scores[1]).toBeCloseTo((scores[0] ?? 0) * 0.1, 5);
  });

  it('ranks a side menu of links only below a short table and an ARIA grid, and takes separators between the links for no words', () => {
    const entry = (i: number): string => `<li><a href="/m/${i}">Service area number ${i}</a> |</li>`;
    const grid = '<div role="grid" id="grid"><div role="row"><div role="columnheader">Name</div></div><div role="row"><div role="gridcell">A</div></div></div>';
    document.body.innerHTML = `<div class="lnb"><ul id="side">${Array.from({ length: 30 }, (_, i) => entry(i)).join('')}</ul></div>${shortTable}${grid}`;
    expect(findRepeated(document).find((c) => c.element.id === 'side')?.linksOnly).toBe(true);
    expect(ids()).toEqual(['short', 'grid', 'side']);
  });

  it('keeps lists whose links stand beside other words (results, boards, cards wrapped in a link) ranked by their size', () => {
    const result = (i: number): string => `<li class="result"><a href="/r/${i}">Result ${i}</a><p class="snippet">What result ${i} says about the topic</p></li>`;
    const post = (i: number): string => `<li class="post"><a href="/p/${i}">Post ${i}</a><span class="author">kim${i}</span><span class="date">2024.05.0${i}</span></li>`;
    const product = (i: number): string => `<li class="goods"><a href="/g/${i}"><span class="name">Mug ${i}</span><span class="price">${i},900원</span></a></li>`;
    const long = (i: number): string => `<li class="headline"><a href="/n/${i}">A headline long enough to be news rather than a menu entry, number ${i}</a></li>`;
    document.body.innerHTML = `${shortTable}<ul id="results">${[1, 2, 3].map(result).join('')}</ul><ul id="board">${[1, 2, 3].map(post).join('')}</ul><ul id="goods">${[1, 2, 3].map(product).join('')}</ul><ul id="news">${[1, 2, 3].map(long).join('')}</ul>`;
    const lists = findRepeated(document);
    expect(lists.map((c) => [c.element.id, c.linksOnly])).toEqual(expect.arrayContaining([['results', false], ['board', false], ['goods', false], ['news', false]]));
    const found = findCandidates(document);
    for (const list of lists) expect(found.find((c) => c.element === list.element)?.score).toBe(list.score);
    expect(ids()[0]).not.toBe('short');
  });

  it('ranks a big table above a small repeated list', () => {
    document.body.innerHTML = `<table id="big"><thead><tr><th>a</th><th>b</th><th>c</th></tr></thead>${rows(30, 3)}</table><ul id="list"><li><b class="t">x</b> <i class="p">1</i></li><li><b class="t">y</b> <i class="p">2</i></li><li><b class="t">z</b> <i class="p">3</i></li></ul>`;
    const found = findCandidates(document);
    expect(found.map((c) => [c.element.id, c.kind])).toEqual([
      ['big', 'table'],
      ['list', 'repeated'],
    ]);
  });
});
