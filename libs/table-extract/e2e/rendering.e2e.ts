import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { FixtureExpectation } from '../src/testing/fixture-run';
import { comparable } from '../src/testing/fixture-run';
import { CELL_STYLES, cellHtmlArb } from '../src/testing/cell-html';
import { bundleLibrary, FIXTURES_DIR, launchChromium, startServer, type TestServer } from './support/harness';

let browser: Browser;
let server: TestServer;
let other: TestServer;
let page: Page;

const SCRIPT = '<script src="/table-extract.js"></script>';

beforeAll(async () => {
  const bundle = await bundleLibrary();
  server = await startServer(bundle);
  other = await startServer(bundle);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Fixtures name public hosts (in <base> and image URLs): nothing may leave the loopback interface.
  await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' || route.request().url().startsWith('data:') ? route.continue() : route.abort()));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await other?.close();
});

async function open(html: string, name = `/t-${Date.now()}-${Math.random().toString(36).slice(2)}.html`): Promise<void> {
  server.put(name, html.includes('/table-extract.js') ? html : `${html}${SCRIPT}`);
  await page.goto(server.origin + name);
  await page.waitForFunction(() => typeof globalThis.TE === 'object');
}

describe('fixture corpus in Chromium', () => {
  const pages = fs.readdirSync(FIXTURES_DIR).filter((f) => f.endsWith('.html') && fs.existsSync(path.join(FIXTURES_DIR, f.replace(/\.html$/, '.expected.json'))));

  it.each(pages)('%s gives the expected tables', async (name) => {
    const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, name.replace(/\.html$/, '.expected.json')), 'utf8')) as FixtureExpectation;
    await page.goto(`${server.origin}/${name}`);
    await page.addScriptTag({ url: `${server.origin}/table-extract.js` });
    const result = await page.evaluate((exp) => globalThis.TE.runFixture(document, exp), expected);
    expect(result).toEqual(comparable(expected));
  });
});

