import type { Readable } from 'node:stream';
import { Inflate } from 'fflate';
import { FILE_FORMATS, FILE_LIMITS, type FileFormat, type FilePreview } from '@tablecrawler/contract';
import { ZIP_TAIL_BYTES, findZipEnd, localHeaderLength, readZipDirectory, type ZipEntry } from './zip-directory';

/** Reads the whole blob or an inclusive byte range of it. */
export type BlobReader = (range?: { start: number; end: number }) => Promise<Readable>;

/** Most bytes of a stored file read for a preview (CSV and JSON text; compressed bytes of one XLSX part). */
export const PREVIEW_READ_BYTES = 1024 * 1024;
/** Most bytes an XLSX part is inflated to for a preview. */
const PREVIEW_INFLATED_BYTES = 8 * 1024 * 1024;

type Table = { columns: string[]; rows: string[][]; truncated: boolean };

const cell = (value: string): string => (value.length > FILE_LIMITS.previewCellChars ? `${value.slice(0, FILE_LIMITS.previewCellChars)}…` : value);

/** Header line plus at most FILE_LIMITS.previewRows rows, cells and columns capped. */
function shape(records: string[][], more: boolean): Table {
  const [header = [], ...body] = records;
  const width = Math.min(FILE_LIMITS.previewColumns, Math.max(header.length, ...body.map((r) => r.length)));
  const fit = (r: string[]) => Array.from({ length: width }, (_, i) => cell(r[i] ?? ''));
  return { columns: fit(header), rows: body.slice(0, FILE_LIMITS.previewRows).map(fit), truncated: more || body.length > FILE_LIMITS.previewRows };
}

/** Reads at most `cap` bytes of a stream and stops it; `more` tells whether bytes were left. */
async function readCapped(stream: Readable, cap: number, enough?: (bytes: Buffer) => boolean): Promise<{ bytes: Buffer; more: boolean }> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.length;
      if (length > cap) return { bytes: Buffer.concat(chunks).subarray(0, cap), more: true };
      if (enough?.(buffer)) return { bytes: Buffer.concat(chunks), more: true };
    }
    return { bytes: Buffer.concat(chunks), more: false };
  } finally {
    stream.destroy();
  }
}

/** RFC 4180 records of `text`; a record cut off by the end of `text` is dropped when `cut` is set. */
export function parseCsv(text: string, limit: number, cut: boolean): { records: string[][]; more: boolean } {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (records.length >= limit) return { records, more: i + 1 < text.length || cut };
    } else field += c;
  }
  if (!cut && (field !== '' || record.length > 0)) {
    record.push(field);
    records.push(record);
  }
  return { records, more: cut };
}

async function previewCsv(read: BlobReader): Promise<Table> {
  const { bytes, more } = await readCapped(await read(), PREVIEW_READ_BYTES);
  const { records, more: moreRecords } = parseCsv(new TextDecoder().decode(bytes), FILE_LIMITS.previewRows + 1, more);
  return shape(records, moreRecords);
}

class EndOfInput extends Error {}

/** A JSON reader over a prefix of a document: values cut off by the end of the text throw EndOfInput. */
class PrefixJson {
  private at = 0;
  constructor(private readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.at = 1;
  }

  peek(): string {
    this.space();
    if (this.at >= this.text.length) throw new EndOfInput();
    return this.text[this.at] as string;
  }

  take(expected: string): void {
    if (this.peek() !== expected) throw new SyntaxError(`expected ${expected}`);
    this.at++;
  }

  /** True when the next character is `c` (consumed). */
  accept(c: string): boolean {
    if (this.peek() !== c) return false;
    this.at++;
    return true;
  }

