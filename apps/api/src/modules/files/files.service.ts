import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Value } from '@sinclair/typebox/value';
import {
  ERROR_CODES,
  FILE_DOWNLOAD_PATH,
  FILE_LIMITS,
  LIMITS,
  UploadFileFields,
  buildPath,
  type ErrorDetail,
  type FileDownloadQuery,
  type FileItem,
  type FilePreview,
  type FilesQuery,
  type FilesResponse,
} from '@tablecrawler/contract';
import type { Db } from '../../db';
import { AppError, errors } from '../../plugins/app-error';
import { digestsEqual, hmacHex } from '../../shared/digests';
import type { AccountDeletionStep } from '../auth/auth.service';
import type { PassesService } from '../payments/passes.service';
import { inspectUpload } from './content-check';
import { CONTENT_TYPES, downloadFileName } from './file-names';
import type { FileStorage } from './file-storage';
import { fileErrors } from './files-errors';
import * as repo from './files.repository';
import { previewBlob } from './preview';

/** Blobs without a row are removed once they are this old (an upload in flight is younger). */
export const ORPHAN_AGE_MS = 60 * 60_000;
/** Upload idempotency keys are answered for a day. */
export const UPLOAD_KEY_TTL_MS = 24 * 60 * 60_000;
const SWEEP_BATCH = 500;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

export interface FilesLog {
  warn(object: Record<string, unknown>, message: string): void;
}

export interface FilesServiceDeps {
  db: Db;
  storage: FileStorage;
  /** Only `hasActivePass` is used: multi-page uploads need an active pass. */
  passes: Pick<PassesService, 'hasActivePass'>;
  now: () => Date;
  log: FilesLog;
  quotaBytes: number;
  maxUploadBytes: number;
  /** HMAC key of local-storage download URLs. */
  urlSecret: string;
  /** Base of absolute URLs (PUBLIC_URL, no trailing slash). */
  publicUrl: string;
}

export interface UploadInput {
  /** Text parts that came before the file part. */
  fields: Readonly<Record<string, string>>;
  /** The file part's bytes; undefined when the request had no file part. */
  file: Readable | undefined;
  idempotencyKey: string | undefined;
}

export interface Download {
  body: Readable;
  size: number;
  contentType: string;
  fileName: string;
}

export interface FilesService {
  upload(ownerId: string, input: UploadInput): Promise<FileItem>;
  list(ownerId: string, query: FilesQuery): Promise<FilesResponse['data']>;
  accessUrl(ownerId: string, fileId: string): Promise<string>;
  /** The signed download of local storage: checks the signature, then streams the blob. */
  download(fileId: string, query: FileDownloadQuery): Promise<Download>;
  preview(ownerId: string, fileId: string): Promise<FilePreview>;
  updateNote(ownerId: string, fileId: string, note: string): Promise<FileItem>;
  remove(ownerId: string, fileId: string): Promise<void>;
  /** The account deletion step: rows and upload keys in the transaction, blobs after it. */
  removeAllOfOwner: AccountDeletionStep;
  /** Removes blobs without a row older than ORPHAN_AGE_MS and upload keys older than UPLOAD_KEY_TTL_MS. */
  sweep(): Promise<{ blobsRemoved: number; keysPurged: number }>;
}

export function toFileItem(row: repo.FileRow): FileItem {
  return {
    id: row.id,
    host: row.host,
    fileSize: row.file_size,
    createdAt: row.created_at.toISOString(),
    note: row.note,
    sourceUrl: row.source_url,
    format: row.format,
    rowCount: row.row_count,
    pageCount: row.page_count,
    fileName: downloadFileName(row.host, row.created_at, row.format),
  };
}

