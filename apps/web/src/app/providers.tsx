import type { I18n } from '@tablecrawler/i18n';
import { ThemeProvider } from '@tablecrawler/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConfigProvider } from '../shared/config/config-context';
import type { AppServices } from '../shared/services/services';
import { ServicesProvider } from '../shared/services/services-context';
import { SessionBootstrap } from '../shared/session/session-provider';
import type { AppConfig } from './config';

export interface AppProvidersProps {
  config: AppConfig;
  i18n: I18n;
  services: AppServices;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the pages rely on: config, texts, theme, data cache, services and the startup session check. */
export function AppProviders({ config, i18n, services, queryClient, children }: AppProvidersProps) {
  return (
    <ConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <QueryClientProvider client={queryClient}>
            <ServicesProvider services={services}>
              <SessionBootstrap>{children}</SessionBootstrap>
            </ServicesProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ConfigProvider>
  );
}
