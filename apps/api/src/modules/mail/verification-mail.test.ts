import { escapeHtml, maskEmail, verificationMail } from './verification-mail';
import { resetPausedMail } from './reset-paused-mail';

describe('verification mail', () => {
  it('writes Korean and English texts per purpose, the code in text and HTML', () => {
    const ko = verificationMail({ to: 'user@example.com', code: '012345', purpose: 'join', language: 'ko', validMinutes: 10 });
    expect(ko.subject).toBe('[표 크롤러] 회원가입 인증 코드');
    expect(ko.text).toContain('인증 코드: 012345');
    expect(ko.text).toContain('10분 동안 유효');
    expect(ko.html).toContain('<html lang="ko">');
    expect(ko.html).toContain('>012345</strong>');
    const en = verificationMail({ to: 'user@example.com', code: '999999', purpose: 'change', language: 'en', validMinutes: 10 });
    expect(en.subject).toBe('[TableCrawler] Your password reset verification code');
    expect(en.text).toContain('Verification code: 999999');
    expect(en.text).toContain('valid for 10 minutes');
    expect(en.localLogLine).toBe('verification code (change) for u***@example.com: 999999');
  });

  it('escapes everything it puts into HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = verificationMail({ to: 'x@example.com', code: '<b>1</b>', purpose: 'join', language: 'en', validMinutes: 10 });
    expect(mail.html).not.toContain('<b>1</b>');
    expect(mail.html).toContain('&lt;b&gt;1&lt;/b&gt;');
  });

  it('masks addresses for the local log line', () => {
    expect(maskEmail('someone@example.com')).toBe('s***@example.com');
    expect(maskEmail('nobody')).toBe('***');
  });
});

describe('reset-paused mail', () => {
  it('tells the owner in Korean or English that the reset flow pauses, addressed as an address object', () => {
    const ko = resetPausedMail({ to: 'owner@example.com', language: 'ko', pausedHours: 24 });
    expect(ko.to).toEqual({ name: '', address: 'owner@example.com' });
    expect(ko.subject).toBe('[표 크롤러] 비밀번호 재설정이 일시 중지되었습니다');
    expect(ko.text).toContain('24시간 동안 비밀번호 재설정을 중지');
    const en = resetPausedMail({ to: 'owner@example.com', language: 'en', pausedHours: 24 });
    expect(en.text).toContain('paused for 24 hours');
    expect(en.html).toContain('<html lang="en">');
    expect(en.localLogLine).toBeUndefined();
  });
});
