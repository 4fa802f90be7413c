import { Type } from '@sinclair/typebox';
import { Empty, message } from '../../messaging/define';
import { UploadEntrySchema } from './model/upload-entry';

const EntryId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

/** The upload queue's messages: the panel adds entries to the queue's IndexedDB itself (the bytes), the worker sends them. */
export const UPLOAD_MESSAGES = {
  /** Sends what is due now (after the panel queued a file). */
  'uploads.process': message({ to: 'background', from: ['extension'], request: Empty, response: Empty }),
  /** The recent saves, newest first. */
  'uploads.list': message({ to: 'background', from: ['extension'], request: Empty, response: Type.Object({ entries: Type.Array(UploadEntrySchema) }) }),
  /** Queues a refused or waiting save again now (same idempotency key). */
  'uploads.retry': message({ to: 'background', from: ['extension'], request: EntryId, response: Type.Union([UploadEntrySchema, Type.Null()]) }),
  /** Drops a save from the list, with its file. */
  'uploads.remove': message({ to: 'background', from: ['extension'], request: EntryId, response: Empty }),
} as const;
