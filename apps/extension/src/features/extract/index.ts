// Public entry of the extract feature (no React: the service worker and content script import it).
export { PAGE_TITLE_MAX_LENGTH, PageScan, isScannableUrl } from './model/page-scan';
