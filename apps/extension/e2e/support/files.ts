import { strFromU8 } from 'fflate';

import { parseCsv as parseCsvText } from '../../../../tools/testing/csv.cjs';

/** RFC 4180 CSV into rows of fields (the shared test reader). */
export const parseCsv = parseCsvText;

const unescapeXml = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

export interface XlsxSheetContent {
  /** Cell values: inline or shared strings as text, numbers as numbers. */
  rows: (string | number)[][];
  /** Rows frozen at the top (the pane's ySplit), 0 when none. */
  frozenRows: number;
  /** Whether every cell of the first row uses a bold font. */
  headerBold: boolean;
}

/** Reads the first worksheet of an unzipped XLSX package (as written by spreadsheet programs and by table-extract). */
export function readXlsxSheet(files: Record<string, Uint8Array>): XlsxSheetContent {
  const read = (name: string): string => {
    const file = files[name];
    if (!file) throw new Error(`${name} is missing from the workbook`);
    return strFromU8(file);
  };
  const sheet = read('xl/worksheets/sheet1.xml');
  const shared = files['xl/sharedStrings.xml'] ? Array.from(read('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g), (m) => unescapeXml((m[1] as string).replace(/<[^>]+>/g, ''))) : [];
  const styles = read('xl/styles.xml');
  const fonts = Array.from((/<fonts[^>]*>([\s\S]*?)<\/fonts>/.exec(styles)?.[1] ?? '').matchAll(/<font>([\s\S]*?)<\/font>|<font\/>/g), (m) => /<b\/>|<b val="(1|true)"\/>/.test(m[1] ?? ''));
  const xfs = Array.from((/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf\b([^>]*)/g), (m) => Number(/fontId="(\d+)"/.exec(m[1] as string)?.[1] ?? 0));
  const rows: (string | number)[][] = [];
  let headerBold = true;
  for (const [r, rowMatch] of Array.from(sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)).entries()) {
    const cells: (string | number)[] = [];
    for (const cell of (rowMatch[1] as string).matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] as string;
      const body = cell[2] ?? '';
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const style = Number(/\bs="(\d+)"/.exec(attrs)?.[1] ?? 0);
      if (r === 0 && !fonts[xfs[style] ?? 0]) headerBold = false;
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      if (type === 'inlineStr') cells.push(unescapeXml((/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '').replace(/<[^>]+>/g, '')));
      else if (type === 's') cells.push(shared[Number(value)] ?? '');
      else if (type === 'str') cells.push(unescapeXml(value ?? ''));
      else cells.push(value === undefined ? '' : Number(value));
    }
    rows.push(cells);
  }
  const frozenRows = /<pane\b[^>]*state="frozen"/.test(sheet) ? Number(/<pane\b[^>]*ySplit="(\d+)"/.exec(sheet)?.[1] ?? 0) : 0;
  return { rows, frozenRows, headerBold };
}
