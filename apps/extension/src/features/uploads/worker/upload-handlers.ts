import type { MessageHandlers } from '../../../messaging';
import type { UploadQueue } from './upload-queue';

export type UploadHandlers = Pick<MessageHandlers<'background'>, 'uploads.process' | 'uploads.list' | 'uploads.retry' | 'uploads.remove'>;

/** The service worker's upload messages over the queue. */
export function createUploadHandlers(queue: UploadQueue): UploadHandlers {
  return {
    'uploads.process': async () => {
      void queue.process().catch((error: unknown) => console.error('[uploads] processing failed', error));
      return {};
    },
    'uploads.list': async () => ({ entries: await queue.list() }),
    'uploads.retry': async ({ id }) => (await queue.retry(id)) ?? null,
    'uploads.remove': async ({ id }) => {
      await queue.remove(id);
      return {};
    },
  };
}
