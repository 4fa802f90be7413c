import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, storeTokens } from '../../testing/render-app';
import { startSessionTestServer, type SessionTestServer, type TestApiServer } from '../../testing/test-api-server';

let session: SessionTestServer;
let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  session = await startSessionTestServer();
  server = session.server;
});
afterEach(async () => {
  session.release();
  await server.close();
});

// The toggle is display:none above 768 px; jsdom applies the stylesheet but no media queries, so to Testing
// Library it is hidden and nameless. Found by its aria-controls here; the browser test uses it at 375 px by role.
function menuButton(name: string): HTMLButtonElement {
  const toggle = screen.getByRole('banner').querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
  if (!toggle) throw new Error('no menu toggle');
  expect(toggle).toHaveAttribute('aria-label', name);
  return toggle;
}

describe('hamburger menu', () => {
  it('opens a menu with the header items and the account entry labelled "Sign in" when signed out', async () => {
    await renderApp({ apiUrl: server.url });
    await screen.findByRole('link', { name: 'Sign in' });
    const toggle = menuButton('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await userEvent.click(toggle);
    expect(menuButton('Close menu')).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menu).toHaveAttribute('id', 'mobile-menu');
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Service intro', '/#features'],
      ['Pricing', '/pricing'],
      ['Chrome Extension', 'https://chromewebstore.google.com/search/TableCrawler'],
      ['Sign in', '/signin'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Service intro' })).toHaveFocus();
  });

  it('labels the account entry "My info" when signed in and navigates and closes on choice', async () => {
    storeTokens();
    const { location } = await renderApp({ apiUrl: server.url });
    await screen.findByRole('link', { name: 'My info' });
    await userEvent.click(menuButton('Open menu'));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'My info' }));
    await waitFor(() => expect(location().pathname).toBe('/user'));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton('Open menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    await renderApp({ apiUrl: server.url });
    await userEvent.click(menuButton('Open menu'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton('Open menu')).toHaveFocus();
  });

  it('keeps the account entry disabled while the sign-in state is unknown', async () => {
    storeTokens();
    session.hold();
    await renderApp({ apiUrl: server.url });
    await userEvent.click(menuButton('Open menu'));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('link', { name: 'Sign in' })).not.toHaveAttribute('href');
    session.release();
    expect(await within(menu).findByRole('link', { name: 'My info' })).toHaveAttribute('href', '/user');
  });
});
