import { extractTable, tableSize } from './extract-table';

function first(html: string, selector = 'table'): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector) as Element;
}

describe('extractTable', () => {
  it('uses thead rows as headers and joins multi-row header names', () => {
    const t = extractTable(first('<table><thead><tr><th rowspan=2>종목</th><th colspan=2>가격</th></tr><tr><th>시가</th><th>종가</th></tr></thead><tbody><tr><td>A</td><td>1</td><td>2</td></tr></tbody></table>'));
    expect(t.headerRows).toBe(2);
    expect(t.columns).toEqual(['종목', '가격 / 시가', '가격 / 종가']);
    expect(t.grid[2]).toEqual(['A', '1', '2']);
  });

  it("reads a published sheet's heading row under its column ruler (A, B, C …) as a second header row", () => {
    const ruler = '<thead><tr><th></th><th>A</th><th>B</th><th>C</th></tr></thead>';
    const row = (n: number, cells: string[], style = ''): string => `<tr><th>${n}</th>${cells.map((c) => `<td${style}>${c}</td>`).join('')}</tr>`;
    const body = (heading: string): string => `<table>${ruler}<tbody>${row(1, ['Region', 'Q1', 'Q2'], heading)}${row(2, ['North', '$412', '$438'])}${row(3, ['South', '$298', '$305'])}</tbody></table>`;
    const sheet = extractTable(first(body(' style="font-weight:bold"')));
    expect(sheet.headerRows).toBe(2);
    expect(sheet.columns).toEqual(['1', 'A / Region', 'B / Q1', 'C / Q2']);
    // A first row not drawn as headings is data; letters that are not a ruler change nothing.
    expect(extractTable(first(body(''))).headerRows).toBe(1);
    expect(extractTable(first(body(' style="font-weight:bold"').replace('<th>B</th>', '<th>X</th>'))).headerRows).toBe(1);
  });

  it('keeps row headers (th in the first column) as data', () => {
    const t = extractTable(first('<table><tr><th>Item</th><th>Qty</th></tr><tr><th>Apple</th><td>3</td></tr><tr><th>Pear</th><td>5</td></tr></table>'));
    expect(t.headerRows).toBe(1);
    expect(t.grid.slice(1)).toEqual([
      ['Apple', '3'],
      ['Pear', '5'],
    ]);
  });

  it('detects a label row above numbers when there is no th', () => {
    const t = extractTable(first('<table><tr><td>날짜</td><td>종가</td></tr><tr><td>11/20</td><td>71,500</td></tr><tr><td>11/19</td><td>70,300</td></tr></table>'));
    expect(t.headerRows).toBe(1);
    expect(t.columns).toEqual(['날짜', '종가']);
  });

  it('keeps a header row whose top-left corner is empty (matrix and comparison tables)', () => {
    const tableOf = (html: string) => {
      document.body.innerHTML = `<table>${html}</table>`;
      return extractTable(document.querySelector('table') as Element);
    };
    const th = tableOf('<tr><th></th><th>Seoul</th><th>Busan</th></tr><tr><th>Seoul</th><td>0</td><td>395</td></tr><tr><th>Busan</th><td>395</td><td>0</td></tr>');
    expect([th.headerRows, th.columns]).toEqual([1, ['Column 1', 'Seoul', 'Busan']]);
    const td = tableOf('<tr><td></td><th>Seoul</th><th>Busan</th></tr><tr><th>Seoul</th><td>0</td><td>395</td></tr><tr><th>Busan</th><td>395</td><td>0</td></tr>');
    expect([td.headerRows, td.columns]).toEqual([1, ['Column 1', 'Seoul', 'Busan']]);
    const bold = tableOf('<tr><td>&nbsp;</td><td><b>Seoul</b></td><td><b>Busan</b></td></tr><tr><td>Seoul</td><td>-</td><td>4.5</td></tr><tr><td>Busan</td><td>4.5</td><td>-</td></tr>');
    expect([bold.headerRows, bold.columns]).toEqual([1, ['Column 1', 'Seoul', 'Busan']]);
    // An empty first cell over a body without labels is no header.
    expect(tableOf('<tr><td></td><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td><td>5</td></tr><tr><td>6</td><td>7</td><td>8</td></tr>').headerRows).toBe(0);
  });

  it('keeps a header row of header cells with empty spacer cells between them (a texinfo index), not a lone one', () => {
    const tableOf = (html: string) => {
      document.body.innerHTML = `<table>${html}</table>`;
      return extractTable(document.querySelector('table') as Element);
    };
    const entry = (name: string, section: string): string => `<tr><td></td><td><a href="#i-${name}">${name}</a>:</td><td>&nbsp;</td><td><a href="#${section}">${section}</a></td></tr>`;
    const index = tableOf(`<tr><td></td><th align="left">Index Entry</th><td>&nbsp;</td><th align="left"> Section</th></tr>${entry('AES', 'Cipher functions')}${entry('ARCFOUR', 'Cipher functions')}${entry('base64', 'Base encoding')}`);
    expect([index.headerRows, index.columns]).toEqual([1, ['Column 1', 'Index Entry', 'Column 3', 'Section']]);
    // One header cell beside an empty value is a key–value row, not a header.
    expect(tableOf('<tr><th>Name</th><td></td></tr><tr><th>Age</th><td>41</td></tr><tr><th>City</th><td>Seoul</td></tr>').headerRows).toBe(0);
  });

  it('gives the keys grid libraries write on body rows, and merges pinned-column rows sharing aria-rowindex', () => {
    document.body.innerHTML = `<div role="grid" id="g" aria-rowcount="100">
      <div role="rowgroup"><div role="row" aria-rowindex="1"><div role="columnheader" aria-colindex="1">No</div><div role="columnheader" aria-colindex="3">Price</div><div role="columnheader" aria-colindex="2">Name</div></div></div>
      <div class="pinned"><div role="row" aria-rowindex="3" row-id="b"><div role="gridcell" aria-colindex="1">2</div></div><div role="row" aria-rowindex="2" row-id="a"><div role="gridcell" aria-colindex="1">1</div></div></div>
      <div class="center"><div role="row" aria-rowindex="3" row-id="b"><div role="gridcell" aria-colindex="3">200</div><div role="gridcell" aria-colindex="2">pear</div></div><div role="row" aria-rowindex="2" row-id="a"><div role="gridcell" aria-colindex="2">apple</div><div role="gridcell" aria-colindex="3">100</div></div></div>
    </div>`;
    const t = extractTable(document.getElementById('g') as Element);
    expect(t.grid).toEqual([['No', 'Name', 'Price'], ['1', 'apple', '100'], ['2', 'pear', '200']]);
    expect(t.rowKeys).toEqual(['row-id=a', 'row-id=b']);
    document.body.innerHTML = '<table id="t"><tr><th>a</th><th>b</th></tr><tr data-id="x"><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>';
    expect(extractTable(document.getElementById('t') as Element).rowKeys).toBeUndefined();
  });

  it('reads a grid drawn as several tables once: frozen and scrolling parts joined per row, overlay copies left out, group rows kept', () => {
    // Syncfusion: frozen and movable tables per band, aria-colindex counted from 0, header rows without role=row, summary cells unplaced.
    const table = (rows: string): string => `<table role="presentation"><tbody>${rows}</tbody></table>`;
    document.body.innerHTML = `<div role="grid" id="g">
      <div class="hdr"><div class="frozen">${table('<tr><th role="columnheader" aria-colindex="0">ID</th><th role="columnheader" aria-colindex="1">Name</th></tr>')}</div><div class="movable">${table('<tr><th role="columnheader" aria-colindex="2">City</th></tr>')}</div></div>
      <div class="content"><div class="frozen">${table('<tr role="row" aria-rowindex="1"><td role="gridcell" aria-colindex="0">1</td><td role="gridcell" aria-colindex="1">Nancy</td></tr><tr role="row" aria-rowindex="2"><td role="gridcell" aria-colindex="0">2</td><td role="gridcell" aria-colindex="1">Andrew</td></tr>')}</div>
        <div class="movable">${table('<tr role="row" aria-rowindex="1"><td role="gridcell" aria-colindex="2">Seattle</td></tr><tr role="row" aria-rowindex="2"><td role="gridcell" aria-colindex="2">Tacoma</td></tr>')}</div></div>
      <div class="summary"><div class="frozen">${table('<tr role="row"><td role="gridcell"></td><td role="gridcell">Count: 2</td></tr>')}</div><div class="movable">${table('<tr role="row"><td role="gridcell">-</td></tr>')}</div></div></div>`;
    const sync = extractTable(document.getElementById('g') as Element);
    expect(sync.title).toBeUndefined();
    expect([sync.columns, sync.grid.slice(1)]).toEqual([['ID', 'Name', 'City'], [['1', 'Nancy', 'Seattle'], ['2', 'Andrew', 'Tacoma'], ['', 'Count: 2', '-']]]);
    // DevExtreme: a fixed-column overlay repeats the main table's rows with only the fixed column drawn; a group row spans.
    const rows = (fixed: boolean): string =>
      `<tr role="row" aria-rowindex="1"><td role="gridcell"></td><td role="gridcell" aria-colindex="2" colspan="2">Region: Europe</td></tr><tr role="row" aria-rowindex="2"><td role="gridcell"></td><td role="gridcell" aria-colindex="2">INV-1</td>${fixed ? '<td role="presentation"></td>' : '<td role="gridcell" aria-colindex="3">Hallwood</td>'}</tr>`;
    document.body.innerHTML = `<div role="grid" id="g"><div class="headers">${table('<tr role="row"><td role="columnheader"></td><td role="columnheader" aria-colindex="2">Invoice</td><td role="columnheader" aria-colindex="3">Customer</td></tr>')}<div class="fixed">${table('<tr role="row"><td role="columnheader"></td><td role="columnheader" aria-colindex="2">Invoice</td><td role="presentation"></td></tr>')}</div></div>
      <div class="rows">${table(rows(false))}<div class="fixed">${table(rows(true))}</div></div></div>`;
    const dx = extractTable(document.getElementById('g') as Element);
    expect(dx.grid).toEqual([['', 'Invoice', 'Customer'], ['', 'Region: Europe', 'Region: Europe'], ['', 'INV-1', 'Hallwood']]);
    // Handsontable: clone tables over the master repeat its frozen header row and row-number column (same aria-rowindex and aria-colindex).
    const hot = (cols: number): string => `<table role="presentation"><thead role="rowgroup"><tr role="row" aria-rowindex="1"><th role="columnheader" aria-colindex="1"></th><th role="columnheader" aria-colindex="2">SKU</th>${cols > 2 ? '<th role="columnheader" aria-colindex="3">Jan</th>' : ''}</tr></thead><tbody role="rowgroup"><tr role="row" aria-rowindex="2"><th role="rowheader" aria-colindex="1">1</th><td role="gridcell" aria-colindex="2">TS-100</td>${cols > 2 ? '<td role="gridcell" aria-colindex="3">189</td>' : ''}</tr></tbody></table>`;
    document.body.innerHTML = `<div role="treegrid" id="g"><div class="master">${hot(3)}</div><div class="clone-top"><table role="presentation"><thead role="rowgroup"><tr role="row" aria-rowindex="1"><th role="columnheader" aria-colindex="2">SKU</th><th role="columnheader" aria-colindex="3">Jan</th></tr></thead></table></div><div class="clone-left">${hot(2)}</div></div>`;
    expect(extractTable(document.getElementById('g') as Element).grid).toEqual([['', 'SKU', 'Jan'], ['1', 'TS-100', '189']]);
    // Ext JS: one table per record (not parts of one another), group headings in presentation rows.
    const record = (i: number, name: string): string => `<table role="presentation"><tbody>${i === 1 ? '<tr role="presentation"><td colspan="2" role="presentation"><div>Industry: Financial (2 Items)</div></td></tr>' : ''}<tr role="row" aria-rowindex="${i}"><td role="rowheader">${i}</td><td role="gridcell">${name}</td></tr></tbody></table>`;
    document.body.innerHTML = `<div role="grid" id="g"><div role="rowgroup"><div role="row"><div role="columnheader"></div><div role="columnheader">Company</div></div></div><div role="rowgroup">${record(1, 'AmEx')}${record(2, 'Citigroup')}</div></div>`;
    const ext = extractTable(document.getElementById('g') as Element);
    // jqGrid: the caption bar drawn inside the grid above its rows is its title, as a <caption> is.
    document.body.innerHTML = `<h1>Invoices demo</h1><div role="grid" id="g"><div class="ui-jqgrid-titlebar ui-jqgrid-caption"><a role="link" class="close"><span class="ui-icon"></span></a><span class="ui-jqgrid-title">Invoice Data</span></div><table role="presentation"><tr role="row"><th role="columnheader">Inv No</th></tr><tr role="row"><td role="gridcell">13</td></tr></table></div>`;
    expect(extractTable(document.getElementById('g') as Element).title).toBe('Invoice Data');
    // …also when its collapse link carries a title: a tool of the bar, no part of the title.
    document.querySelector('a.close')?.setAttribute('title', 'Toggle Expand Collapse Grid');
    expect(extractTable(document.getElementById('g') as Element).title).toBe('Invoice Data');
    expect(ext.grid).toEqual([['', 'Company'], ['Industry: Financial (2 Items)', 'Industry: Financial (2 Items)'], ['1', 'AmEx'], ['2', 'Citigroup']]);
  });

  it('reads merged header cells drawn by position (gaps in aria-colindex), a footer row without aria-rowindex, and cells outside rows (Webix)', () => {
    // Wijmo: body rows before the header rows in the DOM, a footer without index between them; `Sales` over Q1 | Q2.
    document.body.innerHTML = `<div role="grid" id="g">
      <div role="rowgroup"><div role="row" aria-rowindex="3"><div role="gridcell" aria-colindex="1">US</div><div role="gridcell" aria-colindex="2">81</div><div role="gridcell" aria-colindex="3">26</div><div role="gridcell" aria-colindex="4">yes</div></div></div>
      <div role="rowgroup"><div role="row"><div role="gridcell" aria-colindex="1"></div><div role="gridcell" aria-colindex="2">81</div><div role="gridcell" aria-colindex="3">26</div><div role="gridcell" aria-colindex="4"></div></div></div>
      <div role="rowgroup"><div role="row" aria-rowindex="1"><div role="columnheader" aria-colindex="1">Country</div><div role="columnheader" aria-colindex="2">Sales</div><div role="columnheader" aria-colindex="4">Active</div></div>
        <div role="row" aria-rowindex="2"><div role="columnheader" aria-colindex="2">Q1</div><div role="columnheader" aria-colindex="3">Q2</div></div></div></div>`;
    const wj = extractTable(document.getElementById('g') as Element);
    expect([wj.headerRows, wj.columns, wj.grid.slice(2)]).toEqual([2, ['Country', 'Sales / Q1', 'Sales / Q2', 'Active'], [['US', '81', '26', 'yes'], ['', '81', '26', '']]]);
    // Webix: a header row of a table, then the body drawn column by column, each cell with its row and column index.
    const column = (c: number, values: string[]): string => `<div class="col" role="presentation">${values.map((v, r) => `<div role="gridcell" aria-rowindex="${r + 1}" aria-colindex="${c}">${v}</div>`).join('')}</div>`;
    document.body.innerHTML = `<div role="grid" id="g"><div role="rowgroup"><table role="presentation"><tr><td role="columnheader" aria-colindex="1">#</td><td role="columnheader" aria-colindex="2">Title</td></tr></table></div><div role="rowgroup">${column(1, ['1', '2'])}${column(2, ['Shawshank', 'Godfather'])}</div></div>`;
    expect(extractTable(document.getElementById('g') as Element).grid).toEqual([['#', 'Title'], ['1', 'Shawshank'], ['2', 'Godfather']]);
  });

  it('takes the header of a fixed-header page from the header-only table drawn just above the body table', () => {
    const body = '<table id="body"><tr><td>2026-11-20</td><td>삼성전자</td><td>10</td></tr><tr><td>2026-11-18</td><td>카카오</td><td>5</td></tr></table>';
    document.body.innerHTML = `<table><thead><tr><th>주문일</th><th>종목명</th><th>수량</th></tr></thead></table><div style="height:60px;overflow-y:auto">${body}</div>`;
    const t = extractTable(document.getElementById('body') as Element);
    expect([t.headerRows, t.columns, t.grid.length]).toEqual([1, ['주문일', '종목명', '수량'], 3]);
    // Not from a table of data, nor from one of another width.
    for (const before of ['<table><tr><td>a</td><td>b</td><td>c</td></tr></table>', '<table><tr><th>주문일</th><th>종목명</th></tr></table>']) {
      document.body.innerHTML = `${before}${body}`;
      expect(extractTable(document.getElementById('body') as Element).headerRows).toBe(0);
    }
  });

  it('joins a component library fixed header whose header table ends in a scrollbar gutter cell (Ant Design, Element UI with a two-row header)', () => {
    // Ant Design 5: div.ant-table-header > table (colgroup with a 15px scrollbar col, th.ant-table-cell-scrollbar), then
    // div.ant-table-body > table whose first row is an aria-hidden measure row of &nbsp; cells.
    const measure = '<tr aria-hidden="true" class="ant-table-measure-row" style="height:0px;font-size:0px"><td style="padding:0px;border:0px;height:0px"><div style="height:0px;overflow:hidden">&nbsp;</div></td><td style="padding:0px;border:0px;height:0px"><div style="height:0px;overflow:hidden">&nbsp;</div></td></tr>';
    document.body.innerHTML = `<div class="ant-table-container"><div class="ant-table-header" style="overflow:hidden"><table><colgroup><col style="width:150px"><col><col style="width:15px"></colgroup><thead class="ant-table-thead"><tr><th class="ant-table-cell">주문번호</th><th class="ant-table-cell">상태</th><th class="ant-table-cell ant-table-cell-scrollbar"></th></tr></thead></table></div><div class="ant-table-body" style="overflow-y:scroll;max-height:220px"><table id="body"><colgroup><col style="width:150px"><col></colgroup><tbody class="ant-table-tbody">${measure}<tr data-row-key="1"><td>20261125-0041</td><td>결제완료</td></tr><tr data-row-key="2"><td>20261125-0038</td><td>배송중</td></tr></tbody></table></div></div>`;
    const antd = extractTable(document.getElementById('body') as Element);
    expect([antd.headerRows, antd.columns, antd.grid]).toEqual([1, ['주문번호', '상태'], [['주문번호', '상태'], ['20261125-0041', '결제완료'], ['20261125-0038', '배송중']]]);
    // Element UI: a grouped two-row header whose rows each end in th.gutter.
    const head = '<thead class="has-gutter"><tr><th rowspan="2"><div class="cell">학번</div></th><th colspan="2"><div class="cell">성적</div></th><th class="el-table__cell gutter" style="width:17px"></th></tr><tr><th><div class="cell">중간</div></th><th><div class="cell">기말</div></th><th class="el-table__cell gutter" style="width:17px"></th></tr></thead>';
    document.body.innerHTML = `<div class="el-table"><div class="el-table__header-wrapper"><table class="el-table__header">${head}</table></div><div class="el-table__body-wrapper"><table class="el-table__body" id="body"><tbody><tr class="el-table__row"><td><div class="cell">20231045</div></td><td><div class="cell">28</div></td><td><div class="cell">31</div></td></tr><tr class="el-table__row"><td><div class="cell">20231077</div></td><td><div class="cell">30</div></td><td><div class="cell">33</div></td></tr></tbody></table></div></div>`;
    const el = extractTable(document.getElementById('body') as Element);
    expect([el.headerRows, el.columns, el.grid.length]).toEqual([2, ['학번', '성적 / 중간', '성적 / 기말'], 4]);
    // A trailing header cell with a name is a column the body lacks: no join.
    document.body.innerHTML = `<div><table><tr><th>a</th><th>b</th><th>c</th></tr></table></div><div><table id="body"><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table></div>`;
    expect(extractTable(document.getElementById('body') as Element).headerRows).toBe(0);
  });

  it('finds a split grid header table past the body scroll boxes and hidden filter rows, and the title above it', () => {
    // Element Plus: the body table sits four boxes deep; jsGrid keeps hidden filter and insert rows in its header table.
    const body = '<table id="body"><colgroup><col width="80"><col width="60"></colgroup><tbody><tr><td>kimsj88</td><td>VIP</td></tr><tr><td>parkjh</td><td>일반</td></tr></tbody></table>';
    const hiddenRows = '<tr style="display:none"><td><input></td><td><input></td></tr><tr hidden><td><input></td><td></td></tr>';
    document.body.innerHTML = `<div class="card"><h3>회원 목록</h3><div class="grid"><div class="hwrap"><table><colgroup><col width="80"><col width="60"></colgroup><thead><tr><th>아이디</th><th>등급</th></tr>${hiddenRows}</thead></table></div><div class="bwrap"><div class="sb"><div class="wrap"><div class="view">${body}</div></div></div></div></div></div>`;
    const t = extractTable(document.getElementById('body') as Element);
    expect([t.headerRows, t.columns, t.grid.length, t.title]).toEqual([1, ['아이디', '등급'], 3, '회원 목록']);
  });

  it('takes a summary table of td rows over the same column widths as the footer, past an idle scrollbar box (Element Plus)', () => {
    const cols = '<colgroup><col width="130"><col width="120"><col width="110"></colgroup>';
    const body = `<table id="body">${cols}<tbody><tr><td>2016-05-03</td><td>Tom</td><td>$ 1,200</td></tr><tr><td>2016-05-02</td><td>Ava</td><td>$ 980</td></tr></tbody></table>`;
    const page = (c: string, foot: string): string =>
      `<div class="t"><div class="hw"><table>${cols}<thead><tr><th>Date</th><th>Name</th><th>Amount</th></tr></thead></table></div><div class="bw"><div class="sb"><div class="wrap"><div class="view">${body}</div></div><div class="bar" style="display:none"><div class="thumb"></div></div></div></div><div class="fw"><table>${c}<tbody>${foot}</tbody></table></div></div>`;
    document.body.innerHTML = page(cols, '<tr><td>Total</td><td></td><td>$ 2,180</td></tr>');
    const t = extractTable(document.getElementById('body') as Element);
    expect([t.headerRows, t.footerRows, t.grid[3]]).toEqual([1, 1, ['Total', '', '$ 2,180']]);
    expect(tableSize(document.getElementById('body') as Element).rows).toBe(3);
    // Not without the shared column widths, nor a row without a figure.
    document.body.innerHTML = page('', '<tr><td>Total</td><td></td><td>$ 2,180</td></tr>');
    expect(extractTable(document.getElementById('body') as Element).footerRows ?? 0).toBe(0);
    document.body.innerHTML = page(cols, '<tr><td>Note</td><td>see below</td><td>none</td></tr>');
    expect(extractTable(document.getElementById('body') as Element).footerRows ?? 0).toBe(0);
    // The summary table may declare one more column over the body's scrollbar (an ERP's gutter), empty there.
    const gutter = cols.replace('</colgroup>', '<col width="17"></colgroup>');
    document.body.innerHTML = page(gutter, '<tr><td>Total</td><td></td><td>$ 2,180</td><td></td></tr>');
    expect(extractTable(document.getElementById('body') as Element).grid[3]).toEqual(['Total', '', '$ 2,180']);
    // Two more columns are another column model.
    document.body.innerHTML = page(gutter.replace('</colgroup>', '<col width="17"></colgroup>'), '<tr><td>Total</td><td></td><td>$ 2,180</td><td></td><td></td></tr>');
    expect(extractTable(document.getElementById('body') as Element).footerRows ?? 0).toBe(0);
  });

  it('takes a header table of td label cells when both tables declare the same column widths (AUIGrid, IBSheet)', () => {
    const cols = '<colgroup><col style="width:90px"><col style="width:100px"><col style="width:80px"></colgroup>';
    const body = `<div class="body"><table id="body">${cols}<tbody><tr><td>본사창고</td><td>ST-10021</td><td>1,520</td></tr><tr><td>평택물류</td><td>HY-31005</td><td>42</td></tr></tbody></table></div>`;
    const head = (c: string, cells: string): string => `<div class="head"><table>${c}<tbody><tr class="header-row">${cells}</tr></tbody></table></div>`;
    document.body.innerHTML = head(cols, '<td>창고</td><td>상품코드</td><td>현재고</td>') + body;
    const t = extractTable(document.getElementById('body') as Element);
    expect([t.headerRows, t.columns, t.grid.length]).toEqual([1, ['창고', '상품코드', '현재고'], 3]);
    // Not a row of figures (a record of its own), nor without the shared column widths.
    document.body.innerHTML = head(cols, '<td>부산센터</td><td>SN-70042</td><td>66</td>') + body;
    expect(extractTable(document.getElementById('body') as Element).headerRows).toBe(0);
    document.body.innerHTML = head('', '<td>창고</td><td>상품코드</td><td>현재고</td>') + body;
    expect(extractTable(document.getElementById('body') as Element).headerRows).toBe(0);
    // IBSheet: header and body tables in two rows of a layout table, the title above that frame.
    document.body.innerHTML = `<h4>재고 현황</h4><table class="frame"><tr><td>${head(cols, '<td>창고</td><td>상품코드</td><td>현재고</td>')}</td></tr><tr><td>${body}</td></tr></table>`;
    const framed = extractTable(document.getElementById('body') as Element);
    expect([framed.headerRows, framed.title]).toEqual([1, '재고 현황']);
  });

  it('reads td cells of header rows as column headings: a sort arrow a stylesheet draws is no part of the name (AUIGrid)', () => {
    const cols = '<colgroup><col style="width:90px"><col style="width:100px"><col style="width:80px"></colgroup>';
    const css = '<style>.sort-icon{display:inline-block;width:9px}.sort-asc::after{content:"▲"}</style>';
    const body = `<div class="body"><table id="body">${cols}<tbody><tr><td>본사창고</td><td>ST-10021</td><td>1,520</td></tr><tr><td>평택물류</td><td>HY-31005</td><td>42</td></tr></tbody></table></div>`;
    document.body.innerHTML = `${css}<div class="head"><table>${cols}<tbody><tr><td><div>창고<span class="sort-icon sort-asc"></span></div></td><td><div>상품코드</div></td><td>현재고</td></tr></tbody></table></div>${body}`;
    const t = extractTable(document.getElementById('body') as Element);
    expect([t.columns, t.grid[0]]).toEqual([['창고', '상품코드', '현재고'], ['창고', '상품코드', '현재고']]);
    // A header row found in the table itself, `td` cells under <thead>; body cells keep what they draw.
    document.body.innerHTML = `${css}<table id="t"><thead><tr><td>Rank<span class="sort-icon sort-asc"></span></td><td>Team</td></tr></thead><tbody><tr><td><span class="sort-asc"></span>1</td><td>Ulsan</td></tr></tbody></table>`;
    const own = extractTable(document.getElementById('t') as Element);
    expect([own.columns, own.grid]).toEqual([['Rank', 'Team'], [['Rank', 'Team'], ['▲1', 'Ulsan']]]);
  });

  it('prefers a detached header table over a first body row taken as the header by its look (a grid group row)', () => {
    const head = '<div class="h"><table><thead><tr><th>Order ID</th><th>Customer</th></tr></thead></table></div>';
    const rows = '<tr style="font-weight:bold;background:#eee"><td colspan="2">Ship Country: Brazil</td></tr><tr><td>10250</td><td>Hanari Carnes</td></tr><tr><td>10253</td><td>Hanari Carnes</td></tr>';
    document.body.innerHTML = `${head}<div class="b"><table id="body"><tbody>${rows}</tbody></table></div>`;
    const t = extractTable(document.getElementById('body') as Element);
    expect([t.headerRows, t.columns, t.grid[1]]).toEqual([1, ['Order ID', 'Customer'], ['Ship Country: Brazil', 'Ship Country: Brazil']]);
    expect(tableSize(document.getElementById('body') as Element)).toEqual({ rows: 3, columns: 2, headerRows: 0 });
  });

  it('takes a first row painted apart from every other row (bgcolor, font colour) as the header, not striped rows', () => {
    const body = '<tr bgcolor="#FFFFFF"><td><b>Mon 11/30</b></td><td>Chicken Nuggets</td></tr><tr bgcolor="#FFF5DD"><td><b>Tue 12/1</b></td><td>Cheese Pizza</td></tr><tr bgcolor="#FFFFFF"><td><b>Wed 12/2</b></td><td>Beef Tacos</td></tr>';
    const lunch = extractTable(first(`<table border="1"><tr bgcolor="#FFCC66"><td><font size="2"><b>Day</b></font></td><td><font size="2"><b>Main Entrée</b></font></td></tr>${body}</table>`));
    expect([lunch.headerRows, lunch.columns]).toEqual([1, ['Day', 'Main Entrée']]);
    const font = extractTable(first('<table><tr><td><font color="#990000">Name</font></td><td><font color="#990000">City</font></td></tr><tr><td>Kim</td><td>Seoul</td></tr><tr><td>Lee</td><td>Busan</td></tr></table>'));
    expect(font.headerRows).toBe(1);
    // Zebra stripes: the first row shares its colour with the third.
    const striped = extractTable(first('<table><tr bgcolor="#eeeeee"><td>Kim</td><td>Seoul</td></tr><tr><td>Lee</td><td>Busan</td></tr><tr bgcolor="#eeeeee"><td>Park</td><td>Daegu</td></tr></table>'));
    expect(striped.headerRows).toBe(0);
  });

  it('looks for the header below rows without text on top (a coloured rule drawn as a 2px row)', () => {
    const rule = '<tr><td colspan="3" height="2" bgcolor="#2266BB"></td></tr>';
    const head = '<tr bgcolor="#5A8FC7"><td><font color="#FFFFFF"><b>진료과</b></font></td><td><font color="#FFFFFF"><b>의료진</b></font></td><td><font color="#FFFFFF"><b>월</b></font></td></tr>';
    const body = '<tr><td bgcolor="#F3F7FB"><b>내과</b></td><td>김정훈</td><td>●</td></tr><tr><td colspan="3" height="1" bgcolor="#D5D5D5"></td></tr><tr><td bgcolor="#F3F7FB"><b>정형외과</b></td><td>박상철</td><td>수술</td></tr>';
    const t = extractTable(first(`<table>${rule}${head}${body}</table>`));
    expect([t.headerRows, t.columns, t.grid.length]).toEqual([1, ['진료과', '의료진', '월'], 3]);
    // Kept, the rule is part of the header rows and names nothing.
    const kept = extractTable(first(`<table>${rule}${head}${body}</table>`), { keepEmptyRows: true });
    expect([kept.headerRows, kept.columns]).toEqual([2, ['진료과', '의료진', '월']]);
    // Without a header below it, a rule row makes none.
    expect(extractTable(first(`<table>${rule}<tr><td>Kim</td><td>Seoul</td><td>1</td></tr><tr><td>Lee</td><td>Busan</td><td>2</td></tr><tr><td>Park</td><td>Daegu</td><td>3</td></tr></table>`)).headerRows).toBe(0);
  });

  it('detects a bold first row', () => {
    const t = extractTable(first('<table><tr><td><b>Name</b></td><td><b>City</b></td></tr><tr><td>Kim</td><td>Seoul</td></tr><tr><td>Lee</td><td>Busan</td></tr></table>'));
    expect(t.headerRows).toBe(1);
  });

  it('detects a first row drawn bold by a stylesheet rule, but not a table drawn bold throughout', () => {
    const body = '<tr><td>Kim</td><td>Seoul</td></tr><tr><td>Lee</td><td>Busan</td></tr>';
    const styled = extractTable(first(`<style>.title td{font-weight:bold}</style><table><tr class="title"><td>Name</td><td>City</td></tr>${body}</table>`));
    expect([styled.headerRows, styled.columns]).toEqual([1, ['Name', 'City']]);
    expect(extractTable(first(`<style>.all td{font-weight:700}</style><table class="all"><tr><td>Name</td><td>City</td></tr>${body}</table>`)).headerRows).toBe(0);
  });

  it('detects a bold first row of years (statistics by year), but not a first row of other numbers', () => {
    const years = extractTable(first('<table><tr><td><b>시도</b></td><td><b>2024</b></td><td><b>2025년</b></td></tr><tr><td>서울</td><td>9,331</td><td>9,297</td></tr><tr><td>부산</td><td>3,266</td><td>3,241</td></tr></table>'));
    expect([years.headerRows, years.columns]).toEqual([1, ['시도', '2024', '2025년']]);
    const totals = extractTable(first('<table><tr><td><b>합계</b></td><td><b>12,597</b></td><td><b>12,538</b></td></tr><tr><td>서울</td><td>9,331</td><td>9,297</td></tr><tr><td>부산</td><td>3,266</td><td>3,241</td></tr></table>'));
    expect(totals.headerRows).toBe(0);
    // Years in a first row that is not set apart stay data (a table of rows by year).
    expect(extractTable(first('<table><tr><td>2024</td><td>12</td></tr><tr><td>2025</td><td>15</td></tr><tr><td>2026</td><td>18</td></tr></table>')).headerRows).toBe(0);
  });

  it('takes two bold rows of words above plain rows as a two-row header (periods over dates), not a bold totals row', () => {
    const head = '<style>.hdr td{font-weight:bold}</style><table><tr class="hdr"><td></td><td colspan="2">Three Months Ended</td></tr><tr class="hdr"><td></td><td>Oct. 31, 2026</td><td>Oct. 31, 2025</td></tr>';
    const two = extractTable(first(`${head}<tr><td>Revenue</td><td>412,600</td><td>361,984</td></tr><tr><td>Net income</td><td>29,804</td><td>(6,911)</td></tr></table>`));
    expect([two.headerRows, two.columns]).toEqual([2, ['Column 1', 'Three Months Ended / Oct. 31, 2026', 'Three Months Ended / Oct. 31, 2025']]);
    const totals = extractTable(first('<table><tr><td><b>지역</b></td><td><b>인구</b></td></tr><tr><td><b>합계</b></td><td><b>12,597</b></td></tr><tr><td>서울</td><td>9,331</td></tr><tr><td>부산</td><td>3,266</td></tr></table>'));
    expect(totals.headerRows).toBe(1);
  });

  it('names columns without a header row of controls only, and without the values of fields inside heading cells', () => {
    // The table markup of a saved USDA nutrient report (an "Apply Changes" button and a help icon above the headings,
    // quantity boxes in two headings; the second heading row has no <tr>, as saved).
    const report = extractTable(
      first(
        '<table><thead><tr><td colspan="4"><input type="submit" value="Apply Changes"><a href="/help"><img src="/help.png" alt="Help"></a></td></tr><th>Nutrient</th><th>Unit</th><th><input type="text" value="1"><br>Value per 100.0g</th><th><input type="text" value="2.0"><br>oz 1 NLEA serving<br>56g</th></thead><tbody><tr><td colspan="4"><b>Proximates</b></td></tr><tr><td>Water</td><td>g</td><td>51.70</td><td>28.95</td></tr><tr><td>Energy</td><td>kcal</td><td>315</td><td>176</td></tr></tbody></table>',
      ),
    );
    expect(report.columns).toEqual(['Nutrient', 'Unit', 'Value per 100.0g', 'oz 1 NLEA serving 56g']);
    expect(report.grid.slice(report.headerRows)).toEqual([['Proximates', 'Proximates', 'Proximates', 'Proximates'], ['Water', 'g', '51.70', '28.95'], ['Energy', 'kcal', '315', '176']]);
  });

  it('generates names when there is no header, with a custom namer', () => {
    const el = first('<table><tr><td>Kim</td><td>Seoul</td></tr><tr><td>Lee</td><td>Busan</td></tr><tr><td>Park</td><td>Daegu</td></tr></table>');
    expect(extractTable(el).columns).toEqual(['Column 1', 'Column 2']);
    expect(extractTable(el, { columnName: (i) => `열 ${i + 1}` }).columns).toEqual(['열 1', '열 2']);
    expect(extractTable(el, { headerRows: 1 }).columns).toEqual(['Kim', 'Seoul']);
  });

  it('makes duplicate and empty header names unique', () => {
    const t = extractTable(first('<table><thead><tr><th>가격</th><th>가격</th><th></th></tr></thead><tbody><tr><td>1</td><td>2</td><td>3</td></tr></tbody></table>'));
    expect(t.columns).toEqual(['가격', '가격 (2)', 'Column 3']);
  });

  it('keeps tfoot rows last and counts them', () => {
    const t = extractTable(first('<table><tfoot><tr><td>합계</td><td>3</td></tr></tfoot><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>x</td><td>1</td></tr><tr><td>y</td><td>2</td></tr></tbody></table>'));
    expect(t.footerRows).toBe(1);
    expect(t.grid[t.grid.length - 1]).toEqual(['합계', '3']);
  });

  it('drops empty spacer rows unless asked to keep them', () => {
    const el = first('<table><tr><th>a</th><th>b</th></tr><tr><td colspan=2></td></tr><tr><td>1</td><td>2</td></tr></table>');
    expect(extractTable(el).grid).toHaveLength(2);
    expect(extractTable(el, { keepEmptyRows: true }).grid).toHaveLength(3);
  });

  it('leaves out a pager drawn as the table\'s last rows (HN\'s "More" after a spacer row, a board\'s numbers row), not a data row ending in "다음"', () => {
    const hn = first(
      '<table><tr><td>1.</td><td><a href="/a">Story A</a></td></tr><tr><td></td><td>90 points</td></tr><tr class="morespace" style="height:10px"></tr><tr><td></td><td><a href="?p=2" rel="next" class="morelink">More</a></td></tr></table>',
    );
    expect(extractTable(hn, { includeLinks: true }).grid).toEqual([
      ['1.', 'Story A', 'http://localhost/a'],
      ['', '90 points', ''],
    ]);
    expect(tableSize(hn).rows).toBe(2);
    const board = first(
      '<table><thead><tr><th>번호</th><th>제목</th></tr></thead><tbody><tr><td>2</td><td>가</td></tr><tr><td>1</td><td><a href="/v/1">다음 주 일정</a></td></tr><tr><td colspan="2">◀ 이전 <b>[1]</b> <a href="?page=2">[2]</a> <a href="?page=11">다음</a> ▶</td></tr></tbody></table>',
    );
    expect(extractTable(board).grid).toEqual([['번호', '제목'], ['2', '가'], ['1', '다음 주 일정']]);
    expect(tableSize(board).rows).toBe(2);
  });

  it('adds link and image columns after the columns that hold them', () => {
    const t = extractTable(
      first('<table><tr><th>상품</th><th>사진</th></tr><tr><td><a href="https://x.kr/1">A</a></td><td><img src="https://x.kr/a.png" alt="a"></td></tr><tr><td>B</td><td></td></tr></table>'),
      { includeLinks: true, includeImages: true },
    );
    expect(t.columns).toEqual(['상품', '상품 (link)', '사진', '사진 (image)', '사진 (image alt)']);
    expect(t.grid[1]).toEqual(['A', 'https://x.kr/1', 'a', 'https://x.kr/a.png', 'a']);
    expect(t.grid[2]).toEqual(['B', '', '', '', '']);
  });

  it('takes the heading right above a table without caption as its title, out of wrappers, not past other text', () => {
    const body = '<tr><th>Name</th><th>Value</th></tr><tr><td>a</td><td>1</td></tr>';
    document.body.innerHTML = `<section><h2><a href="#c">Browser compatibility</a></h2><div class="scroll"><figure><table id="a">${body}</table></figure></div></section>
      <div class="Table__Title">Eastern Conference</div><div class="flex"><div class="shadow"></div><table id="b">${body}</table></div>
      <h4>원산지 정보</h4><p>쌀: 국내산</p><table id="c">${body}</table>`;
    const title = (id: string): string | undefined => extractTable(document.getElementById(id) as Element).title;
    expect([title('a'), title('b'), title('c')]).toEqual(['Browser compatibility', 'Eastern Conference', undefined]);
  });

  it('returns the caption as the title', () => {
    expect(extractTable(first('<table><caption> 2026 일정 </caption><tr><td>a</td><td>b</td></tr></table>')).title).toBe('2026 일정');
  });

  it('takes no title from aria-labelledby naming a box that holds the table (its text is the table\'s own)', () => {
    document.body.innerHTML = `<div id="box"><h3 id="cap">Tide predictions</h3><table id="t" aria-labelledby="box"><tr><th>Time</th><th>Ft</th></tr><tr><td>03:12</td><td>-0.6</td></tr></table></div>
      <table id="u" aria-labelledby="cap"><tr><th>Time</th><th>Ft</th></tr><tr><td>10:04</td><td>4.6</td></tr></table>`;
    const title = (id: string): string | undefined => extractTable(document.getElementById(id) as Element).title;
    expect([title('t'), title('u')]).toEqual(['Tide predictions', 'Tide predictions']);
  });


  it('takes the title drawn above the tabs of a table labelled by its tab (the tab names the view shown), else the tab\'s text', () => {
    const tabs = (n: string): string => `<div role="tablist"><button role="tab" id="all${n}" aria-selected="true">All Methods</button><button role="tab" id="st${n}">Static Methods</button></div>`;
    const table = (n: string): string => `<div role="tabpanel"><table id="t${n}" aria-labelledby="all${n}"><tr><th>Method</th><th>Description</th></tr><tr><td>size()</td><td>Number of items.</td></tr></table></div>`;
    document.body.innerHTML = `<section><h2>Method Summary</h2>${tabs('1')}${table('1')}</section><section><p>Some prose about the class, long enough to be no title of a table.</p>${tabs('2')}${table('2')}</section>`;
    const title = (id: string): string | undefined => extractTable(document.getElementById(id) as Element).title;
    expect([title('t1'), title('t2')]).toEqual(['Method Summary', 'All Methods']);
    // The tab panel labelled by its tab, the table inside it unlabelled (Etherscan's token transfers).
    document.body.innerHTML = `<ul role="tablist"><li><a role="tab" id="tok" href="#p">Token Transfers (ERC-20)</a></li></ul><div role="tabpanel" id="p" aria-labelledby="tok"><div class="card"><p>Latest 10 from a total of <a href="#">1,284</a> records</p><table id="t3"><tr><th>Hash</th><th>Block</th></tr><tr><td>0x9f…</td><td>21,870,112</td></tr></table></div></div>`;
    expect(title('t3')).toBe('Token Transfers (ERC-20)');
  });

  it('takes a heading beside a time stamp and a labelled switch (auto refresh) as the title: the switch is a tool', () => {
    const page = (tool: string): string =>
      `<div class="bar"><h3>실시간 좌석현황</h3><span class="stamp">기준시각 2025-06-10 14:32:05</span>${tool}<button type="button">새로고침</button></div><table id="t"><tr><th>열람실</th><th>잔여</th></tr><tr><td>제1열람실</td><td>42</td></tr></table>`;
    document.body.innerHTML = page('<label><input type="checkbox" role="switch" checked> 1분마다 자동 새로고침</label>');
    expect(extractTable(document.getElementById('t') as Element).title).toBe('실시간 좌석현황');
    // A text field beside it is no tool of this kind: a search form titles itself.
    document.body.innerHTML = page('<label>검색 <input type="text"></label>');
    expect(extractTable(document.getElementById('t') as Element).title).toBeUndefined();
  });
  it('takes the rows of labels under a spanning header cell as header rows (Excel and HWP exports, statistics tables)', () => {
    const body = '<tr><td>1월</td><td>412,305</td><td>18,220</td><td>7.0</td></tr><tr><td>2월</td><td>398,770</td><td>17,904</td><td>6.6</td></tr>';
    // A header cell reaching down (rowspan) over the labels of a spanning one.
    const spans = extractTable(first(`<table><tr><td rowspan=2>구분</td><td colspan=2>2025년 상반기</td><td rowspan=2>증감률</td></tr><tr><td>내국인</td><td>외국인</td></tr>${body}</table>`));
    expect([spans.headerRows, spans.columns]).toEqual([2, ['구분', '2025년 상반기 / 내국인', '2025년 상반기 / 외국인', '증감률']]);
    // A full-width title row over the labels (a blank row between), above numeric columns: both header rows; the title row titles the table.
    const titled = extractTable(first(`<table><tr><td colspan=4>Visitors by month</td></tr><tr><td></td><td></td><td></td><td></td></tr><tr><td>Month</td><td>Local</td><td>Foreign</td><td>Change</td></tr>${body}</table>`));
    expect([titled.headerRows, titled.columns[1], titled.title]).toEqual([2, 'Visitors by month / Local', 'Visitors by month']);
    // Values under a spanning heading are data: a name split in two, numbers, or labels not set apart from the rows below.
    expect(extractTable(first('<table><tr><td><b>Name</b></td><td colspan=2><b>Score</b></td></tr><tr><td>Kim</td><td>90</td><td>85</td></tr><tr><td>Lee</td><td>70</td><td>75</td></tr></table>')).headerRows).toBe(1);
    expect(extractTable(first('<table><tr><td colspan=2><b>진료시간 안내</b></td></tr><tr><td>평 일</td><td>09:00 ~ 18:00</td></tr><tr><td>토요일</td><td>09:00 ~ 13:00</td></tr></table>')).headerRows).toBe(1);
    // …also when the box ends in a full-width line (a phone number), but a full-width row the body repeats between its
    // rows is a group row: the first one heads the first group of a spec sheet, not the columns.
    expect(extractTable(first('<table><tr><td colspan=2><b>진료시간 안내</b></td></tr><tr><td>평 일</td><td>09:00 ~ 18:00</td></tr><tr><td>토요일</td><td>09:00 ~ 13:00</td></tr><tr><td colspan=2><b>02-000-7582</b></td></tr></table>')).headerRows).toBe(1);
    const kv = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td><th>${a}2</th><td>${b}2</td></tr>`;
    const spec = extractTable(first(`<table><tr><th colspan=4>기본 사양</th></tr>${kv('제조회사', '삼성전자')}${kv('운영체제', '윈도우11')}<tr><th colspan=4>프로세서</th></tr>${kv('CPU', '인텔')}</table>`));
    expect([spec.headerRows, spec.columns, spec.grid[0], spec.grid.length]).toEqual([0, ['Column 1', 'Column 2', 'Column 3', 'Column 4'], ['기본 사양', '기본 사양', '기본 사양', '기본 사양'], 5]);
    // An infobox's title row, drawn unlike its group headings, stays its header.
    const infobox = extractTable(first(`<table><tr><th colspan=2 class="above">Seattle</th></tr>${kv('Country', 'US').replace(/<th>Country2.*(?=<\/tr>)/, '')}<tr><th colspan=2 class="group">Area</th></tr><tr><th>City</th><td>142 sq mi</td></tr></table>`));
    expect(infobox.headerRows).toBe(1);
    expect(tableSize(first(`<table><tr><th colspan=4>기본 사양</th></tr>${kv('제조회사', '삼성전자')}${kv('운영체제', '윈도우11')}<tr><th colspan=4>프로세서</th></tr>${kv('CPU', '인텔')}</table>`)).headerRows).toBe(0);
  });

  it('takes the heading row of a two-row table only when it is both bold and painted apart', () => {
    const row = '<tr><td>스마트 보안등 교체</td><td>42.0%</td><td>자재 수급 지연</td></tr>';
    const head = (style: string) => `<tr><td style="${style}"><span style="font-weight:bold">사업명</span></td><td style="${style}"><span style="font-weight:bold">집행률</span></td><td style="${style}"><span style="font-weight:bold">부진 사유</span></td></tr>`;
    expect(extractTable(first(`<table>${head('background:#e5e5e5')}${row}</table>`)).columns).toEqual(['사업명', '집행률', '부진 사유']);
    expect(extractTable(first(`<table>${head('')}${row}</table>`)).headerRows).toBe(0);
  });

  it('titles a table by the heading or caption-like paragraph drawn right above it', () => {
    const table = '<table id="t"><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>';
    const titleOf = (html: string) => extractTable(first(html, '#t')).title;
    expect(titleOf(`<h2>Scope</h2><div class="table-wrap">${table}</div>`)).toBe('Scope');
    expect(titleOf(`<div class="mw-heading"><h2>Release timeline</h2><span>[<a href="#">edit</a>]</span></div>${table}`)).toBe('Release timeline');
    expect(titleOf(`<section><div class="panel-header"><h2>Top endpoints</h2></div><div class="panel-content">${table}</div></section>`)).toBe('Top endpoints');
    expect(titleOf(`<h1>Summary</h1><p>Vendors were reassessed.</p><p class="MsoCaption">Table 1: Vendor risk scores</p><p>&nbsp;</p>${table}`)).toBe('Table 1: Vendor risk scores');
    expect(titleOf(`<p style="font-weight:bold">■ 관광지별 방문객</p>${table}`)).toBe('■ 관광지별 방문객');
    // Prose, a form or other words right above: no title; a caption comes first.
    expect(titleOf(`<h2>Scope</h2><p>Anything not done moves to the next release.</p><p>Items are listed by owner.</p>${table}`)).toBeUndefined();
    expect(titleOf(`<h2>Scope</h2>Text ${table}`)).toBeUndefined();
    expect(titleOf(`<h2>Scope</h2><table id="t"><caption>Items</caption><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>`)).toBe('Items');
  });

  it('titles a table by the section heading over a short introduction right above it (Wikipedia lists), not past more', () => {
    const table = '<table id="t"><tr><th>Name</th><th>Height</th></tr><tr><td>Willis Tower</td><td>1,451 ft</td></tr></table>';
    const titleOf = (html: string) => extractTable(first(html, '#t')).title;
    const heading = '<div class="mw-heading mw-heading2"><h2 id="Tallest_buildings">Tallest buildings</h2><span class="mw-editsection">[<a href="#">edit</a>]</span></div>';
    const intro = '<p>This list ranks completed Chicago skyscrapers that stand at least 900 feet (274 m) tall, based on standard height measurement.</p>';
    expect(titleOf(`${heading}${intro}${table}`)).toBe('Tallest buildings');
    expect(titleOf(`<h2>Scope</h2><p>Anything not done moves to the next release. It is listed by owner.</p><div class="wrap">${table}</div>`)).toBe('Scope');
    expect(titleOf(`<h3>Holdings</h3><p>Figures are unaudited: see note 4.</p>${table}`)).toBe('Holdings');
    // Further away — two paragraphs, three sentences, another table or other content between — or words that are
    // no sentence (`쌀: 국내산`): no title.
    expect(titleOf(`${heading}${intro}${intro}${table}`)).toBeUndefined();
    expect(titleOf(`${heading}<p>One. Two. Three.</p>${table}`)).toBeUndefined();
    expect(titleOf(`${heading}<table><tr><td>a</td><td>b</td></tr></table>${intro}${table}`)).toBeUndefined();
    expect(titleOf(`${heading}<figure><img src="/a.png" alt="Skyline"></figure>${intro}${table}`)).toBeUndefined();
    expect(titleOf(`<h4>원산지 정보</h4><p>쌀: 국내산</p>${table}`)).toBeUndefined();
    // Above the introduction only a section heading titles the table, not a bold line; a title row of the table's own
    // is nearer (Wikipedia's climate box).
    expect(titleOf(`<p><b>Chicago towers</b></p>${intro}${table}`)).toBeUndefined();
    const climate = '<table id="t"><tr><th colspan="3">Climate data for Seattle</th></tr><tr><th>Month</th><th>Jan</th><th>Feb</th></tr><tr><th>Mean high °F</th><td>48</td><td>51</td></tr></table>';
    expect(titleOf(`<h3>Climate</h3><p>Seattle's climate is warm-summer Mediterranean.</p>${climate}`)).toBe('Climate data for Seattle');
  });

  it('looks above a frame drawn round the table: a layout table whose first row is the one cell holding it', () => {
    const table = '<table id="t"><thead><tr><th>Level</th><th>Move</th></tr></thead><tbody><tr><td>1</td><td>Tackle</td></tr><tr><td>3</td><td>Vine Whip</td></tr></tbody></table>';
    const titleOf = (html: string) => extractTable(first(html, '#t')).title;
    // Bulbapedia's learnset: the heading, then a coloured frame table, a legend in its second row.
    expect(titleOf(`<h3><span class="mw-headline">By leveling up</span></h3><table class="roundy"><tr><td>\n${table}</td></tr><tr><td>Bold indicates STAB</td></tr></table>`)).toBe('By leveling up');
    expect(titleOf(`<h3>By leveling up</h3><table><tr><td>${table}</td></tr></table>`)).toBe('By leveling up');
    // A cell beside others, a row under another, or words before the table in the cell: no frame, no title from outside.
    expect(titleOf(`<h3>By leveling up</h3><table><tr><td>${table}</td><td>Side</td></tr></table>`)).toBeUndefined();
    expect(titleOf(`<h3>By leveling up</h3><table><tr><td>Top</td></tr><tr><td>${table}</td></tr></table>`)).toBeUndefined();
    expect(titleOf(`<h3>By leveling up</h3><table><tr><td>Note ${table}</td></tr></table>`)).toBeUndefined();
  });

  it('passes over a toolbar between a heading and its table, takes a heading group with one short line, not a page banner', () => {
    const table = '<table id="t"><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>';
    const titleOf = (html: string) => extractTable(first(html, '#t')).title;
    // Controls only (an export link, a time frame picker, a date range button): the table's own toolbar.
    expect(titleOf(`<div><a href="#">◀</a><h4>2025년 11월 26일 박스오피스</h4><a href="#">▶</a></div><div class="rst"><a href="#">엑셀다운로드</a></div>${table}`)).toBe('2025년 11월 26일 박스오피스');
    expect(titleOf(`<h2>S&amp;P 500 Historical Data</h2><div><select><option>Daily</option></select><div role="button">10/28/2025 - 11/26/2025</div><button>Download</button></div><div>${table}</div>`)).toBe('S&P 500 Historical Data');
    // One filter field outside a form is the table's own tool too (Angular Material, Quasar); an icon's ligature word
    // hidden from assistive technology says nothing.
    expect(titleOf(`<h2>Orders</h2><div><input type="search"><button>Search</button></div>${table}`)).toBe('Orders');
    expect(titleOf(`<mat-card-title class="mat-card-title">Active shipments</mat-card-title><div class="filters"><input placeholder="Filter"></div>${table}`)).toBe('Active shipments');
    // A bar of a title box and tools side by side gives the title (Quasar's top bar: title, spacer, filter).
    expect(titleOf(`<div class="top"><div class="control"><div class="q-table__title">입고 내역</div></div><div class="sep"></div><div class="control"><label><input type="search"><i aria-hidden="true">search</i></label></div></div><div>${table}</div>`)).toBe('입고 내역');
    // A title box's count or date beside its words is no part of the title.
    expect(titleOf(`<div class="grid_tit"><span>접수 목록</span><span>총 213건</span></div>${table}`)).toBe('접수 목록');
    expect(titleOf(`<div class="sub_tit"><h4>정산 목록</h4><span class="cnt">총 <em>8</em>건</span></div>${table}`)).toBe('정산 목록');
    // A pager's buttons laid out as a list beside the filter field (AWS), an image icon's glyph beside the buttons (Ant Design Pro).
    expect(titleOf(`<div><h2>Instances <span>(5) Info</span></h2><div><button>Connect</button></div></div><div><div><input type="search"></div><div><ul><li><button aria-label="Previous page">‹</button></li><li><button>1</button></li><li><button aria-label="Next page">›</button></li></ul></div></div>${table}`)).toBe('Instances (5) Info');
    expect(titleOf(`<div class="toolbar"><div class="list-toolbar-title">Order list</div><div><button>＋ New</button> <span role="img" aria-label="reload">⟳</span></div></div>${table}`)).toBe('Order list');
    // A heading group's lines holding only its tools (`Add to Portfolio`, a settings button) are no line of words.
    expect(titleOf(`<div><h3>Earnings for Tue, Apr 29, 2025</h3><div>1-6 of 134 results</div><button>Add to Portfolio</button> <button aria-label="Settings"><svg></svg></button></div><div>${table}</div>`)).toBe('Earnings for Tue, Apr 29, 2025');
    // A text field's label beside it, and the date picker it opens (month grid, its title and month buttons), are that tool.
    const month = '<tr><th>S</th><th>M</th><th>T</th><th>W</th><th>T</th><th>F</th><th>S</th></tr>' + [0, 7, 14, 21].map((d) => `<tr>${[1, 2, 3, 4, 5, 6, 7].map((n) => `<td><button>${d + n}</button></td>`).join('')}</tr>`).join('');
    expect(titleOf(`<h2>Grouped rows</h2><div><div><label>Delivered on</label> <input readonly value="2024-05-14"></div><div><div><div>2024</div><div>Tue, May 14</div></div><div><button>‹</button> <b>May 2024</b> <button>›</button></div><table>${month}</table></div></div>${table}`)).toBe('Grouped rows');
    expect(titleOf(`<h2>Grouped rows</h2><div><div><label>Delivered on</label> <input readonly value="2024-05-14"></div><p>Pick a date.</p></div>${table}`)).toBeUndefined();
    // An inline calendar under a heading naming it (Radzen's `Order date` card) is a tool too; a heading over prose is not.
    expect(titleOf(`<h1>Orders</h1><div><div class="card"><h2>Order date</h2><div class="picker"><div><button>‹</button> <b>July 1996</b> <button>›</button></div><table>${month}</table></div></div><div>${table}</div></div>`)).toBe('Orders');
    expect(titleOf(`<h1>Orders</h1><div><div class="card"><h2>Order date</h2><p>Orders ship within two days.</p></div><div>${table}</div></div>`)).toBeUndefined();
    // A layout table's title cell in the row above the one cell holding the table (rows of one cell stack as blocks).
    expect(titleOf(`<table><tr><td class="bill_title">관리비 고지서</td></tr><tr><td>${table}</td></tr></table>`)).toBe('관리비 고지서');
    // A form, two text fields, a list or words beside the controls still stop.
    expect(titleOf(`<h2>Orders</h2><form><button>Search</button></form>${table}`)).toBeUndefined();
    expect(titleOf(`<h2>Orders</h2><div><input type="text" placeholder="From"><input type="text" placeholder="To"><button>Search</button></div>${table}`)).toBeUndefined();
    expect(titleOf(`<div class="top"><div class="t-title">Orders</div><p>Showing all orders placed this week.</p></div>${table}`)).toBeUndefined();
    expect(titleOf(`<h2>Links</h2><ul><li><a href="#">One</a></li><li><a href="#">Two</a></li></ul>${table}`)).toBeUndefined();
    expect(titleOf(`<h2>Orders</h2><div>Showing all <a href="#">Export</a></div>${table}`)).toBeUndefined();
    // A heading with a date or place line beside it (hgroup); two lines or a sentence are more than a subtitle.
    expect(titleOf(`<div><h1>Bahrain Grand Prix 2024 - Race Result</h1><p><span>02 Mar 2024</span> <span>Sakhir, Bahrain</span></p></div><div>${table}</div>`)).toBe('Bahrain Grand Prix 2024 - Race Result');
    expect(titleOf(`<div><h1>Northwind (NWE)</h1><div>48.72 +1.06</div><p>At close: November 24</p></div>${table}`)).toBeUndefined();
    expect(titleOf(`<div><h2>Scope</h2><p>Items move to the next release.</p></div>${table}`)).toBeUndefined();
    // The site's banner names the site, not the table under it.
    expect(titleOf(`<header><h6>스마트투자</h6><button>로그인</button></header><div role="tablist"><button role="tab">시가총액 상위</button></div>${table}`)).toBeUndefined();
  });

  it('titles a table past notes on its figures, beside a picker or a labelled filter field, and above deep wrappers', () => {
    const table = '<table id="t"><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>';
    const titleOf = (html: string) => extractTable(first(html, '#t')).title;
    // A line of a reference date and a unit note with an export button between the heading and the table.
    expect(titleOf(`<h3>학년별·학급별 학생수</h3><div><span>기준일: 2025년 4월 1일</span><span>(단위: 개, 명) <button>엑셀 저장</button></span></div>${table}`)).toBe('학년별·학급별 학생수');
    expect(titleOf(`<h3>Holdings</h3><p>Source: company filings</p>${table}`)).toBe('Holdings');
    // A subtitle ending in the date the figures are as of (`… · 2025.11.15 기준`), no sentence.
    expect(titleOf(`<h2>팀 순위</h2><p class="sub">2025-2026 정규리그 · 2025.11.15 기준</p>${table}`)).toBe('팀 순위');
    expect(titleOf(`<h2>팀 순위</h2><p>순위는 매일 갱신됩니다. 11월 15일 기준</p>${table}`)).toBeUndefined();
    // A grid's header bar (one line in a box its class calls the header) over a box its class calls a toolbar.
    expect(titleOf(`<div class="w2ui-grid-header">Open orders – June</div><div class="w2ui-toolbar"><table><tr><td><div class="w2ui-button">Add New</div></td><td><div class="w2ui-button">Delete</div></td></tr></table></div>${table}`)).toBe('Open orders – June');
    expect(titleOf(`<div class="page-header">Acme<br>Orders and invoices</div>${table}`)).toBeUndefined();
    expect(titleOf(`<div class="cu-list-group__header"><span class="badge">IN PROGRESS</span> <span class="count">4</span></div>${table}`)).toBe('IN PROGRESS');
    expect(titleOf(`<h3>Holdings</h3><ul><li>Figures are unaudited: see note 4.</li></ul>${table}`)).toBeUndefined();
    // A sort picker beside the heading is a tool of the table, as a link or button is.
    expect(titleOf(`<div><h3>전체 채용정보 <em>1,284</em>건</h3><select><option>등록일순</option></select></div>${table}`)).toBe('전체 채용정보 1,284건');
    // A filter field's own label is part of that tool (Vuetify's toolbar: title, divider, labelled field, button).
    expect(titleOf(`<div class="bar"><div class="v-toolbar__title">Open shipments</div><hr><div><label for="d">Pickup date</label> <input id="d" value="2026-11-24"></div><button>New shipment</button></div><div>${table}</div>`)).toBe('Open shipments');
    expect(titleOf(`<div class="bar"><div class="v-toolbar__title">Open shipments</div><div><span>Pickup date</span> <input value="2026-11-24"></div></div><div>${table}</div>`)).toBeUndefined();
    // Six wrappers a component library draws around its table (Ant Design) below the bar holding the title.
    const wrapped = `<div><div><div><div><div><div>${table}</div></div></div></div></div></div>`;
    expect(titleOf(`<div class="toolbar"><div class="toolbar-title">회원 목록</div><button>신규 등록</button></div>${wrapped}`)).toBe('회원 목록');
  });

  it('extracts ARIA grids with spans, row headers and labels', () => {
    const t = extractTable(
      first(
        '<div role="table" aria-label="Prices"><div role="row"><span role="columnheader">Item</span><span role="columnheader">Price</span></div><div role="row"><span role="rowheader">A</span><span role="cell">1</span></div><div role="row"><span role="cell" aria-colspan="2">note</span></div></div>',
        '[role=table]',
      ),
    );
    expect(t).toEqual({ grid: [['Item', 'Price'], ['A', '1'], ['note', 'note']], headerRows: 1, columns: ['Item', 'Price'], footerRows: 0, kind: 'aria', title: 'Prices' });
  });

  it('reads the first row of a sideways table (th row headings, a record per column) as its header, but not of a key–value table', () => {
    document.body.innerHTML = '<table id="s"><tr><th>Time</th><td>1 PM</td><td>2 PM</td></tr><tr><th>Temp</th><td>9°</td><td>8°</td></tr></table><table id="kv"><tr><th>Name</th><td>Harbour</td></tr><tr><th>Height</th><td>12 m</td></tr></table>';
    const sideways = extractTable(document.getElementById('s') as Element);
    expect(sideways.headerRows).toBe(1);
    expect(sideways.columns).toEqual(['Time', '1 PM', '2 PM']);
    expect(extractTable(document.getElementById('kv') as Element).headerRows).toBe(0);
  });
});

