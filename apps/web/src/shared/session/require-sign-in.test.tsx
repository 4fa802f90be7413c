import { createI18n } from '@tablecrawler/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import type { ApiClient, TokenStore } from '@tablecrawler/api-client';
import type { PaymentWindow } from '../services/payment-window';
import { ServicesProvider } from '../services/services-context';
import { RequireSignIn } from './require-sign-in';
import { createSessionStore, type SessionStore } from './session-store';

function SignInProbe() {
  const [params] = useSearchParams();
  return <h1>Sign-in page, next {params.get('next')}</h1>;
}

// Only the session store matters to the guard; the other services are never touched (asserted by their absence).
function renderGuard(session: SessionStore, redirect = false) {
  const unused = new Proxy({}, { get: () => { throw new Error('not used by the guard'); } });
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <ServicesProvider services={{ api: unused as ApiClient, tokenStore: unused as TokenStore, keysReady: () => Promise.resolve(), session, fingerprint: () => Promise.resolve('f'.repeat(64)), storage: localStorage, tabStorage: sessionStorage, paymentWindow: unused as PaymentWindow }}>
        <MemoryRouter initialEntries={['/inquiry?from=footer']}>
          <Routes>
            <Route path="/inquiry" element={<RequireSignIn redirect={redirect}><h1>Inquiry form</h1></RequireSignIn>} />
            <Route path="/signin" element={<SignInProbe />} />
          </Routes>
        </MemoryRouter>
      </ServicesProvider>
    </I18nextProvider>,
  );
}

describe('RequireSignIn', () => {
  it('shows the content to a signed-in user', () => {
    renderGuard(createSessionStore('signedIn'));
    expect(screen.getByRole('heading', { name: 'Inquiry form' })).toBeInTheDocument();
  });

  it('prompts a signed-out visitor to sign in and goes to /signin with next = the guarded page', async () => {
    renderGuard(createSessionStore('signedOut'));
    expect(screen.queryByRole('heading', { name: 'Inquiry form' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page, next /inquiry?from=footer' })).toBeInTheDocument();
  });

  it('with redirect, sends a signed-out visitor straight to /signin with next = the guarded page', async () => {
    renderGuard(createSessionStore('signedOut'), true);
    expect(await screen.findByRole('heading', { name: 'Sign-in page, next /inquiry?from=footer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to sign in' })).not.toBeInTheDocument();
  });

  it('waits while the state is unknown and follows the store', async () => {
    const session = createSessionStore();
    renderGuard(session);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => session.setStatus('signedIn'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Inquiry form' })).toBeInTheDocument());
  });
});
