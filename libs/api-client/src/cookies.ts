/** Reads one cookie from `document.cookie` (default `globalThis.document`); undefined where there is no document or no such cookie. */
export function readDocumentCookie(name: string, doc: Pick<Document, 'cookie'> | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  if (!doc) return undefined;
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
