/**
 * A table row drawn as the table's pager: old boards (제로보드, 그누보드 skins, public-office boards) draw
 * `◀ 이전 [1] 2 3 … 10 다음 ▶` in one cell spanning the table's last row, and Hacker News its "More" link. Such a row
 * is chrome, not data: extraction leaves it out and next-page detection reads its controls.
 */

/** Clickable things of a pager (links, buttons, script handlers). */
const CONTROLS = 'a[href], a[onclick], button, input[type="button"], input[type="submit"], input[type="image"], [role="button"], [role="link"], [onclick]';
/** Separators and arrows drawn between page links: | [ ] ( ) · … < > and arrow glyphs. */
const SEPARATORS = /[|[\](){}<>·•∙…,.:/\\\-–—_~«»‹›◀▶◁▷◂▸◃▹←→⇐⇒〈〉《》≪≫⟨⟩❮❯＜＞]+/gu;
/** A page number, maybe with a unit ("10페이지"). */
const NUMBER_WORD = /^\d{1,5}(페이지|쪽|개)?$/;
/** Words of a pager, one at a time ("다음 페이지", "next page", "load more", "맨 끝" are two). */
const PAGER_WORDS = new Set([
  '다음',
  '이전',
  '처음',
  '맨',
  '끝',
  '마지막',
  '페이지',
  '목록',
  '개',
  '더',
  '보기',
  '더보기',
  'next',
  'prev',
  'previous',
  'first',
  'last',
  'page',
  'more',
  'older',
  'newer',
  'load',
  'show',
  // A page count beside the page links: FooTable's `1 of 3`, `Page 2 of 9`.
  'of',
]);
/** A word that says "go on" to following content: at least one control of the row must say it (or be a number). */
const PAGER_CONTROL = /^(다음|이전|처음|마지막|맨|끝|더보기|더|next|prev|previous|first|last|more|older|newer)$/i;
const MAX_TEXT = 400;

const wordsOf = (text: string): string[] =>
  text
    .replace(SEPARATORS, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');

const pagerWord = (w: string): boolean => NUMBER_WORD.test(w) || PAGER_WORDS.has(w.toLowerCase());

/**
 * The words of an element, each text node read apart: page links written side by side without spaces
 * (`<strong>1</strong><a>2</a><a>3</a>`, drawn as boxes apart) are separate numbers, not `123`.
 */
function wordsApart(el: Element): string[] {
  const doc = el.ownerDocument;
  const walker = doc.createTreeWalker(el, 4 /* NodeFilter.SHOW_TEXT */);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(...wordsOf(node.nodeValue ?? ''));
  return words;
}

/** What a control says when it has no text: ARIA label, title, image alt or button value. */
function silentLabel(el: Element): string {
  return (
    el.getAttribute('aria-label') ??
    el.getAttribute('title') ??
    el.querySelector('img[alt]')?.getAttribute('alt') ??
    (el.tagName === 'INPUT' ? el.getAttribute('value') : null) ??
    ''
  );
}

/**
 * Whether a row holds nothing but pager controls: every word in it (and in its controls' labels) is a page number or
 * a pager word (next/previous/first/last/more), separators and arrows aside, and at least one control is a link to
 * another page (a number, a pager word, an arrow, or `rel=next|prev`). A number-only row counts only in one cell with
 * two numbers or more (a row of figures is data). A link saying "다음" within longer text ("다음 주 일정") is data.
 */
export function isPagerRow(row: Element): boolean {
  const text = row.textContent ?? '';
  if (text.length > MAX_TEXT) return false;
  const controls = Array.from(row.querySelectorAll(CONTROLS)).filter((el) => !el.parentElement?.closest(CONTROLS));
  if (controls.length === 0) return false;
  let worded = false;
  let numbers = 0;
  for (const control of controls) {
    const own = wordsApart(control);
    const words = own.length ? own : wordsOf(silentLabel(control));
    if (!words.every(pagerWord)) return false;
    if (/(^|\s)(next|prev)(\s|$)/i.test(control.getAttribute('rel') ?? '') || words.some((w) => PAGER_CONTROL.test(w))) worded = true;
    else if (words.length === 1 && NUMBER_WORD.test(words[0] as string)) numbers += 1;
    // An arrow-only or unlabelled control (an image arrow) is neither: allowed beside the others.
  }
  const words = wordsApart(row);
  if (!words.every(pagerWord)) return false;
  const filled = Array.from(row.children).filter((cell) => (cell.textContent ?? '').trim() !== '' || cell.matches(CONTROLS) || cell.querySelector(CONTROLS));
  // Spread over several cells, a pager has a control in each: a data cell's number beside a row's own "Next" button is a row.
  if (filled.length > 1 && filled.some((cell) => !cell.matches(CONTROLS) && !cell.querySelector(CONTROLS))) return false;
  if (worded) return true;
  if (numbers === 0) return false;
  // Numbers alone: a pager drawn in one cell (the others empty), two numbers or more in it.
  return filled.length === 1 && words.filter((w) => NUMBER_WORD.test(w)).length >= 2;
}
