// Text that NFKC leaves alone: ASCII and precomposed Hangul syllables (the bulk of Korean and English tables).
// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
const NFKC_STABLE = /^[\u0000-\u007f\uac00-\ud7a3]*$/;
const NEEDS_SPACE_FOLD = /\s\s|[\t\n\r\f\v\u00a0\u3000]|^\s|\s$/;

/** Text folded for matching: Unicode NFKC (composed Hangul, full-width forms), lower case, whitespace collapsed. */
export function foldText(text: string): string {
  let folded = NFKC_STABLE.test(text) ? text : text.normalize('NFKC');
  folded = folded.toLowerCase();
  return NEEDS_SPACE_FOLD.test(folded) ? folded.replace(/\s+/g, ' ').trim() : folded;
}
