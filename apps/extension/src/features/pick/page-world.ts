// The pick feature's entry for the page-world script (src/page-world): finding candidates in the page's own world.
export { findInPage, foundWhereNow } from './page-world/find-in-page';
export { HIGHLIGHT_HOST_ATTRIBUTE } from './content/highlight';
