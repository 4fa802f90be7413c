import { ENDPOINTS, ERROR_CODES, LIMITS } from '@tablecrawler/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { renderApp } from '../../../testing/render-app';
import { openRequestBody } from '../../../testing/sealed-fields';
import { sendError, sendJson, startTestApiServer, type ReceivedRequest, type TestApiServer } from '../../../testing/test-api-server';

const REQUEST_CODE = ENDPOINTS.requestEmailVerification.path;
const VERIFY = '/users/v1/auth/ver-1/verify-email';
const SIGN_UP = ENDPOINTS.signUp.path;

type Answer = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;
let server: TestApiServer;
let answers: { request: Answer; verify: Answer; signUp: Answer };

beforeEach(async () => {
  localStorage.clear();
  answers = {
    request: (_req, res) => sendJson(res, 201, { id: 'ver-1' }),
    verify: (_req, res) => sendJson(res, 201, { id: 'ver-1', verified: true }),
    signUp: (_req, res) => sendJson(res, 201, { accessToken: 'access-new', refreshToken: 'refresh-new' }),
  };
  server = await startTestApiServer(async (req, res) => {
    if (req.path === REQUEST_CODE) await answers.request(req, res);
    else if (req.path === VERIFY) await answers.verify(req, res);
    else if (req.path === SIGN_UP) await answers.signUp(req, res);
    else if (req.path === ENDPOINTS.validate.path) sendJson(res, 200, { userId: 'u1' });
    else sendError(res, 404, ERROR_CODES.routeNotFound, 'no');
  });
});
afterEach(() => server.close());

const form = () => screen.getByRole('form', { name: 'Sign up' });
const f = () => within(form());
const emailInput = () => f().getByRole('textbox', { name: 'Email' });
const codeInput = () => f().getByRole('textbox', { name: 'Verification code' });
const requestButton = () => f().getByRole('button', { name: 'Request code' });
const checkButton = () => f().getByRole('button', { name: /^(Check code|Verified)$/ });
const submitButton = () => f().getByRole('button', { name: /^Sign(ing)? up/ });
const alerts = () => f().queryAllByRole('alert').map((a) => a.textContent);

async function open(lng = 'en', path = '/signup') {
  const app = await renderApp({ apiUrl: server.url, path, lng });
  await screen.findByRole('heading', { level: 1 });
  return { ...app, user: userEvent.setup() };
}

async function verifyEmail(user: UserEvent, email = 'new@example.com') {
  await user.type(emailInput(), email);
  await user.click(requestButton());
  await f().findByText('A verification code has been sent to your email.');
  await user.type(codeInput(), '123456');
  await user.click(checkButton());
  await f().findByText('Your email has been verified.');
}

async function fillRest(user: UserEvent, values: { password?: string; confirm?: string; nickname?: string; gender?: string; channel?: string; reason?: string } = {}) {
  const { password = 'Passw0rd!', confirm = password, nickname = 'tester', gender = 'female', channel = 'Search', reason } = values;
  if (password) await user.type(f().getByLabelText('Password'), password);
  if (confirm) await user.type(f().getByLabelText('Confirm password'), confirm);
  if (nickname) await user.type(f().getByRole('textbox', { name: 'Nickname' }), nickname);
  if (gender) await user.selectOptions(f().getByRole('combobox', { name: 'Gender' }), gender);
  if (channel) await user.click(f().getByRole('radio', { name: channel }));
  if (reason) await user.type(f().getByRole('textbox', { name: 'Other channel' }), reason);
}

