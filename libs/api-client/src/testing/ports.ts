import { exportPublicKeyBase64, generateRsaKeyPair } from '@tablecrawler/crypto';
import type { ApiClientPorts } from '../create-api-client';
import { memoryTokenStore } from '../token-store';

export const TEST_FINGERPRINT = 'f0'.repeat(32);

export interface TestKeys {
  server: CryptoKeyPair;
  client: { keyPair: CryptoKeyPair; publicKeyBase64: string };
}

/** Real RSA key pairs for both ends of a test (the server's private key decrypts what the client sealed). */
export async function createTestKeys(): Promise<TestKeys> {
  const [server, clientPair] = await Promise.all([generateRsaKeyPair(), generateRsaKeyPair()]);
  return { server, client: { keyPair: clientPair, publicKeyBase64: await exportPublicKeyBase64(clientPair.publicKey) } };
}

export interface RecordingPorts extends ApiClientPorts {
  signedOut: number;
  storageCleared: number;
}

/** Ports over a memory token store (and `keys`, when given) that count clearStorage / onSignedOut calls; `overrides` replace any port. */
export function recordingPorts(keys: TestKeys | undefined, overrides: Partial<ApiClientPorts> = {}): RecordingPorts {
  const ports: RecordingPorts = {
    signedOut: 0,
    storageCleared: 0,
    tokenStore: memoryTokenStore(),
    languages: () => [],
    readCookie: () => undefined,
    fingerprint: async () => TEST_FINGERPRINT,
    serverPublicKey: async () => (keys ? keys.server.publicKey : Promise.reject(new Error('this test has no keys'))),
    clientKeys: async () => (keys ? keys.client : Promise.reject(new Error('this test has no keys'))),
    clearStorage: () => {
      ports.storageCleared += 1;
    },
    onSignedOut: () => {
      ports.signedOut += 1;
    },
    ...overrides,
  };
  return ports;
}
