import { ENDPOINTS } from '@tablecrawler/contract';
import { createI18n } from '@tablecrawler/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createConfig } from '../../../app/config';
import { createQueryClient } from '../../../app/query-client';
import { ConfigProvider } from '../../../shared/config/config-context';
import { ServicesProvider } from '../../../shared/services/services-context';
import { createTestServices, storeTokens } from '../../../testing/render-app';
import { sendJson, startTestApiServer, testServerPublicKey, type TestApiServer } from '../../../testing/test-api-server';
import { HistoryFiles } from './history-files';

let server: TestApiServer;
let release: () => void;

beforeEach(async () => {
  storeTokens();
  const held = new Promise<void>((resolve) => (release = resolve));
  server = await startTestApiServer(async (req, res) => {
    await held;
    if (req.path === ENDPOINTS.listFiles.path) sendJson(res, 200, { data: { items: [], total: 0 } });
    else sendJson(res, 404, { statusCode: 404, code: 'not_found', message: 'Not found' });
  });
  // Only the clock is fake: network callbacks and React's scheduler keep running.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
});

afterEach(async () => {
  jest.useRealTimers();
  release();
  await server.close();
});

describe('HistoryFiles loading text', () => {
  it('appears only after 400 ms of loading', () => {
    const config = createConfig({ VITE_API_BASE_URL: server.url }, testServerPublicKey());
    const i18n = createI18n({ lng: 'en' });
    render(
      <ConfigProvider config={config}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={createQueryClient()}>
            <ServicesProvider services={createTestServices(config, i18n)}>
              <MemoryRouter initialEntries={['/user/history?page=1']}>
                <HistoryFiles />
              </MemoryRouter>
            </ServicesProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </ConfigProvider>,
    );
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading crawling history…')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading crawling history…');
  });
});
