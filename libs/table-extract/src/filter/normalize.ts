// Text that NFKC leaves alone: ASCII and precomposed Hangul syllables (the bulk of Korean and English tables). Written
// as the complement (every UTF-16 code unit outside those two ranges) so that no pattern names a control character.
const UNSTABLE_CLASS = '[\\u0080-\\uabff\\ud7a4-\\uffff]';
const UNSTABLE_CHAR = new RegExp(UNSTABLE_CLASS);
const NEEDS_SPACE_FOLD = /\s\s|[\t\n\r\f\v\u00a0\u3000]|^\s|\s$/;

/** Text folded for matching: Unicode NFKC (composed Hangul, full-width forms), lower case, whitespace collapsed. */
export function foldText(text: string): string {
  let folded = UNSTABLE_CHAR.test(text) ? text.normalize('NFKC') : text;
  folded = folded.toLowerCase();
  return NEEDS_SPACE_FOLD.test(folded) ? folded.replace(/\s+/g, ' ').trim() : folded;
}

// On text made only of ASCII and Hangul syllables (stable text), folding is lower-casing A–Z and collapsing ASCII
// whitespace; so a keyword (already folded) is found in foldText(text) exactly when this pattern — the keyword with
// each space standing for a run of ASCII whitespace, matched ignoring case — is found in the text itself. (In
// non-Unicode /i matching, ASCII letters match either case and no ASCII or Hangul character matches anything else.)
function keywordPattern(folded: string): string {
  return folded.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&').replace(/ /g, '[\\t\\n\\v\\f\\r ]+');
}

/** Finds folded keywords in cell texts without folding most cells. */
export interface KeywordMatcher {
  readonly keywords: readonly string[];
  /** Cheap first test: when it fails, no keyword is in foldText(text). */
  readonly any: RegExp;
  /** For each keyword i, whether foldText(text) contains it — for stable text only (see `unstable`). */
  readonly stableTests: readonly ((text: string) => boolean)[];
}

/** Folded text of a cell that holds characters outside ASCII and Hangul syllables, or null when keywords can be matched on the text itself. */
export function unstableFold(text: string): string | null {
  return UNSTABLE_CHAR.test(text) ? foldText(text) : null;
}

/** Matcher for folded, non-empty keywords. */
export function keywordMatcher(keywords: readonly string[]): KeywordMatcher {
  const stableTests = keywords.map((k): ((text: string) => boolean) => {
    // Without letters or spaces, case and whitespace folding cannot change whether the keyword is there.
    if (!/[a-z\s]/.test(k)) return (text) => text.includes(k);
    const re = new RegExp(keywordPattern(k), 'i');
    return (text) => re.test(text);
  });
  return { keywords, any: new RegExp(`${keywords.map(keywordPattern).join('|')}|${UNSTABLE_CLASS}`, 'i'), stableTests };
}

/** Whether foldText(text) contains keyword i, for a text that passed `any`; `folded` is unstableFold(text), computed once per text for all keywords. */
export function holdsKeyword(matcher: KeywordMatcher, text: string, folded: string | null, i: number): boolean {
  return folded === null ? (matcher.stableTests[i] as (text: string) => boolean)(text) : folded.includes(matcher.keywords[i] as string);
}

/** Whether foldText(text) contains keyword i of the matcher. */
export function matchesKeyword(matcher: KeywordMatcher, text: string, i: number): boolean {
  return matcher.any.test(text) && holdsKeyword(matcher, text, unstableFold(text), i);
}
