import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.schema';
import { LIMITS } from './limits';
import { MultilineText, Text } from './text.schema';

export const FILE_FORMATS = { CSV: 'csv', XLSX: 'xlsx', JSON: 'json' } as const;
export type FileFormat = (typeof FILE_FORMATS)[keyof typeof FILE_FORMATS];

export const FileItem = Type.Object({
  id: Type.String(),
  host: Type.String(),
  fileSize: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  note: Type.String(),
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

export const UpdateNoteBody = Type.Object({ note: MultilineText({ maxLength: LIMITS.noteMaxLength }) });
export type UpdateNoteBody = Static<typeof UpdateNoteBody>;

export const FileItemResponse = Type.Object({ data: FileItem });
export type FileItemResponse = Static<typeof FileItemResponse>;

/** Multipart fields of the extension's upload (the file part is named `file`). */
export const UploadFileFields = Type.Object({
  host: Text({ minLength: 1, maxLength: 253 }),
  format: Type.Union(Object.values(FILE_FORMATS).map((f) => Type.Literal(f))),
});
export type UploadFileFields = Static<typeof UploadFileFields>;
