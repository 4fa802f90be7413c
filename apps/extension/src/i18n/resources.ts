// Extension-only texts, merged into the shared i18n instance under the `extension` key of the `translation`
// namespace (keys `extension.<screen>.<element>`). They belong in libs/i18n; until they move there they live here.
// Korean has one plural form; `_one` is repeated there so that both languages share one key set.

export const extensionKo = {
  panel: {
    languageLabel: '언어',
    languageKo: '한국어',
    languageEn: 'English',
  },
  session: {
    heading: '계정',
    checking: '로그인 상태를 확인하는 중…',
    signedIn: '로그인되어 있습니다.',
    signedOut: '로그인되어 있지 않습니다.',
    signInLink: '사이트에서 로그인하기',
    unavailable: '로그인 상태를 확인하지 못했습니다.',
  },
  page: {
    heading: '현재 페이지',
    scanning: '페이지를 살펴보는 중…',
    tableCount_one: '표 {{count}}개를 찾았습니다.',
    tableCount_other: '표 {{count}}개를 찾았습니다.',
    noTables: '이 페이지에는 표가 없습니다.',
    unsupported: '이 페이지에서는 표를 찾을 수 없습니다. 일반 웹 페이지(http, https)를 열어 주세요.',
    failed: '페이지를 살펴보지 못했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
    rescan: '다시 살펴보기',
    showOverlay: '페이지에 표시',
    hideOverlay: '페이지 표시 끄기',
  },
  overlay: {
    label: '표 크롤러',
    tableCount_one: '이 페이지의 표: {{count}}개',
    tableCount_other: '이 페이지의 표: {{count}}개',
    close: '닫기',
  },
};

export type ExtensionMessages = typeof extensionKo;

export const extensionEn: ExtensionMessages = {
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