  value(): unknown {
    const c = this.peek();
    if (c === '{') {
      this.at++;
      const object: Record<string, unknown> = {};
      if (this.accept('}')) return object;
      do {
        const key = this.string();
        this.take(':');
        object[key] = this.value();
      } while (this.accept(','));
      this.take('}');
      return object;
    }
    if (c === '[') {
      this.at++;
      const array: unknown[] = [];
      if (this.accept(']')) return array;
      do array.push(this.value());
      while (this.accept(','));
      this.take(']');
      return array;
    }
    if (c === '"') return this.string();
    const match = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.at, this.at + 64));
    if (!match) throw new SyntaxError('unexpected character');
    // A number at the very end may continue past the cut.
    if (this.at + match[0].length >= this.text.length) throw new EndOfInput();
    this.at += match[0].length;
    return JSON.parse(match[0]) as unknown;
  }

  private string(): string {
    if (this.peek() !== '"') throw new SyntaxError('expected a string');
    let end = this.at + 1;
    for (;;) {
      if (end >= this.text.length) throw new EndOfInput();
      const c = this.text[end];
      if (c === '\\') end += 2;
      else if (c === '"') break;
      else end++;
    }
    const literal = this.text.slice(this.at, end + 1);
    this.at = end + 1;
    return JSON.parse(literal) as string;
  }

  private space(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at] as string)) this.at++;
  }
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Rows of a JSON document: an array of objects (keys become columns), an array of arrays (the first is the header), or one value. */
export function jsonRecords(source: string, limit: number): { records: string[][]; more: boolean } {
  const reader = new PrefixJson(source);
  const items: unknown[] = [];
  let more = false;
  try {
    if (reader.peek() !== '[') return { records: [['value'], [cell(text(reader.value()))]], more: false };
    reader.take('[');
    if (!reader.accept(']')) {
      do {
        if (items.length >= limit) {
          more = true;
          break;
        }
        items.push(reader.value());
      } while (reader.accept(','));
    }
  } catch (error) {
    if (!(error instanceof EndOfInput)) throw error;
    more = true;
  }
  if (items.every((item) => Array.isArray(item))) return { records: items.map((item) => (item as unknown[]).map(text)), more };
  const columns: string[] = [];
  for (const item of items) {
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) for (const key of Object.keys(item)) if (!columns.includes(key)) columns.push(key);
  }
  if (columns.length === 0) return { records: [['value'], ...items.map((item) => [text(item)])], more };
  const rows = items.map((item) => columns.map((key) => (item !== null && typeof item === 'object' ? text((item as Record<string, unknown>)[key]) : '')));
  return { records: [columns, ...rows], more };
}

async function previewJson(size: number, read: BlobReader): Promise<Table> {
  if (size === 0) return shape([], false);
  const { bytes } = await readCapped(await read({ start: 0, end: Math.min(size, PREVIEW_READ_BYTES) - 1 }), PREVIEW_READ_BYTES);
  const { records, more: moreItems } = jsonRecords(new TextDecoder().decode(bytes), FILE_LIMITS.previewRows);
  // Items past the byte cap show up as a value cut off by the end of the text (moreItems).
  return shape(records, moreItems);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string): string =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, e: string) =>
    e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (XML_ENTITIES[e] ?? ''),
  );

/** The text of `<t>` elements inside `xml` (rich text runs joined). */
const textOf = (xml: string): string => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)].map((m) => unescapeXml(m[1] ?? '')).join('');

function columnIndex(ref: string | undefined, fallback: number): number {
  const letters = /^([A-Z]+)/.exec(ref ?? '')?.[1];
  if (!letters) return fallback;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Inflates (or copies) an entry's data from the blob, stopping once `enough` says so or at the caps. */
async function readEntry(read: BlobReader, entry: ZipEntry, enough: (xml: string) => boolean): Promise<string> {
  // The local header's own name and extra lengths decide where the data starts.
  const head = await readCapped(await read({ start: entry.localHeaderOffset, end: entry.localHeaderOffset + 29 }), 30);
  const dataStart = entry.localHeaderOffset + localHeaderLength(head.bytes);
  const stream = await read({ start: dataStart, end: dataStart + Math.max(entry.compressedSize, 1) - 1 });
  const decoder = new TextDecoder();
  let xml = '';
  let inflated = 0;
  let done = false;
  const take = (chunk: Uint8Array) => {
    inflated += chunk.length;
    xml += decoder.decode(chunk, { stream: true });
    if (inflated >= PREVIEW_INFLATED_BYTES || enough(xml)) done = true;
  };
  const inflate = entry.method === 8 ? new Inflate((chunk) => take(chunk)) : undefined;
  let compressed = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Uint8Array;
      compressed += bytes.length;
      if (inflate) inflate.push(bytes, compressed >= entry.compressedSize);
      else take(bytes);
      if (done) break;
    }
  } finally {
    stream.destroy();
  }
  return xml;
}

