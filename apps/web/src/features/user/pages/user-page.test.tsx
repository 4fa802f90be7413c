import { ENDPOINTS, ERROR_CODES, type ProfileResponse } from '@tablecrawler/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { renderApp, storeTokens } from '../../../testing/render-app';
import { openRequestBody, sendSealedJson } from '../../../testing/sealed-fields';
import { sendError, sendJson, startTestApiServer, type ReceivedRequest, type TestApiServer } from '../../../testing/test-api-server';

const VALIDATE = ENDPOINTS.validate.path;
const PROFILE = ENDPOINTS.profile.path;
const LOGOUT = ENDPOINTS.logout.path;
const LEAVE = ENDPOINTS.leave.path;
const CHANGE = ENDPOINTS.changePassword.path;
const SIGN_IN = ENDPOINTS.signIn.path;

type Answer = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;
const noContent: Answer = (_req, res) => void res.writeHead(204).end();

const DAY = 24 * 60 * 60 * 1000;
const activeVoucher = () => ({ lastPurchaseDate: new Date(Date.now() - DAY).toISOString(), expirationDate: new Date(Date.now() + DAY).toISOString() });

let server: TestApiServer;
let profile: ProfileResponse;
let answers: { profile: Answer; logout: Answer; leave: Answer; change: Answer; signIn: Answer };
const events: string[] = [];

beforeEach(async () => {
  localStorage.clear();
  events.length = 0;
  profile = { id: 'user-1', profile: { email: 'member@example.com' }, voucher: null };
  answers = {
    profile: (req, res) => sendSealedJson(req, res, profile, ['profile.email']),
    logout: noContent,
    leave: noContent,
    change: (_req, res) => sendJson(res, 200, { ok: true }),
    signIn: (_req, res) => sendError(res, 400, ERROR_CODES.invalidCredentials, 'Wrong e-mail or password'),
  };
  server = await startTestApiServer(async (req, res) => {
    const signedIn = req.headers.authorization === 'Bearer access-1' || req.headers.authorization === 'Bearer access-2';
    if (req.path === PROFILE) events.push('profile');
    if (req.path === SIGN_IN) await answers.signIn(req, res);
    else if (!signedIn && req.path !== ENDPOINTS.refreshToken.path) sendError(res, 401, ERROR_CODES.unauthorized, 'Unauthorized');
    else if (req.path === VALIDATE) sendJson(res, 200, { userId: 'user-1' });
    else if (req.path === PROFILE) await answers.profile(req, res);
    else if (req.path === LOGOUT) await answers.logout(req, res);
    else if (req.path === LEAVE) await answers.leave(req, res);
    else if (req.path === CHANGE) await answers.change(req, res);
    else sendError(res, 401, ERROR_CODES.unauthorized, 'no');
  });
});
afterEach(() => server.close());

const main = () => within(screen.getByRole('main'));
const banner = () => within(screen.getByRole('banner'));

async function openSignedIn(lng = 'en') {
  storeTokens();
  const onReady = () => events.push('rsaKeyReady');
  window.addEventListener('rsaKeyReady', onReady, { once: true });
  const app = await renderApp({ apiUrl: server.url, path: '/user', lng });
  await banner().findByRole('link', { name: lng === 'ko' ? '내 정보' : 'My info' });
  return { ...app, user: userEvent.setup() };
}

