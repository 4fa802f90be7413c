export const docs = {
  page: {
    loading: '문서를 불러오는 중입니다…',
    error: '콘텐츠를 불러오는 중 오류가 발생했습니다.',
    label: '문서',
  },
  titles: {
    terms: '이용약관',
    privacy: '개인정보처리방침',
  },
};
