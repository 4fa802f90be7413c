import type { Page } from 'playwright-core';
import type { LoadedExtension } from './extension';
import { poll } from './poll';

/**
 * Stops our service worker as Chrome does when idle (CDP ServiceWorker.stopWorker, seen from `page`) and resolves with
 * the running states it went through, once `until` holds for them or `timeoutMs` passes (checked by the caller's expect).
 */
export async function stopServiceWorker(ext: LoadedExtension, page: Page, until: (states: string[]) => boolean, timeoutMs = 10_000): Promise<string[]> {
  const cdp = await ext.context.newCDPSession(page);
  const states: string[] = [];
  let versionId = '';
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      if (!v.scriptURL.startsWith(ext.url(''))) continue;
      versionId = v.versionId;
      states.push(v.runningStatus);
    }
  });
  try {
    await cdp.send('ServiceWorker.enable');
    await poll(async () => versionId, (id) => id !== '');
    await cdp.send('ServiceWorker.stopWorker', { versionId });
    await poll(async () => states, until, timeoutMs);
    return [...states];
  } finally {
    await cdp.detach();
  }
}
