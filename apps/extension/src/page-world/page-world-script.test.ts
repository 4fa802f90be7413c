/** @jest-environment jsdom */
import './page-world-script';

type Find = (doc: Document, template: string) => unknown[];
const find = (globalThis as unknown as Record<symbol, Find>)[Symbol.for('tablecrawler.findInPage')] as Find;
const ahead = (globalThis as unknown as Record<symbol, (doc: Document, template: string) => void>)[Symbol.for('tablecrawler.findInPageAhead')] as (doc: Document, template: string) => void;
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
