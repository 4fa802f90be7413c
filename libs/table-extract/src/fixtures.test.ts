import fs from 'node:fs';
import path from 'node:path';
import { extractTable, tableSize } from './extract/extract-table';
import { findCandidates } from './find/find-tables';
import { comparable, runFixture, type FixtureExpectation } from './testing/fixture-run';

const DIR = path.join(__dirname, '..', 'fixtures');
const pages = fs.readdirSync(DIR).filter((f) => f.endsWith('.html') && fs.existsSync(path.join(DIR, f.replace(/\.html$/, '.expected.json'))));

function load(html: string): Document {
  document.documentElement.innerHTML = html.replace(/<!doctype[^>]*>/i, '').replace(/^[\s\S]*?<html[^>]*>/i, '').replace(/<\/html>\s*$/i, '');
  return document;
}

describe('fixture corpus (jsdom)', () => {
  it('has fixtures, each saying what page it stands for', () => {
    expect(pages.length).toBeGreaterThanOrEqual(8);
    for (const page of pages) expect(fs.readFileSync(path.join(DIR, page), 'utf8')).toMatch(/^<!-- Stands for: /);
  });

  it.each(pages)('%s gives the expected tables', (page) => {
    const html = fs.readFileSync(path.join(DIR, page), 'utf8');
    const expected = JSON.parse(fs.readFileSync(path.join(DIR, page.replace(/\.html$/, '.expected.json')), 'utf8')) as FixtureExpectation;
    const result = runFixture(load(html), expected);
    expect(result).toEqual(comparable(expected));
  });

  it.each(pages)('%s: every table candidate is sized as its extraction (what a pick gives)', (page) => {
    const doc = load(fs.readFileSync(path.join(DIR, page), 'utf8'));
    for (const candidate of findCandidates(doc).filter((c) => c.kind !== 'repeated')) {
      const extracted = extractTable(candidate.element);
      const shape = { rows: extracted.grid.length - extracted.headerRows, columns: extracted.columns.length };
      expect({ rows: candidate.rows, columns: candidate.columns }).toEqual(shape);
      expect(tableSize(candidate.element)).toMatchObject(shape);
    }
  });

  it.each(pages)('%s: every list candidate is sized as its extraction, less the link and image columns named after a column (what a pick shows)', (page) => {
    const doc = load(fs.readFileSync(path.join(DIR, page), 'utf8'));
    for (const candidate of findCandidates(doc).filter((c) => c.kind === 'repeated')) {
      const extracted = extractTable(candidate.element);
      const names = new Set(extracted.columns);
      const own = (name: string): boolean => / \((link|image|image alt)\)$/.test(name) && names.has(name.slice(0, name.lastIndexOf(' (')));
      expect({ rows: candidate.rows, columns: candidate.columns }).toEqual({ rows: extracted.grid.length, columns: extracted.columns.filter((n) => !own(n)).length });
    }
  });
});
