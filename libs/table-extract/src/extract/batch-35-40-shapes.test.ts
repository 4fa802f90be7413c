import { findCandidates, findTables } from '../find/find-tables';
import { extractTable } from './extract-table';

// Rules from the fourth and fifth sealed rounds (batches 35–40, decisions 148–149): each case is the shape a page there had, reduced.

const list = (html: string): string[][] => {
  document.body.innerHTML = html;
  return extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false }).grid;
};

describe('tables', () => {
  it('reads a first row of figures under row headings as a record, so the header drawn as a table above it is found', () => {
    const widths = '<colgroup><col style="width:150px"><col style="width:95px"><col style="width:95px"></colgroup>';
    document.body.innerHTML =
      `<h3>시도별 경제활동인구</h3><div class="grid_head"><table>${widths}<thead><tr><th>시도별</th><th>취업자</th><th>고용률</th></tr></thead></table></div>` +
      `<div class="grid_body"><table id="t">${widths}<tbody><tr><th scope="row">계</th><td>28,935</td><td>63.2</td></tr><tr><th scope="row">서울특별시</th><td>5,153</td><td>60.8</td></tr><tr><th scope="row">부산광역시</th><td>1,672</td><td>58.1</td></tr></tbody></table></div>`;
    const t = extractTable(document.getElementById('t') as Element);
    expect([t.headerRows, t.columns, t.grid.length, t.title]).toEqual([1, ['시도별', '취업자', '고용률'], 4, '시도별 경제활동인구']);
    // A sideways table's first row of words is still its header.
    document.body.innerHTML = '<table id="s"><tr><th>시간</th><td>오전</td><td>오후</td></tr><tr><th>기온</th><td>3</td><td>8</td></tr><tr><th>습도</th><td>40</td><td>35</td></tr></table>';
    expect(extractTable(document.getElementById('s') as Element).headerRows).toBe(1);
  });

  it('reads tables drawn side by side in one box (a frozen first column beside the scrolling rest) as one table, offered once', () => {
    const team = (n: number, name: string): string => `<tr><td><span>${n}</span> <a href="#">${name}</a></td></tr>`;
    const stats = (w: number, l: number): string => `<tr><td>${w}</td><td>${l}</td></tr>`;
    document.body.innerHTML =
      '<style>.Table__Scroller{overflow-x:auto}</style><div class="Table__Title">Eastern Conference</div><div class="flex" id="box">' +
      `<table class="Table--fixed-left"><thead><tr><th></th></tr></thead><tbody>${team(1, 'Cleveland Cavaliers')}${team(2, 'Boston Celtics')}</tbody></table>` +
      `<div class="Table__ScrollerWrapper"><div class="Table__Shadow--left"></div><div class="Table__Scroller"><table><thead><tr><th>W</th><th>L</th></tr></thead><tbody>${stats(64, 18)}${stats(61, 21)}</tbody></table></div></div></div>`;
    expect(findTables(document)).toEqual([document.getElementById('box')]);
    const t = extractTable(document.getElementById('box') as Element);
    expect([t.headerRows, t.columns, t.title]).toEqual([1, ['Column 1', 'W', 'L'], 'Eastern Conference']);
    expect(t.grid.slice(1)).toEqual([
      ['1 Cleveland Cavaliers', '64', '18'],
      ['2 Boston Celtics', '61', '21'],
    ]);
    // Without a part scrolling sideways, tables side by side are tables of their own (two teams' pitchers).
    document.querySelector('style')?.remove();
    expect(findTables(document)).toHaveLength(2);
  });

  it('pairs the rows of tables side by side by index, a row one of them leaves empty included (a box score’s percentages row)', () => {
    const names = ['Jalen Brunson', 'Josh Hart', 'team', ''];
    const stats = [['37', '29'], ['35', '11'], ['240', '105'], ['45.2%', '38.1%']];
    document.body.innerHTML =
      '<style>.Table__Scroller{overflow-x:auto}</style><div class="flex" id="box">' +
      `<table><thead><tr><th>starters</th></tr></thead><tbody>${names.map((n) => `<tr><td>${n}</td></tr>`).join('')}</tbody></table>` +
      `<div class="Table__ScrollerWrapper"><div class="Table__Scroller"><table><thead><tr><th>MIN</th><th>PTS</th></tr></thead><tbody>${stats.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td></tr>`).join('')}</tbody></table></div></div></div>`;
    expect(extractTable(document.getElementById('box') as Element).grid).toEqual([
      ['starters', 'MIN', 'PTS'],
      ['Jalen Brunson', '37', '29'],
      ['Josh Hart', '35', '11'],
      ['team', '240', '105'],
      ['', '45.2%', '38.1%'],
    ]);
  });

  it('titles a table past a unit line, a source beside its heading and a date pager', () => {
    const grid = '<table id="t"><thead><tr><th>Source</th><th>FY 2026</th></tr></thead><tbody><tr><td>Property tax</td><td>812.4</td></tr><tr><td>Sales tax</td><td>341.0</td></tr></tbody></table>';
    document.body.innerHTML = `<h2>General Fund Revenue by Source</h2><p class="unit-note">($ in millions)</p>${grid}`;
    expect(extractTable(document.getElementById('t') as Element).title).toBe('General Fund Revenue by Source');
    document.body.innerHTML = `<div class="rank_head"><h3>PC방 인기순위</h3><span class="src">자료제공: 게임트릭스</span><div class="date"><button title="이전 날짜">&lt;</button> <strong>2025.11.26(수)</strong> <button title="다음 날짜">&gt;</button></div></div>${grid}`;
    expect(extractTable(document.getElementById('t') as Element).title).toBe('PC방 인기순위');
    document.body.innerHTML = `<h4 class="tit">주간 식단표</h4><div class="week-nav"><a href="#">◀ 이전주</a> <strong>2025.12.01 ~ 2025.12.05</strong> <a href="#">다음주 ▶</a></div>${grid}`;
    expect(extractTable(document.getElementById('t') as Element).title).toBe('주간 식단표');
  });

  it('titles a table past a toolbar whose only words count its rows or selection, and past a count line', () => {
    const grid = '<table id="t"><thead><tr><th>ID</th><th>Status</th></tr></thead><tbody><tr><td>1</td><td>Open</td></tr><tr><td>2</td><td>Done</td></tr></tbody></table>';
    document.body.innerHTML = `<h2>Active shipments</h2><div class="toolbar"><input type="search" aria-label="Quick filter"><button>Export CSV</button><span class="count">1 of 48 selected</span></div><div>${grid}</div>`;
    expect(extractTable(document.getElementById('t') as Element).title).toBe('Active shipments');
    document.body.innerHTML = `<h2>Party results</h2><div class="progress">After 650 of 650 seats</div>${grid}`;
    expect(extractTable(document.getElementById('t') as Element).title).toBe('Party results');
    // A line of words between is content of its own: no title.
    document.body.innerHTML = `<h2>Party results</h2><div class="note">Seats are shown for the main parties only</div>${grid}`;
    expect(extractTable(document.getElementById('t') as Element).title).toBeUndefined();
  });

  it('looks for the title above a fixed-header table nested in a component library’s boxes and a card body', () => {
    const head = '<table><thead><tr><th>이름</th><th>부서</th></tr></thead></table>';
    const body = '<table id="t"><tbody><tr><td>박지훈</td><td>제품개발팀</td></tr><tr><td>김소연</td><td>디자인팀</td></tr></tbody></table>';
    document.body.innerHTML =
      '<div class="ant-card"><div class="ant-card-head"><div class="ant-card-head-title">구성원 목록</div></div><div class="ant-card-body"><div class="toolbar"><select aria-label="형태"><option>전체</option></select><span class="total">1명 선택됨</span></div>' +
      `<div class="ant-table-wrapper"><div class="ant-spin-nested-loading"><div class="ant-spin-container"><div class="ant-table"><div class="ant-table-container"><div class="ant-table-header">${head}</div><div class="ant-table-body">${body}</div></div></div></div></div></div></div></div>`;
    const t = extractTable(document.getElementById('t') as Element);
    expect([t.columns, t.title]).toEqual([['이름', '부서'], '구성원 목록']);
  });

  it('names an icon-only control by its own aria-label, not the label of the icon inside', () => {
    document.body.innerHTML = '<table id="t"><tr><th>Name</th><th>Actions</th></tr><tr><td>Kim</td><td><a href="#">수정</a> <button aria-label="더보기"><span role="img" aria-label="more"><svg></svg></span></button></td></tr></table>';
    expect(extractTable(document.getElementById('t') as Element).grid[1]).toEqual(['Kim', '수정 더보기']);
  });
});

describe('lists of repeated items', () => {
  it('joins items marked apart by a class of their own that only wrap the same parts (a pinned notice, an ad card)', () => {
    const post = (cls: string, title: string, no: string): string =>
      `<li${cls ? ` class="${cls}"` : ''}><dl class="wrap"><dt class="top"><a class="title" href="#">${title}</a></dt><dd class="info"><ul><li>${no}</li><li>학사지원팀</li></ul></dd></dl></li>`;
    expect(list(`<ul id="list">${post('board-notice', '수강신청 안내', '공지')}${post('', '장학금 안내', 'No.1042')}${post('', '학위복 대여', 'No.1041')}${post('', '면접 일정', 'No.1040')}</ul>`)).toEqual([
      ['수강신청 안내', '공지', '학사지원팀'],
      ['장학금 안내', 'No.1042', '학사지원팀'],
      ['학위복 대여', 'No.1041', '학사지원팀'],
      ['면접 일정', 'No.1040', '학사지원팀'],
    ]);
  });

  it('reads a row drawn as one button (an expandable row) as its fields; a button of a word and a count stays a control', () => {
    const service = (time: string, to: string, operator: string): string =>
      `<li class="service"><button type="button" aria-expanded="false"><div class="time">${time}</div><div class="dest">${to}</div><div class="op">${operator}</div></button><button type="button" class="zzim"><span>찜하기</span><em>12</em></button></li>`;
    expect(list(`<ul id="list">${service('10:32', 'London Paddington', 'GWR')}${service('10:34', 'Abbey Wood', 'Elizabeth line')}${service('10:37', 'Penzance', 'GWR')}</ul>`)).toEqual([
      ['10:32', 'London Paddington', 'GWR'],
      ['10:34', 'Abbey Wood', 'Elizabeth line'],
      ['10:37', 'Penzance', 'GWR'],
    ]);
  });

  it('keeps boxes styled by different generated rules apart, though their number varies between items (a type and a "required" badge)', () => {
    const param = (name: string, type: string, required: boolean): string =>
      `<li class="css-17pl9ac"><div class="css-1o0l8f4"><code>${name}</code><span class="css-1y1x2nj">${type}</span>${required ? '<span class="css-1q8n2yb">필수</span>' : ''}</div><p>${name} 설명입니다.</p></li>`;
    expect(list(`<style>.css-1o0l8f4{display:flex;gap:8px}</style><ul id="list">${param('cancelReason', 'string', true)}${param('cancelAmount', 'number', false)}${param('taxFreeAmount', 'number', false)}</ul>`)).toEqual([
      ['cancelReason', 'string', '필수', 'cancelReason 설명입니다.'],
      ['cancelAmount', 'number', '', 'cancelAmount 설명입니다.'],
      ['taxFreeAmount', 'number', '', 'taxFreeAmount 설명입니다.'],
    ]);
  });

  it('places a fact an item draws alone where only words (not figures) stand in the others: a job type without a salary', () => {
    const job = (title: string, meta: string[]): string =>
      `<li class="job"><h2 class="t">${title}</h2><div class="metadata">${meta.map((m) => `<div class="css-1cvvo1b">${m}</div>`).join('')}</div></li>`;
    expect(list(`<ul id="list">${job('Analyst', ['$62,000 a year', 'Full-time'])}${job('Clerk', ['$25 an hour', 'Part-time'])}${job('BI Analyst', ['Contract'])}${job('Engineer', ['$98,000 a year', 'Full-time'])}</ul>`)).toEqual([
      ['Analyst', '$62,000 a year', 'Full-time'],
      ['Clerk', '$25 an hour', 'Part-time'],
      ['BI Analyst', '', 'Contract'],
      ['Engineer', '$98,000 a year', 'Full-time'],
    ]);
  });

  it('leaves out a separator drawn in a box hidden from assistive technology, keeping an arrow there', () => {
    const course = (rating: string, reviews: string, mark: string): string =>
      `<li class="card"><h3 class="t">Course ${rating}</h3><div class="ratings"><span class="r">${rating}</span><div class="sep" aria-hidden="true">${mark}</div><div class="n">(${reviews} reviews)</div></div></li>`;
    expect(list(`<style>.ratings{display:flex;gap:4px}</style><ul id="list">${course('4.8', '174K', '·')}${course('4.7', '22K', '·')}${course('4.6', '6.9K', '·')}</ul>`)).toEqual([
      ['Course 4.8', '4.8', '(174K reviews)'],
      ['Course 4.7', '4.7', '(22K reviews)'],
      ['Course 4.6', '4.6', '(6.9K reviews)'],
    ]);
    expect(list(`<style>.ratings{display:flex;gap:4px}</style><ul id="list">${course('4.8', '174K', '▲')}${course('4.7', '22K', '▼')}${course('4.6', '6.9K', '▲')}</ul>`).map((r) => r[2])).toEqual(['▲', '▼', '▲']);
    // A dot inline in a phrase is part of it.
    const item = (place: string, when: string): string => `<li class="item"><h3 class="t">${place}</h3><div class="meta">${place} <span aria-hidden="true">·</span> ${when}</div></li>`;
    expect(list(`<ul id="list">${item('망원동', '3분 전')}${item('합정동', '18분 전')}${item('성산동', '1시간 전')}</ul>`).map((r) => r[1])).toEqual(['망원동 · 3분 전', '합정동 · 18분 전', '성산동 · 1시간 전']);
  });

  it('does not rank a short list of one labelled line of links each above a data table', () => {
    const versions = (label: string, n: number): string => `<div class="doc-version"><strong>${label}:</strong> ${Array.from({ length: n }, (_, i) => `<a href="/docs/${i}/">${i + 10}</a>`).join(' / ')}</div>`;
    document.body.innerHTML =
      `<div id="doc">${versions('Supported Versions', 6)}${versions('Development Versions', 2)}${versions('Unsupported versions', 5)}</div>` +
      '<table id="ops"><thead><tr><th>Operator</th><th>Description</th></tr></thead><tbody><tr><td>&lt;</td><td>Less than</td></tr><tr><td>&gt;</td><td>Greater than</td></tr><tr><td>=</td><td>Equal</td></tr></tbody></table>';
    expect(findCandidates(document)[0]?.element.id).toBe('ops');
  });
});
