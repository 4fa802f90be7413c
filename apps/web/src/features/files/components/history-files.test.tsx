import { ENDPOINTS } from '@tablecrawler/contract';
import { act, screen } from '@testing-library/react';
import { renderInAppContext, storeTokens } from '../../../testing/render-app';
import { sendJson, startTestApiServer, type TestApiServer } from '../../../testing/test-api-server';
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
    renderInAppContext(<HistoryFiles />, { apiUrl: server.url, path: '/user/history?page=1' });
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading crawling history…')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading crawling history…');
  });
});
