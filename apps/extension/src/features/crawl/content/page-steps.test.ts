/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://shop.test/list?page=1"}
 */
import { findCandidates } from '@tablecrawler/table-extract';
import { fingerprintOf } from '../../table';
import type { PageQuery } from '../messages';
import { createExtensionI18n, extensionT } from '../../../i18n';
import { createCrawlContentHandlers } from './crawl-handlers';
import { advancePage, readPage, settle, CLICK_MARK } from './page-steps';

const rowsHtml = (from: number, to: number): string => Array.from({ length: to - from }, (_, k) => `<tr><td>P${from + k}</td><td>${(from + k) * 10}</td></tr>`).join('');
const TABLE = (body: string): string => `<table id="t"><thead><tr><th>Code</th><th>Price</th></tr></thead><tbody>${body}</tbody></table>`;

function query(mode: PageQuery['mode'] = 'auto'): PageQuery {
  const candidates = findCandidates(document);
  const index = candidates.findIndex((c) => c.element.id === 't');
  return { fingerprint: fingerprintOf(candidates[index] as (typeof candidates)[number], index), mode, nextSelector: null, urlPattern: null };
}

describe('crawl page steps in the content script', () => {
  it('reads the table with the next state and a signature, and the page as not found when the table is gone', async () => {
    document.body.innerHTML = `${TABLE(rowsHtml(0, 3))}<a href="/list?page=2">다음</a>`;
    const q = query();
    const read = await readPage(document, q);
    expect(read).toMatchObject({ found: true, url: 'https://shop.test/list?page=1', mode: 'next', next: { kind: 'available' }, table: { columns: ['Code', 'Price'] } });
    if (read.found) expect(read.table.rows.map((r) => r.text)).toEqual([['P0', '0'], ['P1', '10'], ['P2', '20']]);
    document.body.innerHTML = '<p>점검 중</p>';
    await expect(readPage(document, q)).resolves.toMatchObject({ found: false });
  });

  it('names the columns a headerless table leaves unnamed in the UI language, as the pick does', async () => {
    document.body.innerHTML = `<table id="t"><tbody>${rowsHtml(0, 4)}</tbody></table><a href="/list?page=2">다음</a>`;
    const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
    const handlers = createCrawlContentHandlers(document, () => undefined, async () => extensionT(i18n.t.bind(i18n)));
    await expect(handlers['crawl.read'](query(), { sender: { kind: 'extension' } })).resolves.toMatchObject({ found: true, table: { columns: ['열 1', '열 2'] } });
  });

  it('answers a plain link with the URL to load (the runner navigates)', async () => {
    document.body.innerHTML = `${TABLE(rowsHtml(0, 3))}<a href="/list?page=2">다음</a>`;
    await expect(advancePage(document, { ...query(), timeoutMs: 1000 })).resolves.toEqual({ kind: 'navigate', url: 'https://shop.test/list?page=2' });
  });

  it('follows a link that changes only the fragment (#page=2) in place and waits for the redraw', async () => {
    document.body.innerHTML = `${TABLE(rowsHtml(0, 3))}<a href="#page=2">다음</a>`;
    const redraw = (): void => void ((document.querySelector('#t tbody') as Element).innerHTML = rowsHtml(3, 6));
    window.addEventListener('hashchange', redraw, { once: true });
    await expect(advancePage(document, { ...query('next'), timeoutMs: 2000 })).resolves.toEqual({ kind: 'changed' });
    expect(location.hash).toBe('#page=2');
  });

  it('clicks "load more" and waits until the table has changed', async () => {
    document.body.innerHTML = `${TABLE(rowsHtml(0, 3))}<button id="more">더보기</button>`;
    document.getElementById('more')?.addEventListener('click', () => setTimeout(() => document.querySelector('#t tbody')?.insertAdjacentHTML('beforeend', rowsHtml(3, 6)), 20));
    await expect(advancePage(document, { ...query(), timeoutMs: 2000 })).resolves.toEqual({ kind: 'changed' });
    expect(document.querySelectorAll('#t tbody tr')).toHaveLength(6);
  });

  it('reports no change after the timeout when the click brings nothing', async () => {
    document.body.innerHTML = `${TABLE(rowsHtml(0, 3))}<button id="more">더보기</button>`;
    await expect(advancePage(document, { ...query(), timeoutMs: 50 })).resolves.toEqual({ kind: 'unchanged' });
  });

  it('arms a javascript: link for a click in the page world, and settles when the table changes', async () => {
    document.body.innerHTML = `${TABLE(rowsHtml(0, 3))}<a id="go" href="javascript:go(2)">다음</a>`;
    await expect(advancePage(document, { ...query(), timeoutMs: 2000 })).resolves.toEqual({ kind: 'armed' });
    const marked = document.querySelector(`[${CLICK_MARK}]`);
    expect(marked?.id).toBe('go');
    const settled = settle();
    (document.querySelector('#t tbody') as Element).innerHTML = rowsHtml(3, 6);
    await expect(settled).resolves.toEqual({ kind: 'changed' });
    await expect(settle()).resolves.toEqual({ kind: 'unchanged' });
  });

  it('says there is no next page when the control is disabled, and when the table is missing', async () => {
    document.body.innerHTML = `${TABLE(rowsHtml(0, 3))}<button disabled>다음</button>`;
    const q = query();
    await expect(advancePage(document, { ...q, timeoutMs: 50 })).resolves.toEqual({ kind: 'no-next' });
    document.body.innerHTML = '<p>nothing</p>';
    await expect(advancePage(document, { ...q, timeoutMs: 50 })).resolves.toEqual({ kind: 'table-missing' });
  });
});
