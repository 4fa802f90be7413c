import { extractTable } from '../extract/extract-table';

const read = (html: string): { grid: string[][]; columns: string[] } => {
  document.body.innerHTML = html;
  const t = extractTable(document.getElementById('list') as Element, { includeLinks: false, includeImages: false });
  return { grid: t.grid, columns: t.columns };
};

describe('boxes of one kind without classes, rows wrapped under a heading, flex items moved by order', () => {
  it('reads classless chips styled alike (colours aside) whose number varies as one field', () => {
    // Notion's multi-select: one div per option, the same inline style but each option's own colour.
    const colours: Record<string, string> = { Backend: 'rgb(232,222,238)', Payments: 'rgb(219,237,219)', Design: 'rgb(250,222,201)', QA: 'rgb(211,229,239)' };
    const chip = (t: string): string => `<div style="display:flex;align-items:center;height:20px;border-radius:3px;padding:0 6px;margin:0 6px 6px 0;background:${colours[t]}"><span>${t}</span></div>`;
    const card = (title: string, tags: string[]): string => `<div class="card"><div class="title">${title}</div><div style="display:flex;flex-wrap:wrap">${tags.map(chip).join('')}</div></div>`;
    const { grid } = read(`<div id="list">${card('Migrate webhooks', ['Backend', 'Payments'])}${card('Onboarding', ['Design'])}${card('Invite flow', ['QA', 'Backend', 'Design'])}</div>`);
    expect(grid).toEqual([
      ['Migrate webhooks', 'Backend Payments'],
      ['Onboarding', 'Design'],
      ['Invite flow', 'QA Backend Design'],
    ]);
  });

  it('keeps classless boxes styled otherwise fields of their own', () => {
    const card = (title: string, facts: string[]): string =>
      `<div class="card"><div class="title">${title}</div><div style="display:flex">${facts.map((f, i) => `<div style="width:${60 + i * 20}px">${f}</div>`).join('')}</div></div>`;
    const { grid } = read(`<div id="list">${card('A', ['3 bds', '2 ba', '1,850 sqft'])}${card('B', ['2 bds', '1 ba'])}${card('C', ['4 bds', '3 ba', '2,400 sqft'])}</div>`);
    expect(grid[0]).toEqual(['A', '3 bds', '2 ba', '1,850 sqft']);
  });

  it('lines the cells of a row each item only wraps up under the heading row above, an empty column kept', () => {
    // Notion's table view: `div.notion-collection-item` wraps the row of cells; the header row is drawn above the items.
    const cell = (inner: string): string => `<div class="cell">${inner}</div>`;
    const tag = (t: string): string => `<div style="display:flex;height:20px;padding:0 6px"><span>${t}</span></div>`;
    const item = (name: string, status: string, tags: string[], done: boolean): string =>
      `<div class="item"><div class="row" style="display:flex">${cell(`<a href="#"><span>${name}</span></a>`)}${cell(`<div style="display:flex">${tag(status)}</div>`)}${cell(`<div style="display:flex;flex-wrap:wrap">${tags.map(tag).join('')}</div>`)}${cell(done ? '<svg role="graphics-symbol"></svg>' : '')}</div></div>`;
    const head = `<div class="head" style="display:flex">${['Name', 'Status', 'Tags', 'Done'].map((h) => `<div class="hcell">${h}</div>`).join('')}</div>`;
    const { grid, columns } = read(`${head}<div id="list">${item('Webhooks', 'In progress', ['Backend', 'Payments'], false)}${item('Onboarding', 'Not started', ['Design'], false)}${item('Invite flow', 'Done', ['QA', 'Frontend'], true)}</div>`);
    expect(columns).toEqual(['Name', 'Status', 'Tags', 'Done']);
    expect(grid).toEqual([
      ['Webhooks', 'In progress', 'Backend Payments', ''],
      ['Onboarding', 'Not started', 'Design', ''],
      ['Invite flow', 'Done', 'QA Frontend', ''],
    ]);
  });

  it('reads the fields of flex items in the order they are drawn (CSS order), source order otherwise', () => {
    // Daum's news results: `.cont_info{order:-1}` draws the source and time above the title and snippet.
    const item = (title: string, source: string, time: string, style = ''): string =>
      `<li><div class="cont"><a class="tit" href="#">${title}</a><p class="desc">${title} 본문…</p><span class="info"${style}><a class="src" href="#">${source}</a><span class="time">${time}</span></span></div></li>`;
    const css = '<style>.cont{display:flex;flex-direction:column}.info{display:flex;gap:6px}</style>';
    const moved = read(`${css}<style>.info{order:-1}</style><ul id="list">${item('한파특보', '연합뉴스', '2시간 전')}${item('강추위', 'KBS', '3시간 전')}${item('난방비', '뉴스1', '5시간 전')}</ul>`);
    expect(moved.grid[0]).toEqual(['연합뉴스', '2시간 전', '한파특보', '한파특보 본문…']);
    // An inline order moves the item too.
    const inline = read(`${css}<ul id="list">${item('한파특보', '연합뉴스', '2시간 전', ' style="order:-1"')}${item('강추위', 'KBS', '3시간 전', ' style="order:-1"')}${item('난방비', '뉴스1', '5시간 전', ' style="order:-1"')}</ul>`);
    expect(inline.grid[1]).toEqual(['KBS', '3시간 전', '강추위', '강추위 본문…']);
    const source = read(`${css}<ul id="list">${item('한파특보', '연합뉴스', '2시간 전')}${item('강추위', 'KBS', '3시간 전')}${item('난방비', '뉴스1', '5시간 전')}</ul>`);
    expect(source.grid[0]).toEqual(['한파특보', '한파특보 본문…', '연합뉴스', '2시간 전']);
  });
});
