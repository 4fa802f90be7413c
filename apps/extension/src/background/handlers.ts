import { createAccountHandlers } from '../features/account/worker';
import type { CrawlHandlers } from '../features/crawl';
import type { UploadHandlers } from '../features/uploads';
import type { MessageHandlers } from '../messaging';
import type { WorkerServices } from './worker-services';

/** The one registry of the service worker's message handlers (a missing or unknown message type is a type error). */
export function createBackgroundHandlers(
  services: Pick<WorkerServices, 'sessionStatus' | 'fingerprint' | 'account'>,
  crawl: CrawlHandlers,
  uploads: UploadHandlers,
): MessageHandlers<'background'> {
  return {
    ...crawl,
    ...createAccountHandlers(services.account),
    ...uploads,
    'session.status': () => services.sessionStatus(),
    'device.fingerprint': async () => ({ fingerprint: await services.fingerprint() }),
  };
}
