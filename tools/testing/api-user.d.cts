/** Where the API runs: `startApiProcess()`'s result fits (`url`, and `dataDir` whose `mail/` outbox holds the codes). */
export interface ApiLocation {
  url: string;
  dataDir: string;
}
export interface ApiUser {
  email: string;
  password: string;
  deviceFingerprint: string;
  accessToken: string;
  refreshToken: string;
}
/** The password signUpViaApi gives users by default. */
export declare const PASSWORD: string;
/**
 * Signs a new user up through the API (request code, read it from the outbox, verify, sign up) and returns the
 * tokens. Defaults: a unique e-mail, PASSWORD, nickname 'history tester'. The server key is `serverPrivateKeyPem`,
 * else `$DATA_DIR/keys/server-private.pem` of the API, else the one findServerKey() finds.
 */
export declare function signUpViaApi(
  api: ApiLocation,
  options?: { email?: string; password?: string; nickname?: string; serverPrivateKeyPem?: string },
): Promise<ApiUser>;
export interface HistoryFileUpload {
  /** The file's bytes (CSV/JSON text or XLSX bytes). */
  content: string | Uint8Array;
  /** Default 'csv'. */
  format?: 'csv' | 'xlsx' | 'json';
  /** Default 'example.com'. */
  host?: string;
  /** Default `https://<host>/table`. */
  sourceUrl?: string;
  /** Default 1. */
  rowCount?: number;
  /** Default 1 (more than 1 needs an active pass). */
  pageCount?: number;
  fileName?: string;
  idempotencyKey?: string;
}
/** The history item the API answered (`data` of the 201). */
export interface UploadedHistoryFile {
  id: string;
  host: string;
  fileSize: number;
  createdAt: string;
  note: string;
  sourceUrl: string;
  format: 'csv' | 'xlsx' | 'json';
  rowCount: number;
  pageCount: number;
  fileName: string;
}
/** Uploads one history file as the signed-in user (multipart: fields, then the file part); throws unless 201. */
export declare function uploadHistoryFile(api: ApiLocation, accessToken: string, file: HistoryFileUpload): Promise<UploadedHistoryFile>;
