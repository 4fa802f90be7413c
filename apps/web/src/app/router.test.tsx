import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { sendError, sendText, startTestApiServer, type TestApiServer } from '../testing/test-api-server';

let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer((req, res) => {
    if (req.path === '/markdown/terms.md') sendText(res, 200, '# Terms of service');
    else if (req.path === '/markdown/privacy.md') sendText(res, 200, '# Privacy policy');
    else sendError(res, 401, 'unauthorized', 'Unauthorized');
  });
});
afterEach(() => server.close());

// Signed-out visitor: pages that need sign-in show the prompt, or send to /signin (/user/history).
const CASES: [path: string, heading: string | RegExp][] = [
  ['/', /^Web tables to files,\s+exactly the way you want them$/],
  ['/signin', 'Sign in'],
  ['/signup', 'Sign up'],
  ['/reset-password', 'Reset password'],
  ['/pricing', 'Pricing'],
  ['/payment-result', 'Payment result'],
  ['/refund-policy', 'Refund policy'],
  ['/user', 'Login required.'],
  ['/user/history?page=1', 'Sign in'],
  ['/inquiry', 'Sign-in required'],
  ['/inquiry-complete', 'Your inquiry has been received'],
  ['/terms', 'Terms of service'],
  ['/privacy', 'Privacy policy'],
  ['/some/unknown/page', 'Page not found'],
];

describe('routes of spec section 2', () => {
  it.each(CASES)('%s renders "%s" inside the layout', async (path, heading) => {
    await renderApp({ apiUrl: server.url, path });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
