/**
 * @jest-environment jsdom
 */
import { findCandidates } from '@tablecrawler/table-extract';
import { elementAtPath, elementPath, fingerprintOf, locateTable } from './fingerprint';

const table = (id: string, headers: string[], rows: string[][]): string =>
  `<table id="${id}"><thead><tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const rows = (prefix: string, n: number, width: number): string[][] => Array.from({ length: n }, (_, i) => Array.from({ length: width }, (_, j) => `${prefix}${i}-${j}`));

function fingerprintById(id: string): ReturnType<typeof fingerprintOf> {
  const candidates = findCandidates(document);
  const index = candidates.findIndex((c) => c.element.id === id);
  const candidate = candidates[index];
  if (!candidate) throw new Error(`no candidate ${id}`);
  return fingerprintOf(candidate, index);
}

describe('table fingerprint', () => {
  it('records headers, shape, rank and path', () => {
    document.body.innerHTML = `<div>${table('prices', ['상품', '가격', '재고'], rows('p', 5, 3))}</div>`;
    const fp = fingerprintById('prices');
    expect(fp).toMatchObject({
      kind: 'table',
      headers: ['상품', '가격', '재고'],
      columns: 3,
      index: 0,
    });
    expect(fp.path).toBe('body:nth-of-type(1)>div:nth-of-type(1)>table:nth-of-type(1)');
  });

  it('finds the table on the next page by its headers even when a banner table moved it and its rows changed', () => {
    document.body.innerHTML = `<div>${table('news', ['Title', 'Date'], rows('n', 3, 2))}</div><div>${table('prices', ['상품', '가격', '재고'], rows('p', 5, 3))}</div>`;
    const fp = fingerprintById('prices');
    document.body.innerHTML = `<div>${table('ad', ['Ad', 'Link', 'Note'], rows('a', 8, 3))}</div><div>${table('news', ['Title', 'Date'], rows('m', 3, 2))}</div><section>${table('prices', ['상품', '가격', '재고'], rows('q', 2, 3))}</section>`;
    expect(locateTable(document, fp)?.id).toBe('prices');
  });

  it('tells apart two tables with the same headers by their place', () => {
    document.body.innerHTML = `<div>${table('left', ['A', 'B'], rows('l', 4, 2))}</div><div>${table('right', ['A', 'B'], rows('r', 4, 2))}</div>`;
    const fp = fingerprintById('right');
    document.body.innerHTML = `<div>${table('left', ['A', 'B'], rows('x', 4, 2))}</div><div>${table('right', ['A', 'B'], rows('y', 4, 2))}</div>`;
    expect(locateTable(document, fp)?.id).toBe('right');
  });

  it('finds a list where it was though its items draw more fields on the next page (an API reference, page by page)', () => {
    const fn = (name: string, params: string[]): string =>
      `<div class="refsect2"><h3>${name} ()</h3><pre>void ${name} (${params.join(', ')})</pre><p>Does ${name}.</p>${params.map((p) => `<p><span class="param">${p}</span>: <span>the ${p}</span></p>`).join('')}</div>`;
    document.body.innerHTML = `<div id="doc">${fn('apply', ['ctxt'])}${fn('free', ['style'])}${fn('parse', ['style'])}</div>`;
    const fp = fingerprintById('doc');
    const six = ['ctxt', 'uri', 'flags', 'dict', 'mode', 'out'];
    document.body.innerHTML = `<div id="doc">${fn('load', six)}${fn('find', six)}${fn('free', six)}</div>`;
    expect(locateTable(document, fp)?.id).toBe('doc');
  });

  it('returns null when nothing on the page resembles the table', () => {
    document.body.innerHTML = `<div>${table('prices', ['상품', '가격', '재고'], rows('p', 5, 3))}</div>`;
    const fp = fingerprintById('prices');
    document.body.innerHTML = `<main><p>Not found</p><ul><li>x</li></ul></main><div>${table('other', ['이름', '주소', '전화', '메모'], rows('o', 5, 4))}</div>`;
    expect(locateTable(document, fp)).toBeNull();
  });

  it('paths enter same-origin iframes', () => {
    document.body.innerHTML = '<iframe></iframe>';
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const inner = frame.contentDocument as Document;
    inner.body.innerHTML = table('inner', ['A', 'B'], rows('i', 3, 2));
    expect(elementPath(inner.getElementById('inner') as Element)).toBe('body:nth-of-type(1)>iframe:nth-of-type(1) >> body:nth-of-type(1)>table:nth-of-type(1)');
    expect(elementAtPath(document, elementPath(inner.getElementById('inner') as Element))?.id).toBe('inner');
  });

  it('finds a list at its place when the next page holds one entry, too few to be offered (an index\'s last page)', () => {
    const entry = (name: string): string => `<a name="idx-${name}"></a><dt><a href="#${name}">${name}</a>, function in libtasn1</dt><dd></dd>`;
    const index = (names: string[]): string => `<div class="titlepage"><h1>Index</h1></div><div class="index" id="index"><h3>A</h3>${names.map(entry).join('')}</div>`;
    document.body.innerHTML = index(['array2tree', 'create_element', 'delete_structure', 'der_coding', 'der_decoding', 'expand_any', 'find_node', 'read_value'].map((n) => `asn1_${n}`));
    const fp = fingerprintById('index');
    expect(fp.kind).toBe('repeated');
    document.body.innerHTML = index(['asn1_perror']);
    expect(findCandidates(document).some((c) => c.element.id === 'index')).toBe(false);
    expect(locateTable(document, fp)?.id).toBe('index');
    // Nothing where it was: no table.
    document.body.innerHTML = '<div class="titlepage"><h1>Index</h1></div><p>No entries.</p>';
    expect(locateTable(document, fp)).toBeNull();
  });

  it('resolves a path it made, and none that leads nowhere', () => {
    document.body.innerHTML = `<main><div></div><div><p>x</p>${table('t', ['A', 'B'], rows('r', 2, 2))}</div></main>`;
    const el = document.getElementById('t') as Element;
    expect(elementAtPath(document, elementPath(el))).toBe(el);
    expect(elementAtPath(document, 'body:nth-of-type(1)>main:nth-of-type(1)>div:nth-of-type(3)')).toBeNull();
  });
});
