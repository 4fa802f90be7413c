import { ENDPOINTS } from '@tablecrawler/contract';
import { startClientKeys } from '@tablecrawler/crypto';
import { createConfig } from '../app/config';
import { sendError, sendJson, startTestApiServer, testServerPublicKey, type TestApiServer } from '../testing/test-api-server';
import { createServices } from './create-services';

let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer((req, res) => {
    if (req.path === ENDPOINTS.validate.path && req.headers.authorization === 'Bearer good') sendJson(res, 200, { userId: 'u1' });
    else sendError(res, 401, 'unauthorized', 'Unauthorized');
  });
});
afterEach(() => server.close());

function build(language = 'en') {
  return createServices(createConfig({ VITE_API_BASE_URL: server.url }, testServerPublicKey()), {
    currentLanguage: () => language,
    keyStore: null,
    fingerprint: async () => 'f'.repeat(64),
  });
}

describe('createServices', () => {
  it('starts the client key manager at once and fires rsaKeyReady on window', async () => {
    const fired = new Promise<void>((resolve) => window.addEventListener('rsaKeyReady', () => resolve(), { once: true }));
    const services = build();
    await fired;
    await expect(services.keysReady()).resolves.toMatchObject({ publicKeyBase64: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) });
  });

  it('reuses a client key manager started earlier (the early entry) instead of starting a second one', async () => {
    const early = startClientKeys({ store: null, target: null, logger: { error: jest.fn() } });
    const earlyKeys = await early.ready();
    const generateKey = jest.spyOn(crypto.subtle, 'generateKey');
    try {
      const services = createServices(createConfig({ VITE_API_BASE_URL: server.url }, testServerPublicKey()), {
        currentLanguage: () => 'en',
        keys: early,
        fingerprint: async () => 'f'.repeat(64),
      });
      await expect(services.keysReady()).resolves.toBe(earlyKeys);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(generateKey).not.toHaveBeenCalled();
    } finally {
      generateKey.mockRestore();
    }
  });

  it('reads tokens from localStorage and sends the UI language first', async () => {
    localStorage.setItem('accessToken', 'good');
    localStorage.setItem('refreshToken', 'r');
    const services = build('ko');
    await expect(services.api.validate()).resolves.toEqual({ userId: 'u1' });
    const request = server.callsTo(ENDPOINTS.validate.path)[0];
    expect(request?.headers.authorization).toBe('Bearer good');
    expect(request?.headers['accept-language']).toMatch(/^ko\b/);
  });

  it('marks the session signed out and clears local storage when the session cannot be refreshed', async () => {
    localStorage.setItem('accessToken', 'stale');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('profile', 'cached');
    const services = build();
    await expect(services.api.validate()).rejects.toMatchObject({ status: 401 });
    expect(services.session.getStatus()).toBe('signedOut');
    expect(localStorage.length).toBe(0);
  });
});
