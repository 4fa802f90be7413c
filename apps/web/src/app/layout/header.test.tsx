import { ENDPOINTS } from '@tablecrawler/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, storeTokens } from '../../testing/render-app';
import { sendError, sendJson, startTestApiServer, type TestApiServer } from '../../testing/test-api-server';

const VALIDATE = ENDPOINTS.validate.path;
const REFRESH = ENDPOINTS.refreshToken.path;

let server: TestApiServer;
let releaseValidate: () => void = () => undefined;
let validateAnswer: 'ok' | 'unauthorized' | 'hold' = 'ok';

beforeEach(async () => {
  localStorage.clear();
  validateAnswer = 'ok';
  server = await startTestApiServer(async (req, res) => {
    if (req.path === VALIDATE) {
      if (validateAnswer === 'hold') await new Promise<void>((resolve) => (releaseValidate = resolve));
      if (validateAnswer === 'unauthorized' || req.headers.authorization !== 'Bearer access-1') sendError(res, 401, 'unauthorized', 'Unauthorized');
      else sendJson(res, 200, { userId: 'u1' });
    } else if (req.path === REFRESH) {
      sendError(res, 401, 'unauthorized', 'Refresh token rejected');
    } else sendError(res, 404, 'route_not_found', 'no');
  });
});
afterEach(async () => {
  releaseValidate();
  await server.close();
});

const banner = () => screen.getByRole('banner');
const mainNav = () => within(banner()).getByRole('navigation', { name: 'Main menu' });

describe('Header', () => {
  it('shows the logo, service intro, pricing and the external Chrome Extension link from config', async () => {
    await renderApp({ apiUrl: server.url, env: { VITE_CHROME_EXTENSION_URL: 'https://chromewebstore.google.com/detail/tablecrawler/abc' } });
    expect(within(banner()).getByRole('link', { name: 'TableCrawler home' })).toHaveAttribute('href', '/');
    expect(within(mainNav()).getByRole('link', { name: 'Service intro' })).toHaveAttribute('href', '/#features');
    expect(within(mainNav()).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    const extension = within(mainNav()).getByRole('link', { name: 'Chrome Extension' });
    expect(extension).toHaveAttribute('href', 'https://chromewebstore.google.com/detail/tablecrawler/abc');
    expect(extension).toHaveAttribute('target', '_blank');
    expect(extension).toHaveAttribute('rel', 'noopener noreferrer');
    await screen.findByRole('link', { name: 'Sign in' });
  });

  it('disables the account icon while the sign-in state is unknown, then links to /user when signed in', async () => {
    storeTokens();
    validateAnswer = 'hold';
    await renderApp({ apiUrl: server.url });
    expect(within(mainNav()).getByRole('button', { name: 'Checking sign-in status' })).toBeDisabled();
    await waitFor(() => expect(server.callsTo(VALIDATE)).toHaveLength(1));
    validateAnswer = 'ok';
    releaseValidate();
    expect(await within(mainNav()).findByRole('link', { name: 'My info' })).toHaveAttribute('href', '/user');
    expect(within(mainNav()).queryByRole('button', { name: 'Checking sign-in status' })).not.toBeInTheDocument();
  });

  it('links the account icon to /signin without calling the server when no tokens are stored', async () => {
    await renderApp({ apiUrl: server.url });
    expect(await within(mainNav()).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(server.callsTo(VALIDATE)).toHaveLength(0);
  });

  it('treats a rejected session as signed out (after the failed refresh clears storage)', async () => {
    storeTokens('stale', 'refresh-1');
    localStorage.setItem('other', 'kept until sign-out');
    await renderApp({ apiUrl: server.url });
    expect(await within(mainNav()).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(server.callsTo(VALIDATE)).toHaveLength(1);
    expect(server.callsTo(REFRESH)).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });

  it('waits for the client key (rsaKeyReady) before checking the session', async () => {
    storeTokens();
    const events: string[] = [];
    const onReady = () => events.push(`rsaKeyReady@${server.callsTo(VALIDATE).length}`);
    window.addEventListener('rsaKeyReady', onReady);
    try {
      await renderApp({ apiUrl: server.url });
      await within(mainNav()).findByRole('link', { name: 'My info' });
      expect(events).toEqual(['rsaKeyReady@0']);
    } finally {
      window.removeEventListener('rsaKeyReady', onReady);
    }
  });

  it('speaks Korean', async () => {
    await renderApp({ apiUrl: server.url, lng: 'ko' });
    const nav = within(banner()).getByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: '서비스 소개' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '요금제' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Chrome 확장 프로그램' })).toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: '로그인' })).toHaveAttribute('href', '/signin');
  });
});
