import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentTypeOf, loadDocumentLibrary } from './docs.service';

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
      // Of every file's stem exactly the two valid types are documents: the bad name is skipped, terms.en.md is terms in English.
      const stems = fs.readdirSync(dir).map((file) => file.replace(/\.md$/, '')).sort();
      expect(stems.filter((stem) => lib.get(stem, 'ko') !== undefined)).toEqual(['notice', 'terms']);
      expect(lib.get('terms', 'en')).toEqual({ language: 'en', text: '# Terms' });
      expect(lib.get('terms', 'ko')).toEqual({ language: 'ko', text: '# 약관' });
      expect(lib.get('notice', 'en')).toEqual({ language: 'ko', text: '# 공지' });
      expect(lib.get('missing', 'ko')).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
