import { Type, type Static } from '@sinclair/typebox';

/** Longer titles are cut: the panel shows one line of it. */
export const PAGE_TITLE_MAX_LENGTH = 1024;

/** What the content script reports about a page before any table is picked. */
export const PageScan = Type.Object({
  url: Type.String(),
  title: Type.String({ maxLength: PAGE_TITLE_MAX_LENGTH }),
  tableCount: Type.Integer({ minimum: 0 }),
});
export type PageScan = Static<typeof PageScan>;

/** Only http(s) pages carry the content script; everything else (chrome://, the Web Store, extension pages) cannot be scanned. */
export function isScannableUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