describe('/signup form', () => {
  it('has every field of the spec, inputs limited to 50 characters, and a link back to /signin', async () => {
    await open();
    for (const input of [emailInput(), codeInput(), f().getByLabelText('Password'), f().getByLabelText('Confirm password'), f().getByRole('textbox', { name: 'Nickname' })]) {
      expect(input).toHaveAttribute('maxlength', String(LIMITS.inputMaxLength));
    }
    expect(requestButton()).toBeEnabled();
    expect(checkButton()).toHaveTextContent('Check code');
    expect(within(f().getByRole('list', { name: 'Password conditions' })).getAllByRole('listitem')).toHaveLength(5);
    expect(f().getAllByRole('option').map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ['Please select', ''],
      ['Male', 'male'],
      ['Female', 'female'],
      ['Prefer not to say', 'no-say'],
    ]);
    const channel = f().getByRole('radiogroup', { name: 'How did you find us?' });
    expect(within(channel).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['search', 'ads', 'referred', 'other']);
    expect(f().getByRole('checkbox', { name: 'I agree to receive marketing information (optional)' })).not.toBeChecked();
    expect(submitButton()).toHaveTextContent('Sign up');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('reveals the reason field only for the "other" channel', async () => {
    const { user } = await open();
    expect(f().queryByRole('textbox', { name: 'Other channel' })).not.toBeInTheDocument();
    await user.click(f().getByRole('radio', { name: 'Other' }));
    const reason = f().getByRole('textbox', { name: 'Other channel' });
    expect(reason).toHaveAttribute('maxlength', '50');
    await user.click(f().getByRole('radio', { name: 'Ads' }));
    expect(f().queryByRole('textbox', { name: 'Other channel' })).not.toBeInTheDocument();
  });

  it('updates the five password condition tags as the password is typed', async () => {
    const { user } = await open();
    const states = () =>
      within(f().getByRole('list', { name: 'Password conditions' }))
        .getAllByRole('listitem')
        .map((li) => `${li.getAttribute('data-condition')}:${li.getAttribute('data-met')}`);
    expect(states()).toEqual(['upper:false', 'lower:false', 'number:false', 'special:false', 'length:false']);
    await user.type(f().getByLabelText('Password'), 'aB3#');
    expect(states()).toEqual(['upper:true', 'lower:true', 'number:true', 'special:true', 'length:false']);
    await user.type(f().getByLabelText('Password'), 'abcd');
    expect(states()).toEqual(['upper:true', 'lower:true', 'number:true', 'special:true', 'length:true']);
  });
});

describe('/signup code request', () => {
  it("needs an e-mail ('Please enter your email.') matching the pattern ('Invalid email address.')", async () => {
    const { user } = await open();
    await user.click(requestButton());
    expect(await f().findByRole('alert')).toHaveTextContent('Please enter your email.');
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(requestButton()).toBeEnabled(), { timeout: 3000 });
    await user.type(emailInput(), 'not-an-email');
    await user.click(requestButton());
    await waitFor(() => expect(alerts()).toEqual(['Invalid email address.']));
    expect(server.callsTo(REQUEST_CODE)).toHaveLength(0);
  });

  it('requests a join code with the encrypted e-mail and says it was sent; the button is locked for a second', async () => {
    const { user } = await open();
    await user.type(emailInput(), 'new@example.com');
    await user.click(requestButton());
    expect(await f().findByRole('status')).toHaveTextContent('A verification code has been sent to your email.');
    // The answer came long before 1 s: still locked, so a second click sends nothing.
    expect(requestButton()).toBeDisabled();
    await user.click(requestButton());
    const [request] = server.callsTo(REQUEST_CODE);
    if (!request) throw new Error('no request');
    expect(await openRequestBody(request, ['email'])).toEqual({ type: 'join', email: 'new@example.com' });
    await waitFor(() => expect(requestButton()).toBeEnabled(), { timeout: 3000 });
    expect(server.callsTo(REQUEST_CODE)).toHaveLength(1);
  });

  it.each([
    [409, ERROR_CODES.emailTaken, 'This email is already registered or has been withdrawn.'],
    [500, ERROR_CODES.internal, 'Failed to send the verification code. Please try again later.'],
  ])('answers %i %s with the spec message', async (status, code, message) => {
    answers.request = (_req, res) => sendError(res, status, code, 'x');
    const { user } = await open();
    await user.type(emailInput(), 'taken@example.com');
    await user.click(requestButton());
    expect(await f().findByRole('alert')).toHaveTextContent(message);
  });
});

