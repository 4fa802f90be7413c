import { ENDPOINTS } from '@tablecrawler/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, storeTokens } from '../../testing/render-app';
import { startSessionTestServer, type SessionTestServer, type TestApiServer } from '../../testing/test-api-server';

const VALIDATE = ENDPOINTS.validate.path;

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

const inquiryLink = () => within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Inquiry' });

async function openDialog() {
  const app = await renderApp({ apiUrl: server.url, path: '/refund-policy' });
  await screen.findByRole('link', { name: 'Sign in' });
  await userEvent.click(inquiryLink());
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign-in required' });
  return { ...app, dialog };
}

describe('footer inquiry link', () => {
  it('asks to sign in when the check fails; confirming goes to /signin', async () => {
    const { dialog, location } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Inquiries are available only after signing in. Would you like to sign in?');
    expect(server.callsTo(VALIDATE)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancelling goes to /', async () => {
    const { dialog, location } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes to /inquiry when the session is valid', async () => {
    storeTokens();
    const { location } = await renderApp({ apiUrl: server.url });
    await screen.findByRole('link', { name: 'My info' });
    await userEvent.click(inquiryLink());
    await waitFor(() => expect(location().pathname).toBe('/inquiry'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inquiry' })).toBeInTheDocument();
    expect(server.callsTo(VALIDATE)).toHaveLength(2);
  });

  it('ignores clicks while locked and accepts them again once the lock ends', async () => {
    storeTokens();
    const { location } = await renderApp({ apiUrl: server.url, path: '/refund-policy' });
    await screen.findByRole('link', { name: 'My info' });
    const before = server.callsTo(VALIDATE).length;
    session.hold();
    await userEvent.click(inquiryLink());
    expect(inquiryLink()).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(server.callsTo(VALIDATE).length - before).toBe(1));
    await userEvent.click(inquiryLink());
    await userEvent.click(inquiryLink());
    session.release();
    await waitFor(() => expect(location().pathname).toBe('/inquiry'));
    expect(server.callsTo(VALIDATE).length - before).toBe(1);
    await waitFor(() => expect(inquiryLink()).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
    await userEvent.click(inquiryLink());
    await waitFor(() => expect(server.callsTo(VALIDATE).length - before).toBe(2));
  });
});
