import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENT_TYPE_PATTERN } from '@tablecrawler/contract';

export const DOC_LANGUAGES = ['ko', 'en'] as const;
export type DocLanguage = (typeof DOC_LANGUAGES)[number];
export const DEFAULT_DOC_LANGUAGE: DocLanguage = 'ko';

export interface DocumentText {
  language: DocLanguage;
  text: string;
}

export interface DocumentLibrary {
  types(): string[];
  /** The document in the preferred language, else Korean; undefined for an unknown type. */
  get(type: string, language: DocLanguage): DocumentText | undefined;
}

const FILE_PATTERN = /^([a-z0-9-]+?)(?:\.(en))?\.md$/;

/**
 * Loads `<type>.md` (Korean) and `<type>.en.md` (English) once at start; requests never build a
 * filesystem path, so no request can reach a file outside the library.
 */
export function loadDocumentLibrary(dir: string): DocumentLibrary {
  const docs = new Map<string, Partial<Record<DocLanguage, string>>>();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    const type = match?.[1];
    if (!type || !DOCUMENT_TYPE_PATTERN.test(type)) continue;
    const language: DocLanguage = match[2] === 'en' ? 'en' : 'ko';
    const entry = docs.get(type) ?? {};
    entry[language] = fs.readFileSync(path.join(dir, file), 'utf8');
    docs.set(type, entry);
  }
  return {
    types: () => [...docs.keys()].sort(),
    get(type, language) {
      const entry = docs.get(type);
      if (!entry) return undefined;
      const preferred = entry[language];
      if (preferred !== undefined) return { language, text: preferred };
      for (const fallback of [DEFAULT_DOC_LANGUAGE, ...DOC_LANGUAGES]) {
        const text = entry[fallback];
        if (text !== undefined) return { language: fallback, text };
      }
      return undefined;
    },
  };
}

/** The first supported language of an Accept-Language header by quality; Korean when none matches. */
export function pickLanguage(acceptLanguage: string | undefined): DocLanguage {
  if (!acceptLanguage) return DEFAULT_DOC_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const r of ranked) {
    const match = DOC_LANGUAGES.find((l) => l === r.base);
    if (match) return match;
  }
  return DEFAULT_DOC_LANGUAGE;
}

/** `terms.md` → `terms` when it is a valid document type name. */
export function documentTypeOf(fileName: string): string | undefined {
  if (!fileName.endsWith('.md')) return undefined;
  const type = fileName.slice(0, -'.md'.length);
  return DOCUMENT_TYPE_PATTERN.test(type) ? type : undefined;
}
