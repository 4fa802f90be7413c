// The extract feature: what the content script reports about a page before any table is picked. React parts are in ./ui.ts.
export { isScannableUrl, PAGE_TITLE_MAX_LENGTH, PageScan } from './model/page-scan';
