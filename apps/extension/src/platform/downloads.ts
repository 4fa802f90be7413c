import browser from 'webextension-polyfill';

/** How long a Blob URL is kept for a download that never reports completion (interrupted, cancelled dialog). */
const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * Saves a Blob through chrome.downloads under `fileName` (relative to the Downloads folder). Call it from a page
 * (the panel): service workers cannot create Blob URLs. Resolves with the download id once Chrome accepted it.
 */
export async function downloadBlob(blob: Blob, fileName: string): Promise<number> {
  const url = URL.createObjectURL(blob);
  let id: number;
  try {
    id = await browser.downloads.download({ url, filename: fileName, conflictAction: 'uniquify' });
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  const release = (): void => {
    clearTimeout(timer);
    browser.downloads.onChanged.removeListener(onChanged);
    URL.revokeObjectURL(url);
  };
  const onChanged = (delta: { id: number; state?: { current?: string } }): void => {
    if (delta.id === id && (delta.state?.current === 'complete' || delta.state?.current === 'interrupted')) release();
  };
  const timer = setTimeout(release, BLOB_URL_LIFETIME_MS);
  browser.downloads.onChanged.addListener(onChanged);
  return id;
}
