import type { KeyPairStore } from '@tablecrawler/crypto';
import { createI18n, type I18n } from '@tablecrawler/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { Fragment, StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { createConfig, type AppConfig } from '../app/config';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { AppRoutes } from '../app/router';
import { createServices } from '../platform/create-services';
import { ConfigProvider } from '../shared/config/config-context';
import type { PaymentWindow } from '../shared/services/payment-window';
import { ServicesProvider } from '../shared/services/services-context';
import type { AppServices } from '../shared/services/services';
import { testServerPublicKey } from './test-api-server';

export interface RenderAppOptions {
  path?: string;
  /** UI language. Default 'en'. */
  lng?: string;
  /** Base URL of the in-test API. */
  apiUrl: string;
  /** Extra VITE_* variables. */
  env?: Record<string, string>;
  /** Render inside React's StrictMode (double effects), as main.tsx does. Default false. */
  strict?: boolean;
  /** The payment provider's window (jsdom cannot load the provider's script); default: one that always fails. */
  paymentWindow?: PaymentWindow;
}

export interface RenderedApp extends RenderResult {
  /** The router's current location. */
  location: () => Location;
  services: AppServices;
  config: AppConfig;
  i18n: I18n;
}

let savedPair: CryptoKeyPair | undefined;
/** Keeps the client key pair for the whole test file, as IndexedDB keeps it across visits (jsdom has no IndexedDB). */
const fileKeyStore: KeyPairStore = {
  load: async () => savedPair,
  save: async (pair) => {
    savedPair = pair;
  },
};

/** Builds the product services against the in-test API (key pair stored per test file, fixed device fingerprint). */
export function createTestServices(config: AppConfig, i18n: I18n, paymentWindow: PaymentWindow = unreachablePaymentWindow): AppServices {
  return createServices(config, { currentLanguage: () => i18n.language, keyStore: fileKeyStore, fingerprint: async () => 'f'.repeat(64), paymentWindow });
}

const unreachablePaymentWindow: PaymentWindow = {
  requestCardPayment: () => Promise.reject(new Error('no payment window in this test')),
};

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/**
 * Renders the whole app (real providers, routes, services and api-client) at `path` in a memory router; resolves
 * once the lazy page of `path` has loaded.
 */
export async function renderApp({ path = '/', lng = 'en', apiUrl, env = {}, paymentWindow, strict = false }: RenderAppOptions): Promise<RenderedApp> {
  const config = createConfig({ VITE_API_BASE_URL: apiUrl, ...env }, testServerPublicKey());
  const i18n = createI18n({ lng });
  const services = createTestServices(config, i18n, paymentWindow);
  let current: Location | undefined;
  const onChange = (location: Location) => {
    current = location;
  };
  let result: RenderResult | undefined;
  await act(async () => {
    const Mode = strict ? StrictMode : Fragment;
    result = render(
      <Mode>
        <AppProviders config={config} i18n={i18n} services={services} queryClient={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationSpy onChange={onChange} />
          </MemoryRouter>
        </AppProviders>
      </Mode>,
    );
  });
  if (!result) throw new Error('render failed');
  return {
    ...result,
    location: () => {
      if (!current) throw new Error('the router has not rendered yet');
      return current;
    },
    services,
    config,
    i18n,
  };
}

/** Stores a token pair the way a sign-in does. */
export function storeTokens(accessToken = 'access-1', refreshToken = 'refresh-1'): void {
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('refreshToken', refreshToken);
}

/** Renders one component (not the whole app) inside the app's config, i18n, query and services providers and a router at `path`. */
export function renderInAppContext(ui: ReactNode, { apiUrl, path = '/', lng = 'en' }: { apiUrl: string; path?: string; lng?: string }): RenderResult {
  const config = createConfig({ VITE_API_BASE_URL: apiUrl }, testServerPublicKey());
  const i18n = createI18n({ lng });
  return render(
    <ConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <ServicesProvider services={createTestServices(config, i18n)}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </ServicesProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ConfigProvider>,
  );
}
