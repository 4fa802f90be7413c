// Reads the mail the API sends, as nodemailer writes it (RFC 2045/2047): headers, nested multipart bodies, base64
// and quoted-printable parts, encoded-word headers. For the messages the integration tests' SMTP server receives
// and for the outbox the server writes (`$DATA_DIR/mail/*.eml`) when SMTP_URL is unset.
const fs = require('node:fs');
const path = require('node:path');

function splitHeaderBody(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) } : { head: raw, body: '' };
}

function parseHeaders(head) {
  const headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(text) {
  const bytes = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const c = unfolded[i];
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

function decodeBody(body, encoding) {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
}

function decodeEncodedWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset, kind, data) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function collectParts(headers, body, out) {
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

function readMessage(raw) {
  const { head, body } = splitHeaderBody(raw);
  const headers = parseHeaders(head);
  const out = { text: '', html: '' };
  collectParts(headers, body, out);
  return { headers, subject: decodeEncodedWords(headers.get('subject') ?? ''), text: out.text, html: out.html };
}

function listMessages(dataDir) {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(dir, name));
}

async function waitForVerificationCode(dataDir, to, { seen = new Set(), timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of listMessages(dataDir)) {
      if (seen.has(file)) continue;
      const message = readMessage(fs.readFileSync(file, 'utf8'));
      if (!decodeEncodedWords(message.headers.get('to') ?? '').includes(to)) continue;
      const code = /(?:^|\D)(\d{6})(?:\D|$)/.exec(message.text)?.[1];
      if (code) return { code, message };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail to ${to} in ${path.join(dataDir, 'mail')} within ${timeoutMs} ms`);
}

module.exports = { readMessage, listMessages, waitForVerificationCode };
