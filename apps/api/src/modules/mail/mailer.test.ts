import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMessage } from '../../../../../tools/testing/mail.cjs';
import { startTestSmtpServer } from '../../../test/smtp-server';
import { createMailer } from './mailer';
import { verificationMail } from './verification-mail';

const message = verificationMail({ to: 'reader@example.com', code: '123456', purpose: 'join', language: 'ko', validMinutes: 10 });

describe('mailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-mail-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('without SMTP_URL writes an .eml per message (mode 0600) and logs only the code line', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'TableCrawler <no-reply@localhost>', mailDir: path.join(dir, 'mail') }, { info: (obj, msg) => void logged.push({ obj, msg }) });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const files = fs.readdirSync(path.join(dir, 'mail'));
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    const file = path.join(dir, 'mail', files[0] ?? '');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const parsed = readMessage(fs.readFileSync(file, 'utf8'));
    expect(parsed.subject).toBe('[표 크롤러] 회원가입 인증 코드');
    expect(parsed.headers.get('to')).toBe('reader@example.com');
    expect(parsed.text).toContain('인증 코드: 123456');
    expect(parsed.html).toContain('123456');
    expect(logged).toEqual([{ obj: { file }, msg: 'verification code (join) for r***@example.com: 123456' }]);
    await mailer.close();
  });

  it('with SMTP_URL delivers over SMTP and logs nothing', async () => {
    const smtp = await startTestSmtpServer();
    const logged: string[] = [];
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, mailFrom: 'TableCrawler <no-reply@tablecrawler.test>', mailDir: path.join(dir, 'mail') }, { info: (_obj, msg) => void logged.push(msg) });
      expect(mailer.kind).toBe('smtp');
      await mailer.send(message);
      const received = await smtp.waitFor('reader@example.com', { since: 0 });
      expect(received.subject).toBe('[표 크롤러] 회원가입 인증 코드');
      expect(received.headers.get('from')).toContain('no-reply@tablecrawler.test');
      expect(received.text).toContain('123456');
      expect(logged).toEqual([]);
      expect(fs.existsSync(path.join(dir, 'mail'))).toBe(false);
      smtp.failNext();
      await expect(mailer.send(message)).rejects.toThrow();
      await mailer.close();
    } finally {
      await smtp.close();
    }
  });
});
