/** @jest-environment jsdom */
import { unzipSync, strFromU8 } from 'fflate';
import type { OutputTable } from '../../table';
import { buildExportFile, exportFileName, toClipboardTsv } from './export-file';

const output: OutputTable = {
  columns: ['이름', '금액', '메모'],
  rows: [
    ['사과', '1,000', '=SUM(A1)'],
    ['배, "특"', '2,500', '줄\n바꿈'],
  ],
  source: { url: 'https://www.shop.example.co.kr:8443/list?page=1', pages: 1, crawledAt: '2026-11-25T03:04:05.000Z' },
};
const at = new Date(2026, 0, 5, 7, 9);

const text = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const bytes = (blob: Blob): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('export files', () => {
  it('names files host_YYYYMMDD_HHmm.ext in local time', () => {
    expect(exportFileName(output.source.url, at, 'csv')).toBe('shop.example.co.kr_20260105_0709.csv');
    expect(exportFileName('not a url', at, 'json')).toBe('table_20260105_0709.json');
    expect(exportFileName('http://127.0.0.1:3000/', at, 'xlsx')).toBe('127.0.0.1_20260105_0709.xlsx');
  });

  it('writes CSV per RFC 4180 with a BOM and neutralised formulas', async () => {
    const file = buildExportFile(output, 'csv', { at, sheetName: '표' });
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const raw = await bytes(file.blob);
    expect(Array.from(raw.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(raw.slice(3))).toBe('이름,금액,메모\r\n사과,"1,000",\'=SUM(A1)\r\n"배, ""특""","2,500","줄\n바꿈"\r\n');
  });

  it('writes JSON with columns, rows and source', async () => {
    const file = buildExportFile(output, 'json', { at, sheetName: '표' });
    expect(JSON.parse(await text(file.blob))).toEqual({ columns: output.columns, rows: output.rows, source: output.source });
  });

  it('writes an XLSX workbook with the header frozen and amounts as numbers', async () => {
    const file = buildExportFile(output, 'xlsx', { at, sheetName: '표' });
    const zip = unzipSync(await bytes(file.blob));
    const sheet = strFromU8(zip['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheet).toContain('<pane ySplit="1"');
    expect(sheet).toContain('<row r="1"><c s="1" t="inlineStr"><is><t>이름</t></is></c>');
    expect(sheet).toMatch(/<row r="2">.*?<c s="\d+"><v>1000<\/v><\/c>/);
    expect(strFromU8(zip['xl/workbook.xml'] as Uint8Array)).toContain('name="표"');
  });

  it('copies TSV with a header line and no BOM', () => {
    expect(toClipboardTsv(output)).toBe(['이름\t금액\t메모', "사과\t1,000\t'=SUM(A1)", '"배, ""특"""\t2,500\t"줄\n바꿈"', ''].join('\n'));
  });
});
