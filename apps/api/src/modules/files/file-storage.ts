import type { Readable } from 'node:stream';

/** A stored blob as listing shows it (the sweeper's input). */
export interface StoredBlob {
  key: string;
  lastModified: Date;
}

export interface BlobAccess {
  /** Blob key. */
  key: string;
  /** Download file name (Content-Disposition). */
  fileName: string;
  contentType: string;
  /** When the URL stops working. */
  expiresAt: Date;
  /** The signer's clock reading (the URL counts its lifetime from here). */
  signedAt: Date;
}

/**
 * Where history files live: one interface over the local folder and S3-compatible buckets. Keys are made by the
 * server (`newBlobKey`), never from user input.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Streams `body` into the blob `key`; nothing is left under `key` when `body` fails or the write does. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The blob's bytes, or the inclusive byte range `start`–`end`. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Removes the blob; a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Every blob (and every unfinished write) with its last modification time. */
  list(): AsyncIterable<StoredBlob>;
  /**
   * A URL that downloads the blob without a bearer token until `expiresAt`, with Content-Disposition and
   * Content-Type set; `undefined` when the API itself serves downloads (local storage signs its own route).
   */
  presignedUrl(access: BlobAccess): Promise<string | undefined>;
  close(): Promise<void>;
}

const BLOB_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for keys `newBlobKey` makes. */
export function isBlobKey(key: string): boolean {
  return BLOB_KEY.test(key);
}
