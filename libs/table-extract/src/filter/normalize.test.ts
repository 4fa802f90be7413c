import fc from 'fast-check';
import { foldText, keywordMatcher } from './normalize';

// Characters where folding does something: case, full-width forms, decomposed Hangul, compatibility letters (Kelvin,
// long s, ligatures), dotted capital I, final sigma, no-break and ideographic spaces, tabs, line breaks.
const TRICKY = ['a', 'A', 'k', 'K', 'S', 's', 'i', 'I', 'z', '1', '-', '.', '(', '*', '|', '\\', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', 'ｓ', 'Ａ', '１', '\u212a', '\u017f', 'ﬁ', '\u0130', 'Σ', 'σ', 'ς', '배', '추', '서', '울', 'ᄇ', 'ᅢ', 'ᄎ', 'ᅮ', '\u11af', 'é', 'e\u0301', '㎏', '①', '\u200b'];
const textArb = fc.array(fc.constantFrom(...TRICKY), { maxLength: 8 }).map((parts) => parts.join(''));

function reference(text: string, keyword: string): boolean {
  return foldText(text).includes(keyword);
}

function matcherSays(text: string, keywords: readonly string[], i: number): boolean {
  const m = keywordMatcher(keywords);
  if (!m.mayMatch(text)) return false;
  const folded = m.unstable(text);
  return folded === null ? m.matches(text, i) : folded.includes(keywords[i] as string);
}

describe('keywordMatcher', () => {
  it('finds a keyword exactly when foldText of the text contains it (random texts and keywords)', () => {
    fc.assert(
      fc.property(textArb, fc.array(textArb, { minLength: 1, maxLength: 3 }), (text, raw) => {
        const keywords = raw.map(foldText).filter((k) => k.length > 0);
        fc.pre(keywords.length > 0);
        keywords.forEach((k, i) => expect(matcherSays(text, keywords, i)).toBe(reference(text, k)));
      }),
      { numRuns: 3000 },
    );
  });

  it('folds every text that holds a character outside ASCII and Hangul syllables (all of the BMP)', () => {
    const m = keywordMatcher(['x']);
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const stable = c < 0x80 || (c >= 0xac00 && c <= 0xd7a3);
      expect(m.unstable(ch) === null).toBe(stable);
      if (!stable) expect(m.mayMatch(ch)).toBe(true);
    }
  });

  it('matches ASCII keywords in stable text only where foldText would (every ASCII and Hangul character)', () => {
    const stable: string[] = [];
    for (let c = 0; c < 0x80; c++) stable.push(String.fromCharCode(c));
    for (let c = 0xac00; c <= 0xd7a3; c++) stable.push(String.fromCharCode(c));
    for (let p = 0x21; p < 0x7f; p++) {
      const keyword = foldText(String.fromCharCode(p));
      const m = keywordMatcher([keyword]);
      for (const ch of stable) {
        const expected = reference(ch, keyword);
        if (m.mayMatch(ch) !== expected && !expected) continue; // the first test may say yes more often
        expect(m.matches(ch, 0)).toBe(expected);
      }
    }
  });
});
