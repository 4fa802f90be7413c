export const inquiry = {
  form: {
    title: '문의하기',
    description: '궁금한 점이나 불편한 점을 남겨 주세요. 3~7일 이내에 이메일로 답변해 드립니다.',
    titleLabel: '제목',
    titlePlaceholder: '제목을 입력해 주세요 (2~100자)',
    contentLabel: '내용',
    contentPlaceholder: '문의 내용을 20자 이상 입력해 주세요.',
    submit: '문의 등록',
    submitting: '등록 중…',
    failed: '문의를 등록하는 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },
  complete: {
    title: '문의가 접수되었습니다',
    line1: '소중한 의견 감사합니다.',
    line2: '운영진이 확인한 뒤 3~7일 이내에 가입하신 이메일로 답변해 드리겠습니다.',
    toMain: '메인으로 돌아가기',
  },
};
