import type { home as ko } from './ko';

export const home: typeof ko = {
  hero: {
    title: 'Web tables to files,\nexactly the way you want them',
    subtitle: 'TableCrawler is a Chrome extension that lets you pick a table on any web page, keep only the columns you need, filter rows by keyword and collect tables that span several pages into one spreadsheet file.',
    install: 'Install the Chrome Extension',
    pricing: 'See pricing',
    imageAlt: 'A table on a web page turning into a spreadsheet file',
  },
  features: {
    heading: 'How it works',
    step: 'Feature {{number}}',
  },
  select: {
    title: 'Select the table or the columns you want',
    body: 'Click the table you need on the page and extract it whole or just the columns you choose. No more copying, pasting and tidying up.',
    imageAlt: 'A table and some of its columns selected on a web page',
  },
  filter: {
    title: 'Filter with simple keywords',
    body: 'Enter keywords to include or exclude and only the matching rows remain. Get just the data you need, clean.',
    imageAlt: 'Rows filtered by include and exclude keywords',
  },
  crawl: {
    title: 'Tables across many pages in one click',
    body: 'Set the crawling conditions and press start: the table spread over several pages is collected automatically into a single file.',
    imageAlt: 'Tables from several pages gathered into one file',
  },
};
