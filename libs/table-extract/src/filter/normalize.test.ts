import fc from 'fast-check';
import { foldText, keywordMatcher, matchesKeyword, unstableFold } from './normalize';

// Characters where folding does something: case, full-width forms, decomposed Hangul, compatibility letters (Kelvin,
// long s, ligatures), dotted capital I, final sigma, no-break and ideographic spaces, tabs, line breaks.
const TRICKY = ['a', 'A', 'k', 'K', 'S', 's', 'i', 'I', 'z', '1', '-', '.', '(', '*', '|', '\\', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', 'ｓ', 'Ａ', '１', '\u212a', '\u017f', 'ﬁ', '\u0130', 'Σ', 'σ', 'ς', '배', '추', '서', '울', 'ᄇ', 'ᅢ', 'ᄎ', 'ᅮ', '\u11af', 'é', 'e\u0301', '㎏', '①', '\u200b'];
const textArb = fc.array(fc.constantFrom(...TRICKY), { maxLength: 8 }).map((parts) => parts.join(''));
// A small alphabet, so that keywords are often found (and whitespace runs often sit inside them).
const SMALL = ['a', 'A', 'b', ' ', '  ', '\t', '\n', '\u00a0', '서', 'ｂ'];
const smallArb = (maxLength: number): fc.Arbitrary<string> => fc.array(fc.constantFrom(...SMALL), { maxLength }).map((parts) => parts.join(''));

function reference(text: string, keyword: string): boolean {
  return foldText(text).includes(keyword);
}

function matcherSays(text: string, keywords: readonly string[], i: number): boolean {
  return matchesKeyword(keywordMatcher(keywords), text, i);
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
    fc.assert(
      fc.property(smallArb(10), smallArb(4), (text, raw) => {
        const keyword = foldText(raw);
        fc.pre(keyword.length > 0);
        expect(matcherSays(text, [keyword], 0)).toBe(reference(text, keyword));
      }),
      { numRuns: 3000 },
    );
  });

  it('folds every text that holds a character outside ASCII and Hangul syllables (all of the BMP)', () => {
    const m = keywordMatcher(['x']);
    const wrong: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      const stable = c < 0x80 || (c >= 0xac00 && c <= 0xd7a3);
      if ((unstableFold(ch) === null) !== stable || (!stable && !m.any.test(ch))) wrong.push(c);
    }
    expect(wrong).toEqual([]);
  });

  it('matches ASCII keywords in stable text exactly where foldText would (every ASCII and Hangul character)', () => {
    const stable: string[] = [];
    for (let c = 0; c < 0x80; c++) stable.push(String.fromCharCode(c));
    for (let c = 0xac00; c <= 0xd7a3; c += 7) stable.push(String.fromCharCode(c));
    const wrong: string[] = [];
    for (let p = 0x21; p < 0x7f; p++) {
      const keyword = foldText(String.fromCharCode(p));
      const m = keywordMatcher([keyword]);
      for (const ch of stable) {
        const expected = reference(ch, keyword);
        if ((m.stableTests[0] as (t: string) => boolean)(ch) !== expected || (expected && !m.any.test(ch))) wrong.push(`${keyword} in U+${ch.charCodeAt(0).toString(16)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
