// Both written as complements of XML 1.0's Char production (tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, and surrogate
// pairs), so that no pattern names a control character.
const NEEDS_ESCAPE = /[&<>"]|[^\t\n\r -\ud7ff\ue000-\ufffd]/;
const INVALID = /[^\t\n\r -\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Escapes text for XML content and attributes, dropping characters XML 1.0 cannot carry (controls, lone surrogates). */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(INVALID, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Spreadsheet column letters for a 0-based index (0 → A, 26 → AA). */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}
