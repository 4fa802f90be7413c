import type { FileItem } from '@tablecrawler/contract';
import { parsePageParam, toFilesPage, toFileRow } from './files-page.adapter';

const item: FileItem = {
  id: 'f1',
  host: 'example.com',
  fileSize: 1025,
  createdAt: '2026-11-21T10:00:00.000Z',
  note: 'quarterly',
  sourceUrl: 'https://example.com/prices',
  format: 'csv',
  rowCount: 12,
  pageCount: 1,
  fileName: 'example.com_20261121_1000.csv',
};

describe('toFilesPage', () => {
  it('reads items and total and counts pages of 20', () => {
    expect(toFilesPage({ data: { items: [item], total: 41 } })).toEqual({ items: [item], total: 41, totalPages: 3 });
    expect(toFilesPage({ data: { items: [], total: 0 } })).toEqual({ items: [], total: 0, totalPages: 0 });
    expect(toFilesPage({ data: { items: [], total: 20 } })?.totalPages).toBe(1);
  });

  it('treats a null note as empty', () => {
    expect(toFilesPage({ data: { items: [{ ...item, note: null }], total: 1 } })?.items[0]?.note).toBe('');
  });

  it.each([
    ['no answer', undefined],
    ['null', null],
    ['no data', {}],
    ['no items', { data: { total: 1 } }],
    ['no total', { data: { items: [] } }],
    ['a negative total', { data: { items: [], total: -1 } }],
    ['a malformed item', { data: { items: [{ id: 1 }], total: 1 } }],
  ])('gives null for %s (the error text)', (_case, response) => {
    expect(toFilesPage(response)).toBeNull();
  });
});

describe('toFileRow', () => {
  it('formats size and date for the language', () => {
    const created = new Date(item.createdAt);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(toFileRow(item, 'ko')).toEqual({
      id: 'f1',
      host: 'example.com',
      fileSize: '2 KB',
      createdAt: `${created.getFullYear()}년 ${pad(created.getMonth() + 1)}월 ${pad(created.getDate())}일`,
      note: 'quarterly',
    });
    expect(toFileRow(item, 'en').createdAt).toMatch(/^Nov 2[01], 2026$/);
  });
});

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['7', 7],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999', 1],
  ])('%p → %p', (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });
});
