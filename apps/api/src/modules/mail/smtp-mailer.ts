import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/** nodemailer over SMTP (`smtp://user:pass@host:port`, `smtps://…`); bounded timeouts so a dead server fails the request. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }, { from });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}
