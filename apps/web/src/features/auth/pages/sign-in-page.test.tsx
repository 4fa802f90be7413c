import { ENDPOINTS, ERROR_CODES, LIMITS } from '@tablecrawler/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { renderApp } from '../../../testing/render-app';
import { openRequestBody } from '../../../testing/sealed-fields';
import { sendError, sendJson, startTestApiServer, type ReceivedRequest, type TestApiServer } from '../../../testing/test-api-server';

const SIGN_IN = ENDPOINTS.signIn.path;
const VALIDATE = ENDPOINTS.validate.path;

let server: TestApiServer;
let answer: (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;
beforeEach(async () => {
  localStorage.clear();
  answer = (_req, res) => sendJson(res, 201, { accessToken: 'access-new', refreshToken: 'refresh-new' });
  server = await startTestApiServer(async (req, res) => {
    if (req.path === SIGN_IN) await answer(req, res);
    else if (req.path === VALIDATE) sendJson(res, 200, { userId: 'u1' });
    else sendError(res, 404, ERROR_CODES.routeNotFound, 'no');
  });
});
afterEach(() => server.close());

const form = () => screen.getByRole('form', { name: 'Sign in' });
const submitButton = () => within(form()).getByRole('button');

async function open(lng = 'en', path = '/signin') {
  const app = await renderApp({ apiUrl: server.url, path, lng });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(within(form()).getByRole('textbox', { name: 'Email' }), email);
  if (password) await user.type(within(form()).getByLabelText('Password'), password);
  return user;
}

describe('/signin', () => {
  it('shows e-mail and password (max 50 characters), the sign-in button and links to /signup and /reset-password', async () => {
    await open();
    const email = within(form()).getByRole('textbox', { name: 'Email' });
    const password = within(form()).getByLabelText('Password');
    expect(email).toHaveAttribute('maxlength', String(LIMITS.inputMaxLength));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('maxlength', String(LIMITS.inputMaxLength));
    expect(submitButton()).toHaveTextContent('Sign in');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(main.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
  });

  it("asks for the e-mail first ('please enter your email'), then the password, without calling the server", async () => {
    await open();
    const user = userEvent.setup();
    await user.click(submitButton());
    expect(await within(form()).findByRole('alert')).toHaveTextContent('please enter your email');
    expect(within(form()).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form()).getByRole('textbox', { name: 'Email' }), 'user@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('please enter your password'));
    expect(within(form()).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(SIGN_IN)).toHaveLength(0);
  });

  it('signs in (201): sends the encrypted e-mail and password with the fingerprint, stores the tokens, goes to / and the account icon to /user', async () => {
    const { location } = await open();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    const user = await fill('user@example.com', 'Passw0rd!');
    await user.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(localStorage.getItem('accessToken')).toBe('access-new');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-new');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'My info' })).toHaveAttribute('href', '/user');
    const [request] = server.callsTo(SIGN_IN);
    if (!request) throw new Error('no sign-in call');
    expect(JSON.parse(request.body)).not.toMatchObject({ email: 'user@example.com' });
    expect(await openRequestBody(request, ['email', 'password'])).toEqual({ email: 'user@example.com', password: 'Passw0rd!', deviceFingerprint: 'f'.repeat(64) });
  });

  it('returns to the same-site page named by next, and the sign-up link keeps it', async () => {
    const { location } = await open('en', '/signin?next=%2Fpricing');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?next=%2Fpricing');
    const user = await fill('user@example.com', 'Passw0rd!');
    await user.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/pricing'));
  });

  it('ignores a next parameter that leaves the site and goes to /', async () => {
    const { location } = await open('en', '/signin?next=%2F%2Fevil.example%2Fpricing');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    const user = await fill('user@example.com', 'Passw0rd!');
    await user.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it.each([
    [400, ERROR_CODES.invalidCredentials, undefined, 'Please check your email or password.'],
    [403, ERROR_CODES.forbidden, undefined, 'Please check your email or password.'],
    [404, ERROR_CODES.notFound, undefined, 'Please check your email or password.'],
    [423, ERROR_CODES.accountDisabled, undefined, 'This account cannot be used.'],
    [400, ERROR_CODES.validation, [{ field: 'email', code: ERROR_CODES.valueError, message: 'bad' }], 'Please check the value you entered.'],
    [500, ERROR_CODES.internal, undefined, 'Failed to sign in. Please try again later.'],
  ])('answers %i %s with the spec message', async (status, code, details, message) => {
    answer = (_req, res) => sendJson(res, status, { statusCode: status, code, message: 'x', ...(details ? { details } : {}) });
    const { location, services } = await open();
    const user = await fill('user@example.com', 'Passw0rd!');
    await user.click(submitButton());
    expect(await within(form()).findByRole('alert')).toHaveTextContent(message);
    expect(location().pathname).toBe('/signin');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(services.session.getStatus()).toBe('signedOut');
  });

  it('shows the failure in Korean', async () => {
    answer = (_req, res) => sendError(res, 423, ERROR_CODES.accountDisabled, 'x');
    await open('ko');
    const user = userEvent.setup();
    const koForm = screen.getByRole('form', { name: '로그인' });
    await user.type(within(koForm).getByRole('textbox', { name: '이메일' }), 'user@example.com');
    await user.type(within(koForm).getByLabelText('비밀번호'), 'Passw0rd!');
    await user.click(within(koForm).getByRole('button', { name: '로그인' }));
    expect(await within(koForm).findByRole('alert')).toHaveTextContent('사용할 수 없는 계정입니다.');
  });

  it('disables the button while the sign-in runs and sends one request for repeated clicks', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async (_req, res) => {
      await held;
      sendError(res, 400, ERROR_CODES.invalidCredentials, 'x');
    };
    await open();
    const user = await fill('user@example.com', 'Passw0rd!');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent('Signing in…');
    await user.click(submitButton());
    release();
    await within(form()).findByRole('alert');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(server.callsTo(SIGN_IN)).toHaveLength(1);
  });
});
