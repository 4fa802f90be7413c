export const validation = {
  common: {
    tooLong: '{{max}}자 이하로 입력해 주세요.',
    required: '필수 항목입니다.',
  },
  signin: {
    emailRequired: '이메일을 입력해 주세요.',
    passwordRequired: '비밀번호를 입력해 주세요.',
  },
  email: {
    required: '이메일을 입력해 주세요.',
    invalid: '올바른 이메일 주소가 아닙니다.',
  },
  verification: {
    codeRequired: '인증번호를 입력해 주세요.',
    redo: '이메일 인증을 다시 진행해 주세요.',
    incomplete: '이메일 인증을 완료해 주세요.',
    requestFirst: '먼저 인증번호를 요청해 주세요.',
  },
  password: {
    required: '비밀번호를 입력해 주세요.',
    conditions: '비밀번호는 8~30자이며 대문자, 소문자, 숫자, 특수문자(#?!@$%^&*-)를 각각 하나 이상 포함해야 합니다.',
    mismatch: '비밀번호가 일치하지 않습니다.',
    currentRequired: '현재 비밀번호를 입력해 주세요.',
    newRequired: '새 비밀번호를 입력해 주세요.',
    sameAsCurrent: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  },
  signup: {
    nicknameTooShort: '닉네임은 4자 이상이어야 합니다.',
    missing: '필수 정보가 입력되지 않았습니다.',
  },
  inquiry: {
    titleTooShort: '제목은 2자 이상이어야 합니다.',
    titleTooLong: '제목은 100자를 넘을 수 없습니다.',
    contentTooShort: '내용이 너무 짧습니다. 20자 이상 입력해 주세요.',
  },
};
