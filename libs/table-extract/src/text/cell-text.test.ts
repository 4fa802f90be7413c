import fc from 'fast-check';
import { CELL_STYLES, cellHtmlArb } from '../testing/cell-html';
import { cellContent, cellText, walkedContent, type TextContext } from './cell-text';
import { visibilityFor } from './visibility';

function cell(html: string, extra: Partial<TextContext> = {}): ReturnType<typeof cellContent> {
  document.body.innerHTML = `<style>.gone{display:none}.ghost{visibility:hidden}</style><table><tr><td>${html}</td></tr></table>`;
  const td = document.querySelector('td') as Element;
  const ctx: TextContext = { visibility: visibilityFor(td.closest('table') as Element), footnotes: 'drop', collectLinks: true, collectImages: true, ...extra };
  return cellContent(td, ctx);
}

/** Reads cells under a stylesheet: `<style>` markup put before each cell's HTML. */
const reader =
  (styles: string) =>
  (html: string): string =>
    cell(`${styles}${html}`).text;

describe('cellContent', () => {
  it('reads no label of an empty link out of the tab order drawn as nothing (an empty inline box)', () => {
    const read = reader('<style>.box{display:inline-block;width:14px;height:14px}.pad{padding-left:16px}</style>');
    expect(read('<a class="hidden-link" href="#" tabindex="-1" title="PAY-1184"></a><a href="#"><img alt="Bug" title="Bug - A problem"></a>')).toBe('Bug');
    // Drawn as a box, or reachable by keyboard (an icon font's stylesheet may be missing from a saved page): its label.
    expect(read('<a class="box" href="#" tabindex="-1" title="차트보기"></a>')).toBe('차트보기');
    expect(read('<a class="pad" href="#" tabindex="-1" title="Edit"></a>')).toBe('Edit');
    expect(read('<button tabindex="-1" title="Edit"></button>')).toBe('Edit');
    expect(read('<span class="icon-Star" role="button" aria-label="Add to Watchlist"></span>')).toBe('Add to Watchlist');
  });

  it('keeps a row flex item of one line on the line: a block inside it does not break the line around it', () => {
    const read = reader('<style>.row{display:flex;gap:8px}p{margin:0}</style>');
    expect(read('<div class="row"><p>Bitcoin</p><div><p>BTC</p></div></div>')).toBe('Bitcoin BTC');
    // An item of several lines (a name over an e-mail address beside an avatar) cannot share a line with its neighbours.
    expect(read('<div class="row"><span>AR</span><div><p>Acme Robotics</p><p>ap@acme.dev</p></div></div>')).toBe('AR\nAcme Robotics\nap@acme.dev');
    expect(read('<div><p>Tether</p><div><p>USDT</p></div></div>')).toBe('Tether\nUSDT');
  });

  it('reads a floated box on the line beside what comes after it, a space apart (a board\'s tag floated left of the title)', () => {
    const read = reader('<style>.tag{float:left;width:70px}.list{overflow:hidden}.right{float:right}</style>');
    expect(read('<div class="tag"><strong>필독</strong></div><div class="list"><a href="#">카페 이용 규칙</a> <a href="#">[<em>128</em>]</a></div>')).toBe('필독 카페 이용 규칙 [128]');
    expect(read('<div style="float:left">482931</div><div class="list">캠핑 다녀왔어요</div>')).toBe('482931 캠핑 다녀왔어요');
    // Floated after a line of its own: beside the line after it, the break before it kept.
    expect(read('<div>Summary</div><span class="right">3분 전</span><div>본문</div>')).toBe('Summary\n3분 전 본문');
    // Without a float the blocks stay lines apart.
    expect(read('<div>필독</div><div class="list">카페 이용 규칙</div>')).toBe('필독\n카페 이용 규칙');
  });

  it('reads flex and grid items in the order they are drawn (CSS order), not the items of a block', () => {
    const read = reader('<style>.row{display:flex;gap:4px}.col{display:flex;flex-direction:column}.first{order:-1}.last{order:2}</style>');
    expect(read('<div class="col"><a href="#">수도권 첫 한파특보</a><span class="first">연합뉴스 · 2시간 전</span></div>')).toBe('연합뉴스 · 2시간 전\n수도권 첫 한파특보');
    expect(read('<div class="row"><span class="last">KRW</span>1,200<span>원</span></div>')).toBe('1,200 원 KRW');
    expect(read('<div class="row"><span>B</span><span style="order:-2">A</span></div>')).toBe('A B');
    // Order moves nothing outside a flex or grid container.
    expect(read('<div><span>B</span><span class="first">A</span></div>')).toBe('BA');
  });

  it('leaves a sort arrow written in a header cell out of the name, and reads arrows elsewhere', () => {
    document.body.innerHTML = '<table><tr><th><a href="?o=d">Updated</a><span class="sort">&#x25BD;</span></th><td><span>▲</span>3</td></tr></table>';
    const ctx: TextContext = { visibility: visibilityFor(document.querySelector('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false };
    expect(cellText(document.querySelector('th') as Element, ctx)).toBe('Updated');
    expect(cellText(document.querySelector('td') as Element, ctx)).toBe('▲3');
  });

  it('reads a symbol the stylesheet draws beside screen-reader words where it is drawn', () => {
    const read = reader('<style>.blind{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}.up::before{content:"▲ "}</style>');
    expect(read('<em class="up"><span class="blind">상승</span></em>4.1%')).toBe('▲ 상승 4.1%');
  });

  it('keeps a status mark of statistics after a period or figure (p preliminary, e estimated, r revised), drops letter notes', () => {
    expect(cell('2/4<sup>p</sup>').text).toBe('2/4p');
    expect(cell('2025<sup>e</sup>').text).toBe('2025e');
    expect(cell('6:51<sup>a</sup>').text).toBe('6:51');
  });

  it('collapses whitespace', () => {
    expect(cell('  1,234 \n  원 ').text).toBe('1,234 원');
  });

  it('reads text a stylesheet draws with ::before / ::after (separators, units, attr()), not icon-font glyphs or rules for phones', () => {
    const read = reader('<style>.opt span+span::before{content:" · "}.won:after{content:"원"}.lbl::before{content:attr(data-k) ": "}.ico::before{content:"\\e900"}@media (max-width:600px){.m::before{content:"모바일 "}}</style>');
    expect(read('<p class="opt"><span>2021년식</span><span>4.2만km</span><span>가솔린</span></p>')).toBe('2021년식 · 4.2만km · 가솔린');
    expect(read('<span class="won">1,500</span>')).toBe('1,500원');
    expect(read('<b class="lbl" data-k="면적">84㎡</b>')).toBe('면적: 84㎡');
    expect(read('<i class="ico"></i>저장 <span class="m">PC</span>')).toBe('저장 PC');
    // Material Design Icons draw from the supplementary Private Use Area (one code point, a surrogate pair in JS).
    expect(read('<style>.mdi-chevron-down::before{content:"\\F0140"}.mdi-pencil::before{content:"\\F03EB"}</style><i class="mdi-chevron-down"></i><span>Venue: Olympia Hall</span> <i class="mdi-pencil"></i>')).toBe('Venue: Olympia Hall');
  });

  it('reads a word a ligature icon font draws as a picture (Material Icons / Symbols) as the icon it is: its label or nothing', () => {
    const read = reader('<style>.material-icons{font-family:"Material Icons";display:inline-block}.ms{font-family:\'Material Symbols Outlined\', sans-serif}</style>');
    const cases: [html: string, text: string][] = [
      ['<div><i class="q-icon material-icons" aria-hidden="true">local_shipping</i>배송중</div>', '배송중'],
      ['<span class="ms">check_circle</span>배송완료', '배송완료'],
      // Labelled icons and icon-only controls read as their label, as an SVG icon does.
      ['<button aria-label="반송 처리"><i class="material-icons">undo</i></button>', '반송 처리'],
      ['<span class="material-icons" role="img" aria-label="Delivered">check_circle</span> 11/27', 'Delivered 11/27'],
      // A word in another font is a word.
      ['<span class="font-mono">local_shipping</span>', 'local_shipping'],
    ];
    expect(cases.map(([html]) => read(html))).toEqual(cases.map(([, text]) => text));
  });

  it('turns <br> and block boundaries into line breaks', () => {
    expect(cell('서울<br>강남구<div>역삼동</div><p>1층</p>').text).toBe('서울\n강남구\n역삼동\n1층');
  });

  it('separates boxes as the browser draws them, deciding by computed display where the tag does not tell', () => {
    const styled = (css: string, html: string): string => {
      document.body.innerHTML = `<style>${css}</style><table><tr><td>${html}</td></tr></table>`;
      const td = document.querySelector('td') as Element;
      return cellText(td, { visibility: visibilityFor(td.closest('table') as Element, { attributes: 'visit' }), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    // Badges and icons drawn inline-block sit a space apart; a span styled block starts a line; a div styled inline does not.
    expect(styled('.badge{display:inline-block}', '<span class="badge">Admin</span><span class="badge">Owner</span>')).toBe('Admin Owner');
    expect(styled('.sub{display:block}', '홍길동<span class="sub">총무과</span>')).toBe('홍길동\n총무과');
    expect(styled('.code{display:inline}', '삼성전자<div class="code">005930</div>')).toBe('삼성전자005930');
    expect(styled('', '<a href="/x">Edit</a><button>Delete</button>')).toBe('Edit Delete');
    // Flex and grid items: side by side a space apart, a column flex a line apart; text directly in the container too.
    expect(styled('.row{display:flex}', '<span class="row"><span>-2°</span><span>8°</span></span>')).toBe('-2° 8°');
    expect(styled('.row{display:flex}', '<div class="row"><div>좋음</div>28㎍/㎥</div>')).toBe('좋음 28㎍/㎥');
    expect(styled('.col{display:flex;flex-direction:column}', '<div class="col"><span>Jane</span><span>jane@example.com</span></div>')).toBe('Jane\njane@example.com');
    expect(styled('.g{display:grid}', '<span class="g"><b>A</b><b>B</b></span>')).toBe('A B');
    expect(styled('', '<span style="display:inline-block">1</span><span style="display:inline-block">2</span>')).toBe('1 2');
    // Screen-reader text clipped out of the flow in place of an icon stands apart from the value beside it.
    const clipped = '.blind{position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden}';
    // A box drawn on the line (a flex item, an inline-block) holding one line at most (an empty icon wrapper, a symbol in
    // a paragraph) breaks no line: a badge's spoken tone and its words (Polaris Badge), a coin's name and symbol; a
    // stack of lines beside an avatar still starts a line.
    const badge = `${clipped}.badge{display:inline-flex}.icon{display:block}`;
    expect(styled(badge, '<span class="badge"><span class="blind">Attention </span><span><span class="icon"><svg aria-hidden="true"></svg></span></span><span>Unfulfilled</span></span>')).toBe('Attention Unfulfilled');
    expect(styled('.ib{display:inline-block}', '<span>12</span><span class="ib"><div></div></span><span>new</span>')).toBe('12 new');
    expect(styled('.row{display:flex}', '<div class="row"><p>Bitcoin</p><div><p>BTC</p></div></div>')).toBe('Bitcoin BTC');
    expect(styled('.row{display:flex}.col{display:flex;flex-direction:column}', '<div class="row"><span>OM</span><div class="col"><span>Olivia</span><span>o@x.dev</span></div></div>')).toBe('OM\nOlivia\no@x.dev');
    expect(styled(clipped, '<em><span class="blind">상승</span></em><span>1,300</span>')).toBe('상승 1,300');
    // …but no space before the punctuation it starts with.
    expect(styled(clipped, '<a href="/e">Edit<span class="blind">, Jane Cooper</span></a>')).toBe('Edit, Jane Cooper');
    // Screen-reader labels draw no line of their own: each reads with the value it labels, the line break before it.
    expect(styled(clipped, '<dl><dt class="blind">번호</dt><dd>2026-01 <span>NEW</span></dd><dt class="blind">물건명</dt><dd><a href="#">화곡동 301호</a></dd><dd>건물 52㎡</dd></dl>')).toBe(
      '번호 2026-01 NEW\n물건명 화곡동 301호\n건물 52㎡',
    );
    // …but words an icon font's glyph stands for (the glyph read as nothing) are that icon's line: a line break after them stays.
    expect(styled(`${clipped}.x::before{font-family:icons;content:"\\e901"}`, '<span class="x" aria-hidden="true"></span><span class="blind">Not included</span><br>Assigned after check-in')).toBe(
      'Not included\nAssigned after check-in',
    );
    // …while screen-reader words after a value on its line stay with it (`댓글 5개`, then the block's end).
    expect(styled(clipped, '<div>Title <span class="blind">댓글</span><b>5</b><span class="blind">개</span></div><div>next</div>')).toBe('Title 댓글 5개\nnext');
    // A li styled inline (a horizontal list) glues as drawn; table cells of a nested table are a space apart.
    expect(styled('.h li{display:inline}', '<ul class="h"><li>A</li><li>B</li></ul>')).toBe('AB');
    expect(styled('', '<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>')).toBe('a b\nc d');
  });

  it('glues a screen-reader counter written without spaces (Hangul, Han, Kana) to the number it touches, as the language writes it', () => {
    const read = reader('<style>.none{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);margin:-1px}.ib{display:inline-block}</style>');
    // Melon's rank: `1<span class="none">위</span>` → `1위`.
    expect(read('<div class="wrap"><span class="rank">1</span><span class="none">위</span></div>')).toBe('1위');
    expect(read('<span>2,300</span><span class="none">원</span> 할인')).toBe('2,300원 할인');
    expect(read('3<span class="none">位</span>')).toBe('3位');
    // Words of a spaced script, a phrase, white space between, a number drawn in a box of its own, or no number: a word apart.
    expect(read('<span>0</span><span class="none">No pending comments</span>')).toBe('0 No pending comments');
    expect(read('<span>5</span><span class="none">stars</span>')).toBe('5 stars');
    expect(read('<span>3</span><span class="none">단계 상승</span>')).toBe('3 단계 상승');
    expect(read('<span>7</span> <span class="none">위</span>')).toBe('7 위');
    expect(read('<span class="ib">4</span><span class="none">위</span>')).toBe('4 위');
    expect(read('<span class="none">상승</span><span>900</span>')).toBe('상승 900');
  });

  it('reads the gap a padded inline box draws as a space where one is written: none before punctuation or after an opening bracket', () => {
    // Sphinx's literals: `code.literal{padding:2px 5px}` followed by punctuation.
    const read = reader('<style>code.literal{font-family:monospace;font-size:12px;padding-left:5px;padding-right:5px;border:1px solid #e1e4e5}</style>');
    expect(read('declared in <code class="literal"><span class="pre">fastbuild.toml</span></code>.')).toBe('declared in fastbuild.toml.');
    expect(read('One of <code class="literal">auto</code>, <code class="literal">always</code>, <code class="literal">never</code>.')).toBe('One of auto, always, never.');
    expect(read('(<code class="literal">--jobs</code>)')).toBe('(--jobs)');
    expect(read('use<code class="literal">make</code>then')).toBe('use make then');
  });

  it('keeps inline boxes drawn a space apart by a margin or padding apart, as lists do (decision 84); narrower gaps glue', () => {
    const read = (css: string, html: string, attributes: 'query' | 'visit'): string => {
      document.body.innerHTML = `<style>${css}</style><table><tr><td>${html}</td></tr></table>`;
      const td = document.querySelector('td') as Element;
      return cellText(td, { visibility: visibilityFor(td.closest('table') as Element, { attributes }), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    const css = '.ml-2{margin-left:.5rem}.pr{padding-right:6px}.tight{margin-left:1px}.em{padding-left:0.5em}td{padding:0 8px}b{margin:0}';
    const cases: [html: string, text: string][] = [
      // The WSJ "most active" heading: an inline style draws the hint 8px from the word.
      ['Issue<span class="textb10gray" style="margin-left: 8px;">(Roll over for charts and headlines)</span>\n', 'Issue (Roll over for charts and headlines)'],
      ['Production<span class="ml-2">Current</span>', 'Production Current'],
      ['<span class="pr">New Listing</span>Apple iPhone', 'New Listing Apple iPhone'],
      ['<a href="/x" style="margin-right:4px">JCP</a>(NYSE)', 'JCP (NYSE)'],
      ['5<span class="em">kg</span>', '5 kg'],
      // A gap under a quarter em, a zero margin, and padding on the cell itself draw no space between words.
      ['39,900<span class="tight">원</span>', '39,900원'],
      ['<b>1,200</b>원', '1,200원'],
      ['<span>₩</span>1,000', '₩1,000'],
    ];
    for (const attributes of ['query', 'visit'] as const) expect(cases.map(([html]) => read(css, html, attributes))).toEqual(cases.map(([, text]) => text));
  });

  it('reads header names without sort icons: an aria-hidden role=img caret (Ant Design) or a glyph drawn by ::after (DataTables)', () => {
    const header = (css: string, html: string): string => {
      document.body.innerHTML = `<style>${css}</style><table><thead><tr><th>${html}</th></tr></thead></table>`;
      const th = document.querySelector('th') as Element;
      return cellText(th, { visibility: visibilityFor(th.closest('table') as Element, { attributes: 'visit' }), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    const caret = (dir: string): string => `<span role="img" aria-label="caret-${dir}" class="anticon"><svg viewBox="0 0 8 8"><path d="M0 0"></path></svg></span>`;
    expect(header('', `<div class="sorters"><span class="title">Member</span><span class="sorter"><span aria-hidden="true">${caret('up')}${caret('down')}</span></span></div>`)).toBe('Member');
    expect(header('th.sorting_asc::after{content:"▲";position:absolute;right:6px}', 'Establishment').replace(/\s+/g, ' ')).toBe('Establishment');
    document.querySelector('th')?.classList.add('sorting_asc');
    expect(walkedContent(document.querySelector('th') as Element, { visibility: visibilityFor(document.querySelector('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false }).text).toBe('Establishment');
    // A control in a header (Ant Design's filter trigger: a role=button span holding a funnel labelled "filter") and a
    // sort arrow drawn by a ligature icon font add nothing; a sorting link's words are the name.
    const trigger = '<span role="button" tabindex="-1" class="ant-table-filter-trigger"><span role="img" aria-label="filter" class="anticon"><svg viewBox="0 0 8 8" aria-hidden="true"><path d="M0 0"></path></svg></span></span>';
    expect(header('', `<div class="ant-table-filter-column"><span class="ant-table-column-title">Status</span>${trigger}</div>`)).toBe('Status');
    expect(header('', '<button type="button">Region<svg aria-label="sort ascending"><path d="M0 0"></path></svg></button>')).toBe('Region');
    expect(header('.material-icons{font-family:"Material Icons"}', '<span>송장번호</span><i class="material-icons" aria-hidden="true">arrow_upward</i>')).toBe('송장번호');
    expect(header('', '<a href="?sort=date">Date</a>')).toBe('Date');
    // A sorter's caret labelled for assistive technology (not hidden from it) beside the words is no part of the name.
    expect(header('', `<div class="sorters"><span class="title">Customer</span><span class="sorter">${caret('up')}</span></div>`)).toBe('Customer');
    // Outside a control an image heading still names its column.
    expect(header('', '<span role="img" aria-label="Verified"></span>')).toBe('Verified');
    // Words a stylesheet draws in a header (a unit) are still part of the name.
    document.body.innerHTML = '<style>.usd::after{content:" (USD)"}</style><table><tr><th class="usd">Price</th></tr></table>';
    const th = document.querySelector('th') as Element;
    expect(cellText(th, { visibility: visibilityFor(th.closest('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false })).toBe('Price (USD)');
  });

  it('reads a control drawn only as a stylesheet symbol as its label, a checkbox drawn as a button as nothing, a symbol written in the text as itself', () => {
    const styles = '<style>.expand{display:inline-block;position:relative}.expand.collapsed::before{content:"+";position:absolute}</style>';
    // Ant Design's row expander: an empty button whose "+" is drawn by ::before, labelled "Expand row".
    expect(cell(`${styles}<button type="button" class="expand collapsed" aria-label="Expand row" aria-expanded="false"></button>`).text).toBe('Expand row');
    // shadcn/Radix checkbox: a button with role=checkbox reads as an input checkbox does.
    expect(cell('<button type="button" role="checkbox" aria-checked="false" data-state="unchecked" aria-label="Select row"></button>').text).toBe('');
    // A "×" typed in the button is what the page shows.
    expect(cell('<button type="button" aria-label="Remove">×</button>').text).toBe('×');
    // An icon inside an aria-hidden wrapper is decoration, whatever its label says.
    expect(cell('Paid <span aria-hidden="true"><span role="img" aria-label="check-circle"></span></span>').text).toBe('Paid');
  });

  it('applies CSS text-transform as the browser draws the text (Tailwind capitalize / uppercase / lowercase classes)', () => {
    const styles = '<style>.capitalize{text-transform:capitalize}.uppercase{text-transform:uppercase}.lowercase{text-transform:lowercase}.none{text-transform:none}</style>';
    const read = (html: string): string => cell(`${styles}${html}`).text;
    expect(read('<div class="capitalize">success</div>')).toBe('Success');
    expect(read('<div class="capitalize">on hold — don\'t ship</div>')).toBe('On Hold — Don\'t Ship');
    expect(read('<span class="uppercase">admin</span> <span>billing</span>')).toBe('ADMIN billing');
    expect(read('<div class="lowercase">Ken99@Example.com</div>')).toBe('ken99@example.com');
    expect(read('<div class="uppercase">a <b>b</b> <span class="none">c</span></div>')).toBe('A B c');
    // Set on the cell itself (a plain-text cell, read by the fast path).
    document.body.innerHTML = `${styles}<table><tr><td class="uppercase">pending</td></tr></table>`;
    const td = document.querySelector('td') as Element;
    expect(cellText(td, { visibility: visibilityFor(td.closest('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false })).toBe('PENDING');
  });

  it('leaves out hidden parts: stylesheet display:none, visibility:hidden, hidden attribute, inline style, script', () => {
    expect(cell('a<span class="gone">X</span><span class="ghost">Y</span><span hidden>Z</span><span style="display: none">W</span><script>1</script>b').text).toBe('ab');
  });

  it('adds the alt text of meaningful images beside the value', () => {
    expect(cell('<img src="/up.gif" alt="상승">1,200').text).toBe('상승 1,200');
    expect(cell('<img src="/spacer.gif" alt="">1,200').text).toBe('1,200');
  });

  it('keeps the words beside an image apart, with or without alt text (seed, logo, team name)', () => {
    expect(cell('<span class="seed">1</span><img src="/bos.svg" alt=""><a href="/t/bos">Boston</a>').text).toBe('1 Boston');
    expect(cell('<a href="#usd"><img src="/flag.png" alt="">미국 USD</a>').text).toBe('미국 USD');
    expect(cell('(<img src="/i.png" alt="">2)').text).toBe('(2)');
  });

  it('reads an icon-only control or icon as its label (aria-label; title of a link, button or role=img)', () => {
    const svg = '<svg viewBox="0 0 8 8"><path d="M0 0"></path></svg>';
    expect(cell(`<button aria-label="Edit">${svg}</button><button aria-label="Remove">${svg}</button>`).text).toBe('Edit Remove');
    expect(cell('<a href="/e" title="Edit"><i class="fa fa-pencil"></i></a>').text).toBe('Edit');
    expect(cell('<span class="stars" role="img" aria-label="4.5 out of 5"></span> (120)').text).toBe('4.5 out of 5 (120)');
    // A control that shows text reads as its text; a title on a plain span is a tooltip, not text.
    expect(cell('<button aria-label="Delete order 1042">Delete</button>').text).toBe('Delete');
    expect(cell('<span title="Tooltip"><i></i></span>42').text).toBe('42');
    expect(cell('<div class="order" aria-label="Activate to sort"></div>42').text).toBe('42');
    // A button input showing no words (jsGrid draws an icon by CSS) reads as its label; one showing words, as them.
    expect(cell('<input class="edit" type="button" title="Edit"><input class="delete" type="button" title="Delete">').text).toBe('Edit Delete');
    expect(cell('<input type="submit" value="Save" title="Save the row">').text).toBe('Save');
    expect(cell('<input type="text" title="Quantity" value="">').text).toBe('');
  });

  it('names a control with no name of its own from the tooltip of an empty element inside it, as a browser does', () => {
    expect(cell('<center><a href="vote?id=1&amp;how=up"><div class="votearrow" title="upvote"></div></a></center>').text).toBe('upvote');
    expect(cell('<button type="button"><i class="fa fa-trash" title="Delete"></i></button>').text).toBe('Delete');
    // The control's own name wins; an element with words, or outside any control, is no name.
    expect(cell('<a href="/v" aria-label="Vote up"><div title="upvote"></div></a>').text).toBe('Vote up');
    expect(cell('<a href="/v">12 <span title="points"></span></a>').text).toBe('12');
    expect(cell('<div title="upvote"></div>42').text).toBe('42');
  });

  it('does not read the labels of sort and filter controls in header cells as part of the column name', () => {
    document.body.innerHTML = `<table><tr><th id="h">번호<button aria-label="Sort column ascending"></button><div class="order" role="button" aria-label="번호: Activate to sort"></div></th><th id="i"><span role="img" aria-label="Verified"></span></th></tr></table>`;
    const th = (id: string): string => {
      const el = document.getElementById(id) as Element;
      return cellText(el, { visibility: visibilityFor(el.closest('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    expect(th('h')).toBe('번호');
    // An icon image in a heading still says what it shows.
    expect(th('i')).toBe('Verified');
  });

  it('leaves screen-reader-only text out of a header cell that shows words (a sort control\'s "Sort by:", a sort state), not out of one that shows none', () => {
    document.body.innerHTML = `<style>.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style><table><tr>
      <th id="a"><a href="#" role="button"><span class="sr">Sort by: </span><span>Opportunity Name</span></a></th>
      <th id="b"><span>Updated</span><span class="icon"><span class="sr">Descending</span></span></th>
      <th id="c"><span class="sr">Row Number</span></th></tr><tr><td id="d"><span class="sr">하락</span>350</td><td></td><td></td></tr></table>`;
    const text = (id: string): string => {
      const el = document.getElementById(id) as Element;
      return cellText(el, { visibility: visibilityFor(el.closest('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    expect([text('a'), text('b'), text('c'), text('d')]).toEqual(['Opportunity Name', 'Updated', 'Row Number', '하락 350']);
  });

  it('reads text a large negative text-indent pushes out of its box as screen-reader text (image replacement: Jira\'s aui-icon)', () => {
    document.body.innerHTML = `<style>.aui-icon{display:inline-block;width:16px;height:16px;overflow:hidden;text-indent:-999em}.hang{display:block;text-indent:-1em;padding-left:1em}.ir{text-indent:-9999px}</style><table><thead><tr>
      <th id="a"><span title="Sort By Updated">Updated</span><span class="aui-icon aui-iconfont-down">Descending order - Click to sort in ascending order</span></th>
      <th id="b"><span class="aui-icon aui-iconfont-flag">Flagged</span></th></tr></thead>
      <tbody><tr><td id="c"><a href="#" title="Actions"><span class="aui-icon aui-iconfont-more">Actions</span></a></td><td id="d"><span class="hang">Hanging indent</span></td></tr>
      <tr><td id="e"><div class="ir" style="display:inline-block">Logo</div>Acme</td><td id="f"><span class="ir">inline</span></td></tr></tbody></table>`;
    const text = (id: string): string => {
      const el = document.getElementById(id) as Element;
      return cellText(el, { visibility: visibilityFor(el.closest('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    // A column heading showing words is named by them; one showing none, and data cells, read the hidden words.
    expect([text('a'), text('b'), text('c')]).toEqual(['Updated', 'Flagged', 'Actions']);
    // A hanging indent of an em draws its text; an inline box takes no indent; a box read as screen-reader words labels the value after it.
    expect([text('d'), text('e'), text('f')]).toEqual(['Hanging indent', 'Logo Acme', 'inline']);
    // An icon drawn in place of its words stands apart from a number before it (clipped counter words read glued: 1위).
    document.body.innerHTML = '<style>.ico{display:inline-block;width:12px;text-indent:-999em;overflow:hidden}</style><table><tr><td id="g"><a href="#">20261127-0000214</a><span class="ico">모바일</span></td></tr></table>';
    expect(text('g')).toBe('20261127-0000214 모바일');
  });

  it('keeps screen-reader-only text in a row heading: it is data (Basketball-Reference\'s All-Star season mark)', () => {
    document.body.innerHTML = `<style>.sr_only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(1px,1px,1px,1px);white-space:nowrap}</style>
      <table><thead><tr><th id="h">Season<span class="sr_only"> (sortable)</span></th><th>Age</th></tr></thead>
      <tbody><tr><th id="r" scope="row"><a href="/g/2024">2023-24</a><span class="sr_only"> (All-Star season)</span></th><td>25</td></tr>
      <tr><th id="s"><a href="/g/2025">2024-25</a><span class="sr_only"> (All-Star season)</span></th><td>26</td></tr></tbody></table>`;
    const text = (id: string): string => {
      const el = document.getElementById(id) as Element;
      return cellText(el, { visibility: visibilityFor(el.closest('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    expect([text('h'), text('r'), text('s')]).toEqual(['Season', '2023-24 (All-Star season)', '2024-25 (All-Star season)']);
  });

  it('leaves images beside a column heading\'s words out of its name (a sort link\'s icon, a sort-state image), not a row heading\'s nor one showing no words', () => {
    document.body.innerHTML = `<table><thead><tr>
      <th id="a">휘발유 <a href="#"><img src="s.gif" alt="정렬"></a></th>
      <th id="b"><a href="?sort=date_read">date read</a><div class="sortArrow"><img src="d.gif" alt="sorted descending"></div></th>
      <th id="c"><img src="gold.png" alt="Gold"></th></tr></thead>
      <tbody><tr><th id="d" scope="row">Millbrae <img src="bike.svg" alt="Bike parking"></th><td id="e">1,200 <img src="up.gif" alt="상승"></td><td></td></tr></tbody></table>`;
    const text = (id: string): string => {
      const el = document.getElementById(id) as Element;
      return cellText(el, { visibility: visibilityFor(el.closest('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    expect(['a', 'b', 'c', 'd', 'e'].map(text)).toEqual(['휘발유', 'date read', 'Gold', 'Millbrae Bike parking', '1,200 상승']);
  });

  it('reads screen-reader words that end a one-line row flex item on its line (BBC\'s form guide)', () => {
    const read = reader('<style>ul{display:flex;gap:4px;list-style:none}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(1px,1px,1px,1px)}</style>');
    expect(read('<ul><li><div aria-hidden="true">W</div><span class="sr">Result Win</span></li><li><div aria-hidden="true">D</div><span class="sr">Result Draw</span></li></ul>')).toBe('W Result Win D Result Draw');
    // Words that label the value after them still go before it, on its line.
    expect(read('<div><div>NEW</div><span class="sr">물건명</span><div>서울</div></div>')).toBe('NEW\n물건명 서울');
  });

  it('reads row numbers a stylesheet draws with a CSS counter (Salesforce datatable), in the counter\'s style', () => {
    document.body.innerHTML = `<style>tbody{counter-reset:row}tbody tr{counter-increment:row}.num::after{content:counter(row)}.rom::after{content:counter(row, upper-roman) ". "}</style>
      <table><tbody><tr><td id="a"><span class="num"></span></td></tr><tr><td><span class="num"></span></td></tr><tr><td id="c"><span class="num"></span> <span class="rom"></span>x</td></tr></tbody></table>`;
    const text = (id: string): string => {
      const el = document.getElementById(id) as Element;
      return cellText(el, { visibility: visibilityFor(el.closest('table') as Element), footnotes: 'drop', collectLinks: false, collectImages: false });
    };
    expect([text('a'), text('c')]).toEqual(['1', '3 III. x']);
  });

  it('keeps screen-reader-only labels (they say what an icon shows)', () => {
    expect(cell('<em class="bu_p"><span class="blind">하락</span></em>350').text).toBe('하락350');
  });

  it('never glues footnote markers onto a number', () => {
    expect(cell('1,234<sup>1</sup>').text).toBe('1,234');
    expect(cell('45.2<sup class="reference"><a href="#cite_note-3">[3]</a></sup>').text).toBe('45.2');
    expect(cell('12,500<sup>*</sup>').text).toBe('12,500');
    expect(cell('Seoul<sup>[a]</sup>').text).toBe('Seoul');
  });

  it('keeps a lone letter set apart by a space (standings clinch marks), drops one glued to the word', () => {
    expect(cell('<span>Buffalo Bills</span> <sup class="clinch">x</sup>').text).toBe('Buffalo Bills x');
    expect(cell('Seoul<sup>a</sup>').text).toBe('Seoul');
    expect(cell('Seoul <sup>[a]</sup>').text).toBe('Seoul');
    expect(cell('Seoul <sup><a href="#n1">a</a></sup>').text).toBe('Seoul');
  });

  describe('footnote marks written as links (no superscript)', () => {
    // The notes the marks lead to, on the same page (a table's footer, a list under it).
    const notes = '<p><a id="f1">(1)</a> Not seasonally adjusted. <span id="f2">*</span> Estimated. <a name="fa">[a]</a> Revised.</p>';
    const withNotes = (html: string, extra: Partial<TextContext> = {}): string => {
      document.body.innerHTML = `<table><tr><td>${html}</td></tr></table>${notes}`;
      const td = document.querySelector('td') as Element;
      return cellContent(td, { visibility: visibilityFor(td.closest('table') as Element), footnotes: 'drop', collectLinks: true, collectImages: true, ...extra }).text;
    };

    it('drops a mark glued to the words before it or in a box whose class names a footnote (BLS release tables)', () => {
      expect(withNotes('<p>Food away from home<span class="footnote"><a href="#f1">(1)</a></span></p>')).toBe('Food away from home');
      expect(withNotes('Energy <span class="fn"><a href="#f1">(1)</a></span>')).toBe('Energy');
      expect(withNotes('12,500<a href="#f2">*</a>')).toBe('12,500');
      expect(withNotes('Seoul<a href="#fa">[a]</a><a href="#f1">1)</a> (capital)')).toBe('Seoul (capital)');
      expect(withNotes(`Total<a href="${document.URL.replace(/#.*$/, '')}#f1">[1]</a>`)).toBe('Total');
    });

    it('keeps it a space apart with footnotes: separate', () => {
      expect(withNotes('Food away from home<span class="footnote"><a href="#f1">(1)</a></span>', { footnotes: 'separate' })).toBe('Food away from home (1)');
    });

    it('keeps values: a cell of the mark alone, a spaced link without a footnote class, pager links, unlinked marks, larger counts', () => {
      expect(withNotes('<a href="#f1">(1)</a>')).toBe('(1)');
      expect(withNotes('Energy <a href="#f1">(1)</a>')).toBe('Energy (1)');
      expect(withNotes('이전<a href="#">[1]</a><a href="#">[2]</a>')).toBe('이전[1][2]');
      expect(withNotes('Page<a href="#/page/1">[1]</a>')).toBe('Page[1]');
      expect(withNotes('Item(2)')).toBe('Item(2)');
      expect(withNotes('<span class="footnote">Item(2)</span>')).toBe('Item(2)');
      expect(withNotes('상품평<a href="#f1">(412)</a>')).toBe('상품평(412)');
      // A fragment that names nothing on the page, or another page's note, is no footnote of this table.
      expect(withNotes('Energy<a href="#nowhere">(1)</a>')).toBe('Energy(1)');
      expect(withNotes('Energy<a href="https://example.org/other#f1">(1)</a>')).toBe('Energy(1)');
    });
  });

  it('drops circled-number footnote marks (①②, Korean statistics and schedules)', () => {
    expect(cell('결핵<sup>①</sup>').text).toBe('결핵');
  });

  it('can keep footnote markers apart from the value', () => {
    expect(cell('1,234<sup>1</sup>', { footnotes: 'separate' }).text).toBe('1,234 1');
  });

  it('keeps ordinals and turns unit powers into superscripts', () => {
    expect(cell('1<sup>st</sup>').text).toBe('1st');
    expect(cell('84 m<sup>2</sup>').text).toBe('84 m²');
  });

  it('keeps the text of a nested table in its cell, a row per line', () => {
    expect(cell('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>').text).toBe('a b\nc d');
  });

  it('collects absolute link targets and image sources (lazy images too)', () => {
    const content = cell('<a href="/item/1">상품</a><a href="javascript:void(0)">x</a><img data-src="/img/real.jpg" src="data:image/gif;base64,R0lG" alt="사진">');
    expect(content.links).toEqual([new URL('/item/1', document.baseURI).href]);
    expect(content.images).toEqual([{ src: new URL('/img/real.jpg', document.baseURI).href, alt: '사진' }]);
  });

  it('reads form values a person sees', () => {
    expect(cell('<input value="42"><select><option>A</option><option selected>B</option></select><input type="hidden" value="secret">').text).toBe('42 B');
  });
});

describe('plain cells', () => {
  it('read as the full walk reads them (random markup: inline, hidden, blocks, images, icons, footnotes)', () => {
    fc.assert(
      fc.property(cellHtmlArb, fc.boolean(), fc.constantFrom('query' as const, 'visit' as const), (html, collect, attributes) => {
        document.body.innerHTML = `<style>${CELL_STYLES}</style><table><tr><td>${html}</td></tr></table>`;
        const td = document.querySelector('td') as Element;
        const ctx: TextContext = { visibility: visibilityFor(td.closest('table') as Element, { attributes }), footnotes: 'drop', collectLinks: collect, collectImages: collect };
        const walked = walkedContent(td, ctx);
        expect(cellText(td, ctx)).toBe(walked.text);
        expect(cellContent(td, ctx)).toEqual(walked);
      }),
      { numRuns: 1500 },
    );
  });
});
