export const footer = {
  label: '사이트 정보',
  headquarters: '본사',
  ceo: '대표',
  businessNumber: '사업자등록번호',
  marketingReportNumber: '통신판매업 신고번호',
  email: '이메일',
  phone: '전화',
  links: '약관 및 문의',
  terms: '이용약관',
  privacy: '개인정보처리방침',
  inquiry: '문의하기',
  inquiryDialog: {
    title: '로그인이 필요합니다',
    message: '문의하기는 로그인 후 이용할 수 있습니다. 로그인하시겠어요?',
    confirm: '로그인',
    cancel: '취소',
  },
};
