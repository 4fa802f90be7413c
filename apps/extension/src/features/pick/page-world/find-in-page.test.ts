/** @jest-environment jsdom */
import { createExtensionI18n, extensionT } from '../../../i18n';
import { createPickHandlers } from '../content/pick-handlers';
import { isFoundCandidates, PREVIEWED_CANDIDATES, type CandidateSummary } from '../messages';
import { findInPage } from './find-in-page';

const context = { sender: { kind: 'extension' as const } };

function handlers() {
  const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
  return createPickHandlers({ document, translator: async () => extensionT(i18n.t.bind(i18n)) });
}

const table = (id: number) => `<table id="t${id}"><tr><th>이름</th><th>값</th></tr>${[1, 2, 3].map((r) => `<tr><td>행 ${id}-${r}</td><td>${r * id}</td></tr>`).join('')}</table>`;
const withoutIds = (list: CandidateSummary[]) => list.map(({ id: _id, ...rest }) => rest);

describe('finding candidates in the page world', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div><ul id="cards">${[0, 1, 2, 3].map((i) => `<li><a href="/p/${i}">상품 ${i}</a><span>${i + 1}000원</span></li>`).join('')}</ul></div><section>${Array.from({ length: PREVIEWED_CANDIDATES + 3 }, (_, i) => table(i + 1)).join('')}</section>`;
  });

  it('gives the content script the list it would have found itself, each candidate held under an id', async () => {
    const found = findInPage(document, '열 {n}');
    const adopted = await handlers()['pick.list']({ found }, context);
    const own = await handlers()['pick.list']({}, context);
    expect(withoutIds(adopted.candidates)).toEqual(withoutIds(own.candidates));
    // The ids name the elements found in the page world: the first entry highlights its table.
    const cards = adopted.candidates.find((c) => c.kind === 'repeated');
    expect(cards?.preview?.[0]).toEqual(['열 1 (link)', '열 1', '열 2']);
    expect(found.find((f) => f.summary.kind === 'repeated')?.tag).toBe('UL');
  });

  it('previews only the first entries; the rest are asked for when shown', async () => {
    const pick = handlers();
    const list = await pick['pick.list']({ found: findInPage(document, '열 {n}') }, context);
    expect(list.candidates).toHaveLength(PREVIEWED_CANDIDATES + 4);
    expect(list.candidates.slice(0, PREVIEWED_CANDIDATES).every((c) => c.preview)).toBe(true);
    const rest = list.candidates.slice(PREVIEWED_CANDIDATES);
    expect(rest.some((c) => c.preview)).toBe(false);
    const { previews } = await pick['pick.previews']({ ids: rest.map((c) => c.id) }, context);
    expect(previews.map((p) => p.id)).toEqual(rest.map((c) => c.id));
    expect(previews.every((p) => p.preview[0]?.[0] === '이름' && /^행 \d+-1$/.test(p.preview[1]?.[0] ?? ''))).toBe(true);
  });

  it('finds the list itself when the page changed after the page world found it', async () => {
    const found = findInPage(document, '열 {n}');
    document.body.insertAdjacentHTML('afterbegin', '<p>새 문단</p>');
    const list = await handlers()['pick.list']({ found }, context);
    const own = await handlers()['pick.list']({}, context);
    expect(withoutIds(list.candidates)).toEqual(withoutIds(own.candidates));
    expect(list.candidates).toHaveLength(PREVIEWED_CANDIDATES + 4);
  });

  it('says a list found before the page changed is such, only when it holds that list', async () => {
    const found = findInPage(document, '열 {n}');
    expect((await handlers()['pick.list']({ found, changed: true }, context)).changed).toBe(true);
    expect((await handlers()['pick.list']({ found }, context)).changed).toBeUndefined();
    // Not where it was found: the content script's own list is as the page is now.
    document.body.insertAdjacentHTML('afterbegin', '<p>새 문단</p>');
    expect((await handlers()['pick.list']({ found, changed: true }, context)).changed).toBeUndefined();
  });

  it('takes from the page only a well-formed list (the page may have replaced the function)', () => {
    expect(isFoundCandidates(findInPage(document, '열 {n}'))).toBe(true);
    for (const answer of [undefined, null, {}, 'x', [{ path: 'body', tag: 'TABLE', declaredBodyRows: null, summary: { kind: 'table', rows: 1, columns: 1 } }], [{ path: [0], tag: 'TABLE', declaredBodyRows: null, summary: { kind: 'chart', rows: 1, columns: 1 } }]])
      expect(isFoundCandidates(answer)).toBe(false);
  });
});
