/** @jest-environment jsdom */
import './page-world-script';

type Find = (doc: Document, template: string) => unknown[];
const find = (globalThis as unknown as Record<symbol, Find>)[Symbol.for('tablecrawler.findInPage')] as Find;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
});
