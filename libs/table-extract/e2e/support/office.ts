import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Fails (never skips) when LibreOffice is missing: the round trip through the real consumer is required. */
export function requireSoffice(): string {
  const probe = spawnSync('soffice', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error('LibreOffice (soffice) is required for the export round-trip tests: run `apt-get install -y libreoffice-calc`.');
  }
  return probe.stdout.trim();
}

export interface Office {
  dir: string;
  /** Converts `file` (in dir) with soffice and returns the paths written. */
  convert(file: string, to: string, infilter?: string): string[];
  cleanup(): void;
}

/** A scratch folder and a private LibreOffice profile (so parallel runs do not share one). */
export function office(): Office {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'te-office-'));
  const profile = `file://${path.join(dir, 'profile')}`;
  return {
    dir,
    convert(file, to, infilter) {
      const outdir = fs.mkdtempSync(path.join(dir, 'out-'));
      const args = [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--nolockcheck', ...(infilter ? [`--infilter=${infilter}`] : []), '--convert-to', to, '--outdir', outdir, path.join(dir, file)];
      const run = spawnSync('soffice', args, { encoding: 'utf8', timeout: 180000 });
      if (run.status !== 0) throw new Error(`soffice failed (${run.status}): ${run.stderr}`);
      const written = fs.readdirSync(outdir).map((f) => path.join(outdir, f));
      if (!written.length) throw new Error(`soffice wrote nothing: ${run.stdout} ${run.stderr}`);
      return written;
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** RFC 4180 reader: the one shared by every test that checks exported CSV. */
export { parseCsv } from '../../../../tools/testing/csv.cjs';

export interface OdsCell {
  type: string;
  value?: string;
  text: string;
  formula?: string;
  style?: string;
}

function decode(xml: string): string {
  return xml
    .replace(/<text:line-break\/>/g, '\n')
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, n: string | undefined) => ' '.repeat(Number(n ?? 1)))
    .replace(/<text:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Sheets of a flat ODS (.fods) file: name, rows of cells with their value type, value and text, and the bold cell styles. */
export function readFods(xml: string): { sheets: { name: string; rows: OdsCell[][] }[]; boldStyles: Set<string> } {
  const boldStyles = new Set<string>();
  for (const m of xml.matchAll(/<style:style style:name="([^"]+)" style:family="table-cell"[^>]*>([\s\S]*?)<\/style:style>/g)) {
    if ((m[2] ?? '').includes('fo:font-weight="bold"')) boldStyles.add(m[1] as string);
  }
  const sheets: { name: string; rows: OdsCell[][] }[] = [];
  for (const t of xml.matchAll(/<table:table table:name="([^"]*)"[^>]*>([\s\S]*?)<\/table:table>/g)) {
    const rows: OdsCell[][] = [];
    for (const r of (t[2] ?? '').matchAll(/<table:table-row([^>]*)>([\s\S]*?)<\/table:table-row>/g)) {
      const repeatRows = Number(/table:number-rows-repeated="(\d+)"/.exec(r[1] ?? '')?.[1] ?? 1);
      const cells: OdsCell[] = [];
      for (const c of (r[2] ?? '').matchAll(/<table:(?:covered-)?table-cell((?:[^>"]|"[^"]*")*?)(?:\/>|>([\s\S]*?)<\/table:(?:covered-)?table-cell>)/g)) {
        const attrs = c[1] ?? '';
        const attr = (name: string): string | undefined => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
        const paragraphs = [...(c[2] ?? '').matchAll(/<text:p[^>]*>([\s\S]*?)<\/text:p>/g)].map((p) => decode(p[1] ?? ''));
        const cell: OdsCell = { type: attr('office:value-type') ?? 'empty', text: paragraphs.join('\n') };
        const value = attr('office:value') ?? attr('office:date-value');
        if (value !== undefined) cell.value = value;
        const formula = attr('table:formula');
        if (formula !== undefined) cell.formula = formula;
        const style = attr('table:style-name');
        if (style !== undefined) cell.style = style;
        const repeat = Math.min(Number(attr('table:number-columns-repeated') ?? 1), 64);
        for (let k = 0; k < repeat; k++) cells.push(cell);
      }
      while (cells.length && cells[cells.length - 1]?.type === 'empty') cells.pop();
      for (let k = 0; k < Math.min(repeatRows, 64); k++) rows.push(cells);
    }
    while (rows.length && !rows[rows.length - 1]?.length) rows.pop();
    sheets.push({ name: decode(t[1] ?? ''), rows });
  }
  return { sheets, boldStyles };
}
