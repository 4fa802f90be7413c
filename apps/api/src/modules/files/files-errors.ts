import { ERROR_CODES } from '@tablecrawler/contract';
import { AppError } from '../../plugins/app-error';

/** The history-file answers that are not generic (`errors.*`). */
export const fileErrors = {
  tooLarge: (maxBytes: number) => new AppError(413, ERROR_CODES.fileTooLarge, `The file is larger than ${maxBytes} bytes`),
  quotaExceeded: (quotaBytes: number) => new AppError(413, ERROR_CODES.quotaExceeded, `The file does not fit in the storage quota of ${quotaBytes} bytes`),
  passRequired: () => new AppError(403, ERROR_CODES.passRequired, 'Crawling more than one page needs an active pass'),
  unsupportedType: (reason: string) => new AppError(415, ERROR_CODES.unsupportedFileType, `The file is not a valid CSV, XLSX or JSON file of the declared format: ${reason}`),
  idempotencyKeyInvalid: () => new AppError(400, ERROR_CODES.idempotencyKeyInvalid, 'Idempotency-Key must be 1 to 200 visible ASCII characters'),
  signatureInvalid: () => new AppError(403, ERROR_CODES.signatureInvalid, 'The download link is not valid'),
  signatureExpired: () => new AppError(403, ERROR_CODES.signatureExpired, 'The download link has expired'),
  storageFailed: () => new AppError(503, ERROR_CODES.storageFailed, 'The file could not be stored'),
} as const;