describe('/user when signed out', () => {
  it("shows 'Login required.' with a way to sign in, and loads no profile", async () => {
    const { location } = await renderApp({ apiUrl: server.url, path: '/user' });
    const prompt = await main().findByRole('region', { name: 'Login required.' });
    expect(main().getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Go to sign in' }));
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(server.callsTo(PROFILE)).toHaveLength(0);
  });
});

describe('/user profile', () => {
  it('loads the profile after rsaKeyReady, decrypts the e-mail, shows "None" without a pass and caches it', async () => {
    await openSignedIn();
    expect(await main().findByText('member@example.com')).toBeInTheDocument();
    expect(main().getByTestId('profile-pass')).toHaveTextContent('None');
    expect(events).toEqual(['rsaKeyReady', 'profile']);
    expect(server.callsTo(PROFILE)[0]?.headers['x-rsa-public-key']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(localStorage.getItem('id')).toBe('user-1');
    expect(localStorage.getItem('email')).toBe('member@example.com');
    expect(localStorage.getItem('recentPurchase')).toBeNull();
    expect(main().getByRole('link', { name: 'Crawling data management' })).toHaveAttribute('href', '/user/history?page=1');
    for (const name of ['Change password', 'Sign out', 'Delete account', 'Go back']) expect(main().getByRole('button', { name })).toBeEnabled();
  });

  it('shows the pass dates, with the expired marker only once the expiry has passed (Korean: (만료))', async () => {
    profile.voucher = { lastPurchaseDate: '2026-01-05T03:00:00.000Z', expirationDate: '2026-01-06T03:00:00.000Z' };
    await openSignedIn('ko');
    const pass = await main().findByTestId('profile-pass');
    await waitFor(() => expect(pass).toHaveTextContent('2026년 01월 05일'));
    expect(pass).toHaveTextContent('2026년 01월 06일(만료)');
    expect(localStorage.getItem('expiration')).toBe('2026-01-06T03:00:00.000Z');
  });

  it('shows an active pass without the marker', async () => {
    profile.voucher = activeVoucher();
    await openSignedIn();
    const pass = await main().findByTestId('profile-pass');
    await waitFor(() => expect(pass).toHaveTextContent('Expires on'));
    expect(pass).not.toHaveTextContent('(expired)');
  });

  it("says 'Failed to load user information.' when the profile cannot be loaded", async () => {
    answers.profile = (_req, res) => sendError(res, 404, ERROR_CODES.notFound, 'x');
    await openSignedIn();
    expect(await main().findByRole('alert')).toHaveTextContent('Failed to load user information.');
  });

  it('the back button leaves the page', async () => {
    const { location, user } = await openSignedIn();
    await user.click(main().getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('/user sign-out', () => {
  it('calls logout, clears tokens and all of localStorage, marks the session signed out and goes to /', async () => {
    const { location, services, user } = await openSignedIn();
    await main().findByText('member@example.com');
    localStorage.setItem('i18nextLng', 'en');
    await user.click(main().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(server.callsTo(LOGOUT)).toHaveLength(1);
    expect(server.callsTo(LOGOUT)[0]?.method).toBe('DELETE');
    expect(localStorage.length).toBe(0);
    expect(services.session.getStatus()).toBe('signedOut');
    expect(await banner().findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('signs out locally even when the server call fails', async () => {
    answers.logout = (_req, res) => sendError(res, 500, ERROR_CODES.internal, 'x');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { location, user } = await openSignedIn();
    await user.click(main().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(Object.keys(localStorage)).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('/user change password', () => {
  async function openForm() {
    const app = await openSignedIn();
    await app.user.click(main().getByRole('button', { name: 'Change password' }));
    const form = within(main().getByRole('form', { name: 'Change password' }));
    return { ...app, form };
  }

  it('has the current and new password (condition tags), change and cancel; cancel returns to the profile', async () => {
    const { form, user } = await openForm();
    expect(main().getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
    expect(form.getByLabelText('Current password')).toHaveAttribute('maxlength', '50');
    expect(form.getByLabelText('New password')).toHaveAttribute('maxlength', '50');
    expect(within(form.getByRole('list', { name: 'Password conditions' })).getAllByRole('listitem')).toHaveLength(5);
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(await main().findByText('member@example.com')).toBeInTheDocument();
  });

  it('checks both fields, a different new password and the conditions, in that order', async () => {
    const { form, user } = await openForm();
    const says = async (message: string) => {
      await user.click(form.getByRole('button', { name: 'Change' }));
      await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(message));
    };
    await says('Please enter the current password.');
    await user.type(form.getByLabelText('Current password'), 'OldPassw0rd!');
    await says('Please enter a new password.');
    await user.type(form.getByLabelText('New password'), 'OldPassw0rd!');
    await says('The new password must be different from the current password.');
    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), 'weakpass');
    await says('The password must be 8 to 30 characters with at least one uppercase letter, one lowercase letter, one number and one special character (#?!@$%^&*-).');
    expect(form.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(CHANGE)).toHaveLength(0);
  });

  it('changes the password (both encrypted) and returns to the profile with a confirmation', async () => {
    const { form, user } = await openForm();
    await user.type(form.getByLabelText('Current password'), 'OldPassw0rd!');
    await user.type(form.getByLabelText('New password'), 'NewPassw0rd!');
    await user.click(form.getByRole('button', { name: 'Change' }));
    expect(await main().findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(main().getByText('member@example.com')).toBeInTheDocument();
    const [request] = server.callsTo(CHANGE);
    if (!request) throw new Error('no change call');
    expect(request.method).toBe('PATCH');
    expect(await openRequestBody(request, ['currentPassword', 'newPassword'])).toEqual({ currentPassword: 'OldPassw0rd!', newPassword: 'NewPassw0rd!' });
  });

  it.each([
    [400, ERROR_CODES.wrongCurrentPassword, 'Please check the current password.'],
    [400, ERROR_CODES.passwordReused, 'This password has been used before and cannot be used.'],
    [500, ERROR_CODES.internal, 'Failed to change the password. Please try again later.'],
  ])('answers %i %s with the spec message; the change stays locked for a second', async (status, code, message) => {
    answers.change = (_req, res) => sendError(res, status, code, 'x');
    const { form, user } = await openForm();
    await user.type(form.getByLabelText('Current password'), 'OldPassw0rd!');
    await user.type(form.getByLabelText('New password'), 'NewPassw0rd!');
    await user.click(form.getByRole('button', { name: 'Change' }));
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(form.getByRole('button', { name: 'Change' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Change' })).toBeEnabled(), { timeout: 3000 });
    expect(server.callsTo(CHANGE)).toHaveLength(1);
  });
});

describe('/user delete account', () => {
  async function openDelete() {
    const app = await openSignedIn();
    await main().findByText('member@example.com');
    await app.user.click(main().getByRole('button', { name: 'Delete account' }));
    const panel = within(main().getByRole('region', { name: 'Delete account' }));
    return { ...app, panel };
  }

  it('warns (no deletion while a pass remains) and cancel returns to the profile', async () => {
    const { panel, user } = await openDelete();
    expect(panel.getByText('You cannot delete your account while your pass period remains.')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(await main().findByText('member@example.com')).toBeInTheDocument();
    expect(server.callsTo(LEAVE)).toHaveLength(0);
  });

  it('deletes (204): clears the tokens and the cached profile, signs out and goes to /', async () => {
    const { panel, user, location, services } = await openDelete();
    await user.click(panel.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(server.callsTo(LEAVE)[0]?.method).toBe('DELETE');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(services.session.getStatus()).toBe('signedOut');
    expect(await banner().findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('asks for the password in place on 403 reauthentication_required, signs in again and retries the deletion', async () => {
    answers.leave = (req, res) =>
      req.headers.authorization === 'Bearer access-2' ? void res.writeHead(204).end() : sendError(res, 403, ERROR_CODES.reauthenticationRequired, 'Sign in again');
    answers.signIn = async (req, res) => {
      const body = await openRequestBody<{ email: string; password: string }>(req, ENDPOINTS.signIn.encryptedRequest);
      if (body.password === 'Right-Passw0rd') sendJson(res, 201, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      else sendError(res, 400, ERROR_CODES.invalidCredentials, 'Wrong e-mail or password');
    };
    const { panel, user, location, services } = await openDelete();
    await user.click(panel.getByRole('button', { name: 'Delete account' }));
    expect(await panel.findByText('For your security, enter your password again to delete the account.')).toBeInTheDocument();
    expect(location().pathname).toBe('/user');
    expect(services.session.getStatus()).toBe('signedIn');
    const password = panel.getByLabelText('Password');
    expect(panel.getByRole('button', { name: 'Delete account' })).toBeDisabled();

    await user.type(password, 'Wrong-Passw0rd');
    await user.click(panel.getByRole('button', { name: 'Delete account' }));
    expect(await panel.findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(server.callsTo(LEAVE)).toHaveLength(1);

    await user.clear(password);
    await user.type(password, 'Right-Passw0rd{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/'));
    const signIns = server.callsTo(SIGN_IN);
    expect(signIns).toHaveLength(2);
    expect(await openRequestBody(signIns[1] as ReceivedRequest, ENDPOINTS.signIn.encryptedRequest)).toMatchObject({ email: 'member@example.com', password: 'Right-Passw0rd' });
    expect(server.callsTo(LEAVE).map((r) => r.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(services.session.getStatus()).toBe('signedOut');
  });

  it.each([
    [423, ERROR_CODES.passActive, "You can't delete this account right now. Please check if your pass has expired..."],
    [500, ERROR_CODES.internal, 'An error occurred while deleting the account. Please try again later.'],
  ])('answers %i %s with the spec message and keeps the session', async (status, code, message) => {
    answers.leave = (_req, res) => sendError(res, status, code, 'x');
    const { panel, user, location, services } = await openDelete();
    await user.click(panel.getByRole('button', { name: 'Delete account' }));
    expect(await panel.findByRole('alert')).toHaveTextContent(message);
    expect(location().pathname).toBe('/user');
    expect(services.session.getStatus()).toBe('signedIn');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });
});
