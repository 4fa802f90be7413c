import crypto from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FILE_FORMATS, type FileFormat } from '@tablecrawler/contract';
import type { AppError } from '../../plugins/app-error';
import { fileErrors } from './files-errors';
import { JsonSyntaxChecker } from './json-syntax';
import { LOCAL_SIGNATURE, ZIP_TAIL_BYTES, findZipEnd, isWorkbookDirectory, readZipDirectory } from './zip-directory';

/** Checks a file's bytes as they stream by; `finish` throws when they are not what the format claims. */
interface ContentCheck {
  update(chunk: Buffer): void;
  finish(): void;
}

/** UTF-8 text (a BOM allowed) checked by `inspect` as it decodes; invalid UTF-8 fails. */
function utf8Check(inspect: (text: string) => void, end: () => void): ContentCheck {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  return {
    update(chunk) {
      inspect(decoder.decode(chunk, { stream: true }));
    },
    finish() {
      inspect(decoder.decode());
      end();
    },
  };
}

/** CSV: UTF-8 text without control characters other than tab and line breaks, quotes balanced, not blank. */
function csvCheck(): ContentCheck {
  let quoted = false;
  let blank = true;
  return utf8Check(
    (text) => {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) quoted = !quoted;
        else if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) throw new Error('control character in text');
        if (blank && c > 0x20) blank = false;
      }
    },
    () => {
      if (blank) throw new Error('empty file');
      if (quoted) throw new Error('unterminated quoted field');
    },
  );
}

function jsonCheck(): ContentCheck {
  const checker = new JsonSyntaxChecker();
  return utf8Check(
    (text) => checker.write(text),
    () => checker.end(),
  );
}

/** How much of the end of an XLSX is kept to read its central directory (a workbook has few parts). */
const XLSX_TAIL_BYTES = 1024 * 1024;

/** XLSX: a ZIP whose central directory (read from the kept tail) lists the workbook parts. */
function xlsxCheck(): ContentCheck {
  let head = Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let kept = 0;
  return {
    update(chunk) {
      if (head.length < 4) head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
      chunks.push(chunk);
      kept += chunk.length;
      while (chunks.length > 1 && kept - (chunks[0]?.length ?? 0) >= XLSX_TAIL_BYTES) kept -= chunks.shift()?.length ?? 0;
    },
    finish() {
      if (head.length < 4 || head.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new Error('not a ZIP file');
      const tail = Buffer.concat(chunks);
      const searched = Math.min(tail.length, ZIP_TAIL_BYTES);
      const end = findZipEnd(tail.subarray(tail.length - searched));
      if (!end) throw new Error('no ZIP directory');
      const endAt = tail.length - searched + end.at;
      const start = endAt - end.directorySize;
      if (start < 0) throw new Error('ZIP directory too large');
      if (!isWorkbookDirectory(readZipDirectory(tail.subarray(start, endAt), end.entryCount))) throw new Error('no workbook parts');
    },
  };
}

const CHECKS: Record<FileFormat, () => ContentCheck> = {
  [FILE_FORMATS.CSV]: csvCheck,
  [FILE_FORMATS.JSON]: jsonCheck,
  [FILE_FORMATS.XLSX]: xlsxCheck,
};

export interface InspectedUpload {
  size: number;
  sha256: string;
}

export interface UploadInspectionOptions {
  format: FileFormat;
  /** Largest size allowed; beyond it the stream fails with `tooLarge()`. */
  maxBytes: number;
  tooLarge: () => AppError;
}

/**
 * A pass-through stream that counts, hashes and checks the upload by content: it fails (and so fails the
 * storage write behind it) past `maxBytes` or when the bytes are not the declared format. `result()` is
 * ready once the stream has ended.
 */
export function inspectUpload(options: UploadInspectionOptions): Transform & { result(): InspectedUpload } {
  const check = CHECKS[options.format]();
  const hash = crypto.createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > options.maxBytes) return callback(options.tooLarge());
      try {
        check.update(chunk);
      } catch (error) {
        return callback(fileErrors.unsupportedType((error as Error).message));
      }
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      try {
        check.finish();
      } catch (error) {
        return callback(fileErrors.unsupportedType((error as Error).message));
      }
      callback();
    },
  });
  let digest: string | undefined;
  return Object.assign(stream, {
    result(): InspectedUpload {
      digest ??= hash.digest('hex');
      return { size, sha256: digest };
    },
  });
}
