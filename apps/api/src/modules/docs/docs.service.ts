import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_TYPE_PATTERN } from '@tablecrawler/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages';

export interface DocumentText {
  language: Language;
  text: string;
}

export interface DocumentLibrary {
  /** The document in the preferred language, else Korean; undefined for an unknown type. */
  get(type: string, language: Language): DocumentText | undefined;
}

const FILE_PATTERN = /^([a-z0-9-]+?)(?:\.(en))?\.md$/;

/**
 * Loads `<type>.md` (Korean) and `<type>.en.md` (English) once at start; requests never build a
 * filesystem path, so no request can reach a file outside the library.
 */
export function loadDocumentLibrary(dir: string): DocumentLibrary {
  const docs = new Map<string, Partial<Record<Language, string>>>();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    const type = match?.[1];
    if (!type || !DOCUMENT_TYPE_PATTERN.test(type)) continue;
    const language: Language = match[2] === 'en' ? 'en' : 'ko';
    const entry = docs.get(type) ?? {};
    entry[language] = fs.readFileSync(path.join(dir, file), 'utf8');
    docs.set(type, entry);
  }
  return {
    get(type, language) {
      const entry = docs.get(type);
      if (!entry) return undefined;
      const preferred = entry[language];
      if (preferred !== undefined) return { language, text: preferred };
      for (const fallback of [DEFAULT_LANGUAGE, ...LANGUAGES]) {
        const text = entry[fallback];
        if (text !== undefined) return { language: fallback, text };
      }
      return undefined;
    },
  };
}

/** `terms.md` → `terms` when it is a valid document type name. */
export function documentTypeOf(fileName: string): string | undefined {
  if (!fileName.endsWith('.md')) return undefined;
  const type = fileName.slice(0, -'.md'.length);
  return DOCUMENT_TYPE_PATTERN.test(type) ? type : undefined;
}
