import { extractTable } from '../extract/extract-table';
import { findCandidates } from '../find/find-tables';
import { repeatedItems } from './extract-repeated';

const grid = (el: Element): string[][] => extractTable(el, { includeLinks: false, includeImages: false }).grid;

describe('sibling lists of one kind, each under its own heading, read as one list (decision 156)', () => {
  const letter = (l: string, words: string[]): string =>
    `<h2>Letter ${l}:</h2><dl>${words.map((w) => `<dt>${w}</dt><dd><a href="#${w}">${w}Call</a><br><a href="#${w}2">${w}Free</a><br></dd>`).join('')}</dl>`;
  const index = `<div id="index"><h2><a href="p0.html">A-I</a> <a href="p1.html">J-R</a></h2>${letter('A', ['Add', 'Allocate', 'Apply'])}${letter('B', ['Base'])}${letter('C', ['Call', 'Check'])}</div>`;

  it('offers an index split per letter as one table, the letter a column, first', () => {
    document.body.innerHTML = index;
    const [first] = findCandidates(document);
    expect(first?.element.id).toBe('index');
    expect(first?.rows).toBe(6);
    expect(grid(first?.element as Element)).toEqual([
      ['Letter A:', 'Add', 'AddCall\nAddFree'],
      ['Letter A:', 'Allocate', 'AllocateCall\nAllocateFree'],
      ['Letter A:', 'Apply', 'ApplyCall\nApplyFree'],
      ['Letter B:', 'Base', 'BaseCall\nBaseFree'],
      ['Letter C:', 'Call', 'CallCall\nCallFree'],
      ['Letter C:', 'Check', 'CheckCall\nCheckFree'],
    ]);
    // One letter's list stays a candidate of its own, below.
    expect(findCandidates(document).some((c) => c.element.tagName === 'DL')).toBe(true);
  });

  it('takes a group of one entry with several definitions as one item', () => {
    const group = (h: string, entries: string[][]): string => `<h3>${h}</h3><dl>${entries.map(([t, a, b]) => `<dt>${t}</dt><dd>${a}</dd><dd>${b}</dd>`).join('')}</dl>`;
    document.body.innerHTML = `<div id="g">${group('One', [['P1', 'Mouse', '1,000'], ['P2', 'Hub', '1,010']])}${group('Two', [['P3', 'Arm', '1,020']])}</div>`;
    expect(grid(document.getElementById('g') as Element)).toEqual([
      ['One', 'P1', 'Mouse', '1,000'],
      ['One', 'P2', 'Hub', '1,010'],
      ['Two', 'P3', 'Arm', '1,020'],
    ]);
  });

  it('reads issues grouped under heading boxes as one list with their group', () => {
    const issue = (id: string, title: string): string => `<div class="row"><span class="id">${id}</span><span class="title">${title}</span><span class="date">Nov 2</span></div>`;
    document.body.innerHTML = `<div id="board"><div role="heading" aria-level="3"><span>In Progress</span></div><div class="rows">${issue('W-1', 'Fix login')}${issue('W-2', 'Add export')}</div><div role="heading" aria-level="3"><span>Todo</span></div><div class="rows">${issue('W-3', 'Dark mode')}</div></div>`;
    expect(grid(document.getElementById('board') as Element)).toEqual([
      ['In Progress', 'W-1', 'Fix login', 'Nov 2'],
      ['In Progress', 'W-2', 'Add export', 'Nov 2'],
      ['Todo', 'W-3', 'Dark mode', 'Nov 2'],
    ]);
  });

  it('joins no lists without a heading each, lists of other kinds of items, nor tables', () => {
    document.body.innerHTML = `<div id="a"><h2>One</h2><ul><li>a</li><li>b</li></ul><ul><li>c</li><li>d</li></ul><p>x</p></div>`;
    expect(repeatedItems(document.getElementById('a') as Element).map((e) => e.tagName)).not.toContain('LI');
    document.body.innerHTML = `<div id="b"><h2>One</h2><ul><li class="song">a</li><li class="song">b</li></ul><h2>Two</h2><ul><li class="ad">c</li><li class="ad">d</li></ul><p>x</p></div>`;
    const b = repeatedItems(document.getElementById('b') as Element);
    expect(b.filter((e) => e.tagName === 'LI')).toHaveLength(0);
    document.body.innerHTML = `<div id="c"><h2>One</h2><table><tr><td>a</td></tr><tr><td>b</td></tr></table><h2>Two</h2><table><tr><td>c</td></tr><tr><td>d</td></tr></table></div>`;
    expect(repeatedItems(document.getElementById('c') as Element).map((e) => e.tagName)).not.toContain('TR');
  });
});

describe('an index page holding one entry (gtk-doc: terms written straight into a box, named anchors between)', () => {
  const page = (names: string[]): string => `<div id="index"><div class="titlepage"><h1>Index of new API in 1.6</h1></div><a name="idx"></a><a name="idxA"></a><h3>A</h3>${names.map((n) => `<dt><a href="#${n}">${n}</a>, function in libtasn1</dt><dd></dd>`).join('')}</div>`;

  it('reads its one term as the one record, and named anchors as nothing', () => {
    document.body.innerHTML = page(['asn1_perror']);
    const box = document.getElementById('index') as Element;
    expect(repeatedItems(box).map((el) => el.tagName)).toEqual(['DT']);
    expect(grid(box)).toEqual([['asn1_perror, function in libtasn1']]);
    // Two anchors are not two items: the box with two terms reads its terms.
    document.body.innerHTML = page(['asn1_perror', 'asn1_strerror']);
    expect(grid(document.getElementById('index') as Element)).toEqual([['asn1_perror, function in libtasn1'], ['asn1_strerror, function in libtasn1']]);
  });
});
