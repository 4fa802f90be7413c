import { type TokenPairResponse } from '@tablecrawler/contract';
import { PASSWORD, authDriver, newEmail } from '../../../test/auth-driver';
import { createTestApp } from '../../../test/harness';
import { startTestSmtpServer } from '../../../test/smtp-server';

describe('accounts and the log', () => {
  it('with SMTP_URL never logs a code, a password, a token or an e-mail address', async () => {
    const smtp = await startTestSmtpServer();
    const lines: string[] = [];
    const t = await createTestApp({ env: { SMTP_URL: smtp.url, LOG_LEVEL: 'trace' }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const d = authDriver(t, smtp);
      const email = newEmail('quiet');
      const { id, code } = await d.requestCode(email);
      await d.verify(id, code);
      const res = await d.call('signUp', {
        body: { password: PASSWORD, profile: { username: 'quiet user', gender: 'female' }, funnel: { channel: 'search' }, emailVerificationId: id, deviceFingerprint: 'a'.repeat(64) },
      });
      const pair = res.json<TokenPairResponse>();
      const next = (await d.call('refreshToken', { body: { refreshToken: pair.refreshToken, deviceFingerprint: 'a'.repeat(64) } })).json<TokenPairResponse>();
      await d.call('refreshToken', { body: { refreshToken: pair.refreshToken, deviceFingerprint: 'b'.repeat(64) } });
      const log = lines.join('');
      expect(log).toContain('refresh refused: session revoked');
      for (const secret of [code, PASSWORD, pair.accessToken, pair.refreshToken, next.refreshToken, email, email.toLowerCase()]) {
        expect({ secret, logged: log.includes(secret) }).toEqual({ secret, logged: false });
      }
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('without SMTP_URL logs the code line once at info, for local sign-up', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const d = authDriver(t);
      const res = await d.call('requestEmailVerification', { body: { type: 'join', email: newEmail('local') } });
      expect(res.statusCode).toBe(201);
      const codeLines = lines.map((l) => JSON.parse(l) as { level: number; msg: string; file?: string }).filter((l) => l.msg.startsWith('verification code'));
      expect(codeLines).toEqual([{ ...codeLines[0], level: 30, msg: expect.stringMatching(/^verification code \(join\) for l\*\*\*@Example\.com: \d{6}$/), file: expect.stringContaining('.eml') }]);
    } finally {
      await t.close();
    }
  });
});
