import { ENDPOINTS, ERROR_CODES, LIMITS } from '@tablecrawler/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { renderApp } from '../../../testing/render-app';
import { openRequestBody } from '../../../testing/sealed-fields';
import { sendError, sendJson, startTestApiServer, type ReceivedRequest, type TestApiServer } from '../../../testing/test-api-server';

const REQUEST_CODE = ENDPOINTS.requestEmailVerification.path;
const VERIFY = '/users/v1/auth/ver-2/verify-email';
const FORGOT = ENDPOINTS.forgotPassword.path;

type Answer = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;
let server: TestApiServer;
let answers: { request: Answer; verify: Answer; forgot: Answer };

beforeEach(async () => {
  localStorage.clear();
  answers = {
    request: (_req, res) => sendJson(res, 201, { id: 'ver-2' }),
    verify: (_req, res) => sendJson(res, 201, { id: 'ver-2', verified: true }),
    forgot: (_req, res) => sendJson(res, 200, { ok: true }),
  };
  server = await startTestApiServer(async (req, res) => {
    if (req.path === REQUEST_CODE) await answers.request(req, res);
    else if (req.path === VERIFY) await answers.verify(req, res);
    else if (req.path === FORGOT) await answers.forgot(req, res);
    else sendError(res, 404, ERROR_CODES.routeNotFound, 'no');
  });
});
afterEach(() => server.close());

const f = () => within(screen.getByRole('form', { name: 'Reset password' }));
const emailInput = () => f().getByRole('textbox', { name: 'Email' });
const codeInput = () => f().getByRole('textbox', { name: 'Verification code' });
const requestButton = () => f().getByRole('button', { name: 'Request code' });
const checkButton = () => f().getByRole('button', { name: /^(Check code|Verified)$/ });
const changeButton = () => f().getByRole('button', { name: 'Change password' });
const alerts = () => f().queryAllByRole('alert').map((a) => a.textContent);

async function open(lng = 'en') {
  const app = await renderApp({ apiUrl: server.url, path: '/reset-password', lng });
  await screen.findByRole('heading', { level: 1 });
  return { ...app, user: userEvent.setup() };
}

async function requestCode(user: UserEvent) {
  await user.type(emailInput(), 'user@example.com');
  await user.click(requestButton());
  await f().findByText('A verification code has been sent to your email.');
}

async function verify(user: UserEvent) {
  await requestCode(user);
  await user.type(codeInput(), '654321');
  await user.click(checkButton());
  await f().findByText('Your email has been verified.');
}

async function typePasswords(user: UserEvent, password = 'NewPassw0rd!', confirm = password) {
  await user.type(f().getByLabelText('New password'), password);
  await user.type(f().getByLabelText('Confirm new password'), confirm);
}

