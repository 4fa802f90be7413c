import { findTables } from '@tablecrawler/table-extract';
import { PAGE_TITLE_MAX_LENGTH, type PageScan } from '../features/extract';

/** Basic facts about the document the content script runs in; tables are counted as table-extract finds them (data tables and ARIA grids, not layout or hidden tables). */
export function scanPage(doc: Document): PageScan {
  return {
    url: doc.URL,
    title: doc.title.trim().slice(0, PAGE_TITLE_MAX_LENGTH),
    tableCount: findTables(doc).length,
  };
}
