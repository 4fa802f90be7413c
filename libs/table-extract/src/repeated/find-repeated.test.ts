import { extractTable } from '../extract/extract-table';
import { findCandidates } from '../find/find-tables';
import { findRepeated } from './find-repeated';

const card = (i: number): string => `<div class="card"><a class="title" href="/p/${i}">Item ${i}</a><span class="price">${i},000원</span><div class="tags"><span class="tag">a</span><span class="tag">b</span><span class="tag">c</span></div></div>`;

describe('findRepeated', () => {
  it('puts the card list first and ignores lists inside each card and menus', () => {
    document.body.innerHTML = `<nav><ul class="menu"><li><a href="/1">Home</a></li><li><a href="/2">Shop</a></li><li><a href="/3">Help</a></li></ul></nav><div id="cards">${[1, 2, 3, 4, 5, 6].map(card).join('')}</div>`;
    const found = findRepeated(document);
    expect(found[0]?.element.id).toBe('cards');
    expect(found[0]?.rows).toBe(6);
    // The tag lists inside each card are part of the cards, not candidates of their own.
    expect(found.some((c) => c.element.classList.contains('tags'))).toBe(false);
    // The menu is a candidate too, but after the cards and with a far lower score (navigation is penalised).
    expect(found.map((c) => c.element.id || c.element.className)).toEqual(['cards', 'menu']);
    expect(found[1]?.score).toBeLessThan((found[0]?.score ?? 0) / 10);
  });

  it('names each link column of a mega-menu after its own entry and sizes the list as its extraction (a placeholder sub-menu with nothing to read is no row)', () => {
    const entry = (m: number, i: number): string => `<li title="Entry ${m}.${i}"><a href="https://example.gov/${m}/${i}">Entry ${m}.${i}</a></li>`;
    const menu = (m: number, n: number): string => `<ul>${Array.from({ length: n }, (_, i) => entry(m, i)).join('')}</ul>`;
    document.body.innerHTML = `<nav><div id="mega"><ul><li><a>&nbsp;</a></li></ul>${menu(1, 3)}${menu(2, 2)}${menu(3, 3)}</div></nav>`;
    const mega = document.getElementById('mega') as Element;
    const table = extractTable(mega);
    expect(table.columns).toEqual(['Column 1 (link)', 'Column 1', 'Column 2 (link)', 'Column 2', 'Column 3 (link)', 'Column 3']);
    expect(table.grid[1]).toEqual(['https://example.gov/2/0', 'Entry 2.0', 'https://example.gov/2/1', 'Entry 2.1', '', '']);
    const found = findRepeated(document).find((c) => c.element === mega);
    expect([found?.rows, found?.columns, found?.linksOnly]).toEqual([3, 3, true]);
  });

  it('walks into layout tables only when told which tables hold data (findCandidates passes them): an old board site keeps its hot-deal list in a layout cell', () => {
    const deal = (i: number): string => `<li class="deal"><a class="subject" href="/d/${i}">[쿠팡] 이어폰 ${i}</a><span class="price">${i},900원</span><span class="date">11.2${i}</span></li>`;
    document.body.innerHTML = `<table id="layout" width="100%"><tr><td class="side">메뉴</td><td><ul id="hot">${[1, 2, 3, 4].map(deal).join('')}</ul><table id="data"><tr><th>a</th><th>b</th></tr><tr><td><ul id="inside">${[1, 2, 3].map(deal).join('')}</ul></td><td>1</td></tr></table></td></tr></table>`;
    const data = document.getElementById('data') as Element;
    expect(findRepeated(document).map((c) => c.element.id)).toEqual([]);
    // A data table's cells stay its own: the list in one of them is part of that table.
    expect(findRepeated(document, {}, new Set([data])).map((c) => c.element.id)).toEqual(['hot']);
  });

  it('leaves paragraphs of prose out (an article body is no list), not short paragraph entries', () => {
    const prose = 'The FDIC is often appointed as receiver for failed banks. This page contains useful information for customers.';
    document.body.innerHTML = `<div id="body"><p>${prose}</p><p>${prose.replace('FDIC', 'agency')}</p><p>${prose.replace('banks', 'lenders')}</p></div><div id="notes"><p class="n">Open 9:00</p><p class="n">Closed Sundays</p><p class="n">Parking B2</p></div>`;
    expect(findRepeated(document).map((c) => c.element.id)).toEqual(['notes']);
  });

  it('leaves bullets of prose out (a documentation page\'s options), not a list of short entries', () => {
    const option = (name: string): string => `<li><code>${name}</code> &lt;boolean&gt; If <code>true</code>, the output is styled with ANSI color codes. Colors are customizable. <strong>Default:</strong> <code>false</code>.</li>`;
    document.body.innerHTML = `<ul id="options">${['showHidden', 'colors', 'sorted'].map(option).join('')}</ul><ul id="stops"><li>Seoul Station</li><li>City Hall</li><li>Gwanghwamun</li></ul>`;
    const ids = findRepeated(document).map((c) => c.element.id);
    expect(ids[0]).toBe('stops');
    expect(ids).not.toContain('options');
  });

  it('takes boxes of a heading over their links for menus, not records with a plain name and a link or two', () => {
    const box = (title: string): string => `<div class="box"><b>${title}</b>${[1, 2, 3, 4, 5].map((i) => `<a href="/${title}/${i}">${title} page ${i}</a>`).join('<br>')}</div>`;
    const person = (n: number): string => `<div class="person"><span class="name">Person ${n}</span><a href="/p/${n}">Profile</a><a href="/p/${n}/mail">Mail</a><span class="role">Role ${n}</span></div>`;
    document.body.innerHTML = `<div id="menus">${['Main', 'Related', 'Indexes'].map(box).join('')}</div><div id="people">${[1, 2, 3, 4].map(person).join('')}</div>`;
    const found = findRepeated(document);
    expect(found.find((c) => c.element.id === 'menus')?.linksOnly).toBe(true);
    expect(found.find((c) => c.element.id === 'people')?.linksOnly).toBe(false);
    expect(found[0]?.element.id).toBe('people');
  });

  it('leaves chapters drawing dozens of fields out, and the lines of a code listing', () => {
    const chapter = (n: number): string => `<div class="chapter"><h2>Chapter ${n}</h2>${Array.from({ length: 24 }, (_, i) => `<h3>Part ${n}.${i}</h3><span class="meta">Added in v${i}</span><code>call${n}_${i}()</code>`).join('')}</div>`;
    const code = `<pre><code id="listing">${Array.from({ length: 8 }, (_, i) => `<span class="line"><span class="kw">const</span> <span class="id">x${i}</span> = <span class="num">${i}</span>;</span>`).join('\n')}</code></pre>`;
    document.body.innerHTML = `<div id="chapters">${[1, 2, 3, 4].map(chapter).join('')}</div>${code}<ul id="stops"><li>Seoul Station</li><li>City Hall</li><li>Gwanghwamun</li></ul>`;
    const ids = findRepeated(document).map((c) => c.element.id);
    expect(ids).toContain('stops');
    expect(ids).not.toContain('chapters');
    expect(ids).not.toContain('listing');
  });

  it('leaves definitions set among a document\'s paragraphs out, not results with wordless separators between them', () => {
    const def = (n: number): string => `<dl class="def"><dt>Function: void f${n} (int x)</dt><dd><p>Does thing ${n}.</p></dd></dl>`;
    const manual = Array.from({ length: 8 }, (_, n) => `${def(n)}<p>Prose about function ${n}, as a manual has between its definitions.</p>${n % 2 ? `<h4>Part ${n}</h4>` : ''}`).join('');
    const result = (n: number): string => `<div class="result"><a class="title" href="/r/${n}">Result ${n}</a><span class="site">site${n}.example</span></div><div class="sep"></div>`;
    document.body.innerHTML = `<div id="manual"><h2>Reference</h2>${manual}</div><div id="results">${[1, 2, 3, 4, 5, 6, 7].map(result).join('')}</div>`;
    const ids = findRepeated(document).map((c) => c.element.id);
    expect(ids).toContain('results');
    expect(ids).not.toContain('manual');
  });

  it('reads a description list as terms with their definitions (a spec list, an index of links)', () => {
    document.body.innerHTML = `<dl id="spec"><dt>Weight</dt><dd>1.2 kg</dd><dt>Colour</dt><dd>Black</dd><dt>Maker</dt><dd>ACME</dd></dl><dl id="index"><dt>AES</dt><dd><a href="#a">aes_encrypt</a><br><a href="#b">aes_decrypt</a></dd><dt>DES</dt><dd><a href="#c">des_encrypt</a></dd><dd><a href="#d">des_fix_parity</a></dd><dt>MD5</dt><dd><a href="#e">md5_digest</a></dd></dl>`;
    const spec = extractTable(document.getElementById('spec') as Element, { includeLinks: false, includeImages: false });
    expect(spec.grid).toEqual([['Weight', '1.2 kg'], ['Colour', 'Black'], ['Maker', 'ACME']]);
    const index = extractTable(document.getElementById('index') as Element, { includeLinks: false, includeImages: false });
    expect(index.grid).toEqual([['AES', 'aes_encrypt\naes_decrypt', ''], ['DES', 'des_encrypt', 'des_fix_parity'], ['MD5', 'md5_digest', '']]);
    expect(findRepeated(document).map((c) => c.element.id)).toEqual(expect.arrayContaining(['spec', 'index']));
  });

  it('leaves articles of several paragraphs out (a news page\'s sections), not posts with one excerpt among short facts', () => {
    const para = (n: number, i: number): string => `<p>Paragraph ${i} of article ${n}: a long sentence of body text, the kind a reader reads and no spreadsheet holds.</p>`;
    const article = (n: number): string => `<section class="article"><h2>Headline ${n}</h2>${[1, 2, 3, 4].map((i) => para(n, i)).join('')}</section>`;
    const post = (n: number): string => `<li class="post"><a class="title" href="/p/${n}">Post ${n}</a><span class="date">2026-11-${10 + n}</span><p class="excerpt">An excerpt of post ${n}, long enough to be prose: it runs well past sixty characters.</p></li>`;
    document.body.innerHTML = `<div id="articles">${[1, 2, 3, 4, 5].map(article).join('')}</div><ul id="posts">${[1, 2, 3, 4].map(post).join('')}</ul>`;
    const ids = findRepeated(document).map((c) => c.element.id);
    expect(ids).toContain('posts');
    expect(ids).not.toContain('articles');
  });

  it('weighs down blocks of different kinds (a documentation page\'s sections) below a data table', () => {
    const sections = [
      '<h3>os.EOL</h3><p>The operating system-specific end-of-line marker.</p><ul><li>\\n on POSIX</li><li>\\r\\n on Windows</li></ul>',
      '<h3>os.arch()</h3><div class="meta"><span>Added in: v0.5.0</span></div><p>Returns the CPU architecture.</p><pre><code>arm64</code></pre>',
      '<h3>os.constants</h3><dl><dt>signals</dt><dd>Signal constants</dd><dt>errno</dt><dd>Error constants</dd></dl><blockquote>See below.</blockquote>',
      '<h3>os.cpus()</h3><ol><li>model</li><li>speed</li><li>times</li></ol><p>Returns an array of objects.</p><p>Each object has five fields.</p>',
      '<h3>os.devNull</h3><div class="meta"><em>Type: string</em></div><h4>Platform path</h4><p>The device path of the null device.</p>',
    ];
    const rows = Array.from({ length: 8 }, (_, i) => `<tr><td>E${i}</td><td>Error number ${i} happened here.</td></tr>`).join('');
    document.body.innerHTML = `<div id="api">${sections.map((s) => `<section>${s}</section>`).join('')}</div><table id="errno"><tr><th>Constant</th><th>Description</th></tr>${rows}</table>`;
    // Still offered (a person may want it), after the table.
    expect(findCandidates(document).map((c) => c.element.id)).toEqual(['errno', 'api']);
  });

  it('weighs a long group on its first items and counts the rest as rows (thousands of articles in one column)', () => {
    document.body.innerHTML = `<div id="feed">${Array.from({ length: 450 }, (_, i) => `<article class="post"><h2 class="t">Post ${i}</h2><p class="s">Summary ${i}</p><span class="d">2026-11-${(i % 28) + 1}</span></article>`).join('')}</div>`;
    const [feed] = findRepeated(document);
    expect([feed?.element.id, feed?.rows, feed?.columns]).toEqual(['feed', 450, 3]);
  });

  it('finds a carousel slotted between search results as a list of its own (an item sharing no field is no record)', () => {
    const result = (i: number): string => `<div class="s-result-item s-asin"><h2><a href="/p/${i}">Earbuds ${i}</a></h2><span class="stars">4.${i} out of 5</span><span class="price">$${i}9.99</span></div>`;
    const card = (i: number): string => `<li class="card"><img src="/c${i}.jpg" alt=""><span class="c-title">Brand buds ${i}</span><span class="c-price">$2${i}.99</span></li>`;
    document.body.innerHTML = `<div id="results">${[1, 2].map(result).join('')}<div class="s-result-item s-widget"><div class="section"><h2>Top rated</h2><ol id="carousel">${[1, 2, 3, 4].map(card).join('')}</ol></div></div>${[3, 4, 5].map(result).join('')}</div>`;
    expect(findRepeated(document).map((c) => c.element.id)).toEqual(['results', 'carousel']);
  });

  it('reads a labelled picture in a line of words a word apart from them (an icon before a delivery note)', () => {
    document.body.innerHTML = `<div id="list">${[1, 2, 3].map((i) => `<div class="item"><h2 class="t">Buds ${i}</h2><div class="d"><i class="icon" role="img" aria-label="Amazon Prime"></i><span>FREE delivery Dec ${i}</span></div></div>`).join('')}</div>`;
    const grid = extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false }).grid;
    expect(grid[0]).toEqual(['Buds 1', 'Amazon Prime FREE delivery Dec 1']);
  });

  it('reads inline boxes drawn touching, with no space between, as one field ($19.99), and boxes set apart as fields', () => {
    const price = (w: string, f: string): string => `<span class="price"><span class="sym">$</span><span class="whole">${w}<span class="dec">.</span></span><span class="frac">${f}</span></span>`;
    document.body.innerHTML = `<style>.gap{margin-left:8px}</style><div id="list">${['19', '169', '54'].map((w, i) => `<div class="item"><a class="name" href="/p/${i}">Buds ${i}</a> ${price(w, '99')}<span class="n">${i}</span><span class="gap">sold</span></div>`).join('')}</div>`;
    const grid = extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false }).grid;
    expect(grid[0]).toEqual(['Buds 0', '$19.99', '0', 'sold']);
  });

  it('turns repeated fields into columns', () => {
    document.body.innerHTML = `<div id="cards">${[1, 2, 3].map(card).join('')}</div>`;
    const table = extractTable(document.getElementById('cards') as Element, { includeLinks: false });
    expect(table.columns).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5']);
    expect(table.grid[1]).toEqual(['Item 2', '2,000원', 'a', 'b', 'c']);
    expect(table.headerRows).toBe(0);
    expect(table.kind).toBe('repeated');
  });

  it('takes cards that only wrap a data table each for those tables, and cards holding a table among other fields for a list', () => {
    const stat = (i: number): string => `<div class="card"><table><tr><th>Visitors ${i}</th><td>${i},400</td></tr><tr><th>Change</th><td>+${i}%</td></tr></table></div>`;
    const product = (i: number): string => `<div class="item"><h3 class="name">Laptop model ${i} with a long product name</h3><p class="desc">A light laptop for work and travel, ${i} colours</p><span class="price">${i},290,000원</span><table><tr><th>CPU</th><td>M${i}</td></tr><tr><th>RAM</th><td>16GB</td></tr></table></div>`;
    document.body.innerHTML = `<div id="stats">${[1, 2, 3].map(stat).join('')}</div><div id="products">${[1, 2, 3].map(product).join('')}</div>`;
    expect(findRepeated(document).map((c) => c.element.id)).toEqual(['products']);
  });

  it('weighs a tenth a group whose words lie in good part in data tables inside its items (a notebook\'s cells), so the tables come first', () => {
    const frame = (n: number): string =>
      `<table class="dataframe"><thead><tr><th></th><th>region</th><th>store</th><th>sales</th><th>profit</th></tr></thead><tbody>${[1, 2, 3, 4, 5, 6].map((r) => `<tr><th>${r}</th><td>Region ${r * n}</td><td>Store ${r}</td><td>${r * n}0.5</td><td>${r * n}.25</td></tr>`).join('')}</tbody></table>`;
    const code = (n: number, out: boolean): string =>
      `<div class="cell code"><div class="prompt">In [${n}]:</div><pre><span class="n">df${n}</span> <span class="o">=</span> <span class="n">pd</span>.<span class="n">read_csv</span>(<span class="s">"data${n}.csv"</span>)</pre>${out ? `<div class="out"><div class="prompt">Out[${n}]:</div>${frame(n)}</div>` : '<div class="out"><pre>done</pre></div>'}</div>`;
    document.body.innerHTML = `<main id="nb"><div class="cell md"><h2>Store results</h2><p>Sales in thousands of USD.</p></div>${code(1, true)}${code(2, true)}${code(3, false)}</main>`;
    const found = findCandidates(document).map((c) => c.element.id || c.element.className);
    expect(found.slice(0, 2)).toEqual(['dataframe', 'dataframe']);
    expect(found).toContain('nb');
  });

  it('reads an image drawn in a line of words as its alt, and gives a picture standing alone no text field without image columns', () => {
    const item = (i: number, rocket: boolean): string =>
      `<li class="p"><img class="photo" style="display:block" src="/${i}.jpg" alt="Water ${i}L"><div class="name">Water ${i}L</div><div class="price"><em>${i},990</em>원 ${rocket ? '<span class="badge" style="display:inline-block;margin-left:4px"><img src="/r.png" alt="로켓배송"></span>' : ''}</div><p class="by"><img src="/a${i}.png" alt="seller ${i} avatar"></p></li>`;
    document.body.innerHTML = `<ul id="goods">${[1, 2, 3].map((i) => item(i, i !== 2)).join('')}</ul>`;
    const goods = document.getElementById('goods') as Element;
    const table = extractTable(goods, { includeLinks: false, includeImages: false });
    expect(table.grid).toEqual([
      ['Water 1L', '1,990원', '로켓배송'],
      ['Water 2L', '2,990원', ''],
      ['Water 3L', '3,990원', '로켓배송'],
    ]);
    // An image with nothing to load draws its alt: a field of its own.
    goods.querySelectorAll('img.photo').forEach((img) => img.removeAttribute('src'));
    expect(extractTable(goods, { includeLinks: false, includeImages: false }).grid[1]).toEqual(['Water 2L', 'Water 2L', '2,990원', '']);
    goods.querySelectorAll('img.photo').forEach((img, i) => img.setAttribute('src', `/${i + 1}.jpg`));
    const withImages = extractTable(goods, { includeLinks: false });
    expect(withImages.columns).toEqual(['Column 1 (image)', 'Column 1 (image alt)', 'Column 1', 'Column 2', 'Column 3', 'Column 3 (image)', 'Column 3 (image) (2)', 'Column 3 (image alt)']);
  });

  it('reads a run of classed chips whose number differs between items as one field, and bare spans of fixed facts apart', () => {
    const item = (tags: string[], facts: string[]): string =>
      `<li class="a"><div class="name">Flat ${tags.length}</div><div class="facts">${facts.map((f) => `<span>${f}</span>`).join('')}</div><div class="tags">${tags.map((t) => `<span class="tag">${t}</span>`).join('')}</div></li>`;
    document.body.innerHTML = `<ul id="flats">${item(['역세권', '대단지', '신축'], ['경력 3년', '대졸', '연봉 5,000']) + item(['학군'], ['신입', '학력무관']) + item([], ['경력 1년', '대졸'])}</ul>`;
    const table = extractTable(document.getElementById('flats') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid).toEqual([
      ['Flat 3', '경력 3년', '대졸', '연봉 5,000', '역세권 대단지 신축'],
      ['Flat 1', '신입', '학력무관', '', '학군'],
      ['Flat 0', '경력 1년', '대졸', '', ''],
    ]);
    // Lines stacked one under the other (block paragraphs) are not chips, however many an item has.
    const person = (lines: string[]): string => `<li class="p"><div class="meta">${lines.map((l) => `<p class="line">${l}</p>`).join('')}</div></li>`;
    document.body.innerHTML = `<ul id="team">${person(['CEO', 'Last seen 3h ago']) + person(['CTO']) + person(['Designer', 'Last seen 2d ago'])}</ul>`;
    expect(extractTable(document.getElementById('team') as Element, { includeLinks: false }).grid[0]).toEqual(['CEO', 'Last seen 3h ago']);
  });

  it('lines fields up by the columns of a heading row above (a wrapped row of cells), keeping empty columns apart and class variants together', () => {
    const row = (cells: string[], cls = ['', '', '', '']): string => `<div class="row">${cells.map((c, i) => `<div class="cell${cls[i] ? ` ${cls[i]}` : ''}">${c}</div>`).join('')}</div>`;
    document.body.innerHTML = `<div class="head">${row(['일시', '출금', '입금', '잔액'])}</div><div id="rows">${row(['11.26', '38,900', '', '1,482,330'], ['', 'red', '', '']) + row(['11.25', '', '3,290,810', '1,521,230'], ['', '', 'blue', '']) + row(['11.24', '6,100', '', '1,824,580'], ['', 'red', '', ''])}</div>`;
    const table = extractTable(document.getElementById('rows') as Element, { includeLinks: false, includeImages: false });
    expect(table.columns).toEqual(['일시', '출금', '입금', '잔액']);
    expect(table.grid[1]).toEqual(['11.25', '', '3,290,810', '1,521,230']);
    const status = (s: string, i: number): string => `<li class="s"><div class="no">${i}</div><div class="badge ${s}"><span>${s}</span></div><div class="by">UPS</div></li>`;
    document.body.innerHTML = `<ul id="ship">${['transit', 'delivered', 'exception'].map(status).join('')}</ul>`;
    // A status badge whose only readable class is its state (hashed base classes dropped) is one column.
    document.querySelectorAll('.badge').forEach((b) => b.classList.remove('badge'));
    const ship = extractTable(document.getElementById('ship') as Element, { includeLinks: false, includeImages: false });
    expect(ship.grid).toEqual([
      ['0', 'transit', 'UPS'],
      ['1', 'delivered', 'UPS'],
      ['2', 'exception', 'UPS'],
    ]);
  });

  it('keeps class variants of one box in one column beside a box every item draws with them (Grafana alert states)', () => {
    const item = (state: string, time: string): string =>
      `<li class="rule"><p class="name">Rule ${state}</p><div class="text"><span class="state-${state}">${state}</span>${time ? ` <span class="time">${time}</span>` : ''}</div></li>`;
    document.body.innerHTML = `<style>.text{display:flex}</style><ol id="alerts">${item('critical', 'for 12m') + item('critical', 'for 4m') + item('pending', 'for 1m') + item('ok', '')}</ol>`;
    const table = extractTable(document.getElementById('alerts') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid).toEqual([
      ['Rule critical', 'critical', 'for 12m'],
      ['Rule critical', 'critical', 'for 4m'],
      ['Rule pending', 'pending', 'for 1m'],
      ['Rule ok', 'ok', ''],
    ]);
  });

  it('leaves out what names a control: a checkbox label of screen-reader text only, a button shown on hover, a page icon beside its title', () => {
    const blind = '.blind{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}.row{display:flex}';
    // hiworks: the checkbox's label is screen-reader text; a visible label (a to-do's text) stays a field.
    const mail = (i: number): string => `<li class="mail"><div class="check"><input type="checkbox" id="c${i}"><label for="c${i}"><span class="blind">메일 선택</span></label></div><div class="from">보낸이 ${i}</div><div class="date">오후 ${i}:00</div></li>`;
    const todo = (i: number): string => `<li class="todo"><input type="checkbox" id="t${i}"><label for="t${i}">Task ${i}</label><span class="due">Dec ${i}</span></li>`;
    document.body.innerHTML = `<style>${blind}</style><ul id="mails">${[1, 2, 3].map(mail).join('')}</ul><ul id="todos">${[1, 2, 3].map(todo).join('')}</ul>`;
    const read = (id: string): string[][] => extractTable(document.getElementById(id) as Element, { includeLinks: false, includeImages: false }).grid;
    expect(read('mails')[0]).toEqual(['보낸이 1', '오후 1:00']);
    expect(read('todos')[0]).toEqual(['Task 1', 'Dec 1']);
    // Notion: a labelled page icon in a flex row before the title pictures it; a role=button drawn transparent shows on hover.
    const page = (i: number): string =>
      `<div class="item"><div class="cell"><div class="row"><div role="img" aria-label="Page"><svg></svg></div><span class="title">Page ${i}</span></div><div class="open" role="button" style="opacity:0">OPEN</div></div><div class="cell2"><div class="date">Dec ${i}, 2026</div></div></div>`;
    document.body.innerHTML = `<style>${blind}</style><div id="rows">${[1, 2, 3].map(page).join('')}</div>`;
    expect(read('rows')).toEqual([
      ['Page 1', 'Dec 1, 2026'],
      ['Page 2', 'Dec 2, 2026'],
      ['Page 3', 'Dec 3, 2026'],
    ]);
  });

  it('keeps an inline box drawn a space apart from the text it touches a field of its own', () => {
    const item = (i: number): string => `<li class="d"><span class="env">Production<span class="pill" style="margin-left:8px">Current</span></span><span class="price">${i},900<span>원</span></span></li>`;
    document.body.innerHTML = `<ul id="deps">${[1, 2, 3].map(item).join('')}</ul>`;
    const table = extractTable(document.getElementById('deps') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid[0]).toEqual(['Production', 'Current', '1,900원']);
  });

  it('reads source line breaks as spaces, a custom inline element inside a phrase, and a labelled SVG icon in a line as its label', () => {
    const item = (i: number): string =>
      `<li class="i"><span class="by">\n  #${i}\n  opened <relative-time class="no-wrap">${i} days ago</relative-time> by jin\n</span><span class="ms"><svg role="img" aria-label="Milestone"><path d=""></path></svg> v${i}</span></li>`;
    document.body.innerHTML = `<ul id="issues">${[1, 2, 3].map(item).join('')}</ul>`;
    const table = extractTable(document.getElementById('issues') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid[1]).toEqual(['#2 opened 2 days ago by jin', 'Milestone v2']);
  });

  it('keeps an inline element glued to the text around it in that field (a price and its unit), and classless spans standing apart as fields', () => {
    const item = (i: number): string => `<li class="g"><strong class="pr">${i}9,900<span>원</span></strong><span class="usd"><span>$</span>${i}4.99</span><span>${i}번</span> <span>무료배송</span></li>`;
    document.body.innerHTML = `<ul id="goods">${[1, 2, 3].map(item).join('')}</ul>`;
    const table = extractTable(document.getElementById('goods') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid[0]).toEqual(['19,900원', '$14.99', '1번', '무료배송']);
  });

  it('keeps a classless link inside a phrase of its parent in that field (by <a>jin</a>), with its target as a link column', () => {
    const item = (i: number): string => `<li class="t"><a class="title" href="/t/${i}">Thread ${i}</a><span class="by">by <a href="/u/${i}">user${i}</a></span><span class="n">${i} replies</span></li>`;
    document.body.innerHTML = `<ul id="threads">${[1, 2, 3].map(item).join('')}</ul>`;
    const plain = extractTable(document.getElementById('threads') as Element, { includeLinks: false, includeImages: false });
    expect(plain.grid[1]).toEqual(['Thread 2', 'by user2', '2 replies']);
    const linked = extractTable(document.getElementById('threads') as Element);
    expect(linked.grid[1]).toEqual(['http://localhost/t/2', 'Thread 2', 'by user2', 'http://localhost/u/2', '2 replies']);
  });

  it('joins a pinned row marked by a class of its own, with its badge in the number column, but not a heading row that links nowhere', () => {
    const row = (n: string, title: string): string => `<li><span class="num">${n}</span><span class="state">접수중</span><a class="title" href="/${title.length}">${title}</a><span class="hit">${title.length}0</span></li>`;
    const notice = '<li class="notice"><span class="num"><span class="badge">공지</span></span><span class="state">접수중</span><a class="title" href="/n">통합채용 공고</a><span class="hit">3,218</span></li>';
    const heading = '<li class="head"><span class="num">번호</span><span class="state">상태</span><span class="title">제목</span><span class="hit">조회</span></li>';
    document.body.innerHTML = `<ul id="board">${heading}${notice}${row('612', '사서 채용')}${row('611', '제설 기간제 모집')}${row('610', '청년 인턴 채용 발표')}</ul>`;
    const table = extractTable(document.getElementById('board') as Element, { includeLinks: false });
    expect(table.grid.map((r) => r[0])).toEqual(['공지', '612', '611', '610']);
    expect(table.grid[0]).toEqual(['공지', '접수중', '통합채용 공고', '3,218']);
  });

  it('keeps a field only one card has (an ad badge) and leaves out a banner between the cards that shares no field with them', () => {
    const product = (i: number, ad = ''): string => `<li class="p">${ad}<div class="name">상품 ${i}</div><strong class="price">${i}9,900원</strong><span class="ship">무료배송</span></li>`;
    const banner = '<li class="p"><a class="promo" href="/promo"><em class="ad">광고</em><span class="copy">정수기 렌탈 첫 달 무료</span></a></li>';
    document.body.innerHTML = `<ul id="list">${product(1, '<span class="ad-badge">광고</span>')}${product(2)}${banner}${product(3)}${product(4)}</ul>`;
    const table = extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid).toEqual([
      ['광고', '상품 1', '19,900원', '무료배송'],
      ['', '상품 2', '29,900원', '무료배송'],
      ['', '상품 3', '39,900원', '무료배송'],
      ['', '상품 4', '49,900원', '무료배송'],
    ]);
  });

  it('reads a classed link inside a phrase of words as part of it, but a number and its bracketed count apart', () => {
    const topic = (i: number): string => `<li class="row"><a class="topictitle" href="/t/${i}">Topic ${i}</a><div class="poster">by <a class="username" href="/u/${i}">user${i}</a> » Mon Nov ${i}, 2026</div><p class="score">8.${i} <span class="count">(1,20${i} reviews)</span></p></li>`;
    document.body.innerHTML = `<ul id="topics">${[1, 2, 3].map(topic).join('')}</ul>`;
    const table = extractTable(document.getElementById('topics') as Element, { includeLinks: false });
    expect(table.grid[0]).toEqual(['Topic 1', 'by user1 » Mon Nov 1, 2026', '8.1', '(1,201 reviews)']);
  });

  it('reads screen-reader text with the value beside it, a word apart (Tailwind stats: <span class="sr-only">Increased by</span>12%)', () => {
    const stat = (name: string, value: string, change: string): string =>
      `<div class="p"><dt class="name">${name}</dt><dd class="value">${value}</dd><dd class="change"><svg aria-hidden="true"></svg><span class="sr-only">Increased by</span>${change}</dd></div>`;
    document.body.innerHTML = `<style>.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0}</style><dl id="stats">${stat('Total Subscribers', '71,897', '12%')}${stat('Avg. Open Rate', '58.16%', '2.02%')}${stat('Avg. Click Rate', '24.57%', '4.05%')}</dl>`;
    const table = extractTable(document.getElementById('stats') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid[0]).toEqual(['Total Subscribers', '71,897', 'Increased by 12%']);
  });

  it('merges two neighbouring fields that are alternatives of one slot (each item has exactly one: "Online" or "Last seen …")', () => {
    const person = (name: string, status: string): string =>
      `<li class="person"><p class="name">${name}</p><div class="meta"><p class="role">Designer</p>${status === 'Online' ? '<div class="online"><span class="dot"></span><p class="status">Online</p></div>' : `<p class="seen">Last seen <time>${status}</time></p>`}</div></li>`;
    document.body.innerHTML = `<ul id="team">${person('Leslie', '3h ago')}${person('Dries', 'Online')}${person('Lindsay', 'yesterday')}${person('Tom', 'Online')}</ul>`;
    const table = extractTable(document.getElementById('team') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid).toEqual([
      ['Leslie', 'Designer', 'Last seen 3h ago'],
      ['Dries', 'Designer', 'Online'],
      ['Lindsay', 'Designer', 'Last seen yesterday'],
      ['Tom', 'Designer', 'Online'],
    ]);
    // A field some items lack while others have both is no alternative: it keeps its own column.
    document.body.innerHTML = `<ul id="cards">${[1, 2, 3].map((i) => `<li class="c"><p class="name">N${i}</p>${i !== 2 ? `<p class="price">${i}0원</p>` : ''}${i !== 1 ? '<p class="badge">NEW</p>' : ''}</li>`).join('')}</ul>`;
    expect(extractTable(document.getElementById('cards') as Element).grid.map((r) => r.length)).toEqual([3, 3, 3]);
  });

  it('keys CSS-modules classes by their readable stem, so a badge some items have stays its own column (Next.js cards)', () => {
    // Each class is `[file]_[local]__[hash]`; without the stem every field is a bare `div > span` and the badge of the
    // first card lines up with the area of the second.
    const item = (owner: boolean, type: string, area: string, floor: string): string =>
      `<li class="ArticleItem_item__x8d2F"><div class="ArticleItem_info__q2WvE"><div class="ArticleItem_type__R4tNb">${owner ? '<span class="ArticleItem_badge__hV3kJ" style="display:inline-block;margin-right:4px">집주인</span>' : ''}${type}</div><div class="ArticleItem_spec__Wd1hK"><span>${area}</span><span>${floor}</span></div></div></li>`;
    document.body.innerHTML = `<ul id="articles">${item(true, '아파트 · 매매', '84㎡', '18/28층')}${item(false, '아파트 · 전세', '59㎡', '7/35층')}${item(false, '오피스텔 · 월세', '23㎡', '11/15층')}</ul>`;
    const table = extractTable(document.getElementById('articles') as Element);
    expect(table.grid).toEqual([
      ['집주인', '아파트 · 매매', '84㎡', '18/28층'],
      ['', '아파트 · 전세', '59㎡', '7/35층'],
      ['', '오피스텔 · 월세', '23㎡', '11/15층'],
    ]);
  });

  it('reads list fields as drawn: text-transform, a role=img rating as its label, visible and screen-reader text of one count together (eBay results)', () => {
    const item = (i: number, rated: boolean): string =>
      `<li class="s-item"><div class="s-item__title"><span role="heading"><span class="LIGHT_HIGHLIGHT">New Listing</span>Phone ${i}</span></div>` +
      (rated
        ? `<div class="s-item__reviews"><a class="s-item__reviews-link" href="/r/${i}"><div class="x-star-rating"><span role="img" aria-label="4.${i} out of 5 stars."><svg aria-hidden="true"><use href="#star"></use></svg></span></div><span class="s-item__reviews-count"><span aria-hidden="false">(2${i})</span><span class="clipped">2${i} product ratings - Phone ${i}</span></span></a></div>`
        : '') +
      `<div class="s-item__price">$${i}99.00</div></li>`;
    const styles = '<style>.LIGHT_HIGHLIGHT{margin-right:4px;text-transform:uppercase}.clipped{border:0;clip:rect(1px,1px,1px,1px);height:1px;overflow:hidden;padding:0;position:absolute;white-space:nowrap;width:1px}</style>';
    document.body.innerHTML = `${styles}<ul id="results">${item(1, true)}${item(2, false)}${item(3, true)}</ul>`;
    const table = extractTable(document.getElementById('results') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid).toEqual([
      ['NEW LISTING', 'Phone 1', '4.1 out of 5 stars.', '(21) 21 product ratings - Phone 1', '$199.00'],
      ['NEW LISTING', 'Phone 2', '', '', '$299.00'],
      ['NEW LISTING', 'Phone 3', '4.3 out of 5 stars.', '(23) 23 product ratings - Phone 3', '$399.00'],
    ]);
  });

  it('reads a labelled icon before a link as a word of its field, and keeps each item\'s order of fields (GitHub issues: milestone, then comments)', () => {
    const milestone = (v: string): string =>
      `<span class="issue-meta-section ml-2"><svg aria-label="Milestone" role="img" class="octicon" width="16" height="16"><path d="M0 0"></path></svg> <a class="Link--muted" href="/m/${v}">${v}</a></span>`;
    const comments = (n: number): string => `<span class="comments"><a class="Link--muted" aria-label="${n} comments" href="/c"><svg aria-hidden="true"></svg><span class="text-small">${n}</span></a></span>`;
    const issue = (i: number, ms: string, n: number): string =>
      `<div class="Box-row"><a class="Link--primary" href="/i/${i}">Issue ${i}</a><div class="meta">${ms ? milestone(ms) : ''}</div><div class="side">${n ? comments(n) : ''}</div></div>`;
    document.body.innerHTML = `<div id="issues">${issue(1, 'v3.2', 0)}${issue(2, '', 7)}${issue(3, 'v3.2', 2)}${issue(4, '', 14)}</div>`;
    const table = extractTable(document.getElementById('issues') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid).toEqual([
      ['Issue 1', 'Milestone v3.2', ''],
      ['Issue 2', '', '7'],
      ['Issue 3', 'Milestone v3.2', '2'],
      ['Issue 4', '', '14'],
    ]);
  });

  it('reads the classed parts of a sentence and a link glued between brackets as one field, and links inside a form (old reddit)', () => {
    const thing = (i: number, mod: boolean): string =>
      `<div class="thing"><p class="title"><a class="title" href="/t/${i}">Post ${i}</a></p><p class="tagline">submitted <time class="live-timestamp">${i} hours ago</time> by <a class="author" href="/u/${i}">user${i}</a>` +
      (mod ? '<span class="userattrs">[<a class="moderator" href="/mods">M</a>]</span> - <span class="stickied-tagline">announcement</span>' : '') +
      `</p><ul class="flat-list"><li class="share"><a href="#">share</a></li><li><form class="hide-button" action="/hide" method="post"><input type="hidden" name="id" value="${i}"><span><a href="#">hide</a></span></form></li><li class="vote"><div class="arrow up" role="button" aria-label="upvote" tabindex="0"></div></li></ul></div>`;
    document.body.innerHTML = `<div id="siteTable">${thing(1, true)}${thing(2, false)}${thing(3, false)}</div>`;
    const table = extractTable(document.getElementById('siteTable') as Element, { includeLinks: false });
    expect(table.grid).toEqual([
      ['Post 1', 'submitted 1 hours ago by user1[M] - announcement', 'share', 'hide'],
      ['Post 2', 'submitted 2 hours ago by user2', 'share', 'hide'],
      ['Post 3', 'submitted 3 hours ago by user3', 'share', 'hide'],
    ]);
  });

  it('keeps a value nested in wrappers inside a sentence in that sentence (aladin price: 15,000원 → <span><b><span>13,500원</span></b></span>)', () => {
    const item = (i: number): string =>
      `<li class="b"><a class="t" href="/${i}">Book ${i}</a><span class="p">1${i},000원 → <span class="ss_p2"><b><span class="ss_p2">9,${i}00원</span></b></span> (10%할인)</span></li>`;
    document.body.innerHTML = `<ul id="books">${[1, 2, 3].map(item).join('')}</ul>`;
    const table = extractTable(document.getElementById('books') as Element, { includeLinks: false, includeImages: false });
    expect(table.grid[1]).toEqual(['Book 2', '12,000원 → 9,200원 (10%할인)']);
  });

  it('needs at least three items', () => {
    document.body.innerHTML = `<div id="cards">${[1, 2].map(card).join('')}</div>`;
    expect(findRepeated(document).some((c) => c.element.id === 'cards')).toBe(false);
  });
});