describe('/signup code check', () => {
  it('needs the e-mail, the code, then a requested verification ("redo")', async () => {
    const { user } = await open();
    await user.click(checkButton());
    expect(await f().findByRole('alert')).toHaveTextContent('Please enter your email.');
    await user.type(emailInput(), 'new@example.com');
    await waitFor(() => expect(checkButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(checkButton());
    await waitFor(() => expect(alerts()).toEqual(['Please enter the verification code.']));
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(codeInput(), '123456');
    await waitFor(() => expect(checkButton()).toBeEnabled(), { timeout: 3000 });
    await user.click(checkButton());
    await waitFor(() => expect(alerts()).toEqual(['Please redo the email verification.']));
    expect(server.callsTo(VERIFY)).toHaveLength(0);
  });

  it('verifies the code: success message, code read-only, button "Verified" and disabled', async () => {
    const { user } = await open();
    await verifyEmail(user);
    expect(JSON.parse(server.callsTo(VERIFY)[0]?.body ?? '{}')).toEqual({ verificationCode: '123456' });
    expect(codeInput()).toHaveAttribute('readonly');
    expect(checkButton()).toHaveTextContent('Verified');
    expect(checkButton()).toBeDisabled();
  });

  it.each([
    [400, ERROR_CODES.codeInvalid, 'Invalid verification code.'],
    [410, ERROR_CODES.verificationExpired, 'The verification code has expired. Please request a new code.'],
    [423, 'locked', 'The verification code has expired. Please request a new code.'],
    [404, ERROR_CODES.codeUsed, 'This verification code has already been used.'],
    [429, ERROR_CODES.codeInvalidated, 'The verification code has been invalidated due to too many requests. Please request a new code.'],
    [500, ERROR_CODES.internal, 'Failed to verify the code. Please try again later.'],
  ])('answers %i %s with the spec message', async (status, code, message) => {
    answers.verify = (_req, res) => sendError(res, status, code, 'x');
    const { user } = await open();
    await user.type(emailInput(), 'new@example.com');
    await user.click(requestButton());
    await f().findByRole('status');
    await user.type(codeInput(), '000000');
    await user.click(checkButton());
    expect(await f().findByRole('alert')).toHaveTextContent(message);
    expect(checkButton()).toHaveTextContent('Check code');
    // Locked for at least 1 s after the check, then usable again.
    expect(checkButton()).toBeDisabled();
    await waitFor(() => expect(checkButton()).toBeEnabled(), { timeout: 3000 });
  });

  it('resets the verification and its id when the e-mail is edited', async () => {
    const { user } = await open();
    await verifyEmail(user);
    await user.type(emailInput(), 'x');
    expect(f().queryByText('Your email has been verified.')).not.toBeInTheDocument();
    expect(codeInput()).not.toHaveAttribute('readonly');
    await waitFor(() => expect(checkButton()).toBeEnabled(), { timeout: 3000 });
    expect(checkButton()).toHaveTextContent('Check code');
    await user.click(checkButton());
    await waitFor(() => expect(alerts()).toEqual(['Please redo the email verification.']));
    await user.click(submitButton());
    await waitFor(() => expect(alerts()).toContain('Please complete the email verification.'));
  });
});

describe('/signup submit', () => {
  it('checks in the order of spec section 5, one message at a time', async () => {
    const { user } = await open();
    const submitSays = async (message: string) => {
      await user.click(submitButton());
      await waitFor(() => expect(alerts().at(-1)).toBe(message));
    };
    await submitSays('Please complete the email verification.');
    await verifyEmail(user);
    await submitSays('Please enter a password.');
    await user.type(f().getByLabelText('Password'), 'password1!');
    await submitSays('The password must be 8 to 30 characters with at least one uppercase letter, one lowercase letter, one number and one special character (#?!@$%^&*-).');
    expect(f().getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(f().getByLabelText('Password'));
    await user.type(f().getByLabelText('Password'), 'Passw0rd!');
    await user.type(f().getByLabelText('Confirm password'), 'Passw0rd?');
    await submitSays('Passwords do not match.');
    await user.clear(f().getByLabelText('Confirm password'));
    await user.type(f().getByLabelText('Confirm password'), 'Passw0rd!');
    await submitSays('Some required information is missing.');
    expect(f().getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(f().getByRole('textbox', { name: 'Nickname' }), 'abc');
    await submitSays('Some required information is missing.');
    expect(f().getByRole('combobox', { name: 'Gender' })).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(f().getByRole('combobox', { name: 'Gender' }), 'no-say');
    await submitSays('Some required information is missing.');
    await user.click(f().getByRole('radio', { name: 'Other' }));
    await submitSays('Some required information is missing.');
    expect(f().getByRole('textbox', { name: 'Other channel' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(f().getByRole('textbox', { name: 'Other channel' }), 'a blog');
    await submitSays('Nickname must be at least 4 characters.');
    expect(server.callsTo(SIGN_UP)).toHaveLength(0);
  });

  it('signs up (201): sends the spec payload, stores the tokens, goes to / and the account icon to /user', async () => {
    const { user, location } = await open();
    await verifyEmail(user);
    await fillRest(user, { channel: 'Other', reason: 'a blog', gender: 'male' });
    await user.click(f().getByRole('checkbox', { name: 'I agree to receive marketing information (optional)' }));
    await user.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(localStorage.getItem('accessToken')).toBe('access-new');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'My info' })).toHaveAttribute('href', '/user');
    const [request] = server.callsTo(SIGN_UP);
    if (!request) throw new Error('no sign-up call');
    expect(await openRequestBody(request, ['password', 'profile.gender'])).toEqual({
      password: 'Passw0rd!',
      profile: { username: 'tester', gender: 'male' },
      funnel: { channel: 'other', userInput: 'a blog' },
      agreements: { marketingOptIn: true },
      emailVerificationId: 'ver-1',
      deviceFingerprint: 'f'.repeat(64),
    });
  });

  it('returns to the same-site page named by next after signing up, and the sign-in link keeps it', async () => {
    const { user, location } = await open('en', '/signup?next=%2Fpricing');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/signin?next=%2Fpricing');
    await verifyEmail(user);
    await fillRest(user);
    await user.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/pricing'));
  });

  it.each([
    [400, ERROR_CODES.verificationInvalid, 'The verification code is incorrect.'],
    [403, ERROR_CODES.verificationNotCompleted, 'Email verification has not been completed.'],
    [409, ERROR_CODES.emailTaken, 'This email is already registered or has been withdrawn.'],
    [500, ERROR_CODES.internal, 'Failed to sign up. Please try again later.'],
  ])('answers %i %s with the spec message and stays on the page', async (status, code, message) => {
    answers.signUp = (_req, res) => sendError(res, status, code, 'x');
    const { user, location, services } = await open();
    await verifyEmail(user);
    await fillRest(user);
    await user.click(submitButton());
    await waitFor(() => expect(alerts()).toContain(message));
    expect(location().pathname).toBe('/signup');
    expect(services.session.getStatus()).toBe('signedOut');
    expect(submitButton()).toBeEnabled();
  });

  it('speaks Korean', async () => {
    const { user } = await open('ko');
    const koForm = within(screen.getByRole('form', { name: '회원가입' }));
    await user.click(koForm.getByRole('button', { name: '인증번호 요청' }));
    expect(await koForm.findByRole('alert')).toHaveTextContent('이메일을 입력해 주세요.');
    await user.click(koForm.getByRole('button', { name: '가입하기' }));
    await waitFor(() => expect(koForm.getAllByRole('alert').map((a) => a.textContent)).toContain('이메일 인증을 완료해 주세요.'));
  });
});