/** The upload's text fields, counts converted from decimal text, checked against the contract. */
function parseFields(fields: Readonly<Record<string, string>>): UploadFileFields {
  // Counts must be plain decimal digits ("1.5" or "1e3" stay text and fail the check).
  const converted: Record<string, unknown> = { ...fields };
  for (const name of ['rowCount', 'pageCount'] as const) {
    const value = fields[name];
    if (value !== undefined && /^\d{1,12}$/.test(value)) converted[name] = Number(value);
  }
  if (Value.Check(UploadFileFields, converted)) return converted;
  const details: ErrorDetail[] = [...Value.Errors(UploadFileFields, converted)].slice(0, 1).map((e) => ({
    field: e.path.replace(/^\//, '').replace(/\//g, '.') || 'fields',
    code: ERROR_CODES.valueError,
    message: e.message,
  }));
  throw errors.validation(details);
}

class ReplayFirstUpload extends Error {}

export function createFilesService(deps: FilesServiceDeps): FilesService {
  const { db, storage, passes, now, log } = deps;

  const removeBlob = async (key: string): Promise<void> => {
    try {
      await storage.delete(key);
    } catch (error) {
      // The sweeper removes it later: a blob without a row is never served.
      log.warn({ err: error, key }, 'removing a history blob failed');
    }
  };

  const signature = (fileId: string, expires: number): string => hmacHex(deps.urlSecret, `download\n${fileId}\n${expires}`);

  async function ownedFile(ownerId: string, fileId: string): Promise<repo.FileRow> {
    const row = await repo.findOwnedFile(db, ownerId, fileId);
    if (!row) throw errors.notFound('File not found');
    return row;
  }

  async function readBlob(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      return await storage.read(key, range);
    } catch (error) {
      log.warn({ err: error, key }, 'reading a history blob failed');
      throw errors.notFound('File not found');
    }
  }

  /** Streams the file part through the content check into storage; on any failure nothing is left. */
  async function store(key: string, file: Readable, format: UploadFileFields['format'], room: number) {
    const byQuota = room < deps.maxUploadBytes;
    const inspector = inspectUpload({
      format,
      maxBytes: Math.min(room, deps.maxUploadBytes),
      tooLarge: () => (byQuota ? fileErrors.quotaExceeded(deps.quotaBytes) : fileErrors.tooLarge(deps.maxUploadBytes)),
    });
    // Whichever side fails first is the cause: the other side then fails as a consequence.
    let clientError: unknown;
    let storageError: unknown;
    file.once('error', (error) => {
      if (storageError === undefined) clientError ??= error;
    });
    const put = storage.put(key, inspector, CONTENT_TYPES[format]).catch((error: unknown) => {
      if (clientError === undefined) storageError ??= error;
      // The storage gave up: stop reading the upload too.
      inspector.destroy(error instanceof Error ? error : new Error('storage failed'));
      throw error;
    });
    const outcomes = await Promise.allSettled([pipeline(file, inspector), put]);
    if (outcomes.every((o) => o.status === 'fulfilled')) return inspector.result();
    await removeBlob(key);
    const reasons = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    const appError = reasons.find((r) => r instanceof AppError);
    if (appError) throw appError;
    if (reasons.some((r) => (r as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')) throw fileErrors.tooLarge(deps.maxUploadBytes);
    if (clientError !== undefined) throw errors.badRequest('The upload ended before the file was complete');
    log.warn({ err: storageError ?? reasons[0], key }, 'storing a history blob failed');
    throw fileErrors.storageFailed();
  }

  return {
    async upload(ownerId, input) {
      const idempotencyKey = input.idempotencyKey;
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) throw fileErrors.idempotencyKeyInvalid();
      if (idempotencyKey !== undefined) {
        const first = await repo.findUploadKey(db, ownerId, idempotencyKey);
        if (first) return first.response as FileItem;
      }
      const fields = parseFields(input.fields);
      if (!input.file) throw errors.validation([{ field: 'file', code: ERROR_CODES.valueError, message: 'a file part named "file" must follow the text fields' }]);
      if (fields.pageCount > 1 && !(await passes.hasActivePass(ownerId, now()))) throw fileErrors.passRequired();
      const room = deps.quotaBytes - (await repo.usedBytes(db, ownerId));
      if (room <= 0) throw fileErrors.quotaExceeded(deps.quotaBytes);

      const id = crypto.randomUUID();
      const key = crypto.randomUUID();
      const { size, sha256 } = await store(key, input.file, fields.format, room);
      try {
        return await db.transaction(async (tx) => {
          await repo.lockOwnerUploads(tx, ownerId);
          if ((await repo.usedBytes(tx, ownerId)) + size > deps.quotaBytes) throw fileErrors.quotaExceeded(deps.quotaBytes);
          const createdAt = now();
          const row = await repo.insertFile(tx, {
            id,
            owner_id: ownerId,
            host: fields.host.toLowerCase(),
            source_url: fields.sourceUrl,
            format: fields.format,
            file_size: size,
            row_count: fields.rowCount,
            page_count: fields.pageCount,
            created_at: createdAt,
            storage_key: key,
            content_sha256: sha256,
          });
          const item = toFileItem(row);
          if (idempotencyKey !== undefined && !(await repo.insertUploadKey(tx, { ownerId, key: idempotencyKey, fileId: id, response: item, at: createdAt }))) {
            throw new ReplayFirstUpload();
          }
          return item;
        });
      } catch (error) {
        await removeBlob(key);
        if (error instanceof ReplayFirstUpload && idempotencyKey !== undefined) {
          const first = await repo.findUploadKey(db, ownerId, idempotencyKey);
          if (first) return first.response as FileItem;
        }
        throw error;
      }
    },

    async list(ownerId, query) {
      const size = Math.min(query.size, LIMITS.historyMaxPageSize);
      const [items, total] = await Promise.all([repo.listFiles(db, ownerId, size, (query.page - 1) * size), repo.countFiles(db, ownerId)]);
      return { items: items.map(toFileItem), total };
    },

    async accessUrl(ownerId, fileId) {
      const row = await ownedFile(ownerId, fileId);
      const signedAt = now();
      const expiresAt = new Date(signedAt.getTime() + FILE_LIMITS.accessUrlTtlSeconds * 1000);
      const fileName = downloadFileName(row.host, row.created_at, row.format);
      const presigned = await storage.presignedUrl({ key: row.storage_key, fileName, contentType: CONTENT_TYPES[row.format], expiresAt, signedAt });
      if (presigned) return presigned;
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const query = new URLSearchParams({ expires: String(expires), signature: signature(row.id, expires) });
      return `${deps.publicUrl}${buildPath(FILE_DOWNLOAD_PATH, { fileId: row.id })}?${query.toString()}`;
    },

    async download(fileId, query) {
      if (!digestsEqual(signature(fileId, query.expires), query.signature)) throw fileErrors.signatureInvalid();
      if (query.expires * 1000 <= now().getTime()) throw fileErrors.signatureExpired();
      const row = await repo.findFile(db, fileId);
      if (!row) throw errors.notFound('File not found');
      return {
        body: await readBlob(row.storage_key),
        size: row.file_size,
        contentType: CONTENT_TYPES[row.format],
        fileName: downloadFileName(row.host, row.created_at, row.format),
      };
    },

    async preview(ownerId, fileId) {
      const row = await ownedFile(ownerId, fileId);
      try {
        return await previewBlob(row.format, row.file_size, (range) => readBlob(row.storage_key, range));
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.warn({ err: error, fileId }, 'previewing a history file failed');
        return { columns: [], rows: [], truncated: true };
      }
    },

    async updateNote(ownerId, fileId, note) {
      const row = await repo.updateNote(db, ownerId, fileId, note);
      if (!row) throw errors.notFound('File not found');
      return toFileItem(row);
    },

    async remove(ownerId, fileId) {
      const key = await repo.deleteOwnedFile(db, ownerId, fileId);
      if (key === undefined) throw errors.notFound('File not found');
      await removeBlob(key);
    },

    async removeAllOfOwner(tx, userId) {
      const keys = await repo.deleteAllOfOwner(tx, userId);
      return async () => {
        for (const key of keys) await removeBlob(key);
      };
    },

    async sweep() {
      const cutoff = now().getTime() - ORPHAN_AGE_MS;
      let blobsRemoved = 0;
      let batch: string[] = [];
      const flush = async () => {
        const kept = await repo.existingStorageKeys(db, batch);
        for (const key of batch) {
          if (kept.has(key)) continue;
          await removeBlob(key);
          blobsRemoved += 1;
        }
        batch = [];
      };
      for await (const blob of storage.list()) {
        if (blob.lastModified.getTime() > cutoff) continue;
        batch.push(blob.key);
        if (batch.length >= SWEEP_BATCH) await flush();
      }
      await flush();
      const keysPurged = await repo.purgeUploadKeys(db, new Date(now().getTime() - UPLOAD_KEY_TTL_MS));
      return { blobsRemoved, keysPurged };
    },
  };
}