describe('list column names from content', () => {
  it('uses data-label and aria-label given in every item, and generated names (options.columnName) otherwise', () => {
    const item = (i: number): string => `<li class="r"><span class="n">Order ${i}</span><span class="s" data-label="Status">${i % 2 ? 'Paid' : 'Open'}</span><span class="q" aria-label="Quantity">${i}</span></li>`;
    document.body.innerHTML = `<ul id="orders">${[1, 2, 3].map(item).join('')}</ul>`;
    const table = extractTable(document.getElementById('orders') as Element, { columnName: (i) => `열 ${i + 1}` });
    expect(table.columns).toEqual(['열 1', 'Status', 'Quantity']);
    expect(table.grid[1]).toEqual(['Order 2', 'Open', '2']);
  });

  it('reads a row drawn as a table row cell by cell and takes a heading row of the same structure as the header, not an item', () => {
    const row = (i: number): string => `<div class="tr"><div class="td">${i === 0 ? '<img src="/n.png" alt="Notice">' : String(100 - i)}</div><div class="td"><a href="/p/${i}">Post ${i}</a></div><div class="td">${i * 10 + 5}</div></div>`;
    document.body.innerHTML = `<style>.tr{display:table-row}.td{display:table-cell}</style><div id="board"><div class="tr"><div class="td">No.</div><div class="td">Title</div><div class="td">Views</div></div>${[0, 1, 2, 3].map(row).join('')}</div>`;
    const board = document.getElementById('board') as Element;
    const table = extractTable(board, { includeLinks: false, includeImages: false });
    expect(table.columns).toEqual(['No.', 'Title', 'Views']);
    expect(table.grid).toEqual([
      ['Notice', 'Post 0', '5'],
      ['99', 'Post 1', '15'],
      ['98', 'Post 2', '25'],
      ['97', 'Post 3', '35'],
    ]);
    expect(findRepeated(document).find((c) => c.element === board)?.rows).toBe(4);
  });

  it('keeps the first item an item when nothing sets it apart as a heading', () => {
    const item = (name: string, price: string): string => `<li class="p"><span class="n">${name}</span><span class="pr">${price}</span></li>`;
    document.body.innerHTML = `<ul id="goods">${item('Sold out lamp', 'Sold out')}${item('Desk', '120')}${item('Chair', '80')}${item('Shelf', '60')}</ul>`;
    const table = extractTable(document.getElementById('goods') as Element);
    expect(table.grid[0]).toEqual(['Sold out lamp', 'Sold out']);
    expect(table.columns).toEqual(['Column 1', 'Column 2']);
  });
  it('offers the lists of a page of lists (a day heading over its cards, each day a section), not the sections', () => {
    const toon = (d: number, i: number): string => `<li class="item"><a class="title" href="/t/${d}/${i}">Toon ${d}.${i}</a><span class="author">Author ${i}</span><span class="score">9.${i}</span></li>`;
    const day = (d: number): string => `<div class="day"><h3 class="heading">Day ${d}</h3><ul class="cards" id="day${d}">${[1, 2, 3, 4].map((i) => toon(d, i)).join('')}</ul></div>`;
    document.body.innerHTML = `<div id="days">${[1, 2, 3].map(day).join('')}</div>`;
    expect(findRepeated(document).map((c) => c.element.id)).toEqual(['day1', 'day2', 'day3']);
    // Board columns: a heading with a count badge over the cards, and a footer of totals (notes on the list).
    const deal = (c: number, i: number): string => `<div class="card"><a class="name" href="/d/${c}/${i}">Deal ${c}.${i} – renewal</a><span class="amount">$${c}${i},000</span><span class="date">04/${10 + i}/2025</span></div>`;
    const column = (c: number): string =>
      `<section class="column"><header><h3>Stage ${c}</h3><span class="badge">3</span></header><div class="cards" id="stage${c}">${[1, 2, 3].map((i) => deal(c, i)).join('')}</div><footer>Total amount: $${c}6,000</footer></section>`;
    document.body.innerHTML = `<main id="board">${[1, 2, 3].map(column).join('')}</main>`;
    expect(findRepeated(document).map((c) => c.element.id).slice(0, 3)).toEqual(['stage1', 'stage2', 'stage3']);
    // Dashboard panels: a heading and tab buttons over a row of column labels, the list, and a details link.
    const row = (p: number, i: number): string => `<div class="row"><a class="label" href="#${p}-${i}">Source ${p}.${i}</a><span class="value">${i}.${p}k</span></div>`;
    const panel = (p: number): string =>
      `<div class="panel"><div class="top"><h3>Top ${p}</h3><div class="tabs"><button>All</button><button>Medium</button><button>Source</button><button>Campaign</button></div></div><div class="labels"><span>Source</span><span>Visitors</span></div><div class="rows" id="panel${p}">${[1, 2, 3, 4].map((i) => row(p, i)).join('')}</div><a href="#">Details</a></div>`;
    document.body.innerHTML = `<div id="panels">${[1, 2, 3].map(panel).join('')}</div>`;
    expect(findRepeated(document).map((c) => c.element.id).slice(0, 3)).toEqual(['panel1', 'panel2', 'panel3']);
    // Sections each a heading over the same labelled facts (a forecast's days: Min, Max, rain) are records, not lists.
    const forecast = (d: number): string =>
      `<div class="day"><h2>Day ${d}</h2><dl class="facts"><dt>Min</dt><dd>${d + 9}</dd><dt>Max</dt><dd>${d + 17}</dd><dt>Chance of rain</dt><dd>${d * 10}%</dd><dt>Rainfall</dt><dd>${d} to ${d + 4} mm</dd></dl></div>`;
    document.body.innerHTML = `<div id="week">${[1, 2, 3, 4, 5].map(forecast).join('')}</div>`;
    expect(findRepeated(document)[0]?.element.id).toBe('week');
  });
  it('keeps the items the parser moved into a `<b>` a cut snippet left open (the browser reopens it around the next items)', () => {
    const doc = (i: number, cut: boolean): string => `<article class="docsum"><a class="title" href="/${i}">Paper ${i}</a><span class="journal">J ${i}</span><div class="snippet">Result ${cut ? 'of <b>sema' : i}</div></article>`;
    document.body.innerHTML = `<div id="results">${doc(1, false)}${doc(2, true)}\n${doc(3, false)}${doc(4, false)}</div>`;
    const grid = extractTable(document.getElementById('results') as Element, { includeLinks: false }).grid;
    expect(grid.map((r) => r[0])).toEqual(['Paper 1', 'Paper 2', 'Paper 3', 'Paper 4']);
  });

  it("weighs a list beside the text (in an aside) as a table there is weighed: a side panel's facts come after its tables", () => {
    const facts = ['세대수', '2,397세대', '준공년월', '2013.09', '동수', '28개동', '난방', '지역난방'];
    const dl = `<dl id="facts">${facts.map((t, i) => (i % 2 ? `<dd>${t}</dd>` : `<dt>${t}</dt>`)).join('')}</dl>`;
    const table = `<table id="prices"><thead><tr><th>면적</th><th>하한가</th><th>일반가</th><th>상한가</th></tr></thead><tbody>${[59, 84, 114]
      .map((m) => `<tr><td>${m}㎡</td><td>${m * 10}</td><td>${m * 11}</td><td>${m * 12}</td></tr>`)
      .join('')}</tbody></table>`;
    document.body.innerHTML = `<aside class="panel"><h2>래미안 크레시티</h2>${dl}${table}</aside>`;
    expect(findCandidates(document)[0]?.element.id).toBe('prices');
  });
});

