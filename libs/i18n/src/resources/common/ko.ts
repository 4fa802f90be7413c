export const common = {
  app: {
    name: '표 크롤러',
    tagline: '웹 페이지의 표를 클릭 몇 번으로 파일로',
  },
  actions: {
    confirm: '확인',
    cancel: '취소',
    close: '닫기',
    save: '저장',
    saving: '저장 중…',
    delete: '삭제',
    edit: '수정',
    submit: '제출',
    retry: '다시 시도',
    back: '뒤로 가기',
    goHome: '메인으로',
    goSignIn: '로그인하러 가기',
  },
  layout: {
    skipToContent: '본문으로 건너뛰기',
  },
  loading: {
    text: '불러오는 중입니다…',
  },
  pagination: {
    label: '페이지 이동',
    previous: '이전 페이지 묶음',
    next: '다음 페이지 묶음',
    page: '{{page}} 페이지',
  },
  password: {
    conditionsLabel: '비밀번호 조건',
    upper: '대문자',
    lower: '소문자',
    number: '숫자',
    special: '특수문자',
    length: '8~30자',
    met: '충족',
    unmet: '미충족',
  },
  signInRequired: {
    title: '로그인이 필요합니다',
    message: '로그인 후 이용할 수 있는 기능입니다.',
    action: '로그인하러 가기',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '주소가 바뀌었거나 삭제된 페이지입니다.',
    home: '메인으로 돌아가기',
  },
  language: {
    label: '언어',
    ko: '한국어',
    en: 'English',
  },
};