describe('hidden elements (rendering rules)', () => {
  it('leaves out text hidden by media queries, stylesheet classes, visibility and shadow-root styles', async () => {
    await open(`
      <style>
        @media (min-width: 600px) { .wide-hide { display: none } }
        @media (max-width: 400px) { .narrow-hide { display: none } }
        .ghost { visibility: hidden }
        .ghost .back { visibility: visible }
        .clearfix::after { content: "."; display: block; height: 0; clear: both; visibility: hidden }
      </style>
      <table id="t">
        <tr><th>a</th><th class="wide-hide">hidden column</th><th>b</th></tr>
        <tr><td><div class="clearfix">1</div><span class="wide-hide">X</span></td><td class="wide-hide">H</td><td>2<span class="narrow-hide">+</span><span class="ghost">G</span></td></tr>
        <tr><td>3</td><td class="wide-hide">H</td><td>4</td></tr>
      </table>
      <div id="host"></div>
      <script>
        const root = document.getElementById('host').attachShadow({ mode: 'open' });
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('.adopted-hide { display: none }');
        root.adoptedStyleSheets = [sheet];
        root.innerHTML = '<style>.inner-hide{display:none}</style><table id="s"><tr><th>k</th><th>v</th></tr><tr><td>x<span class="inner-hide">!</span></td><td>y<b class="adopted-hide">?</b></td></tr></table>';
      </script>`);
    const result = await page.evaluate(() => {
      const t = globalThis.TE.extractTable(document.getElementById('t') as Element);
      const shadowTable = (document.getElementById('host') as Element).shadowRoot?.getElementById('s') as Element;
      return { t: t.grid, s: globalThis.TE.extractTable(shadowTable).grid };
    });
    expect(result.t).toEqual([
      ['a', 'b'],
      ['1', '2+'],
      ['3', '4'],
    ]);
    expect(result.s).toEqual([
      ['k', 'v'],
      ['x', 'y'],
    ]);
  });

  it('reads a cell as the content its slot draws (a web component grid keeping cell content in light DOM), else the slot\'s own fallback', async () => {
    await open(`
      <style>cell-content { display: block }</style>
      <h2>Shift log</h2>
      <my-grid id="grid"><cell-content slot="c0">Employee</cell-content><cell-content slot="c1">Hours</cell-content>
        <cell-content slot="c2">Hannah <b>Cole</b></cell-content><cell-content slot="c3">8:04<span hidden>!</span></cell-content>
        <cell-content slot="c4">Aiko</cell-content></my-grid>
      <script>
        const root = document.getElementById('grid').attachShadow({ mode: 'open' });
        root.innerHTML = '<table id="s"><thead><tr><th><slot name="c0"></slot></th><th><slot name="c1"></slot></th></tr></thead>' +
          '<tbody><tr><td><slot name="c2"></slot></td><td><slot name="c3"></slot></td></tr><tr><td><slot name="c4"></slot></td><td><slot name="c5">n/a</slot></td></tr></tbody></table>';
      </script>`);
    const { grid, title, drawn } = await page.evaluate(() => {
      const table = (document.getElementById('grid') as Element).shadowRoot?.getElementById('s') as Element;
      const t = globalThis.TE.extractTable(table);
      return { grid: t.grid, title: t.title, drawn: globalThis.TE.drawnText(table.querySelector('tbody tr') as Element) };
    });
    expect(drawn).toBe('Hannah Cole8:04!');
    // Titled by the heading above the component, out of its shadow root.
    expect(title).toBe('Shift log');
    expect(grid).toEqual([
      ['Employee', 'Hours'],
      ['Hannah Cole', '8:04'],
      ['Aiko', 'n/a'],
    ]);
  });

  it('counts a CSS counter incremented by the pseudo-element that draws it (a side box of hot posts numbered by `li::before`)', async () => {
    await open(`
      <style>ol { counter-reset: rank; list-style: none } ol li::before { counter-increment: rank; content: counter(rank); width: 16px; display: inline-block }</style>
      <ol id="l"><li><a href="/1">Fare rises next month</a><span class="cmt">[512]</span></li><li><a href="/2">Sale dates</a><span class="cmt">[1,024]</span></li><li><a href="/3">Emoji lesson</a><span class="cmt">[240]</span></li></ol>`);
    const t = await page.evaluate(() => globalThis.TE.extractTable(document.getElementById('l') as Element, { includeLinks: false }));
    expect(t.grid.map((row) => row[0])).toEqual(['1', '2', '3']);
  });

  it('reads text a pseudo-element draws a space apart (its padding or margin) as a word apart, and a unit drawn touching as glued', async () => {
    await open(`<style>.req::after{content:"required";padding:5px}.pct::after{content:"%"}</style>
      <table id="t"><thead><tr><th>Name</th><th>Share</th></tr></thead><tbody><tr><td><span class="req">shipmentId</span></td><td><span class="pct">22</span></td></tr><tr><td>notify</td><td><span class="pct">8</span></td></tr></tbody></table>`);
    const t = await page.evaluate(() => globalThis.TE.extractTable(document.getElementById('t') as Element));
    expect(t.grid.slice(1)).toEqual([
      ['shipmentId required', '22%'],
      ['notify', '8%'],
    ]);
  });

  it('reads a photo drawn as a labelled box (`role=img` on a background picture) as no field of a list, a labelled star rating as one', async () => {
    const hotel = (i: number): string =>
      `<div class="card"><div class="photo" role="img" aria-label="Photo of Hotel ${i}"></div><h3 class="name">Hotel ${i}</h3><div class="rating"><span class="stars" role="img" aria-label="${i} out of 5 stars"></span></div><div class="price">$${i}84</div></div>`;
    await open(`<style>.photo{width:160px;height:120px;background:#ccc}.stars{display:inline-block;width:60px;height:14px}</style><div id="l">${hotel(1)}${hotel(2)}${hotel(3)}</div>`);
    const t = await page.evaluate(() => globalThis.TE.extractTable(document.getElementById('l') as Element, { includeLinks: false, includeImages: false }));
    expect(t.grid[0]).toEqual(['Hotel 1', '1 out of 5 stars', '$184']);
  });

  it('reads screen-reader words ending a one-line flex item on its line, and leaves sort images out of column names', async () => {
    await open(`
      <style>
        ul { display: flex; gap: 4px; list-style: none; padding: 0; margin: 0 }
        .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(1px, 1px, 1px, 1px) }
        .disc { width: 20px; border-radius: 50% }
      </style>
      <table id="t">
        <thead><tr><th>Team</th><th>Pts <a href="#"><img alt="Sort"></a></th><th>Form</th></tr></thead>
        <tr><td>Liverpool</td><td>31</td><td><ul><li><div class="disc" aria-hidden="true">W</div><span class="sr">Result Win</span></li><li><div class="disc" aria-hidden="true">D</div><span class="sr">Result Draw</span></li></ul></td></tr>
        <tr><td>Arsenal</td><td>30</td><td><ul><li><div class="disc" aria-hidden="true">L</div><span class="sr">Result Loss</span></li></ul></td></tr>
      </table>`);
    const t = await page.evaluate(() => globalThis.TE.extractTable(document.getElementById('t') as Element));
    expect(t.columns).toEqual(['Team', 'Pts', 'Form']);
    expect(t.grid.slice(1)).toEqual([
      ['Liverpool', '31', 'W Result Win D Result Draw'],
      ['Arsenal', '30', 'L Result Loss'],
    ]);
  });

  it('reads a badge image and a type token drawn as row flex items among words as fields, a photo or an avatar as none (decision 124)', async () => {
    const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const order = (i: number, badge: string): string =>
      `<div class="order"><img class="photo" alt="Photo ${i}" src="${gif}"><div><a href="#">Item ${i}</a><div class="row"><span>${i},990 원</span><span>1 개</span>${badge ? `<img class="badge" alt="${badge}" src="${gif}">` : ''}</div>` +
      `<div class="row"><img class="avatar" alt="Seller ${i}" src="${gif}"><span>Seller ${i}</span></div></div></div>`;
    const field = (type: string, name: string): string => `<li class="row"><span class="token" role="img" aria-label="${type}"></span><span>${name}</span></li>`;
    await open(`
      <style>
        .order, .row { display: flex; gap: 8px } .photo { width: 64px; height: 64px }
        .badge { display: inline-block; width: 50px; height: 14px } .avatar { width: 20px; height: 20px; border-radius: 50% }
        .token { display: inline-flex; width: 16px; height: 16px; background: #ddd } ul { list-style: none }
      </style>
      <div id="orders">${order(1, '로켓프레시')}${order(2, '로켓배송')}${order(3, '')}</div>
      <ul id="fields">${field('Date', '@timestamp')}${field('Keyword', 'host.name')}${field('Number', 'status')}</ul>`);
    const grids = await page.evaluate(() =>
      ['orders', 'fields'].map((id) => globalThis.TE.extractTable(document.getElementById(id) as Element, { includeLinks: false, includeImages: false }).grid),
    );
    expect(grids[0]).toEqual([
      ['Item 1', '1,990 원', '1 개', '로켓프레시', 'Seller 1'],
      ['Item 2', '2,990 원', '1 개', '로켓배송', 'Seller 2'],
      ['Item 3', '3,990 원', '1 개', '', 'Seller 3'],
    ]);
    expect(grids[1]).toEqual([
      ['Date', '@timestamp'],
      ['Keyword', 'host.name'],
      ['Number', 'status'],
    ]);
  });

  it('reads a badge alone in a wrapper drawn as a row flex item as a field, not an avatar named after its user; an item a wrapping flex puts on a line of its own starts a line (decision 148)', async () => {
    const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const post = (title: string, badge: boolean): string =>
      `<li class="post"><div class="top"><span class="cat">[학사]</span><a class="title" href="#">${title}</a>${badge ? `<span class="new-icon"><img alt="새글" src="${gif}"></span>` : ''}</div>` +
      `<div class="user"><a class="avatar" href="#"><div class="w"><img alt="${title}'s user avatar" src="${gif}"></div></a><div class="name"><a href="#">${title}</a><span>341</span></div></div></li>`;
    const goods = (name: string, option: string): string =>
      `<tr><td><div class="goods"><span class="frame"><img src="${gif}" width="40" height="40" alt=""></span><p class="name"><a href="#">${name}</a></p><ul class="etc"><li>${option}</li></ul></div></td><td>1</td></tr>`;
    await open(`
      <style>
        .top, .user { display: flex; gap: 8px } .new-icon img, .avatar img { width: 14px; height: 14px } ul { list-style: none }
        .goods { display: flex; flex-wrap: wrap; gap: 0 8px; width: 300px } .goods .frame { width: 40px; flex: none } .goods .name { margin: 0; flex: 1 1 200px } .goods .etc { flex-basis: 100%; margin: 0 }
      </style>
      <ul id="posts">${post('jin', true)}${post('mia', false)}${post('leo', true)}</ul>
      <table id="orders"><tr><th>상품명</th><th>수량</th></tr>${goods('린넨 셔츠', '[옵션: 색상=아이보리]')}${goods('와이드 슬랙스', '[옵션: 색상=차콜]')}</table>`);
    const grids = await page.evaluate(() => [
      globalThis.TE.extractTable(document.getElementById('posts') as Element, { includeLinks: false, includeImages: false }).grid,
      globalThis.TE.extractTable(document.getElementById('orders') as Element).grid,
    ]);
    expect(grids[0]).toEqual([
      ['[학사]', 'jin', '새글', 'jin', '341'],
      ['[학사]', 'mia', '', 'mia', '341'],
      ['[학사]', 'leo', '새글', 'leo', '341'],
    ]);
    expect(grids[1]?.slice(1)).toEqual([
      ['린넨 셔츠\n[옵션: 색상=아이보리]', '1'],
      ['와이드 슬랙스\n[옵션: 색상=차콜]', '1'],
    ]);
  });

  it('lines up the cells each item only wraps under a heading row drawn over them, keeping its empty column, and under no row of words drawn elsewhere', async () => {
    const widths = [160, 100, 60];
    const cells = (texts: string[], w = widths): string => texts.map((t, k) => `<div style="width:${w[k] ?? 60}px">${t}</div>`).join('');
    // Notion's table view: each item wraps its row of cells; the header row above draws a cell over each.
    const task = (name: string, status: string): string => `<div class="item"><div class="cells">${cells([`<a href="#">${name}</a>`, status, ''])}</div></div>`;
    // A ranking whose cards each wrap one link, under a period switch of as many words drawn elsewhere.
    const card = (rank: string, title: string, venue: string): string => `<li class="card"><a href="#">${cells([rank, title, venue], [30, 200, 120])}</a></li>`;
    await open(`
      <style>.cells, .head, .card > a { display: flex } .switch span { margin-right: 8px } ul { list-style: none }</style>
      <div class="head">${cells(['Name', 'Status', 'Done'])}</div>
      <div id="tasks">${task('Webhooks', 'In progress')}${task('Onboarding', 'Not started')}${task('Invite flow', 'Done')}</div>
      <div class="switch"><span>일간</span><span>주간</span><span>월간</span></div>
      <ul id="ranking">${card('1', '위키드', '블루스퀘어')}${card('2', '성시경', 'KSPO DOME')}${card('3', '레미제라블', '샤롯데씨어터')}</ul>`);
    const result = await page.evaluate(() =>
      ['tasks', 'ranking'].map((id) => {
        const t = globalThis.TE.extractTable(document.getElementById(id) as Element, { includeLinks: false, includeImages: false });
        return { columns: t.columns, first: t.grid[0] };
      }),
    );
    expect(result[0]).toEqual({ columns: ['Name', 'Status', 'Done'], first: ['Webhooks', 'In progress', ''] });
    expect(result[1]).toEqual({ columns: ['Column 1', 'Column 2', 'Column 3'], first: ['1', '위키드', '블루스퀘어'] });
  });

  it('still hides elements when a stylesheet is cross-origin and cannot be read', async () => {
    other.put('/site.css', '.cdn-hide { display: none } .col-hide { display: none }', 'text/css');
    await open(`<link rel="stylesheet" href="${other.origin}/site.css">
      <table id="t"><tr><th>a</th><th class="col-hide">b</th><th>c</th></tr><tr><td>1<span class="cdn-hide">X</span></td><td class="col-hide">H</td><td>2</td></tr><tr><td>3</td><td class="col-hide">H</td><td>4</td></tr></table>`);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.cdn-hide') as Element).display === 'none');
    const readable = await page.evaluate(() => {
      try {
        return document.styleSheets[0]?.cssRules.length ?? -1;
      } catch {
        return 'unreadable';
      }
    });
    expect(readable).toBe('unreadable');
    const grid = await page.evaluate(() => globalThis.TE.extractTable(document.getElementById('t') as Element).grid);
    expect(grid).toEqual([
      ['a', 'c'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('reads Material Icons ligatures as pictures when the font stylesheet comes from another origin (by its documented classes)', async () => {
    other.put('/icon.css', '.material-icons { font-family: "Material Icons"; display: inline-block } .material-symbols-outlined { font-family: "Material Symbols Outlined" }', 'text/css');
    await open(`<link rel="stylesheet" href="${other.origin}/icon.css">
      <table id="t"><tr><th>상태 <i class="material-icons" aria-hidden="true">arrow_upward</i></th><th>송장번호</th></tr><tr><td><i class="material-icons">local_shipping</i>배송중</td><td>6012</td></tr><tr><td><span class="material-symbols-outlined">check_circle</span> 배송완료</td><td>5521</td></tr></table>`);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.material-icons') as Element).display === 'inline-block');
    const grid = await page.evaluate(() => globalThis.TE.extractTable(document.getElementById('t') as Element).grid);
    expect(grid).toEqual([
      ['상태', '송장번호'],
      ['배송중', '6012'],
      ['배송완료', '5521'],
    ]);
  });
});

describe('plain-cell shortcut in Chromium', () => {
  it('reads random cells as the full walk does, with styles from the page and a cross-origin sheet', async () => {
    const cells = fc.sample(cellHtmlArb, { numRuns: 600, seed: 20261122 });
    other.put('/cells.css', '.far{display:none}', 'text/css');
    const rows = cells.map((html, i) => `<tr><td>${html}</td><td>${i % 7 === 0 ? `<span class="far">x</span>${html}` : html}</td></tr>`).join('');
    await open(`<style>${CELL_STYLES}</style><link rel="stylesheet" href="${other.origin}/cells.css"><table id="t">${rows}</table>`);
    const mismatches = await page.evaluate(() => {
      const table = document.getElementById('t') as Element;
      const out: { html: string; fast: unknown; walked: unknown }[] = [];
      for (const [collect, attributes] of [[false, 'visit'], [true, 'query']] as const) {
        const ctx = { visibility: globalThis.TE.visibilityFor(table, { attributes }), footnotes: 'drop' as const, collectLinks: collect, collectImages: collect };
        for (const td of Array.from(table.querySelectorAll(':scope > tbody > tr > td'))) {
          const fast = globalThis.TE.cellContent(td, ctx);
          const walked = globalThis.TE.walkedContent(td, ctx);
          if (JSON.stringify(fast) !== JSON.stringify(walked)) out.push({ html: td.innerHTML, fast, walked });
        }
      }
      return out;
    });
    expect(mismatches.slice(0, 3)).toEqual([]);
  });
});

describe('finding tables (rendering rules)', () => {
  it('leaves out layout tables that wrap the page, hidden tables, and finds tables in shadow roots and same-origin iframes', async () => {
    other.put('/foreign.html', '<table><tr><th>f</th><th>g</th></tr><tr><td>1</td><td>2</td></tr></table>');
    server.put('/framed.html', '<table id="framed"><tr><th>in</th><th>frame</th></tr><tr><td>1</td><td>2</td></tr></table>');
    const filler = Array.from({ length: 60 }, (_, i) => `<tr><td>Section ${i} text of the page that runs long</td><td>More content ${i}</td></tr>`).join('');
    // A data table of five columns or more drawn as wide and tall as the page without <th> (a newspaper's most-active stocks) is data.
    const quotes = Array.from({ length: 60 }, (_, i) => `<tr><td>${i + 1}</td><td><a href="/q/${i}">Company ${i} (C${i})</a></td><td>${(i + 1) * 1000}</td><td>${i}.05</td><td>-0.${i}</td><td>-1.${i}</td></tr>`).join('');
    await open(`
      <table id="page" width="100%">${filler}</table>
      <table id="quotes" width="100%"><tr><td></td><td>Issue</td><td>Volume</td><td>Price</td><td>Chg</td><td>% Chg</td></tr>${quotes}</table>
      <table id="narrow" style="width:300px">${filler}</table>
      <div style="display:none"><table id="hidden"><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table></div>
      <div id="host"><template shadowrootmode="open"><table id="shadow"><tr><th>s</th><th>t</th></tr><tr><td>1</td><td>2</td></tr></table></template></div>
      <iframe id="same" src="/framed.html"></iframe>
      <iframe id="cross" src="${other.origin}/foreign.html"></iframe>`);
    await page.waitForFunction(() => {
      const f = document.getElementById('same') as HTMLIFrameElement;
      return f.contentDocument?.getElementById('framed') !== null && f.contentDocument?.readyState === 'complete';
    });
    const ids = await page.evaluate(() => globalThis.TE.findTables(document).map((t) => t.id));
    expect(ids).toEqual(['quotes', 'narrow', 'shadow', 'framed']);
  });
});

describe('tables drawn with CSS table display (rendering rules)', () => {
  it('offers boxes drawn as a table (custom elements: Zoho\'s lyte-table), header group as header, and no page laid out by table display', async () => {
    const lead = (name: string, company: string, status: string): string =>
      `<x-tr><x-td><input type="checkbox"></x-td><x-td><a href="#">${name}</a></x-td><x-td><span class="v">${company}</span></x-td><x-td>${status}</x-td></x-tr>`;
    await open(`<style>x-table{display:table}x-thead{display:table-header-group}x-tbody{display:table-row-group}x-tr{display:table-row}x-th,x-td{display:table-cell;padding:4px}x-th{font-weight:600}
        .page{display:table;width:100%}.side,.main{display:table-cell}</style>
      <div class="page" id="page"><div class="side"><h2>Menu</h2><ul><li><a href="/a">Leads</a></li><li><a href="/b">Deals</a></li></ul></div><div class="main"><h1>Leads</h1><p>All leads of the team, newest first.</p></div></div>
      <x-table id="leads"><x-thead><x-tr><x-th><input type="checkbox"></x-th><x-th>Lead Name</x-th><x-th>Company</x-th><x-th>Lead Status</x-th></x-tr></x-thead>
      <x-tbody>${lead('Kris Marrier', 'King', 'Attempted to Contact')}${lead('Rhea Sandoval', 'Halcyon Dental', 'Contacted')}${lead('Adaeze Okafor', 'Lagoon Fintech', 'Pre-Qualified')}</x-tbody></x-table>`);
    const ids = await page.evaluate(() => globalThis.TE.findTables(document).map((t) => t.id));
    expect(ids).toEqual(['leads']);
    const t = await page.evaluate(() => globalThis.TE.extractTable(document.getElementById('leads') as Element));
    expect([t.headerRows, t.columns]).toEqual([1, ['Column 1', 'Lead Name', 'Company', 'Lead Status']]);
    expect(t.grid.slice(1)).toEqual([
      ['', 'Kris Marrier', 'King', 'Attempted to Contact'],
      ['', 'Rhea Sandoval', 'Halcyon Dental', 'Contacted'],
      ['', 'Adaeze Okafor', 'Lagoon Fintech', 'Pre-Qualified'],
    ]);
  });
});

describe('grids drawn as four placed tables (rendering rules)', () => {
  it('reads frozen and scrolling header tables over frozen and scrolling body tables, placed in one box, as one grid titled by its header bar past a toolbar', async () => {
    const table = (rows: string[][], th: boolean): string => `<table><tbody>${rows.map((r) => `<tr>${r.map((c) => (th ? `<td class="head"><div>${c}</div></td>` : `<td>${c}</td>`)).join('')}</tr>`).join('')}</tbody></table>`;
    await open(`<style>.box{position:relative;width:600px;height:200px}.p{position:absolute;overflow:hidden}.fc{top:0;left:0;width:120px;height:24px}.c{top:0;left:121px;right:0;height:24px}.fr{top:25px;left:0;width:120px;bottom:0}.r{top:25px;left:121px;right:0;bottom:0}.head{font-weight:bold}</style>
      <div class="grid-box"><div class="w2-grid-header">Open orders – June</div><div class="w2-toolbar"><table><tr><td><div class="btn" title="Reload"></div></td><td><div class="btn">Add New</div></td></tr></table></div>
      <div class="box" id="g"><div class="p fc">${table([['', 'Order #']], true)}</div><div class="p c">${table([['Customer', 'Amount']], true)}</div>
      <div class="p fr">${table([['1', 'SO-1'], ['2', 'SO-2'], ['3', 'SO-3']], false)}</div><div class="p r">${table([['Albrecht', '€4,380.00'], ['Lakeview', '$612.50'], ['Tanaka', '¥1,204,000']], false)}</div>
      <div class="scroll" style="display:none"></div></div></div>`);
    const ids = await page.evaluate(() => globalThis.TE.findTables(document).map((t) => t.id));
    expect(ids).toEqual(['g']);
    const t = await page.evaluate(() => globalThis.TE.extractTable(document.getElementById('g') as Element));
    expect([t.headerRows, t.columns, t.title]).toEqual([1, ['Column 1', 'Order #', 'Customer', 'Amount'], 'Open orders – June']);
    expect(t.grid.slice(1)).toEqual([
      ['1', 'SO-1', 'Albrecht', '€4,380.00'],
      ['2', 'SO-2', 'Lakeview', '$612.50'],
      ['3', 'SO-3', 'Tanaka', '¥1,204,000'],
    ]);
  });
});

describe('tables drawn with CSS grid alone (rendering rules)', () => {
  it('reads the declared tracks whose media query applies (a gallery filling the width only on wide screens is no table there), spans as Chromium computes them, and grids in shadow roots', async () => {
    const body = (cls: string): string => `<div class="${cls}"><div class="h">Plan</div><div class="h">Price</div><div class="h">Seats</div><div>Free</div><div>$0</div><div>1</div><div class="all">Paid</div><div>Pro</div><div>$9</div><div>5</div></div>`;
    await open(`<style>.h{font-weight:700}.all{grid-column:1 / -1}
        .plain{display:grid;grid-template-columns:repeat(3,1fr)}
        .wide{display:grid;grid-template-columns:repeat(3,1fr)}
        @media (min-width:1000px){.wide{grid-template-columns:repeat(auto-fill,minmax(100px,1fr))}}
        @media (max-width:600px){.plain{grid-template-columns:1fr}}</style>
      <div id="plain">${body('plain')}</div><div id="wide">${body('wide')}</div>
      <div id="host"><template shadowrootmode="open"><style>.g{display:grid;grid-template-columns:1fr 1fr}.th{font-weight:700}</style><div class="g" id="inner"><div class="th">Day</div><div class="th">Rain</div><div>Mon</div><div>2 mm</div><div>Tue</div><div>0 mm</div></div></template></div>`);
    const got = await page.evaluate(() => ({
      found: globalThis.TE.findTables(document).map((t) => t.id || t.className),
      plain: globalThis.TE.extractTable(document.querySelector('.plain') as Element).grid,
    }));
    expect(got.found).toEqual(['plain', 'inner']);
    expect(got.plain).toEqual([['Plan', 'Price', 'Seats'], ['Free', '$0', '1'], ['Paid', 'Paid', 'Paid'], ['Pro', '$9', '5']]);
  });
});

describe('grids drawn by position (rendering rules)', () => {
  it('reads cells placed absolutely by their drawn rows, panes side by side as one grid, and a totals row only under the header cells', async () => {
    const cell = (text: string, left: number, top: number, role: string): string => `<div role="${role}" style="position:absolute;left:${left}px;top:${top}px;width:80px;height:20px">${text}</div>`;
    // Body cells written column by column: their drawn place decides the row.
    const body = [['Gadget', 'Widget'], ['12', '7']].map((col, c) => col.map((t, r) => cell(t, c * 80, r * 20, 'gridcell')).join('')).join('');
    const row = (cells: string[], role = ' role="row"'): string => `<div${role} style="display:flex">${cells.map((c) => `<div style="width:90px">${c}</div>`).join('')}</div>`;
    const pane = (rows: string[][]): string => `<div>${rows.map((r, k) => row(r, k < rows.length - 1 ? ' role="row"' : '')).join('')}</div>`;
    const notion = (calcWidth: number): string =>
      `<div role="table" id="notion${calcWidth}"><div role="row" style="display:flex"><div role="columnheader" style="width:100px">Feature</div><div role="columnheader" style="width:60px">Effort</div></div><div role="row" style="display:flex"><div role="cell" style="width:100px">SSO</div><div role="cell" style="width:60px">5</div></div><div role="row" style="display:flex"><div role="cell" style="width:100px">Billing</div><div role="cell" style="width:60px">13</div></div><div style="display:flex"><div style="width:${calcWidth}px">Count 2</div><div style="width:60px">Sum 18</div></div></div>`;
    await open(`
      <div id="pos"><div role="grid" style="position:relative;height:20px">${cell('Category', 0, 0, 'columnheader')}${cell('Count', 80, 0, 'columnheader')}</div><div role="grid" style="position:relative;height:40px">${body}</div></div>
      <div id="panes" style="display:flex">${pane([['#', 'Title'], ['1', 'Pricing'], ['2', 'Story'], ['', '2 records']])}${pane([['Status'], ['Published'], ['Draft'], ['']])}</div>
      <div id="stacked">${pane([['#', 'Title'], ['1', 'Pricing'], ['2', 'Story'], ['', 'x']])}${pane([['#', 'Title'], ['3', 'Price'], ['4', 'Tale'], ['', 'y']])}</div>
      ${notion(100)}${notion(140)}`);
    const result = await page.evaluate(() => {
      const at = (id: string): Element => document.getElementById(id) as Element;
      return {
        found: globalThis.TE.findTables(document).map((t) => t.id),
        pos: globalThis.TE.extractTable(at('pos')).grid,
        panes: globalThis.TE.extractTable(at('panes'), { headerRows: 1 }).grid,
        aligned: globalThis.TE.extractTable(at('notion100')).grid.length,
        misaligned: globalThis.TE.extractTable(at('notion140')).grid.length,
      };
    });
    expect(result.found).toEqual(expect.arrayContaining(['pos', 'panes']));
    expect(result.found).not.toContain('stacked');
    expect(result.pos).toEqual([
      ['Category', 'Count'],
      ['Gadget', '12'],
      ['Widget', '7'],
    ]);
    expect(result.panes).toEqual([
      ['#', 'Title', 'Status'],
      ['1', 'Pricing', 'Published'],
      ['2', 'Story', 'Draft'],
      ['', '2 records', ''],
    ]);
    expect([result.aligned, result.misaligned]).toEqual([4, 3]);
  });
});

describe('span layout matches Chromium', () => {
  // Every grid slot must be the cell Chromium draws (and hit-tests) there; grid columns/rows must be the drawn ones.
  it('for random tables with rowspan=0, spans past the edges, several row groups and ragged rows (tables whose cells Chromium draws over one another are skipped)', async () => {
    await open('<style>table{border-spacing:0;border-collapse:separate}td{padding:0;width:24px;height:18px;font:10px monospace;overflow:hidden;white-space:nowrap}</style><div id="box"></div>');
    const cellArb = fc.record({ rowSpan: fc.oneof(fc.constant(1), fc.integer({ min: 0, max: 4 })), colSpan: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 4 })) });
    const tableArb = fc.record({
      groups: fc.array(fc.array(fc.array(cellArb, { minLength: 0, maxLength: 5 }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
      head: fc.boolean(),
    });
    const samples = fc.sample(tableArb, { numRuns: 400, seed: 20261121 });
    const htmls = samples.map(({ groups, head }) => {
      let id = 0;
      const body = groups
        .map((rows, g) => {
          const tag = head && g === 0 && groups.length > 1 ? 'thead' : 'tbody';
          return `<${tag}>${rows.map((cells) => `<tr>${cells.map((c) => `<td rowspan="${c.rowSpan}" colspan="${c.colSpan}">c${id++}</td>`).join('')}</tr>`).join('')}</${tag}>`;
        })
        .join('');
      return `<table>${body}</table>`;
    });
    const failures = await page.evaluate((list) => {
      const box = document.getElementById('box') as Element;
      const bad: { html: string; why: string }[] = [];
      let checked = 0;
      let overlapped = 0;
      for (const html of list) {
        box.innerHTML = html;
        const table = box.querySelector('table') as HTMLTableElement;
        const grid = globalThis.TE.tableCellGrid(table);
        const cells = Array.from(table.querySelectorAll('td'));
        if (!cells.length) continue;
        const rect = new Map(cells.map((c) => [c, c.getBoundingClientRect()] as const));
        // Cells that Chromium draws over one another (a table-model error) are painted in an order no markup reader can
        // know without layout; such tables are counted but their slots are not compared.
        const boxes = [...rect.values()].filter((b) => b.width > 0 && b.height > 0);
        const overlapping = boxes.some((a, i) => boxes.some((b, j) => j > i && Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1));
        if (overlapping) {
          overlapped++;
          continue;
        }
        const outer = table.getBoundingClientRect();
        // Band of each grid column/row: where the cells that start in it are drawn. Columns or rows that the
        // browser draws with no width/height (only spanning cells start there) are not visible and not checked.
        const bands = (starts: readonly number[], pos: (r: DOMRect) => number, end: number, count: number, originOf: (cell: { row: number; col: number }) => number) => {
          const edge = new Array<number>(count).fill(Infinity);
          grid.slots.forEach((row) =>
            row.forEach((slot) => {
              if (!slot) return;
              const i = starts.indexOf(originOf(slot));
              const box = rect.get(slot.el as HTMLTableCellElement);
              if (i >= 0 && box && box.width > 0 && box.height > 0) edge[i] = Math.min(edge[i] as number, pos(box));
            }),
          );
          return edge.map((from, i) => {
            const next = edge.slice(i + 1).find((e) => Number.isFinite(e)) ?? end;
            return Number.isFinite(from) && next - from >= 1 ? (from + next) / 2 : null;
          });
        };
        const xs = bands(grid.columns, (r) => r.left, outer.right, grid.width, (c) => c.col);
        const ys = bands(grid.rows, (r) => r.top, outer.bottom, grid.slots.length, (c) => c.row);
        checked++;
        grid.slots.forEach((row, r) =>
          row.forEach((slot, c) => {
            const x = xs[c];
            const y = ys[r];
            if (x === null || y === null || x === undefined || y === undefined) return;
            const hit = document.elementFromPoint(x, y)?.closest('td') ?? null;
            if (hit !== (slot?.el ?? null)) bad.push({ html, why: `slot ${r},${c}: grid ${slot?.el.textContent ?? 'none'}, drawn ${hit?.textContent ?? 'none'}` });
          }),
        );
      }
      return { bad, checked, overlapped };
    }, htmls);
    expect(failures.checked).toBeGreaterThan(150);
    expect({ failed: new Set(failures.bad.map((b) => b.html)).size, first: failures.bad.slice(0, 3) }).toEqual({ failed: 0, first: [] });
  });
});