describe('findCandidates and a page’s apparatus (an encyclopedia article)', () => {
  // An article's paragraphs: some with links, some with terms set in `<tt>` (each a field of its own when read as items).
  const paragraph = (i: number): string => {
    const links = Array.from({ length: i % 3 }, (_, k) => ` and <a href="/wiki/T${i}_${k}">topic ${k}</a>`).join('');
    const terms = i % 4 === 0 ? ` on <tt>site${i}.org</tt> and <tt>site${i}.cc</tt>` : '';
    return `<p>Paragraph ${i} of the article tells how the city grew${links}${terms}, with its rail line in the north. It goes on for a while, as articles do.<sup id="cite_ref-${i}"><a href="#cite_note-${i}">[${i}]</a></sup></p>`;
  };
  const article = `<div id="body"><h2>History</h2>${Array.from({ length: 20 }, (_, i) => paragraph(i + 1)).join('')}</div>`;
  const climate = `<table id="climate"><tr><th>City</th><th>Max</th><th>Min</th></tr>${['Auckland', 'Wellington', 'Christchurch', 'Hamilton'].map((c, i) => `<tr><td>${c}</td><td>${20 + i}</td><td>${10 + i}</td></tr>`).join('')}</table>`;
  const note = (i: number): string =>
    `<li id="cite_note-${i}"><span class="backlink"><a href="#cite_ref-${i}">^</a></span> <span class="text"><a href="https://stats.example/${i}">Census table ${i}</a>. Statistics Office. <a href="https://archive.example/${i}">Archived</a> from the original on 3 May 20${10 + i}.</span></li>`;
  const notes = (list: string): string => list.replace('%', [1, 2, 3, 4, 5, 6, 7, 8].map(note).join(''));

  it('ranks the notes linking back to where they are cited below a small data table, with or without a role naming them', () => {
    document.body.innerHTML = `${article}${climate}${notes('<ol id="notes">%</ol>')}`;
    const ids = findCandidates(document).map((c) => c.element.id);
    expect(ids[0]).toBe('climate');
    expect(ids).toContain('notes');
    document.body.innerHTML = `${climate}${notes('<section role="doc-endnotes"><ol id="notes">%</ol></section>')}`;
    expect(findCandidates(document)[0]?.element.id).toBe('climate');
  });

  it('still ranks a list of records first whose items link within themselves', () => {
    const row = (i: number): string => `<li id="c${i}" class="comment"><a href="#c${i}">#${i}</a><b class="who">user${i}</b><span class="when">2026-11-0${i}</span><span class="body">Comment ${i} on the post</span></li>`;
    document.body.innerHTML = `${climate}<ol id="comments">${[1, 2, 3, 4, 5, 6, 7, 8].map(row).join('')}</ol>`;
    expect(findCandidates(document)[0]?.element.id).toBe('comments');
  });

  it('offers no paragraphs of prose as records, links and emphasis in them or not', () => {
    document.body.innerHTML = `${article}${climate}`;
    expect(findCandidates(document).map((c) => c.element.id)).toEqual(['climate']);
  });

  it('weighs a side panel of navigation boxes, each a heading over its links, as a link grid', () => {
    const portal = (name: string, links: number, after = ''): string =>
      `<div class="portal" role="navigation"><h3>${name}</h3><div class="body"><ul>${Array.from({ length: links }, (_, k) => `<li><a href="/${name}/${k}">${name} entry ${k}</a></li>`).join('')}</ul>${after}</div></div>`;
    const panel = `<div id="panel"><div role="banner"><a class="logo" href="/"></a></div>${portal('Navigation', 7)}${portal('Interaction', 5)}${portal('Tools', 8)}${portal('Print', 3)}${portal('Languages', 30, '<div><span><a href="/edit">Edit links</a></span></div>')}</div>`;
    document.body.innerHTML = `${panel}${climate}`;
    expect(findCandidates(document)[0]?.element.id).toBe('climate');
  });

  it('weighs a portal\'s side boxes of menus, each a heading and its tools over its links, as a link grid', () => {
    const menu = (id: string, name: string, entries: string[], badge = ''): string =>
      `<div id="${id}" class="changepos"><div class="hd"><a class="cbimg" href="edit.html">下へ移動</a><span class="assist"><a href="lst">一覧</a></span><h2>${name}</h2></div><ul>${entries.map((e, k) => `<li><a href="r/c${k}">${e}</a>${k === 0 ? badge : ''}</li>`).join('')}</ul></div>`;
    const services = ['ショッピング', 'オークション', '旅行、出張', 'ニュース', '天気', 'スポーツ', 'ファイナンス', 'テレビ', '地図', '路線', 'グルメ', '求人'];
    document.body.innerHTML = `<div id="boxes">${menu('a', 'Yahoo!サービス', services)}${menu('b', 'お気に入り', ['映画', '音楽', 'ゲーム', '占い'])}${menu('c', 'ピックアップ', ['アバター'], '<span class="iconNew">[new]</span>')}</div>${climate}`;
    expect(findCandidates(document)[0]?.element.id).toBe('climate');
  });
});
