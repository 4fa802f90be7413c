/** Layout pieces are their own screen, so their keys are `header.<element>` (the spec names `header.features`). */
export const header = {
  logo: '표 크롤러 홈',
  navigation: '주요 메뉴',
  features: '서비스 소개',
  pricing: '요금제',
  extension: 'Chrome 확장 프로그램',
  account: '계정',
  accountPending: '로그인 상태 확인 중',
  myInfo: '내 정보',
  signIn: '로그인',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
  menu: '메뉴',
};
