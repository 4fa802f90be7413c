import { ERROR_CODES } from '@tablecrawler/contract';
import { newEmail, type AuthDriver, useAuthTestApp } from '../../../test/auth-driver';
import { type TestApp, type TestClock } from '../../../test/harness';
import { codeOf, type TestSmtpServer } from '../../../test/smtp-server';
import { AUTH_POLICY, RATE_RULES } from './auth.policy';

/** A code that is certainly wrong. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification (request-email-verification, verify-email)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let clock: TestClock;
  let d: AuthDriver;
  useAuthTestApp((c) => ({ smtp, t, clock, d } = c));

  describe('requesting a code', () => {
    it('answers 201 with an id and mails a 6-digit code, Korean by default', async () => {
      const email = newEmail();
      const { id, code, mail } = await d.requestCode(email);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.subject).toBe('[표 크롤러] 회원가입 인증 코드');
      expect(mail.text).toContain(`인증 코드: ${code}`);
      expect(mail.html).toContain(code);
      expect(mail.html).toContain('<html lang="ko">');
      expect(mail.headers.get('from')).toContain('no-reply@localhost');
    });

    it('writes the mail in English when Accept-Language prefers it', async () => {
      const email = newEmail();
      const { code, mail } = await d.requestCode(email, 'join', { language: 'en-US,en;q=0.9,ko;q=0.5' });
      expect(mail.subject).toBe('[TableCrawler] Your sign-up verification code');
      expect(mail.text).toContain(`Verification code: ${code}`);
      const registered = await d.signUp();
      clock.advance(30_000);
      const reset = await d.requestCode(registered.email, 'change', { language: 'en' });
      expect(reset.mail.subject).toBe('[TableCrawler] Your password reset verification code');
    });

    it('stores only a keyed hash of the code', async () => {
      const email = newEmail();
      const { id, code } = await d.requestCode(email);
      const { rows } = await t.db.query<Record<string, unknown>>('SELECT * FROM email_verifications WHERE id = $1', [id]);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows[0])).not.toContain(code);
      expect(rows[0]?.['code_hash']).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses an e-mail sent in clear (the field is encrypted)', async () => {
      const res = await d.call('requestEmailVerification', { body: { type: 'join', email: newEmail() }, plain: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.decryptionFailed });
    });

    it('validates type and e-mail', async () => {
      const bad = await d.call('requestEmailVerification', { body: { type: 'other', email: newEmail() } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'type', code: 'value_error' }] });
      const notEmail = await d.call('requestEmailVerification', { body: { type: 'join', email: 'not-an-email' } });
      expect(notEmail.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'email', code: 'value_error' }] });
      const long = await d.call('requestEmailVerification', { body: { type: 'join', email: `${'a'.repeat(45)}@example.com` } });
      expect(long.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'email', code: 'string_too_long' }] });
    });

    it('accepts one bare address only: display names, groups, lists and line breaks are 400 with the field named, and nothing is sent', async () => {
      const victim = newEmail('victim');
      const since = smtp.messages.length;
      for (const email of [`x<${victim}>`, `"z" <${victim}>`, `group:${victim};`, `a@example.com,${victim}`, `${victim}\r\nBcc: a@example.com`, `${victim} `, `(c)${victim}`]) {
        const res = await d.call('requestEmailVerification', { body: { type: 'join', email }, ip: '192.0.2.90' });
        expect({ email, status: res.statusCode, body: res.json() }).toMatchObject({ email, status: 400, body: { code: 'validation_error', details: [{ field: 'email' }] } });
      }
      await expect(smtp.waitFor(victim, { since, timeoutMs: 300 })).rejects.toThrow('no mail');
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_verifications WHERE email_normalized LIKE $1', [`%${victim.toLowerCase()}%`]);
      expect(Number(rows[0]?.n)).toBe(0);
    });

    it('answers 400, never 500, for control and invisible characters in the address', async () => {
      for (const c of ['\u0000', '\u0007', '\u007f', '\u0085', '\u202e', '\u200b']) {
        const res = await d.call('requestEmailVerification', { body: { type: 'join', email: `a${c}b@example.com` }, ip: '192.0.2.91' });
        expect({ c, status: res.statusCode, field: res.json<{ details?: { field: string }[] }>().details?.[0]?.field }).toEqual({ c, status: 400, field: 'email' });
      }
    });

    it('allows one code per e-mail and requester per 30 seconds (429 with Retry-After), whatever the case of the address', async () => {
      const email = newEmail();
      await d.requestCode(email, 'join', { ip: '192.0.2.1' });
      const again = await d.call('requestEmailVerification', { body: { type: 'join', email: email.toUpperCase() }, ip: '192.0.2.1' });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: ERROR_CODES.rateLimited });
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
      clock.advance(30_000);
      await expect(d.requestCode(email, 'join', { ip: '192.0.2.1' })).resolves.toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });
    });

    it('nobody can block someone else\'s codes: refused requests do not count, and another requester has its own budget', async () => {
      const owner = await d.signUp();
      clock.advance(30_000);
      const attacker = '192.0.2.66';
      // Quick requests from one place: the first sends a code, the refused ones spend nothing of the address's budget.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await d.call('requestEmailVerification', { body: { type: 'change', email: owner.email }, ip: attacker })).statusCode);
      expect(statuses).toEqual([201, ...Array<number>(10).fill(429)]);
      // The owner, from their own address, gets sign-up and reset codes at once.
      await expect(d.requestCode(owner.email, 'change', { ip: '192.0.2.67' })).resolves.toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });
      const fresh = newEmail('blocked');
      for (let i = 0; i < 11; i++) await d.call('requestEmailVerification', { body: { type: 'join', email: fresh }, ip: attacker });
      await expect(d.requestCode(fresh, 'join', { ip: '192.0.2.68' })).resolves.toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });
      // Answers that send nothing (409 for a taken address) cost the address nothing either.
      for (let i = 0; i < 12; i++) expect((await d.call('requestEmailVerification', { body: { type: 'join', email: owner.email }, ip: '192.0.2.69' })).statusCode).toBe(409);
    });

    it('caps the codes sent to one mailbox from all requesters together', async () => {
      const email = newEmail('bombed');
      for (let i = 0; i < RATE_RULES.codePerEmailHourly.max; i++) {
        expect((await d.call('requestEmailVerification', { body: { type: 'join', email }, ip: `192.0.3.${i + 1}` })).statusCode).toBe(201);
      }
      expect((await d.call('requestEmailVerification', { body: { type: 'join', email }, ip: '192.0.4.1' })).statusCode).toBe(429);
    });

    it('limits code requests per IP', async () => {
      const ip = '198.51.100.7';
      for (let i = 0; i < RATE_RULES.codePerIp.max; i++) {
        const res = await d.call('requestEmailVerification', { body: { type: 'join', email: newEmail('ip') }, ip });
        expect(res.statusCode).toBe(201);
      }
      const over = await d.call('requestEmailVerification', { body: { type: 'join', email: newEmail('ip') }, ip });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers 409 for a registered e-mail (any case) and for the e-mail of a deleted account', async () => {
      const user = await d.signUp();
      clock.advance(30_000);
      for (const email of [user.email, user.email.toUpperCase(), ` ${user.email.toLowerCase()} `.trim()]) {
        const res = await d.call('requestEmailVerification', { body: { type: 'join', email }, ip: '203.0.113.9' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: ERROR_CODES.emailTaken });
        clock.advance(30_000);
      }
      const left = await d.call('leave', { token: user.tokens.accessToken });
      expect(left.statusCode).toBe(204);
      const res = await d.call('requestEmailVerification', { body: { type: 'join', email: user.email.toLowerCase() }, ip: '203.0.113.10' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.emailTaken });
    });

    it('answers 201 for a password reset of an unknown e-mail without sending anything', async () => {
      const email = newEmail('nobody');
      const before = smtp.messages.length;
      const res = await d.call('requestEmailVerification', { body: { type: 'change', email }, ip: '203.0.113.20' });
      expect(res.statusCode).toBe(201);
      await expect(smtp.waitFor(email, { since: before, timeoutMs: 300 })).rejects.toThrow('no mail');
    });

    it('answers 503 when the mail cannot be sent, and that verification can never be completed', async () => {
      const email = newEmail('smtp-fail');
      smtp.failNext();
      const res = await d.call('requestEmailVerification', { body: { type: 'join', email }, ip: '203.0.113.30' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.unavailable });
      const { rows } = await t.db.query<{ superseded_at: Date | null }>('SELECT superseded_at FROM email_verifications WHERE lower(email) = lower($1)', [email]);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.superseded_at).not.toBeNull();
    });
  });

  describe('verifying a join code', () => {
    it('answers 201 { id, verified: true } for the right code, then 404 (already used)', async () => {
      const { id, code } = await d.requestCode(newEmail());
      const ok = await d.verify(id, code);
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toEqual({ id, verified: true });
      const again = await d.verify(id, code);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: ERROR_CODES.codeUsed });
    });

    it('answers 400 for a wrong code', async () => {
      const { id, code } = await d.requestCode(newEmail());
      for (const attempt of [wrong(code), '', '12345', 'abcdef', ` ${wrong(code)} `]) {
        const res = await d.verify(id, attempt);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: ERROR_CODES.codeInvalid });
      }
      expect((await d.verify(id, ` ${code} `)).statusCode).toBe(429);
    });

    it('counts 5 wrong attempts (the 5th still 400), then refuses the right code with 429', async () => {
      const { id, code } = await d.requestCode(newEmail());
      for (let i = 1; i <= AUTH_POLICY.verificationMaxAttempts; i++) {
        const res = await d.verify(id, wrong(code));
        expect({ attempt: i, status: res.statusCode }).toEqual({ attempt: i, status: 400 });
      }
      const sixth = await d.verify(id, code);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: ERROR_CODES.codeInvalidated });
    });

    it('allows at most 5 comparisons under concurrent guesses', async () => {
      const { id, code } = await d.requestCode(newEmail());
      const answers = await Promise.all(Array.from({ length: 12 }, () => d.verify(id, wrong(code))));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 400)).toHaveLength(AUTH_POLICY.verificationMaxAttempts);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - AUTH_POLICY.verificationMaxAttempts);
      expect((await d.verify(id, code)).statusCode).toBe(429);
      const { rows } = await t.db.query<{ attempts: number }>('SELECT attempts FROM email_verifications WHERE id = $1', [id]);
      expect(Number(rows[0]?.attempts)).toBe(AUTH_POLICY.verificationMaxAttempts);
    });

    it('answers 410 (003001) once the code is 10 minutes old', async () => {
      const { id, code } = await d.requestCode(newEmail());
      clock.advance(AUTH_POLICY.verificationCodeSeconds * 1000 - 1000);
      const { id: id2, code: code2 } = await d.requestCode(newEmail());
      clock.advance(1000);
      const expired = await d.verify(id, code);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: ERROR_CODES.verificationExpired });
      expect((await d.verify(id2, code2)).statusCode).toBe(201);
    });

    it('invalidates the previous code when a new one is requested (410 for the old one)', async () => {
      const email = newEmail();
      const first = await d.requestCode(email);
      clock.advance(30_000);
      const second = await d.requestCode(email);
      expect(second.id).not.toBe(first.id);
      const old = await d.verify(first.id, first.code);
      expect(old.statusCode).toBe(410);
      expect((await d.verify(second.id, second.code)).statusCode).toBe(201);
    });

    it('binds the code to its verification: another verification\'s code does not fit', async () => {
      const a = await d.requestCode(newEmail());
      const b = await d.requestCode(newEmail());
      const res = await d.verify(a.id, b.code === a.code ? wrong(a.code) : b.code);
      expect(res.statusCode).toBe(400);
    });

    it('answers 404 for an unknown or malformed verification id', async () => {
      for (const id of ['6f1c0d5e-8f3a-4c1b-9d2e-7a6b5c4d3e2f', 'not-a-uuid', '1']) {
        const res = await d.verify(id, '123456');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: ERROR_CODES.notFound });
      }
    });

    it('validates the code length (over 50 characters: string_too_long)', async () => {
      const { id } = await d.requestCode(newEmail());
      const res = await d.verify(id, '1'.repeat(51));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', details: [{ field: 'verificationCode', code: 'string_too_long' }] });
    });
  });

  describe('verifying a password-reset (change) code: the spec\'s body codes', () => {
    let email: string;
    beforeAll(async () => {
      email = (await d.signUp()).email;
    });
    const fresh = async () => {
      clock.advance(30_000);
      return d.requestCode(email, 'change');
    };

    it('sends the reset mail and verifies the right code; reuse is 404', async () => {
      const { id, code, mail } = await fresh();
      expect(mail.subject).toBe('[표 크롤러] 비밀번호 재설정 인증 코드');
      expect((await d.verify(id, code)).statusCode).toBe(201);
      const again = await d.verify(id, code);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ code: ERROR_CODES.codeUsed });
    });

    it('answers 400 004003 for a wrong code and 429 004002 after 5 wrong ones', async () => {
      const { id, code } = await fresh();
      for (let i = 0; i < AUTH_POLICY.verificationMaxAttempts; i++) {
        const res = await d.verify(id, wrong(code));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: ERROR_CODES.resetInvalidCode });
      }
      const res = await d.verify(id, code);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.resetTooManyAttempts });
    });

    it('answers 410 004001 for an expired code', async () => {
      const { id, code } = await fresh();
      clock.advance(AUTH_POLICY.verificationCodeSeconds * 1000);
      const res = await d.verify(id, code);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: ERROR_CODES.resetCodeExpired });
    });

    it('sends the code to the address stored for the account, not to the spelling asked for', async () => {
      const user = await d.signUp({ email: `Kilo.${Date.now()}@Example.com` });
      clock.advance(30_000);
      const since = smtp.messages.length;
      const res = await d.call('requestEmailVerification', { body: { type: 'change', email: user.email.toUpperCase() }, ip: '203.0.113.40' });
      expect(res.statusCode).toBe(201);
      const mail = await smtp.waitFor(user.email, { since });
      // nodemailer lower-cases the domain; the local part is the account's own spelling, not the request's.
      const local = user.email.split('@')[0];
      expect(mail.to.map((a) => a.split('@')[0])).toEqual([local]);
      expect(mail.headers.get('to')?.split('@')[0]).toBe(local);
    });

    it('pauses the reset flow of an account for 24 hours after too many wrong codes in a day, and tells the owner', async () => {
      const owner = await d.signUp();
      const cap = RATE_RULES.resetFailuresPerAccount.max;
      let failures = 0;
      let since = smtp.messages.length;
      while (failures < cap) {
        clock.advance(30_000);
        const { id, code } = await d.requestCode(owner.email, 'change');
        since = smtp.messages.length;
        for (let i = 0; i < AUTH_POLICY.verificationMaxAttempts && failures < cap; i++, failures++) {
          expect((await d.verify(id, wrong(code))).json()).toMatchObject({ code: ERROR_CODES.resetInvalidCode });
        }
      }
      const notice = await smtp.waitFor(owner.email, { since });
      expect(notice.subject).toBe('[표 크롤러] 비밀번호 재설정이 일시 중지되었습니다');
      expect(notice.text).toContain('24시간');
      // Paused: no new code, and not even the right code of an open verification is compared.
      clock.advance(30_000);
      const request = await d.call('requestEmailVerification', { body: { type: 'change', email: owner.email }, ip: '203.0.113.50' });
      expect(request.statusCode).toBe(429);
      expect(Number(request.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      // Sign-in is not affected.
      expect((await d.signIn(owner.email, owner.password, owner.fingerprint)).statusCode).toBe(201);
      clock.advance(24 * 3600 * 1000);
      const { id, code } = await d.requestCode(owner.email, 'change');
      expect((await d.verify(id, code)).statusCode).toBe(201);
    });

    it('while paused, verify answers 429 004002 even for the right code', async () => {
      const owner = await d.signUp();
      clock.advance(30_000);
      const open = await d.requestCode(owner.email, 'change');
      const cap = RATE_RULES.resetFailuresPerAccount.max;
      let failures = 0;
      while (failures < cap) {
        clock.advance(30_000);
        const { id, code } = await d.requestCode(owner.email, 'change', { ip: `203.0.114.${failures + 1}` });
        for (let i = 0; i < AUTH_POLICY.verificationMaxAttempts && failures < cap; i++, failures++) await d.verify(id, wrong(code));
      }
      const paused = await d.verify(open.id, open.code);
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toMatchObject({ code: ERROR_CODES.resetTooManyAttempts });
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('mails the code to a disabled account too (it may reset; sign-in stays refused)', async () => {
      const disabled = await d.signUp();
      await t.db.query("UPDATE users SET status = 'disabled' WHERE email = $1", [disabled.email]);
      clock.advance(30_000);
      const { code, mail } = await d.requestCode(disabled.email, 'change');
      expect(codeOf(mail)).toBe(code);
    });
  });
});