describe('/reset-password', () => {
  it('has e-mail + request, code + check, new password with condition tags, confirmation and the change button', async () => {
    await open();
    for (const input of [emailInput(), codeInput(), f().getByLabelText('New password'), f().getByLabelText('Confirm new password')]) {
      expect(input).toHaveAttribute('maxlength', String(LIMITS.inputMaxLength));
    }
    expect(within(f().getByRole('list', { name: 'Password conditions' })).getAllByRole('listitem')).toHaveLength(5);
    expect(requestButton()).toBeEnabled();
    expect(changeButton()).toBeEnabled();
  });

  it('requests a "change" code with the encrypted e-mail', async () => {
    const { user } = await open();
    await requestCode(user);
    const [request] = server.callsTo(REQUEST_CODE);
    if (!request) throw new Error('no request');
    expect(await openRequestBody(request, ['email'])).toEqual({ type: 'change', email: 'user@example.com' });
  });

  it('says when the code could not be sent', async () => {
    answers.request = (_req, res) => sendError(res, 503, ERROR_CODES.unavailable, 'x');
    const { user } = await open();
    await user.type(emailInput(), 'user@example.com');
    await user.click(requestButton());
    expect(await f().findByRole('alert')).toHaveTextContent('Failed to send the verification code. Please try again later.');
  });

  it('checks the code only after an e-mail, a request ("request verification first") and a code', async () => {
    const { user } = await open();
    await user.click(checkButton());
    expect(await f().findByRole('alert')).toHaveTextContent('Please enter your email.');
    await user.type(emailInput(), 'user@example.com');
    await waitFor(() => expect(checkButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(checkButton());
    await waitFor(() => expect(alerts()).toEqual(['Please request the verification first.']));
    await user.click(requestButton());
    await f().findByRole('status');
    await waitFor(() => expect(checkButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(checkButton());
    await waitFor(() => expect(alerts()).toEqual(['Please enter the verification code.']));
    expect(server.callsTo(VERIFY)).toHaveLength(0);
  });

  it.each([
    [400, ERROR_CODES.resetInvalidCode, 'Invalid verification code.'],
    [410, ERROR_CODES.verificationExpired, 'The verification code has expired. Please request a new code.'],
    [410, ERROR_CODES.resetCodeExpired, 'The verification code has expired. Please request a new code.'],
    [429, ERROR_CODES.resetTooManyAttempts, 'The verification code has been invalidated due to too many requests. Please request a new code.'],
    [404, ERROR_CODES.codeUsed, 'This verification code has already been used.'],
    [400, ERROR_CODES.badRequest, 'Failed to verify the code. Please try again later.'],
  ])('reads the verify answer %i %s by its body code', async (status, code, message) => {
    answers.verify = (_req, res) => sendError(res, status, code, 'x');
    const { user } = await open();
    await requestCode(user);
    await user.type(codeInput(), '000000');
    await user.click(checkButton());
    expect(await f().findByRole('alert')).toHaveTextContent(message);
  });

  it('checks the submit in the order of spec section 5', async () => {
    const { user } = await open();
    const submitSays = async (message: string) => {
      await waitFor(() => expect(changeButton()).toBeEnabled(), { timeout: 3000 });
      await user.click(changeButton());
      await waitFor(() => expect(alerts().at(-1)).toBe(message));
    };
    await submitSays('Please enter your email.');
    await user.type(emailInput(), 'user@example.com');
    await submitSays('Please request the verification first.');
    await user.click(requestButton());
    await f().findByRole('status');
    await submitSays('Please enter the verification code.');
    await user.type(codeInput(), '654321');
    await submitSays('Please complete the email verification.');
    await user.click(checkButton());
    await f().findByText('Your email has been verified.');
    await submitSays('Please enter a password.');
    await typePasswords(user, 'Short1!', 'x');
    await submitSays('The password must be 8 to 30 characters with at least one uppercase letter, one lowercase letter, one number and one special character (#?!@$%^&*-).');
    await user.clear(f().getByLabelText('New password'));
    await user.type(f().getByLabelText('New password'), 'NewPassw0rd!');
    await submitSays('Passwords do not match.');
    expect(f().getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(FORGOT)).toHaveLength(0);
  });

  it('changes the password: sends it encrypted with the verification id, alerts, and OK goes to /', async () => {
    const { user, location } = await open();
    await verify(user);
    await typePasswords(user);
    await user.click(changeButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Password changed' });
    expect(dialog).toHaveAccessibleDescription('Your password has been changed.');
    const [request] = server.callsTo(FORGOT);
    if (!request) throw new Error('no reset call');
    expect(request.method).toBe('PATCH');
    expect(await openRequestBody(request, ['newPassword'])).toEqual({ newPassword: 'NewPassw0rd!', emailVerificationId: 'ver-2' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it.each([
    [400, ERROR_CODES.resetInvalidVerification, 'Invalid verification request.'],
    [400, ERROR_CODES.passwordReused, 'A recently used password cannot be used.'],
    [500, ERROR_CODES.internal, 'Failed to change the password. Please try again later.'],
  ])('answers %i %s with the spec message; the change stays locked for a second', async (status, code, message) => {
    answers.forgot = (_req, res) => sendError(res, status, code, 'x');
    const { user, location } = await open();
    await verify(user);
    await typePasswords(user);
    await user.click(changeButton());
    await waitFor(() => expect(alerts()).toContain(message));
    expect(changeButton()).toBeDisabled();
    await user.click(changeButton());
    await waitFor(() => expect(changeButton()).toBeEnabled(), { timeout: 3000 });
    expect(server.callsTo(FORGOT)).toHaveLength(1);
    expect(location().pathname).toBe('/reset-password');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    const { user } = await open('ko');
    const koForm = within(screen.getByRole('form', { name: '비밀번호 재설정' }));
    await user.type(koForm.getByRole('textbox', { name: '이메일' }), 'user@example.com');
    await user.click(koForm.getByRole('button', { name: '인증 확인' }));
    expect(await koForm.findByRole('alert')).toHaveTextContent('먼저 인증번호를 요청해 주세요.');
  });
});
