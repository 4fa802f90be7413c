import type { extension as ko } from './ko';

export const extension: typeof ko = {
  panel: {
    languageLabel: 'Language',
    languageKo: '한국어',
    languageEn: 'English',
  },
  session: {
    heading: 'Account',
    checking: 'Checking sign-in status…',
    signedIn: 'You are signed in.',
    signedOut: 'You are not signed in.',
    signInLink: 'Sign in on the site',
    unavailable: 'Could not check the sign-in status.',
  },
  page: {
    heading: 'Current page',
    scanning: 'Looking at the page…',
    tableCount_one: 'Found {{count}} table.',
    tableCount_other: 'Found {{count}} tables.',
    noTables: 'This page has no tables.',
    unsupported: 'Tables cannot be found on this page. Open an ordinary web page (http or https).',
    failed: 'Could not look at the page. Reload it and try again.',
    rescan: 'Look again',
    showOverlay: 'Show on page',
    hideOverlay: 'Hide from page',
  },
  overlay: {
    label: 'TableCrawler',
    tableCount_one: 'Tables on this page: {{count}}',
    tableCount_other: 'Tables on this page: {{count}}',
    close: 'Close',
  },
};