describe('tableSize', () => {
  // The saved USDA nutrient report's shape: a heading row of controls only whose colspan (6) reaches past the 4 drawn
  // columns, a heading row, then 7 body rows (a section row and 6 nutrients). The markup counts say 9 rows × 6 columns.
  const USDA =
    '<table><thead><tr><td colspan="6"><input type="submit" value="Apply Changes"><a href="/help"><img src="/help.png" alt="Help"></a></td></tr><tr><th>Nutrient</th><th>Unit</th><th><input type="text" value="1"><br>Value per 100.0g</th><th><input type="text" value="2.0"><br>oz 1 NLEA serving<br>56g</th></tr></thead><tbody><tr><td colspan="4"><b>Proximates</b></td></tr>' +
    ['Water', 'Energy', 'Protein', 'Total lipid (fat)', 'Carbohydrate', 'Fiber'].map((n, i) => `<tr><td>${n}</td><td>g</td><td>${i + 1}.5</td><td>${i}.25</td></tr>`).join('') +
    '</tbody></table>';

  it('is the extracted shape, not the markup counts: a colspan past the drawn width and a heading row of controls only', () => {
    const el = first(USDA);
    const extracted = extractTable(el);
    expect(extracted.columns).toHaveLength(4);
    expect(extracted.grid.length - extracted.headerRows).toBe(7);
    expect(tableSize(el)).toEqual({ rows: 7, columns: 4, headerRows: 2 });
  });

  it('leaves out empty and hidden rows and counts a detected header as the extraction does', () => {
    const el = first('<table><tr><td><b>Name</b></td><td><b>Qty</b></td></tr><tr><td>A</td><td>1</td></tr><tr><td> </td><td></td></tr><tr style="display:none"><td>B</td><td>2</td></tr><tr><td>C</td><td>3</td></tr></table>');
    const extracted = extractTable(el);
    expect(tableSize(el)).toEqual({ rows: extracted.grid.length - extracted.headerRows, columns: extracted.columns.length, headerRows: extracted.headerRows });
    expect(tableSize(el)).toEqual({ rows: 2, columns: 2, headerRows: 1 });
  });
});