async function previewXlsx(size: number, read: BlobReader): Promise<Table> {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const { bytes: tail } = await readCapped(await read({ start: tailStart, end: size - 1 }), ZIP_TAIL_BYTES);
  const end = findZipEnd(tail);
  if (!end) throw new Error('no ZIP directory');
  const { bytes: directory } = await readCapped(await read({ start: end.directoryOffset, end: end.directoryOffset + end.directorySize - 1 }), PREVIEW_READ_BYTES);
  const entries = new Map(readZipDirectory(directory, end.entryCount).map((e) => [e.name, e]));

  const enoughRows = (xml: string) => (xml.match(/<\/row>/g)?.length ?? 0) > FILE_LIMITS.previewRows + 1;
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  let sheetPath = 'xl/worksheets/sheet1.xml';
  if (workbook && rels) {
    const firstSheet = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(await readEntry(read, workbook, (x) => x.includes('</sheets>')))?.[1];
    const relsXml = await readEntry(read, rels, () => false);
    const target = [...relsXml.matchAll(/<Relationship\b[^>]*>/g)].map((m) => m[0]).find((r) => r.includes(`Id="${firstSheet}"`));
    const href = target ? /Target="([^"]+)"/.exec(target)?.[1] : undefined;
    if (href) sheetPath = href.startsWith('/') ? href.slice(1) : `xl/${href}`;
  }
  const sheet = entries.get(sheetPath);
  if (!sheet) return shape([], false);
  const sheetXml = await readEntry(read, sheet, enoughRows);
  const sharedEntry = entries.get('xl/sharedStrings.xml');
  const shared = sharedEntry && /t="s"/.test(sheetXml) ? [...(await readEntry(read, sharedEntry, () => false)).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1] ?? '')) : [];

  const records: string[][] = [];
  let more = false;
  for (const row of sheetXml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>|<row\b[^>]*\/>/g)) {
    if (records.length > FILE_LIMITS.previewRows) {
      more = true;
      break;
    }
    const record: string[] = [];
    let next = 0;
    for (const c of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? '';
      const body = c[2] ?? '';
      const index = columnIndex(/\br="([^"]+)"/.exec(attrs)?.[1], next);
      next = index + 1;
      if (index >= FILE_LIMITS.previewColumns) continue;
      const type = /\bt="([^"]+)"/.exec(attrs)?.[1];
      const v = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      const value = type === 'inlineStr' ? textOf(body) : type === 's' ? (shared[Number(v)] ?? '') : type === 'b' ? (v === '1' ? 'TRUE' : 'FALSE') : v;
      while (record.length < index) record.push('');
      record[index] = value;
    }
    records.push(record);
  }
  if (!more && (sheetXml.match(/<\/row>/g)?.length ?? 0) > records.length) more = true;
  return shape(records, more || !/<\/sheetData>/.test(sheetXml));
}

/** The first rows of a stored file, parsed on the server with row and byte caps. */
export async function previewBlob(format: FileFormat, size: number, read: BlobReader): Promise<FilePreview> {
  if (format === FILE_FORMATS.CSV) return previewCsv(read);
  if (format === FILE_FORMATS.JSON) return previewJson(size, read);
  return previewXlsx(size, read);
}
