import type { VerificationPurpose } from '@tablecrawler/contract';
import type { Language } from '../../shared/languages';
import { mailAddress, type MailMessage } from './mailer';

interface Texts {
  productName: string;
  subject: Record<VerificationPurpose, string>;
  intro: Record<VerificationPurpose, string>;
  codeLabel: string;
  validity: (minutes: number) => string;
  ignore: string;
}

const TEXTS: Record<Language, Texts> = {
  ko: {
    productName: '표 크롤러',
    subject: { join: '[표 크롤러] 회원가입 인증 코드', change: '[표 크롤러] 비밀번호 재설정 인증 코드' },
    intro: {
      join: '표 크롤러 회원가입을 위한 이메일 인증 코드입니다.',
      change: '표 크롤러 비밀번호 재설정을 위한 이메일 인증 코드입니다.',
    },
    codeLabel: '인증 코드',
    validity: (minutes) => `이 코드는 ${minutes}분 동안 유효하며 한 번만 사용할 수 있습니다.`,
    ignore: '본인이 요청하지 않았다면 이 메일을 무시해 주세요.',
  },
  en: {
    productName: 'TableCrawler',
    subject: { join: '[TableCrawler] Your sign-up verification code', change: '[TableCrawler] Your password reset verification code' },
    intro: {
      join: 'Here is your e-mail verification code for signing up to TableCrawler.',
      change: 'Here is your e-mail verification code for resetting your TableCrawler password.',
    },
    codeLabel: 'Verification code',
    validity: (minutes) => `The code is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask for this code, please ignore this e-mail.',
  },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A complete HTML mail body: the language, the escaped title, the given paragraphs (already HTML) and the signature. */
export function mailHtml(language: Language, title: string, paragraphs: readonly string[], productName: string): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5;">',
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<p>— ${escapeHtml(productName)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** `user@example.com` → `u***@example.com`: enough to tell messages apart in a local log. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export interface VerificationMailInput {
  to: string;
  code: string;
  purpose: VerificationPurpose;
  language: Language;
  validMinutes: number;
}

/** The verification-code message in Korean or English: subject, plain text and escaped HTML, the code in both bodies. */
export function verificationMail(input: VerificationMailInput): MailMessage {
  const t = TEXTS[input.language];
  const validity = t.validity(input.validMinutes);
  const text = [t.intro[input.purpose], '', `${t.codeLabel}: ${input.code}`, '', validity, t.ignore, '', `— ${t.productName}`].join('\n');
  const html = mailHtml(
    input.language,
    t.subject[input.purpose],
    [
      escapeHtml(t.intro[input.purpose]),
      `${escapeHtml(t.codeLabel)}: <strong style="font-size: 1.5em; letter-spacing: 0.2em;">${escapeHtml(input.code)}</strong>`,
      `${escapeHtml(validity)}<br>${escapeHtml(t.ignore)}`,
    ],
    t.productName,
  );
  return {
    to: mailAddress(input.to),
    subject: t.subject[input.purpose],
    text,
    html,
    localLogLine: `verification code (${input.purpose}) for ${maskEmail(input.to)}: ${input.code}`,
  };
}
