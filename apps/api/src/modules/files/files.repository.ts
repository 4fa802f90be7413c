import type { FileFormat } from '@tablecrawler/contract';
import type { DbClient } from '../../db';

export interface FileRow {
  id: string;
  owner_id: string;
  host: string;
  source_url: string;
  format: FileFormat;
  file_size: number;
  row_count: number;
  page_count: number;
  note: string;
  created_at: Date;
  storage_key: string;
  content_sha256: string;
}

export type NewFileRow = Omit<FileRow, 'note'>;

const COLUMNS = 'id, owner_id, host, source_url, format, file_size, row_count, page_count, note, created_at, storage_key, content_sha256';

export async function insertFile(db: DbClient, row: NewFileRow): Promise<FileRow> {
  const { rows } = await db.query<FileRow>(
    `INSERT INTO files (id, owner_id, host, source_url, format, file_size, row_count, page_count, created_at, storage_key, content_sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [row.id, row.owner_id, row.host, row.source_url, row.format, row.file_size, row.row_count, row.page_count, row.created_at, row.storage_key, row.content_sha256],
  );
  return rows[0] as FileRow;
}

/** One page of the owner's files, newest first (served by files_owner_created_idx). */
export async function listFiles(db: DbClient, ownerId: string, limit: number, offset: number): Promise<FileRow[]> {
  const { rows } = await db.query<FileRow>(`SELECT ${COLUMNS} FROM files WHERE owner_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [ownerId, limit, offset]);
  return rows;
}

export async function countFiles(db: DbClient, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM files WHERE owner_id = $1', [ownerId]);
  return rows[0]?.total ?? 0;
}

/** Bytes the owner's files take (the quota's measure). */
export async function usedBytes(db: DbClient, ownerId: string): Promise<number> {
  const { rows } = await db.query<{ used: number }>('SELECT coalesce(sum(file_size), 0)::float8 AS used FROM files WHERE owner_id = $1', [ownerId]);
  return rows[0]?.used ?? 0;
}

/** Serialises the owner's uploads inside a transaction (quota check and insert); released at commit. */
export async function lockOwnerUploads(tx: DbClient, ownerId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('files:' || $1, 0))", [ownerId]);
}

export async function findOwnedFile(db: DbClient, ownerId: string, fileId: string): Promise<FileRow | undefined> {
  const { rows } = await db.query<FileRow>(`SELECT ${COLUMNS} FROM files WHERE id = $1 AND owner_id = $2`, [fileId, ownerId]);
  return rows[0];
}

/** By id alone: the signed download route, whose signature names the file. */
export async function findFile(db: DbClient, fileId: string): Promise<FileRow | undefined> {
  const { rows } = await db.query<FileRow>(`SELECT ${COLUMNS} FROM files WHERE id = $1`, [fileId]);
  return rows[0];
}

export async function updateNote(db: DbClient, ownerId: string, fileId: string, note: string): Promise<FileRow | undefined> {
  const { rows } = await db.query<FileRow>(`UPDATE files SET note = $3 WHERE id = $1 AND owner_id = $2 RETURNING ${COLUMNS}`, [fileId, ownerId, note]);
  return rows[0];
}

/** Deletes the row; the one caller that got it back owns removing the blob (concurrent deletes: one winner). */
export async function deleteOwnedFile(db: DbClient, ownerId: string, fileId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ storage_key: string }>('DELETE FROM files WHERE id = $1 AND owner_id = $2 RETURNING storage_key', [fileId, ownerId]);
  return rows[0]?.storage_key;
}

/** Deletes every file row and upload key of the owner; returns the blob keys to remove. */
export async function deleteAllOfOwner(db: DbClient, ownerId: string): Promise<string[]> {
  await db.query('DELETE FROM file_upload_keys WHERE owner_id = $1', [ownerId]);
  const { rows } = await db.query<{ storage_key: string }>('DELETE FROM files WHERE owner_id = $1 RETURNING storage_key', [ownerId]);
  return rows.map((r) => r.storage_key);
}

/** Which of `keys` have a row. */
export async function existingStorageKeys(db: DbClient, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE storage_key = ANY($1::text[])', [keys]);
  return new Set(rows.map((r) => r.storage_key));
}

export interface UploadKeyRow {
  file_id: string;
  response: unknown;
}

export async function findUploadKey(db: DbClient, ownerId: string, key: string): Promise<UploadKeyRow | undefined> {
  const { rows } = await db.query<UploadKeyRow>('SELECT file_id, response FROM file_upload_keys WHERE owner_id = $1 AND idempotency_key = $2', [ownerId, key]);
  return rows[0];
}

/** False when the key is already taken (another upload with the same key won). */
export async function insertUploadKey(db: DbClient, row: { ownerId: string; key: string; fileId: string; response: unknown; at: Date }): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO file_upload_keys (owner_id, idempotency_key, file_id, response, created_at) VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT DO NOTHING RETURNING 1 AS inserted',
    [row.ownerId, row.key, row.fileId, JSON.stringify(row.response), row.at],
  );
  return rows.length > 0;
}

export async function purgeUploadKeys(db: DbClient, before: Date): Promise<number> {
  const { rows } = await db.query('DELETE FROM file_upload_keys WHERE created_at < $1 RETURNING 1 AS deleted', [before]);
  return rows.length;
}
