// Signs a user up and uploads history files through the real API over HTTP, the way the site and the extension
// call it (declared fields encrypted for the server key, e-mail verified through the outbox): for browser tests
// and benchmarks that need a signed-in user with files. Works against `startApiProcess` (SMTP_URL unset, so the
// code is read from `$DATA_DIR/mail`).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { waitForVerificationCode } = require('./mail.cjs');
const { findServerKey } = require('./server-key.cjs');

const PASSWORD = 'Passw0rd!';
let counter = 0;

/** The server's public key: `serverPrivateKeyPem`, else `$DATA_DIR/keys/server-private.pem` of the API, else findServerKey(). */
function serverPublicKey(api, serverPrivateKeyPem) {
  const file = path.join(api.dataDir, 'keys', 'server-private.pem');
  const pem = serverPrivateKeyPem ?? (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : findServerKey()?.privatePem);
  if (!pem) throw new Error('api-user: no server key found (pass serverPrivateKeyPem)');
  return crypto.createPublicKey(pem);
}

/** The field-encryption scheme of spec section 7 (same wire format as libs/crypto sealRequest). */
function seal(payload, paths, publicKey) {
  const aesKeyHex = crypto.randomBytes(32).toString('hex');
  const key = Buffer.from(aesKeyHex, 'hex');
  const body = structuredClone(payload);
  for (const dotted of paths) {
    const segments = dotted.split('.');
    let node = body;
    for (const s of segments.slice(0, -1)) node = node[s];
    const last = segments[segments.length - 1];
    const value = node[last];
    const iv = crypto.randomBytes(16);
    const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    node[last] = iv.toString('hex') + Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('hex');
  }
  const wrapped = crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(aesKeyHex, 'utf8'));
  return { body, headers: { 'content-type': 'application/json', 'x-aes-key': wrapped.toString('base64') } };
}

async function postJson(url, body, headers) {
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(body), headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status} ${text}`);
  return JSON.parse(text);
}

async function signUpViaApi(api, options = {}) {
  const publicKey = serverPublicKey(api, options.serverPrivateKeyPem);
  const email = options.email ?? `history.${process.pid}.${Date.now().toString(36)}.${++counter}@example.com`;
  const password = options.password ?? PASSWORD;
  const request = seal({ type: 'join', email }, ['email'], publicKey);
  const { id } = await postJson(`${api.url}/users/v1/auth/request-email-verification`, request.body, request.headers);
  const { code } = await waitForVerificationCode(api.dataDir, email);
  await postJson(`${api.url}/users/v1/auth/${encodeURIComponent(id)}/verify-email`, { verificationCode: code }, { 'content-type': 'application/json' });
  const deviceFingerprint = crypto.randomBytes(32).toString('hex');
  const signUp = seal(
    {
      password,
      profile: { username: options.nickname ?? 'history tester', gender: 'no-say' },
      funnel: { channel: 'search' },
      agreements: { marketingOptIn: false },
      emailVerificationId: id,
      deviceFingerprint,
    },
    ['password', 'profile.gender'],
    publicKey,
  );
  const tokens = await postJson(`${api.url}/users/v1/auth/signup`, signUp.body, signUp.headers);
  return { email, password, deviceFingerprint, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

const CONTENT_TYPES = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', json: 'application/json' };

async function uploadHistoryFile(api, accessToken, file) {
  const format = file.format ?? 'csv';
  const form = new FormData();
  form.append('host', file.host ?? 'example.com');
  form.append('sourceUrl', file.sourceUrl ?? `https://${file.host ?? 'example.com'}/table`);
  form.append('format', format);
  form.append('rowCount', String(file.rowCount ?? 1));
  form.append('pageCount', String(file.pageCount ?? 1));
  form.append('file', new Blob([file.content], { type: CONTENT_TYPES[format] }), file.fileName ?? `table.${format}`);
  const headers = { authorization: `Bearer ${accessToken}` };
  if (file.idempotencyKey) headers['idempotency-key'] = file.idempotencyKey;
  const response = await fetch(`${api.url}/products/v1/service/files`, { method: 'POST', body: form, headers });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload answered ${response.status} ${text}`);
  return JSON.parse(text).data;
}

module.exports = { PASSWORD, signUpViaApi, uploadHistoryFile };
