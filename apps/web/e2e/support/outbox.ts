import fs from 'node:fs';
import path from 'node:path';

/** One message the server's default outbox wrote (`$DATA_DIR/mail/*.eml`). */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain body. */
  text: string;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const soft = body.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < soft.length; i += 1) {
        const hex = soft.slice(i + 1, i + 3);
        if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16));
          i += 2;
        } else {
          bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
        }
      }
      return Buffer.from(bytes).toString('utf8');
    }
    default:
      return body;
  }
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = end < 0 ? part : part.slice(0, end);
  const body = end < 0 ? '' : part.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) in a header value. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** Parses an .eml as nodemailer writes it: a text/plain part, alone or inside multipart/alternative. */
export function parseMessage(file: string): OutboxMessage {
  const { headers, body } = splitHeaders(fs.readFileSync(file, 'utf8'));
  const type = headers.get('content-type') ?? 'text/plain';
  let text = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const raw of body.split(`--${boundary}`)) {
      const part = splitHeaders(raw.replace(/^\r?\n/, ''));
      if ((part.headers.get('content-type') ?? '').toLowerCase().startsWith('text/plain')) {
        text = decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
        break;
      }
    }
  } else {
    text = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit');
  }
  return { file, to: decodeHeader(headers.get('to') ?? ''), subject: decodeHeader(headers.get('subject') ?? ''), text };
}

export function listMessages(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Waits for a message to `to` that is not among `seen` and returns the 6-digit verification code in its text. */
export async function waitForVerificationCode(dataDir: string, to: string, seen: ReadonlySet<string>, timeoutMs = 15_000): Promise<{ code: string; message: OutboxMessage }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of listMessages(dataDir)) {
      if (seen.has(file)) continue;
      const message = parseMessage(file);
      if (!message.to.includes(to)) continue;
      const code = /(?:^|\D)(\d{6})(?:\D|$)/.exec(message.text)?.[1];
      if (code) return { code, message };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail to ${to} in ${path.join(dataDir, 'mail')} within ${timeoutMs} ms`);
}
