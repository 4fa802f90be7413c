import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { sendError, startTestApiServer, type TestApiServer } from '../../../testing/test-api-server';

let server: TestApiServer;
beforeEach(async () => {
  localStorage.clear();
  server = await startTestApiServer((_req, res) => sendError(res, 401, 'unauthorized', 'Unauthorized'));
});
afterEach(() => server.close());

describe('refund policy page', () => {
  it('shows the two-row refund table', async () => {
    await renderApp({ apiUrl: server.url, path: '/refund-policy' });
    const table = screen.getByRole('table', { name: 'Refund eligibility' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Refundable');
    expect(rows[0]).toHaveTextContent(/caused by the company.*partial refund.*unused days.*24-hour units/);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Not refundable');
    expect(rows[1]).toHaveTextContent(/one-day pass.*change of mind/);
  });

  it('has a back button that falls back to pricing without in-site history', async () => {
    const { location } = await renderApp({ apiUrl: server.url, path: '/refund-policy' });
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(location().pathname).toBe('/pricing'));
  });

  it('is written in Korean', async () => {
    await renderApp({ apiUrl: server.url, path: '/refund-policy', lng: 'ko' });
    const table = screen.getByRole('table', { name: '환불 가능 여부' });
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['환불 가능', '환불 불가']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/회사의 귀책 사유.*24시간 단위.*부분 환불/);
    expect(rows[1]).toHaveTextContent(/1일 이용권.*단순 변심/);
  });
});
