import crypto from 'node:crypto';
import type { Response as InjectResponse } from 'light-my-request';
import { strToU8, zipSync } from 'fflate';
import { ENDPOINTS, buildPath, type FileItem } from '@tablecrawler/contract';
import type { TestApp } from './harness';

export interface MultipartFile {
  content: Buffer | string;
  filename?: string;
  contentType?: string;
  /** Part name (default 'file'). */
  name?: string;
}

/** A multipart/form-data body: the text fields, then the file part (or the file first with `fileFirst`). */
export function multipartBody(fields: Record<string, string>, file?: MultipartFile, options: { fileFirst?: boolean } = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tc${crypto.randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const fileParts = file
    ? [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename ?? 'table.csv'}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`),
        Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
        Buffer.from('\r\n'),
      ]
    : [];
  if (options.fileFirst) parts.push(...fileParts, ...fieldParts);
  else parts.push(...fieldParts, ...fileParts);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface UploadOptions {
  content: Buffer | string;
  format?: 'csv' | 'xlsx' | 'json';
  host?: string;
  sourceUrl?: string;
  rowCount?: number;
  pageCount?: number;
  idempotencyKey?: string;
  /** Replaces or removes (undefined values) fields. */
  fields?: Record<string, string | undefined>;
  fileFirst?: boolean;
}

export interface FilesDriver {
  upload(token: string, options: UploadOptions): Promise<InjectResponse>;
  /** Uploads and expects 201; returns the item. */
  uploaded(token: string, options: UploadOptions): Promise<FileItem>;
  call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object): Promise<InjectResponse>;
  list(token: string, query?: Record<string, string>): Promise<InjectResponse>;
  accessUrl(token: string, fileId: string): Promise<InjectResponse>;
  preview(token: string, fileId: string): Promise<InjectResponse>;
  note(token: string, fileId: string, note: string): Promise<InjectResponse>;
  remove(token: string, fileId: string): Promise<InjectResponse>;
  /** GET of a signed URL of local storage through inject (path and query of the absolute URL). */
  download(signedUrl: string): Promise<InjectResponse>;
}

export function filesDriver(t: TestApp): FilesDriver {
  const call: FilesDriver['call'] = (method, url, token, payload) =>
    t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  const path = (name: keyof typeof ENDPOINTS, fileId: string) => buildPath(ENDPOINTS[name].path, { fileId });
  const driver: FilesDriver = {
    upload(token, options) {
      const format = options.format ?? 'csv';
      const fields: Record<string, string | undefined> = {
        host: options.host ?? 'shop.example.com',
        sourceUrl: options.sourceUrl ?? 'https://shop.example.com/list?page=1',
        format,
        rowCount: String(options.rowCount ?? 2),
        pageCount: String(options.pageCount ?? 1),
        ...options.fields,
      };
      const defined = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
      const body = multipartBody(defined, { content: options.content, filename: `table.${format}` }, { fileFirst: options.fileFirst ?? false });
      return t.app.inject({
        method: 'POST',
        url: ENDPOINTS.uploadFile.path,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}`, ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}) },
      });
    },
    async uploaded(token, options) {
      const res = await driver.upload(token, options);
      if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode} ${res.body}`);
      return res.json<{ data: FileItem }>().data;
    },
    call,
    list: (token, query = {}) => t.app.inject({ method: 'GET', url: ENDPOINTS.listFiles.path, query, headers: { authorization: `Bearer ${token}` } }),
    accessUrl: (token, fileId) => call('POST', path('requestFileAccessUrl', fileId), token),
    preview: (token, fileId) => call('GET', path('previewFile', fileId), token),
    note: (token, fileId, note) => call('PATCH', path('updateFileNote', fileId), token, { note }),
    remove: (token, fileId) => call('DELETE', path('deleteFile', fileId), token),
    download(signedUrl) {
      const url = new URL(signedUrl);
      return t.app.inject({ method: 'GET', url: url.pathname + url.search });
    },
  };
  return driver;
}

/** CSV text with a header and `rows` body lines (RFC 4180, BOM, CRLF, one quoted cell). */
export function csvOf(rows: number): string {
  const lines = ['name,price,memo'];
  for (let i = 1; i <= rows; i++) lines.push(`item ${i},${i * 100},"a, ""quoted"" memo"`);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function jsonOf(rows: number): string {
  return JSON.stringify(Array.from({ length: rows }, (_, i) => ({ name: `item ${i + 1}`, price: (i + 1) * 100, memo: '<b>x</b>' })));
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal real workbook (one sheet; header and `rows` lines; shared strings for the header, inline strings elsewhere). */
export function xlsxOf(rows: number): Buffer {
  const header = ['name', 'price', 'memo'];
  const sheetRows = [
    `<row r="1">${header.map((_, c) => `<c r="${String.fromCharCode(65 + c)}1" t="s"><v>${c}</v></c>`).join('')}</row>`,
    ...Array.from({ length: rows }, (_, i) => {
      const r = i + 2;
      return `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${xml(`item ${i + 1}`)}</t></is></c><c r="B${r}"><v>${(i + 1) * 100}</v></c><c r="C${r}" t="inlineStr"><is><t>${xml('a & b')}</t></is></c></row>`;
    }),
  ];
  const files = {
    '[Content_Types].xml': strToU8('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>'),
    '_rels/.rels': strToU8('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
    'xl/workbook.xml': strToU8('<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Table" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>'),
    'xl/sharedStrings.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3">${header.map((h) => `<si><t>${h}</t></si>`).join('')}</sst>`),
    'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`),
  };
  return Buffer.from(zipSync(files));
}

/** The first bytes of a real PNG (signature and IHDR), to upload under another name. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
