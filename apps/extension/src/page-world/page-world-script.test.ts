/** @jest-environment jsdom */
import './page-world-script';

type Find = (doc: Document, template: string) => unknown[];
const find = (globalThis as unknown as Record<symbol, Find>)[Symbol.for('tablecrawler.findInPage')] as Find;
const ahead = (globalThis as unknown as Record<symbol, (doc: Document, template: string) => void>)[Symbol.for('tablecrawler.findInPageAhead')] as (doc: Document, template: string) => void;
type Quick = (doc: Document, template: string) => { found: { path: number[]; tag: string; summary: { rows: number } }[]; changed: boolean };
const quick = (globalThis as unknown as Record<symbol, Quick>)[Symbol.for('tablecrawler.findInPageQuick')] as Quick;
/** Lets the page's MutationObserver callbacks run (a microtask after the change). */
const settle = () => Promise.resolve();

describe('the page-world script', () => {
  beforeEach(() => {
    document.body.innerHTML = `<table><tr><th>이름</th><th>값</th></tr>${[1, 2, 3].map((i) => `<tr><td>행 ${i}</td><td>${i}</td></tr>`).join('')}</table>`;
  });

  it('keeps the list it found while the page stays as it was, and finds it again after any change', async () => {
    const first = find(document, '열 {n}');
    expect(first).toHaveLength(1);
    expect(find(document, '열 {n}')).toBe(first);
    // Another language's column names: found again.
    const english = find(document, 'Column {n}');
    expect(english).not.toBe(first);
    document.querySelector('td')?.setAttribute('class', 'x');
    await settle();
    const changed = find(document, 'Column {n}');
    expect(changed).not.toBe(english);
    expect(changed).toEqual(english);
    document.body.insertAdjacentHTML('beforeend', `<table><tr><th>a</th><th>b</th></tr>${[1, 2, 3].map((i) => `<tr><td>${i}</td><td>${i}</td></tr>`).join('')}</table>`);
    await settle();
    expect(find(document, 'Column {n}')).toHaveLength(2);
  });

  it('answers a click at once with the list found before a change, placed where its tables are now, then finds it again', async () => {
    document.body.insertAdjacentHTML('beforeend', `<table id="second"><tr><th>a</th><th>b</th></tr>${[1, 2, 3, 4].map((i) => `<tr><td>${i}</td><td>${i}</td></tr>`).join('')}</table>`);
    const first = find(document, '열 {n}') as { path: number[] }[];
    expect(quick(document, '열 {n}')).toEqual({ found: first, changed: false });
    // A paragraph before both tables moves them; the first table leaves the page.
    document.body.insertAdjacentHTML('afterbegin', '<p>새 소식</p>');
    document.querySelector('table')?.remove();
    await settle();
    const shown = quick(document, '열 {n}');
    expect(shown.changed).toBe(true);
    expect(shown.found).toHaveLength(1);
    const [entry] = shown.found;
    let el: Element | undefined = document.documentElement;
    for (const i of entry?.path ?? []) el = el?.children[i];
    expect(el?.id).toBe('second');
    expect(entry?.summary.rows).toBe(4);
    // The click's second ask finds the list as the page is now; then it is kept.
    const now = find(document, '열 {n}');
    expect(now).toEqual(shown.found);
    expect(quick(document, '열 {n}')).toEqual({ found: now, changed: false });
  });

  describe('while the panel keeps asking', () => {
    // jsdom has no requestIdleCallback: run idle work as soon as timers allow.
    beforeAll(() => {
      (globalThis as unknown as { requestIdleCallback: (cb: () => void) => number }).requestIdleCallback = (cb) => setTimeout(cb, 0) as unknown as number;
    });
    afterEach(() => jest.useRealTimers());

    it('finds the list again once the page is quiet after a change, so a click a moment later takes it', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
      ahead(document, '열 {n}');
      jest.advanceTimersByTime(10);
      const before = find(document, '열 {n}');
      document.querySelector('td')?.setAttribute('class', 'y');
      await settle();
      jest.advanceTimersByTime(0);
      // Changes keep coming for a while (a render in bursts): found again only after they stop.
      document.querySelector('td')?.setAttribute('class', 'z');
      await settle();
      jest.advanceTimersByTime(0);
      document.body.insertAdjacentHTML('beforeend', `<table><tr><th>a</th><th>b</th></tr>${[1, 2, 3].map((i) => `<tr><td>${i}</td><td>${i}</td></tr>`).join('')}</table>`);
      await settle();
      jest.advanceTimersByTime(2_000);
      const again = find(document, '열 {n}');
      expect(again).not.toBe(before);
      expect(again).toHaveLength(2);
      // Kept: the next click takes the same list.
      expect(find(document, '열 {n}')).toBe(again);
    });

    it('ignores its own highlight box, and stops keeping the list up to date when the panel stops asking', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
      const first = find(document, 'Col {n}');
      const host = document.createElement('div');
      host.setAttribute('data-tablecrawler-highlight', '');
      document.documentElement.append(host);
      await settle();
      jest.advanceTimersByTime(0);
      expect(find(document, 'Col {n}')).toBe(first);
      host.remove();
      await settle();
      jest.advanceTimersByTime(31_000);
      document.querySelector('td')?.setAttribute('class', 'w');
      await settle();
      jest.advanceTimersByTime(5_000);
      // Nobody asked for 30 s: the change dropped the list and nothing was found since.
      const spy = jest.spyOn(document, 'querySelectorAll');
      const later = find(document, 'Col {n}');
      expect(later).not.toBe(first);
      expect(spy).toHaveBeenCalled();
      spy.mockRestore();
    });
  });
});
