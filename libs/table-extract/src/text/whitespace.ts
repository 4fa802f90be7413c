// Characters a person never sees: zero-width space/joiners, BOM, soft hyphen; and an icon font's glyphs, written as
// Private Use Area characters (`<i class="ms-Icon">&#xE70D;</i>`, planes 15 and 16 for Material Design Icons): an
// icon, no words.
/** The Private Use Areas, as ranges of a regular expression's character class (`u` flag). */
export const PRIVATE_USE_RANGES = '\\ue000-\\uf8ff\\u{f0000}-\\u{10ffff}';
const INVISIBLE = new RegExp(`[\\u200b\\u200c\\u2060\\ufeff\\u00ad${PRIVATE_USE_RANGES}]|\\u200d`, 'gu');

/**
 * False when collapsing would give `text` back unchanged: no whitespace (as /\s/ sees it) other than single inner
 * spaces, and no invisible character. A loop over char codes, cheaper than regular expressions on the short strings of
 * table cells; it may say true for other control characters too.
 */
export function needsCollapse(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) {
      // One space between two other characters stays as it is.
      if (i === 0 || i === last || text.charCodeAt(i + 1) === 0x20) return true;
      continue;
    }
    if (c < 0x20) return true;
    if (c < 0xa0) continue;
    if (c === 0xa0 || c === 0xad || c === 0x1680 || (c >= 0x2000 && c <= 0x200d) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x2060 || c === 0x3000 || c === 0xfeff) return true;
    // Private Use Area glyphs, and the high surrogates of planes 15 and 16.
    if ((c >= 0xe000 && c <= 0xf8ff) || (c >= 0xdb80 && c <= 0xdbff)) return true;
  }
  return false;
}

/** Collapses runs of whitespace (including no-break spaces) to one space and trims; drops invisible characters. */
export function collapseWhitespace(text: string): string {
  if (!needsCollapse(text)) return text;
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Collapses spaces inside each line, keeps single line breaks, drops empty lines. */
export function collapseLines(text: string): string {
  if (!needsCollapse(text)) return text;
  const cleaned = text.replace(INVISIBLE, '');
  if (!cleaned.includes('\n')) return cleaned.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  for (const line of cleaned.split('\n')) {
    const l = line.replace(/\s+/g, ' ').trim();
    if (l) out.push(l);
  }
  return out.join('\n');
}
