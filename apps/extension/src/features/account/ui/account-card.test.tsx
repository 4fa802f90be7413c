/** @jest-environment jsdom */
import { ERROR_CODES } from '@tablecrawler/contract';
import { ThemeProvider } from '@tablecrawler/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../../../i18n';
import type { AccountStatus, SignInResult } from '../messages';
import { AccountCard } from './account-card';
import type { AccountPort } from './account-port';

const SITE = 'http://localhost:3000';

function port(overrides: Partial<AccountPort> = {}) {
  return {
    status: jest.fn(async (): Promise<AccountStatus> => ({ signedIn: false })),
    signIn: jest.fn(async (): Promise<SignInResult> => ({ ok: true, account: { signedIn: true, email: 'a@b.co', pass: { state: 'none' } } })),
    signOut: jest.fn(async (): Promise<AccountStatus> => ({ signedIn: false })),
    siteUrl: SITE,
    ...overrides,
  };
}

function renderCard(p: AccountPort, lng: 'ko' | 'en' = 'ko') {
  render(
    <I18nextProvider i18n={createExtensionI18n({ lng, syncDocumentLanguage: false })}>
      <ThemeProvider>
        <AccountCard port={p} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

async function signIn(email: string, password: string): Promise<void> {
  await screen.findByRole('form', { name: '로그인' });
  if (email) await userEvent.type(screen.getByLabelText('이메일'), email);
  if (password) await userEvent.type(screen.getByLabelText('비밀번호'), password);
  await userEvent.click(screen.getByRole('button', { name: '로그인' }));
}

const refused = (status: number, code: string, details?: { field: string; code: string; message: string }[]): SignInResult => ({
  ok: false,
  error: { status, code, message: 'server text', ...(details ? { details } : {}) },
});

describe('AccountCard sign-in', () => {
  it('checks the e-mail, then the password, before any call (the site\'s order and messages)', async () => {
    const p = port();
    renderCard(p);
    await signIn('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일을 입력해 주세요.');
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('이메일'), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호를 입력해 주세요.');
    expect(p.signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['400 invalid_credentials', refused(400, ERROR_CODES.invalidCredentials), '이메일 또는 비밀번호를 확인해 주세요.'],
    ['403', refused(403, ERROR_CODES.forbidden), '이메일 또는 비밀번호를 확인해 주세요.'],
    ['404', refused(404, ERROR_CODES.notFound), '이메일 또는 비밀번호를 확인해 주세요.'],
    ['423 disabled', refused(423, ERROR_CODES.accountDisabled), '사용할 수 없는 계정입니다.'],
    ['a value_error detail', refused(400, ERROR_CODES.validation, [{ field: 'email', code: ERROR_CODES.valueError, message: 'bad' }]), '입력한 값을 확인해 주세요.'],
    ['500', refused(500, ERROR_CODES.internal), '로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.'],
    ['429', refused(429, ERROR_CODES.rateLimited), '로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.'],
    ['no answer (network)', refused(0, ERROR_CODES.network), '로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.'],
  ])('shows the site\'s message for %s', async (_name, result, text) => {
    const p = port({ signIn: jest.fn(async () => result) });
    renderCard(p);
    await signIn(' a@b.co ', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(p.signIn).toHaveBeenCalledWith('a@b.co', 'pw');
    expect(screen.getByRole('form', { name: '로그인' })).toBeInTheDocument();
  });

  it('says "try again later" when the service worker does not answer', async () => {
    renderCard(port({ signIn: jest.fn(async () => Promise.reject(new Error('no receiver'))) }));
    await signIn('a@b.co', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('shows the account after a successful sign-in, and the form again after signing out', async () => {
    const p = port();
    renderCard(p);
    await signIn('a@b.co', 'pw');
    expect(await screen.findByText('a@b.co 계정으로 로그인되어 있습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByRole('form', { name: '로그인' })).toBeInTheDocument();
    expect(p.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('AccountCard pass', () => {
  const signedIn = (pass: Extract<AccountStatus, { signedIn: true }>['pass']) => port({ status: jest.fn(async (): Promise<AccountStatus> => ({ signedIn: true, email: 'a@b.co', pass })) });

  it('shows no pass with a link to buy one on the site', async () => {
    renderCard(signedIn({ state: 'none' }));
    expect(await screen.findByText('이용권이 없습니다.')).toHaveAttribute('data-pass', 'none');
    expect(screen.getByRole('link', { name: '이용권 구매하기' })).toHaveAttribute('href', `${SITE}/pricing`);
  });

  it('shows an active pass with its end date', async () => {
    renderCard(signedIn({ state: 'active', expiresAt: new Date(2026, 11, 24, 12).toISOString() }));
    expect(await screen.findByText('이용권: 2026년 12월 24일까지 사용 가능')).toHaveAttribute('data-pass', 'active');
    expect(screen.getByRole('link', { name: '이용권 연장하기' })).toHaveAttribute('href', `${SITE}/pricing`);
  });

  it('shows an expired pass, in English too', async () => {
    renderCard(signedIn({ state: 'expired', expiredAt: new Date(2026, 10, 1, 12).toISOString() }), 'en');
    expect(await screen.findByText('Your pass expired on Nov 1, 2026.')).toHaveAttribute('data-pass', 'expired');
    expect(screen.getByRole('link', { name: 'Buy a pass' })).toHaveAttribute('href', `${SITE}/pricing`);
  });

  it('says when the account cannot be read, and reads it again on request', async () => {
    const status = jest.fn<Promise<AccountStatus>, []>().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue({ signedIn: false });
    renderCard(port({ status }));
    expect(await screen.findByText(/계정을 확인하지 못했습니다/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 확인' }));
    await waitFor(() => expect(screen.getByRole('form', { name: '로그인' })).toBeInTheDocument());
  });
});
