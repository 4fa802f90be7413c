import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.schema';
import { LIMITS } from './limits';

export const FILE_FORMATS = { CSV: 'csv', XLSX: 'xlsx', JSON: 'json' } as const;
export type FileFormat = (typeof FILE_FORMATS)[keyof typeof FILE_FORMATS];

export const FileFormatSchema = Type.Union(Object.values(FILE_FORMATS).map((f) => Type.Literal(f)));

/** Limits of the history files (server checks, extension and site reuse them). */
export const FILE_LIMITS = {
  /** Largest accepted upload: 50 MiB (413 `file_too_large` beyond, nothing stored). */
  maxUploadBytes: 50 * 1024 * 1024,
  /** Default per-user storage quota (1 GiB); the server's FILES_QUOTA_BYTES overrides it. */
  defaultQuotaBytes: 1024 * 1024 * 1024,
  /** Rows a preview shows (after the header line). */
  previewRows: 20,
  /** Longest text of one preview cell; longer cells are cut. */
  previewCellChars: 500,
  /** Most columns a preview shows. */
  previewColumns: 100,
  /** How long a signed access URL downloads the file. */
  accessUrlTtlSeconds: 300,
  hostMaxLength: 253,
  sourceUrlMaxLength: 2048,
  idempotencyKeyMaxLength: 200,
  maxRowCount: 100_000_000,
  maxPageCount: 100_000,
} as const;

export const FileItem = Type.Object({
  id: Type.String(),
  host: Type.String(),
  fileSize: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  note: Type.String(),
  sourceUrl: Type.String(),
  format: FileFormatSchema,
  rowCount: Type.Integer({ minimum: 0 }),
  pageCount: Type.Integer({ minimum: 1 }),
  /** Download name: `host_YYYYMMDD_HHmm.ext` (creation time in UTC). */
  fileName: Type.String(),
});
export type FileItem = Static<typeof FileItem>;

export const FilesQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: LIMITS.historyMaxPageSize, default: LIMITS.historyPageSize }),
});
export type FilesQuery = Static<typeof FilesQuery>;

export const FilesResponse = Type.Object({ data: Type.Object({ items: Type.Array(FileItem), total: Type.Integer({ minimum: 0 }) }) });
export type FilesResponse = Static<typeof FilesResponse>;

export const FileIdParams = Type.Object({ fileId: Id });
export type FileIdParams = Static<typeof FileIdParams>;

export const AccessUrlResponse = Type.Object({ data: Type.Object({ signedUrl: Type.String() }) });
export type AccessUrlResponse = Static<typeof AccessUrlResponse>;

export const UpdateNoteBody = Type.Object({ note: Type.String({ maxLength: LIMITS.noteMaxLength }) });
export type UpdateNoteBody = Static<typeof UpdateNoteBody>;

export const FileItemResponse = Type.Object({ data: FileItem });
export type FileItemResponse = Static<typeof FileItemResponse>;

/** The first rows of a stored file: `columns` is its header line, `rows` at most FILE_LIMITS.previewRows lines. */
export const FilePreview = Type.Object({
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.String())),
  /** True when the file holds more than the rows shown (or the read stopped at the byte cap). */
  truncated: Type.Boolean(),
});
export type FilePreview = Static<typeof FilePreview>;

export const FilePreviewResponse = Type.Object({ data: FilePreview });
export type FilePreviewResponse = Static<typeof FilePreviewResponse>;

/**
 * Text fields of the multipart upload (`POST /products/v1/service/files`). They must come before the `file` part
 * (FormData in that order); numbers arrive as decimal text.
 */
export const UploadFileFields = Type.Object({
  host: Type.String({ minLength: 1, maxLength: FILE_LIMITS.hostMaxLength, pattern: '^[A-Za-z0-9.-]+(:[0-9]{1,5})?$' }),
  sourceUrl: Type.String({ minLength: 1, maxLength: FILE_LIMITS.sourceUrlMaxLength, pattern: '^https?://' }),
  format: FileFormatSchema,
  rowCount: Type.Integer({ minimum: 0, maximum: FILE_LIMITS.maxRowCount }),
  pageCount: Type.Integer({ minimum: 1, maximum: FILE_LIMITS.maxPageCount }),
});
export type UploadFileFields = Static<typeof UploadFileFields>;

/** Name of the multipart part holding the file. */
export const UPLOAD_FILE_PART = 'file';
/** Optional request header: the same key from the same user answers the first upload's result. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Query of a signed download URL for local storage (`expires` in Unix seconds, `signature` base64url HMAC). */
export const FileDownloadQuery = Type.Object({
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ minLength: 1, maxLength: 128 }),
});
export type FileDownloadQuery = Static<typeof FileDownloadQuery>;

/** Path of the signature-checked download route behind local storage (not a client call: clients get it as signedUrl). */
export const FILE_DOWNLOAD_PATH = '/products/v1/service/files/:fileId/download';
