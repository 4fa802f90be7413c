import fs from 'node:fs';
import path from 'node:path';

// A minimal reader of the API's outbox (`$DATA_DIR/mail/*.eml`, written by nodemailer when SMTP_URL is unset):
// enough MIME to find the recipient and the text/plain body of a verification mail.

function decode(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function split(part: string): { header: (name: string) => string; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = (end < 0 ? part : part.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const body = end < 0 ? '' : part.slice(end).replace(/^\r?\n\r?\n/, '');
  const header = (name: string): string => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { header, body };
}

/** The decoded text/plain body of one message (alone or inside a multipart message), and its To header. */
export function readMessage(file: string): { to: string; text: string } {
  const message = split(fs.readFileSync(file, 'utf8'));
  const boundary = /boundary="?([^";]+)"?/i.exec(message.header('content-type'))?.[1];
  const parts = boundary ? message.body.split(`--${boundary}`).map((raw) => split(raw.replace(/^\r?\n/, ''))) : [message];
  // A message without Content-Type is text/plain; inside a multipart body only a part that says so is.
  const typeOf = (part: (typeof parts)[number]): string => (part.header('content-type') || (boundary ? '' : 'text/plain')).toLowerCase();
  const plain = parts.find((part) => typeOf(part).startsWith('text/plain'));
  return { to: message.header('to'), text: plain ? decode(plain.body, plain.header('content-transfer-encoding') || '7bit') : '' };
}

/** Waits until the outbox holds a mail to `to` with a 6-digit code and returns the code of the newest such mail. */
export async function waitForVerificationCode(dataDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort().reverse() : [];
    for (const name of files) {
      const message = readMessage(path.join(dir, name));
      const code = message.to.includes(to) ? /(?:^|\D)(\d{6})(?:\D|$)/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail to ${to} in ${dir} within ${timeoutMs} ms`);
}
