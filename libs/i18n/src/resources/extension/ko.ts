// Texts of the Chrome extension only (side panel, session card, page card, in-page overlay).
// Korean has one plural form; `_one` repeats `_other` so that both languages share one key set.
export const extension = {
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
