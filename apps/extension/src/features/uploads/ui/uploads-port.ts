import { config } from '../../../config';
import { createMessenger } from '../../../messaging';
import { extensionMessageTransport } from '../../../platform/messaging';
import { storage } from '../../../platform/storage';
import type { ExportFile } from '../../export';
import type { FileFormat } from '@tablecrawler/contract';
import { newEntry, type UploadEntry, type UploadInput } from '../model/upload-entry';
import { createUploadStore } from '../store/upload-store';

export interface AutoSave {
  enabled: boolean;
  format: FileFormat;
  sheetName: string;
}

/** What the uploads UI needs from the extension. */
export interface UploadsPort {
  /** Puts a file into the queue (bytes and entry in IndexedDB) and asks the worker to send it. */
  queue(input: UploadInput, bytes: ArrayBuffer): Promise<UploadEntry>;
  list(): Promise<UploadEntry[]>;
  retry(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  /** The queued file as it was built, while the browser still holds it; undefined once the server has it. */
  file(entry: UploadEntry): Promise<ExportFile | undefined>;
  autoSave(): Promise<AutoSave>;
  setAutoSave(value: AutoSave): Promise<void>;
  /** The site's history page (`/user/history`). */
  historyUrl: string;
}

/** UploadsPort over the extension: the queue's IndexedDB (same origin as the worker), messages, storage. */
export function createExtensionUploadsPort(): UploadsPort {
  const messenger = createMessenger(extensionMessageTransport);
  const store = createUploadStore();
  return {
    async queue(input, bytes) {
      const entry = newEntry(input, bytes.byteLength, Date.now(), () => crypto.randomUUID());
      await store.add(entry, bytes);
      await messenger.send('uploads.process', {});
      return entry;
    },
    list: async () => (await messenger.send('uploads.list', {})).entries,
    retry: async (id) => void (await messenger.send('uploads.retry', { id })),
    remove: async (id) => void (await messenger.send('uploads.remove', { id })),
    async file(entry) {
      const bytes = await store.readFile(entry.id);
      return bytes ? { blob: new Blob([bytes], { type: entry.mimeType }), fileName: entry.fileName } : undefined;
    },
    autoSave: () => storage.uploadsAutoSave.get(),
    setAutoSave: (value) => storage.uploadsAutoSave.set(value),
    historyUrl: `${config.siteUrl}/user/history`,
  };
}
