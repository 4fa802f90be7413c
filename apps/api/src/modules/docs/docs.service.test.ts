import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentTypeOf, loadDocumentLibrary, pickLanguage } from './docs.service';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ko'],
    ['', 'ko'],
    ['en-US,en;q=0.9', 'en'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko'],
    ['fr-FR,en;q=0.5,ko;q=0.4', 'en'],
    ['fr-FR,de', 'ko'],
    ['en;q=0.2,ko;q=0.8', 'ko'],
    ['en;q=0', 'ko'],
    ['*', 'ko'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('documentTypeOf', () => {
  it('accepts DOCUMENT_TYPE_PATTERN names with .md only', () => {
    expect(documentTypeOf('terms.md')).toBe('terms');
    expect(documentTypeOf('refund-policy.md')).toBe('refund-policy');
    for (const bad of ['terms', 'terms.txt', '../terms.md', 'Terms.md', 'terms.en.md', '.md', `${'a'.repeat(41)}.md`]) expect(documentTypeOf(bad)).toBeUndefined();
  });
});

describe('loadDocumentLibrary', () => {
  it('pairs <type>.md (ko) with <type>.en.md and falls back to Korean', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-docs-'));
    try {
      fs.writeFileSync(path.join(dir, 'terms.md'), '# 약관');
      fs.writeFileSync(path.join(dir, 'terms.en.md'), '# Terms');
      fs.writeFileSync(path.join(dir, 'notice.md'), '# 공지');
      fs.writeFileSync(path.join(dir, 'Bad Name.md'), 'x');
      const lib = loadDocumentLibrary(dir);
      expect(lib.types()).toEqual(['notice', 'terms']);
      expect(lib.get('terms', 'en')).toEqual({ language: 'en', text: '# Terms' });
      expect(lib.get('terms', 'ko')).toEqual({ language: 'ko', text: '# 약관' });
      expect(lib.get('notice', 'en')).toEqual({ language: 'ko', text: '# 공지' });
      expect(lib.get('missing', 'ko')).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
