import fc from 'fast-check';
import { collapseLines, collapseWhitespace, needsCollapse } from './whitespace';

describe('collapseWhitespace', () => {
  it('collapses runs, no-break spaces and trims', () => {
    expect(collapseWhitespace('  1,234\u00a0\u00a0원 \n\t')).toBe('1,234 원');
  });
  it('drops zero-width characters and soft hyphens', () => {
    expect(collapseWhitespace('삼성\u200b전자\u00ad')).toBe('삼성전자');
  });
  it('drops an icon font\'s Private Use Area glyphs, also those of planes 15 and 16 (Fluent UI\'s chevron, Material Design Icons)', () => {
    expect(collapseWhitespace('\ue70d File Type ')).toBe('File Type');
    expect(collapseWhitespace('Name\u{f0140}')).toBe('Name');
    expect(collapseLines('\ue7c3\nShared')).toBe('Shared');
  });
  it('returns plain text unchanged', () => {
    expect(collapseWhitespace('abc')).toBe('abc');
  });
});

describe('collapseLines', () => {
  it('keeps single line breaks and drops empty lines', () => {
    expect(collapseLines(' a  b \n\n \n c ')).toBe('a b\nc');
  });
});

// The rules written plainly with regular expressions, for comparison with the fast paths.
const INVISIBLE = /[\u200b\u200c\u2060\ufeff\u00ad\ue000-\uf8ff\u{f0000}-\u{10ffff}]|\u200d/gu;
const referenceWhitespace = (text: string): string => text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
const referenceLines = (text: string): string =>
  text
    .replace(INVISIBLE, '')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

describe('collapsing fast paths', () => {
  it('says a text needs no work only when the plain rules give it back unchanged (every BMP character, alone and between letters)', () => {
    const wrong: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      for (const text of [ch, `a${ch}b`, `a${ch}`]) if (!needsCollapse(text) && referenceWhitespace(text) !== text) wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });

  it('collapses like the plain rules (random texts)', () => {
    const parts = ['a', '서울', ' ', '  ', '\t', '\n', '\r', '\u00a0', '\u3000', '\u200b', '\u200d', '\u00ad', '\ufeff', '\u2028', '\ue70d', '\u{f0140}', '1,234', '원'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 10 }), (list) => {
        const text = list.join('');
        expect(collapseWhitespace(text)).toBe(referenceWhitespace(text));
        expect(collapseLines(text)).toBe(referenceLines(text));
      }),
      { numRuns: 2000 },
    );
  });
});
