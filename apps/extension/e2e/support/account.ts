import { createApiClient, memoryTokenStore, type ApiClient } from '@tablecrawler/api-client';
import type { TokenPairResponse } from '@tablecrawler/contract';
import { exportPublicKeyBase64, generateRsaKeyPair, importPublicKey, type ClientKeys } from '@tablecrawler/crypto';
import { waitForVerificationCode } from '../../../../tools/testing/mail.cjs';

export interface NodeClientOptions {
  apiUrl: string;
  serverPublicKeyBase64: string;
  /** The device fingerprint this client presents (here: the extension service worker's). */
  fingerprint: string;
  /** The token pair the client starts with (default none). */
  tokens?: TokenPairResponse;
}

/** The real api-client in Node (axios http adapter, Node WebCrypto): fields encrypted and decrypted as in a browser. */
export function nodeApiClient(options: NodeClientOptions): ApiClient {
  let clientKeys: Promise<ClientKeys> | undefined;
  let serverKey: Promise<CryptoKey> | undefined;
  return createApiClient(
    { baseURL: options.apiUrl },
    {
      tokenStore: memoryTokenStore(options.tokens ?? null),
      readCookie: () => undefined,
      languages: () => ['en'],
      fingerprint: async () => options.fingerprint,
      serverPublicKey: () => (serverKey ??= importPublicKey(options.serverPublicKeyBase64)),
      clientKeys: () =>
        (clientKeys ??= generateRsaKeyPair().then(async (keyPair) => ({ keyPair, publicKeyBase64: await exportPublicKeyBase64(keyPair.publicKey) }))),
    },
  );
}

/** Signs a new account up the way the site does: join code by e-mail (read from the server's outbox), verify, sign up. */
export async function signUpWithMailCode(
  client: ApiClient,
  input: { dataDir: string; email: string; password: string; fingerprint: string },
): Promise<TokenPairResponse> {
  const { id } = await client.requestEmailVerification({ type: 'join', email: input.email });
  const { code: verificationCode } = await waitForVerificationCode(input.dataDir, input.email);
  await client.verifyEmail(id, { verificationCode });
  return client.signUp({
    password: input.password,
    profile: { username: 'extension e2e', gender: 'no-say' },
    funnel: { channel: 'search' },
    emailVerificationId: id,
    deviceFingerprint: input.fingerprint,
  });
}
