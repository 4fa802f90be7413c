import { createI18n } from '@tablecrawler/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createConfig } from './app/config';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { clientKeys } from './platform/client-keys';
import { createServices } from './platform/create-services';

// The only reader of build-time inputs: Vite's env and the embedded server key.
const config = createConfig(import.meta.env, __SERVER_PUBLIC_KEY__);
const i18n = createI18n();
// The client key manager was started by the early entry in <head> (same module instance); the session check waits for rsaKeyReady.
const services = createServices(config, { currentLanguage: () => i18n.resolvedLanguage ?? i18n.language, keys: clientKeys });
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders config={config} i18n={i18n} services={services} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
