import { decryptFields, encryptFields, generateAesKeyHex, importPrivateKey, importPublicKey, unwrapAesKey, wrapAesKey } from '@tablecrawler/crypto';
import type { ServerResponse } from 'node:http';
import { sendJson, testServerPrivateKeyPem, type ReceivedRequest } from './test-api-server';

function header(req: ReceivedRequest, name: string): string {
  const value = req.headers[name];
  if (typeof value !== 'string' || value === '') throw new Error(`the request has no ${name} header`);
  return value;
}

/** The JSON body of a request with its encrypted fields opened the way apps/api opens them (X-AES-KEY under the test server key). */
export async function openRequestBody<T>(req: ReceivedRequest, paths: readonly string[]): Promise<T> {
  const aesKeyHex = await unwrapAesKey(header(req, 'x-aes-key'), await importPrivateKey(testServerPrivateKeyPem()));
  return decryptFields(JSON.parse(req.body) as T, paths, aesKeyHex);
}

/** Answers 200 with `body`, its `paths` encrypted for the client key the request sent in X-RSA-PUBLIC-KEY. */
export async function sendSealedJson(req: ReceivedRequest, res: ServerResponse, body: unknown, paths: readonly string[]): Promise<void> {
  const clientKey = await importPublicKey(header(req, 'x-rsa-public-key'));
  const aesKeyHex = generateAesKeyHex();
  const sealed = await encryptFields(body, paths, aesKeyHex);
  res.setHeader('x-aes-key', await wrapAesKey(aesKeyHex, clientKey));
  sendJson(res, 200, sealed);
}
