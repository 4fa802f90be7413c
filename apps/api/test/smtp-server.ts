import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it, with the parts a test reads decoded. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
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

// A small MIME reader (RFC 2045/2047) for what nodemailer produces: headers, multipart/alternative,
// base64 and quoted-printable bodies, encoded-word subjects.

function splitHeaderBody(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) } : { head: raw, body: '' };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const c = unfolded[i] ?? '';
    const hex = unfolded.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function collectParts(headers: Map<string, string>, body: string, out: { text: string; html: string }): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const { head, body: partBody } = splitHeaderBody(part.replace(/^\r?\n/, ''));
      collectParts(parseHeaders(head), partBody, out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

export function readMessage(raw: string): { headers: Map<string, string>; subject: string; text: string; html: string } {
  const { head, body } = splitHeaderBody(raw);
  const headers = parseHeaders(head);
  const out = { text: '', html: '' };
  collectParts(headers, body, out);
  return { headers, subject: decodeEncodedWords(headers.get('subject') ?? ''), text: out.text, html: out.html };
}
