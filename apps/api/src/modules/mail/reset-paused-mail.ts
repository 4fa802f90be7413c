import type { Language } from '../../shared/languages';
import { mailAddress, type MailMessage } from './mailer';
import { escapeHtml, mailHtml } from './verification-mail';

interface Texts {
  subject: string;
  body: (hours: number) => string[];
  productName: string;
}

const TEXTS: Record<Language, Texts> = {
  ko: {
    subject: '[표 크롤러] 비밀번호 재설정이 일시 중지되었습니다',
    body: (hours) => [
      '계정의 비밀번호 재설정 인증 코드가 오늘 여러 번 틀리게 입력되었습니다.',
      `계정을 보호하기 위해 ${hours}시간 동안 비밀번호 재설정을 중지합니다. 이 시간 동안에도 현재 비밀번호로 로그인할 수 있습니다.`,
      '본인이 시도한 것이 아니라면 다른 사람이 비밀번호 재설정을 시도했을 수 있습니다.',
    ],
    productName: '표 크롤러',
  },
  en: {
    subject: '[TableCrawler] Password reset paused',
    body: (hours) => [
      'Wrong password-reset codes were entered for your account many times today.',
      `To protect the account, password reset is paused for ${hours} hours. You can still sign in with your current password meanwhile.`,
      'If this was not you, someone else may have tried to reset your password.',
    ],
    productName: 'TableCrawler',
  },
};

export interface ResetPausedMailInput {
  to: string;
  language: Language;
  pausedHours: number;
}

/** Tells the owner that too many wrong reset codes paused the reset flow of the account. */
export function resetPausedMail(input: ResetPausedMailInput): MailMessage {
  const t = TEXTS[input.language];
  const lines = t.body(input.pausedHours);
  return {
    to: mailAddress(input.to),
    subject: t.subject,
    text: [...lines, '', `— ${t.productName}`].join('\n'),
    html: mailHtml(input.language, t.subject, lines.map(escapeHtml), t.productName),
  };
}
