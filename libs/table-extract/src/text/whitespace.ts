// Characters a person never sees: zero-width space/joiners, BOM, soft hyphen.
const INVISIBLE = /[\u200b\u200c\u2060\ufeff\u00ad]|\u200d/g;
const NEEDS_WORK = /[\s\u200b\u200c\u2060\ufeff\u00ad]|\u200d/;

/** Collapses runs of whitespace (including no-break spaces) to one space and trims; drops invisible characters. */
export function collapseWhitespace(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Collapses spaces inside each line, keeps single line breaks, drops empty lines. */
export function collapseLines(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  const cleaned = text.replace(INVISIBLE, '');
  if (!cleaned.includes('\n')) return cleaned.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  for (const line of cleaned.split('\n')) {
    const l = line.replace(/\s+/g, ' ').trim();
    if (l) out.push(l);
  }
  return out.join('\n');
}
