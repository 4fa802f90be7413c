/** One entry of a ZIP central directory. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the entry's local header. */
  localHeaderOffset: number;
}

export interface ZipEnd {
  /** Where the end record starts in the bytes searched. */
  at: number;
  entryCount: number;
  directorySize: number;
  directoryOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
export const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
/** The end record plus the longest comment. */
export const ZIP_TAIL_BYTES = EOCD_SIZE + 0xffff;

/** Finds the end-of-central-directory record in the last bytes of a ZIP file; undefined when there is none. */
export function findZipEnd(tail: Uint8Array): ZipEnd | undefined {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (view.getUint32(i, true) !== EOCD_SIGNATURE) continue;
    const commentLength = view.getUint16(i + 20, true);
    if (i + EOCD_SIZE + commentLength !== tail.length) continue;
    const entryCount = view.getUint16(i + 10, true);
    const directorySize = view.getUint32(i + 12, true);
    const directoryOffset = view.getUint32(i + 16, true);
    // ZIP64 markers: not produced by spreadsheet writers for files of our size.
    if (entryCount === 0xffff || directoryOffset === 0xffffffff) return undefined;
    return { at: i, entryCount, directorySize, directoryOffset };
  }
  return undefined;
}

/** Parses `count` central-directory records; throws on a malformed directory. */
export function readZipDirectory(directory: Uint8Array, count: number): ZipEntry[] {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw new Error('malformed central directory');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > directory.length) throw new Error('malformed central directory');
    entries.push({
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Length of a local header (fixed part, name, extra field) from its first 30 bytes. */
export function localHeaderLength(header: Uint8Array): number {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.length < 30 || view.getUint32(0, true) !== LOCAL_SIGNATURE) throw new Error('malformed local header');
  return 30 + view.getUint16(26, true) + view.getUint16(28, true);
}

/** The parts every SpreadsheetML workbook has. */
export const XLSX_REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'] as const;

/** True when the directory holds the workbook parts and at least one worksheet. */
export function isWorkbookDirectory(entries: readonly ZipEntry[]): boolean {
  const names = new Set(entries.map((e) => e.name));
  return XLSX_REQUIRED_PARTS.every((part) => names.has(part)) && entries.some((e) => e.name.startsWith('xl/worksheets/') && e.name.endsWith('.xml'));
}
