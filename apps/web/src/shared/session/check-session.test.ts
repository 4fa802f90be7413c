import { ENDPOINTS } from '@tablecrawler/contract';
import { createI18n } from '@tablecrawler/i18n';
import { createConfig } from '../../app/config';
import { createTestServices, storeTokens } from '../../testing/render-app';
import { startSessionTestServer, testServerPublicKey, type TestApiServer } from '../../testing/test-api-server';
import { checkSession } from './check-session';

const VALIDATE = ENDPOINTS.validate.path;

let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  ({ server } = await startSessionTestServer());
});
afterEach(() => server.close());

function services() {
  return createTestServices(createConfig({ VITE_API_BASE_URL: server.url }, testServerPublicKey()), createI18n({ lng: 'en' }));
}

describe('checkSession', () => {
  it('is signed out without a call when no tokens are stored', async () => {
    expect(await checkSession(services())).toBe('signedOut');
    expect(server.callsTo(VALIDATE)).toHaveLength(0);
  });

  it('is signed in when validate accepts the stored access token', async () => {
    storeTokens();
    expect(await checkSession(services())).toBe('signedIn');
    expect(server.callsTo(VALIDATE)).toHaveLength(1);
  });

  it('is signed out when validate fails, whatever the reason', async () => {
    storeTokens('wrong');
    expect(await checkSession(services())).toBe('signedOut');
  });

  it('waits for the client key before asking the server', async () => {
    storeTokens();
    let release: () => void = () => undefined;
    const keyGate = new Promise<void>((resolve) => (release = resolve));
    const pending = checkSession({ ...services(), keysReady: () => keyGate });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo(VALIDATE)).toHaveLength(0);
    release();
    expect(await pending).toBe('signedIn');
  });

  it('still checks when the key could not be made (the failure is logged by libs/crypto)', async () => {
    storeTokens();
    expect(await checkSession({ ...services(), keysReady: () => Promise.reject(new Error('no WebCrypto')) })).toBe('signedIn');
  });
});
