import type { Locator, Page } from 'playwright-core';

/**
 * The panel's list of table candidates once it is the list as the page is now: a list found before the page last
 * changed shows at once, marked busy, until that one replaces it (decision 150).
 */
export const candidateList = (panel: Page): Locator => panel.locator('ol[aria-label="페이지의 표 후보"][aria-busy="false"]');

/** The entries (buttons) of that list. */
export const candidateEntries = (panel: Page): Locator => candidateList(panel).getByRole('button');
