import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailLog, Mailer } from './mailer';

/**
 * The default transport without SMTP_URL: each message is rendered by nodemailer as a complete RFC 5322
 * message and written to `<dir>/<time>-<random>.eml` (mode 0600); the message's `localLogLine` (the code)
 * is logged at info so that a local user can finish a sign-up from the console.
 */
export function outboxMailer(dir: string, from: string, log: MailLog): Mailer {
  const render = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await render.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.promises.writeFile(file, info.message, { mode: 0o600 });
      log.info({ file }, message.localLogLine ?? 'mail written to the outbox');
    },
    async close() {
      render.close();
    },
  };
}
