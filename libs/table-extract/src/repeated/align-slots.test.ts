import { extractTable } from '../extract/extract-table';

const read = (html: string): string[][] => {
  document.body.innerHTML = html;
  return extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false }).grid;
};

describe('list fields in slots, lines, controls and units (decision 117)', () => {
  it('puts a fact of a card drawing fewer where the same words stand in the others (a lot has only `-- sqft`)', () => {
    const facts = (f: string[]): string => `<ul class="facts">${f.map((x) => `<li>${x}</li>`).join('')}</ul>`;
    const home = (price: string, f: string[]): string => `<li class="home"><span class="price">${price}</span>${facts(f)}<address class="addr">${price} Main St</address></li>`;
    const grid = read(
      `<style>.facts li{display:inline-block}</style><ul id="list">${home('$1', ['<b>3</b> <abbr>bds</abbr>', '<b>2</b> <abbr>ba</abbr>', '<b>1,850</b> <abbr>sqft</abbr>'])}${home('$2', ['<b>4</b> <abbr>bds</abbr>', '<b>3</b> <abbr>ba</abbr>', '<b>2,640</b> <abbr>sqft</abbr>'])}${home('$3', ['<b>--</b> <abbr>sqft</abbr>'])}${home('$4', ['<b>1</b> <abbr>bds</abbr>', '<b>1</b> <abbr>ba</abbr>', '<b>742</b> <abbr>sqft</abbr>'])}</ul>`,
    );
    expect(grid[2]).toEqual(['$3', '', '', '-- sqft', '$3 Main St']);
    expect(grid[0]).toEqual(['$1', '3 bds', '2 ba', '1,850 sqft', '$1 Main St']);
  });

  it('keeps a lone job type in the job-type column though classed like chips, and a run of tags one field', () => {
    const job = (i: number, meta: string[], tags: string[]): string =>
      `<div class="job"><h2 class="t">Job ${i}</h2><ul class="meta">${meta.map((m) => `<li class="chip-x1"><div class="v">${m}</div></li>`).join('')}</ul><div class="tags">${tags.map((t) => `<span class="tag">${t}</span>`).join('')}</div></div>`;
    const grid = read(
      `<div id="list">${job(1, ['$78,000 a year', 'Full-time'], ['sql', 'python'])}${job(2, ['$55 an hour', 'Contract'], ['python'])}${job(3, ['Full-time'], ['excel', 'sql', 'r'])}${job(4, ['$98,800 a year', 'Full-time'], ['sql'])}</div>`,
    );
    expect(grid.map((r) => r.slice(1))).toEqual([
      ['$78,000 a year', 'Full-time', 'sql python'],
      ['$55 an hour', 'Contract', 'python'],
      ['', 'Full-time', 'excel sql r'],
      ['$98,800 a year', 'Full-time', 'sql'],
    ]);
  });

  it('moves the other fields of an aligned box with it (a room option sold out instead of priced)', () => {
    const option = (label: string, time: string, price: string): string =>
      `<div class="opt"><span class="label">${label}</span><span class="time">${time}</span><div class="p">${price === '마감' ? '<span class="sold">예약마감</span>' : `<span class="value">${price}</span>`}</div></div>`;
    const stay = (name: string, options: string): string => `<div class="stay"><strong class="name">${name}</strong><div class="prices">${options}</div></div>`;
    const grid = read(
      `<div id="list">${stay('A', option('대실', '최대 5시간', '45,000원') + option('숙박', '15:00~', '139,000원'))}${stay('B', option('숙박', '15:00~', '482,000원'))}${stay('C', option('대실', '최대 4시간', '25,000원') + option('숙박', '22:00~', '마감'))}${stay('D', option('대실', '최대 6시간', '30,000원') + option('숙박', '21:00~', '69,000원'))}</div>`,
    );
    expect(grid).toEqual([
      ['A', '대실', '최대 5시간', '45,000원', '숙박', '15:00~', '139,000원'],
      ['B', '', '', '', '숙박', '15:00~', '482,000원'],
      ['C', '대실', '최대 4시간', '25,000원', '숙박', '22:00~', '예약마감'],
      ['D', '대실', '최대 6시간', '30,000원', '숙박', '21:00~', '69,000원'],
    ]);
  });

  it('reads the bullet points of a card, one or more, as one field of lines', () => {
    const card = (i: number, bullets: string[]): string => `<div class="card"><h2 class="t">Job ${i}</h2><div class="snippet"><ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul></div><span class="date">${i} days ago</span></div>`;
    const grid = read(`<div id="list">${card(1, ['Build dashboards.', 'Define KPIs.'])}${card(2, ['SQL required.'])}${card(3, ['Write reports.', 'Use SQL Server.'])}</div>`);
    expect(grid).toEqual([
      ['Job 1', 'Build dashboards.\nDefine KPIs.', '1 days ago'],
      ['Job 2', 'SQL required.', '2 days ago'],
      ['Job 3', 'Write reports.\nUse SQL Server.', '3 days ago'],
    ]);
  });

  it('leaves out links drawn as buttons that say the same in every item, and keeps links whose words change', () => {
    const book = (i: number): string =>
      `<li class="book"><a class="title" href="/b/${i}">Book ${i}</a><a class="tag" href="/t/${i}">topic ${i}</a><div class="btns"><a href="#" class="btn"><span class="w"><em class="txt">카트에 넣기</em></span></a><a href="#" class="btn"><em class="txt">바로구매</em></a></div></li>`;
    const grid = read(`<style>.btn{display:block;border:1px solid #ccc;padding:4px 0}.tag{background:#eef;padding:2px}</style><ul id="list">${[1, 2, 3].map(book).join('')}</ul>`);
    expect(grid[0]).toEqual(['Book 1', 'topic 1']);
  });

  it('reads a unit power written as a superscript as that superscript (m² as in table cells)', () => {
    const room = (i: number): string => `<div class="room"><span class="kind">원룸 ${i}</span><span class="size">2층, 23.1${i}m<sup>2</sup></span></div>`;
    expect(read(`<div id="list">${[1, 2, 3].map(room).join('')}</div>`)[0]).toEqual(['원룸 1', '2층, 23.11m²']);
  });
  it('keeps tags that always say the same words at one place a run of chips, also when a card has only the second', () => {
    const card = (i: number, tags: string[]): string => `<div class="card"><h2 class="t">Item ${i}</h2><div class="tags">${tags.map((t) => `<span class="tag">${t}</span>`).join('')}</div></div>`;
    const grid = read(`<div id="list">${card(1, ['무료배송', '오늘출발'])}${card(2, ['오늘출발'])}${card(3, ['무료배송', '오늘출발'])}</div>`);
    expect(grid.map((r) => r[1])).toEqual(['무료배송 오늘출발', '오늘출발', '무료배송 오늘출발']);
  });

  it('reads a run of showtime chips, each a time and its seats left, as one field, a sold-out chip built otherwise included', () => {
    const chip = (t: string, seats: string): string => `<li><a href="#"><em>${t}</em> <span class="seats"><span class="blind">잔여좌석</span>${seats}</span></a></li>`;
    const movie = (name: string, times: string[]): string =>
      `<div class="movie"><strong class="name">${name}</strong><ul class="times">${times.map((t, i) => chip(t, `${i + 5}석`)).join('')}<li><span class="off"><em>23:40</em> <span class="gray">매진</span></span></li></ul></div>`;
    const grid = read(`<style>.times{display:flex}.blind{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}</style><div id="list">${movie('A', ['10:20', '12:40'])}${movie('B', ['11:00'])}${movie('C', ['09:50', '13:00', '16:05'])}</div>`);
    expect(grid[0]).toEqual(['A', '10:20 잔여좌석 5석 12:40 잔여좌석 6석 23:40 매진']);
    expect(grid[1]).toEqual(['B', '11:00 잔여좌석 5석 23:40 매진']);
  });

  it('reads a separator drawn apart by margins inside a phrase with it, a space either side (not glued words and a field `·`)', () => {
    const job = (i: number): string => `<div class="job"><strong class="t">Job ${i}</strong><span class="loc">서울 강남구<span class="dot">·</span>경력 ${i}년</span></div>`;
    const grid = read(`<style>.dot{margin-left:4px;margin-right:4px}</style><div id="list">${[1, 2, 3].map(job).join('')}</div>`);
    expect(grid[0]).toEqual(['Job 1', '서울 강남구 · 경력 1년']);
  });
  it('reads a screen-reader label and the value beside it, an icon before them, as one field (`별점 9.86`)', () => {
    const toon = (i: number): string => `<li class="item"><a class="title" href="/t/${i}">Toon ${i}</a><div class="rating"><svg aria-hidden="true"></svg><span class="blind">별점</span><span class="text">9.8${i}</span></div></li>`;
    const grid = read(`<style>.blind{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}</style><ul id="list">${[1, 2, 3].map(toon).join('')}</ul>`);
    expect(grid[0]).toEqual(['Toon 1', '별점 9.81']);
  });

  it('reads badges told apart only by a BEM modifier, drawn side by side, as one run (`NEW UP`)', () => {
    const badge = (kind: string): string => `<span class="Poster__badge--ico_${kind.toLowerCase()}"><span class="blind">${kind}</span></span>`;
    const toon = (i: number, badges: string[]): string => `<li class="item"><div class="badges">${badges.map(badge).join('')}</div><a class="title" href="/t/${i}">Toon ${i}</a></li>`;
    const grid = read(`<style>.badges{display:flex}</style><ul id="list">${toon(1, ['UP'])}${toon(2, [])}${toon(3, ['NEW', 'UP'])}${toon(4, ['BREAK'])}</ul>`);
    expect(grid.map((r) => r[0])).toEqual(['UP', '', 'NEW UP', 'BREAK']);
  });

  it('keeps the parts a block variant names apart (`result--core__location`, `result--core__item`), whatever each draws', () => {
    const li = (part: string, value: string): string => `<li class="result--core__${part}">${value}</li>`;
    const job = (title: string, place: string, pay: string, opens: string): string =>
      `<div class="result--core"><h2 class="result--core__title">${title}</h2><ul class="result--core__body">${li('location', place)}${li('item', pay)}${li('closing-date', opens)}${li('item', 'Full-time')}</ul></div>`;
    const grid = read(`<div id="list">${job('Analyst', '<a href="#">Multiple Locations</a>', '$86,962', 'Open 03/03')}${job('Statistician', 'Suitland, MD', '$117,962', 'Open 03/05')}${job('Clerk', 'Kansas City, MO', '$52,553', 'Open 03/04')}</div>`);
    expect(grid).toEqual([
      ['Analyst', 'Multiple Locations', '$86,962', 'Open 03/03', 'Full-time'],
      ['Statistician', 'Suitland, MD', '$117,962', 'Open 03/05', 'Full-time'],
      ['Clerk', 'Kansas City, MO', '$52,553', 'Open 03/04', 'Full-time'],
    ]);
  });

  it('reads a definition that is a list of links as one value, one entry per line (a catalogue record\'s subjects), and a definition of facts box by box', () => {
    const pair = (term: string, value: string): string => `<div class="grid"><dt>${term}</dt><dd>${value}</dd></div>`;
    const grid = read(
      `<dl id="list">${pair('Main Author', '<a href="/a">Darwin, Charles</a>')}${pair('Language', 'English')}${pair('Subjects', '<ul><li><a href="/s/1">Evolution</a></li><li><a href="/s/2">Natural selection</a></li></ul>')}${pair('Format', 'Book')}</dl>`,
    );
    expect(grid).toEqual([
      ['Main Author', 'Darwin, Charles'],
      ['Language', 'English'],
      ['Subjects', 'Evolution\nNatural selection'],
      ['Format', 'Book'],
    ]);
  });

  it('keeps a hidden label ending in a colon before its value\'s box a field of its own (ONS: `Document type:` `Dataset`), a hidden word before a value in one phrase', () => {
    const doc = (i: number, type: string): string =>
      `<li class="doc"><a class="title" href="/d/${i}">Release ${i}</a><ul class="meta"><li class="attr"><span class="vh">Document type: </span><span>${type}</span></li><li class="attr"><span class="vh">별점</span><span>9.${i}</span></li></ul><div class="place"><svg aria-hidden="true"></svg><span class="vh">Location:</span> Hackney ${i}</div></li>`;
    const grid = read(`<style>.vh{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}</style><ul id="list">${doc(1, 'Dataset')}${doc(2, 'Bulletin')}${doc(3, 'Dataset')}</ul>`);
    expect(grid).toEqual([
      ['Release 1', 'Document type:', 'Dataset', '별점 9.1', 'Location:', 'Hackney 1'],
      ['Release 2', 'Document type:', 'Bulletin', '별점 9.2', 'Location:', 'Hackney 2'],
      ['Release 3', 'Document type:', 'Dataset', '별점 9.3', 'Location:', 'Hackney 3'],
    ]);
  });

  it('takes a first item of labels over columns of figures with their units for the heading row (a trade list: 계약일 가격 타입 층)', () => {
    const row = (cls: string, cells: string[]): string => `<div class="v ${cls}">${cells.map((c, i) => `<div class="t c${i}">${c}</div>`).join('')}</div>`;
    const trades = [
      ['2025.10.28', '15억 2,000', '84A㎡', '14층', '중개거래'],
      ['2025.10.19', '14억 8,500', '84B㎡', '7층', '중개거래'],
      ['2025.10.11', '11억 3,000', '59㎡', '21층', '직거래'],
    ];
    document.body.innerHTML = `<div id="list">${row('head', ['계약일', '가격', '타입', '층', '거래유형'])}${trades.map((t) => row('trade', t)).join('')}</div>`;
    const table = extractTable(document.getElementById('list') as Element);
    expect(table.columns).toEqual(['계약일', '가격', '타입', '층', '거래유형']);
    expect(table.grid).toEqual(trades);
  });

  it('reads hidden words standing in for the picture beside them apart from a count drawn after it (Argos: `4.5 out of 5 stars`, stars, `(2,118)`)', () => {
    const star = '<svg width="14" height="14" aria-hidden="true"></svg>';
    const tv = (i: number): string =>
      `<div class="card"><a class="title" href="/p/${i}">TV ${i}</a><div class="ratings"><span class="vh">4.${i} out of 5 stars</span><span class="stars" aria-hidden="true">${star}${star}${star}</span> <span class="count">(${i},118)</span></div><div class="price">£${i}49.00</div></div>`;
    const grid = read(`<style>.vh{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}.ratings{display:flex}</style><div id="list">${tv(1)}${tv(2)}${tv(3)}</div>`);
    expect(grid[0]).toEqual(['TV 1', '4.1 out of 5 stars', '(1,118)', '£149.00']);
  });

  it('reads two values with a range mark written between them as text as one range (`<span>8:58 AM</span> – <span>12:02 PM</span>`)', () => {
    const day = (d: string, from: string, to: string, total: string): string =>
      `<div class="slat"><div class="date">${d}</div><div class="entry"><span class="in">${from}</span> – <span class="out">${to}</span></div><div class="total">${total}</div></div>`;
    const grid = read(`<div id="list">${day('Mon, Mar 3', '8:58 AM', '5:31 PM', '8h')}${day('Tue, Mar 4', '9:05 AM', '5:45 PM', '8h 10m')}${day('Wed, Mar 5', '8:45 AM', '4:42 PM', '7h 22m')}</div>`);
    expect(grid[0]).toEqual(['Mon, Mar 3', '8:58 AM – 5:31 PM', '8h']);
  });

  it('takes a first item of labels standing over boxes of several fields for the heading row, each label naming the first of them (QS rankings)', () => {
    const uni = (rank: string, name: string, place: string, score: string): string =>
      `<div class="row"><div class="rank-col">${rank}</div><div class="uni-col"><div><a class="uni-link" href="#">${name}</a><div class="location">${place}</div></div></div><div class="overall-col"><span class="score">${score}</span></div></div>`;
    document.body.innerHTML = `<div id="list"><div class="row head"><div class="rank-col">Rank</div><div class="uni-col">University</div><div class="overall-col">Overall score</div></div>${uni('1', 'MIT', 'Cambridge, United States', '100')}${uni('2', 'Imperial College London', 'London, United Kingdom', '98.5')}${uni('3', 'University of Oxford', 'Oxford, United Kingdom', '96.9')}</div>`;
    const table = extractTable(document.getElementById('list') as Element, { includeLinks: false });
    expect(table.columns).toEqual(['Rank', 'University', 'Column 3', 'Overall score']);
    expect(table.grid[0]).toEqual(['1', 'MIT', 'Cambridge, United States', '100']);
  });
});

