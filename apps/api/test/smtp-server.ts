import { SMTPServer } from 'smtp-server';
import { readMessage, type MailMessage } from '../../../tools/testing/mail.cjs';

/** One message as the test SMTP server received it, with the parts a test reads decoded. */
export interface ReceivedMail extends MailMessage {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The next message to `to` arriving after `since` (default: messages already received are skipped). */
  waitFor(to: string, options?: { timeoutMs?: number; since?: number }): Promise<ReceivedMail>;
  /** Makes the next `count` deliveries fail with a 451 (mail-failure paths). */
  failNext(count?: number): void;
  close(): Promise<void>;
}

/** A real SMTP server in this process (smtp-server), loopback only, no TLS, no authentication. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          callback(Object.assign(new Error('Temporary failure (test)'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...readMessage(raw) });
        for (const wake of waiters) wake();
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor(to, options = {}) {
      const since = options.since ?? messages.length;
      const find = () => messages.slice(since).find((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const hit = find();
          if (!hit) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no mail to ${to} within ${options.timeoutMs ?? 5000} ms`));
        }, options.timeoutMs ?? 5000);
        waiters.add(wake);
      });
    },
    failNext(count = 1) {
      failures += count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a verification message's text part. */
export function codeOf(mail: ReceivedMail): string {
  const match = /(?:인증 코드|Verification code): (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in message: ${mail.text}`);
  return match[1];
}
