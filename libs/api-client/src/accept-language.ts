const LANGUAGE_TAG = /^(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)$/;

/**
 * Builds an Accept-Language value from a preference list: the first tag without a weight, then
 * q=0.9, 0.8, … (never below 0.1). Invalid and repeated tags are skipped; at most `max` (default 10)
 * tags are kept. Returns undefined for an empty list.
 */
export function acceptLanguage(languages: readonly string[], max = 10): string | undefined {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const raw of languages) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!LANGUAGE_TAG.test(tag) || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length >= max) break;
  }
  if (tags.length === 0) return undefined;
  return tags.map((tag, i) => (i === 0 ? tag : `${tag};q=${Math.max(0.1, 1 - i / 10).toFixed(1)}`)).join(',');
}

/** The browser's language list (`navigator.languages`, else `navigator.language`); empty where there is no navigator. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) return navigator.languages;
  return typeof navigator.language === 'string' && navigator.language !== '' ? [navigator.language] : [];
}
