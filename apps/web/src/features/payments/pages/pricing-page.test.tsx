import { ENDPOINTS, ERROR_CODES, type AvailableProductsResponse } from '@tablecrawler/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import type { CardPaymentRequest, PaymentWindow } from '../../../shared/services/payment-window';
import { renderApp, storeTokens } from '../../../testing/render-app';
import { heldAnswer, sendError, sendJson, startTestApiServer, type ReceivedRequest, type TestApiServer } from '../../../testing/test-api-server';
import { PENDING_ORDER_KEY } from '../model/pending-order';

const PRODUCTS = ENDPOINTS.availableProducts.path;
const REQUEST_ORDER = ENDPOINTS.requestOrder.path;

function catalogue(language: string): AvailableProductsResponse {
  const ko = language.startsWith('ko');
  const plan = (id: string, days: number, price: number) => ({
    name: ko ? `${days}일 이용권` : `${days}-day pass`,
    description: ko ? `${days}일 동안 여러 페이지 수집\n기록 업로드` : `Multi-page crawling for ${days} days\nUploads to history`,
    priceInfo: { id, price, vat: price / 10, currency: { code: 'KRW', symbol: '₩' } },
  });
  return [{ name: ko ? '표 크롤러 이용권' : 'TableCrawler pass', plans: [plan('price-1', 1, 1900), plan('price-7', 7, 9900), plan('price-30', 30, 29900)] }];
}

type Answer = (req: ReceivedRequest, res: ServerResponse) => void | Promise<void>;

let server: TestApiServer;
let answers: { products: Answer; order: Answer };
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  answers = {
    products: (req, res) => sendJson(res, 200, catalogue(String(req.headers['accept-language']))),
    order: (_req, res) => sendJson(res, 201, { id: 'order-1', pg: { orderNo: 'ORD_20261125_abcdef', orderName: '7-day pass', amount: 10890, currency: 'KRW', clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq' } }),
  };
  server = await startTestApiServer(async (req, res) => {
    if (req.path === PRODUCTS) await answers.products(req, res);
    else if (req.path === REQUEST_ORDER) await answers.order(req, res);
    else if (req.path === ENDPOINTS.validate.path && req.headers.authorization === 'Bearer access-1') sendJson(res, 200, { userId: 'u1' });
    else sendError(res, 401, ERROR_CODES.unauthorized, 'Unauthorized');
  });
});
afterEach(() => server.close());

/** The payment window as the page sees it: records each request; `outcome` decides how it ends. */
function recordingWindow(outcome: () => Promise<void> = () => new Promise<void>(() => undefined)) {
  const requests: CardPaymentRequest[] = [];
  const paymentWindow: PaymentWindow = {
    requestCardPayment: (request) => {
      requests.push(request);
      return outcome();
    },
  };
  return { requests, paymentWindow };
}

async function open(options: { lng?: string; paymentWindow?: PaymentWindow } = {}) {
  const app = await renderApp({ apiUrl: server.url, path: '/pricing', ...options });
  return { ...app, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });
const purchaseButtons = () => screen.getAllByRole('button', { name: /^(Purchase|Processing payment…)$/ });

describe('/pricing', () => {
  it('shows the loading text, then the product heading and one card per plan with price, currency and bullets', async () => {
    const { answer, release } = heldAnswer(answers.products);
    answers.products = answer;
    await open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'TableCrawler pass' })).toBeInTheDocument();
    expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual(['1-day pass', '7-day pass', '30-day pass']);
    const week = within(card('7-day pass'));
    expect(week.getByTestId('plan-price')).toHaveTextContent('₩9,900KRW');
    expect(week.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Multi-page crawling for 7 days', 'Uploads to history']);
    expect(within(card('30-day pass')).getByTestId('plan-price')).toHaveTextContent('₩29,900KRW');
    expect(week.getByRole('button', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.getByText('All prices exclude 10% VAT.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the refund policy' })).toHaveAttribute('href', '/refund-policy');
    expect(server.callsTo(PRODUCTS)[0]?.headers['accept-language']).toMatch(/^en\b/);
  });

  it('asks for the products in Korean and shows them in Korean', async () => {
    await open({ lng: 'ko' });
    expect(await screen.findByRole('heading', { level: 2, name: '표 크롤러 이용권' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '7일 이용권' })).getByRole('button', { name: '구매하기' })).toBeInTheDocument();
    expect(screen.getByText('모든 가격은 부가세 10% 별도입니다.')).toBeInTheDocument();
    expect(server.callsTo(PRODUCTS)[0]?.headers['accept-language']).toMatch(/^ko\b/);
  });

  it('says so when the products cannot be loaded', async () => {
    answers.products = (_req, res) => sendError(res, 404, ERROR_CODES.notFound, 'no');
    await open();
    expect(await screen.findByText('Failed to load the products.')).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /signin with a way back to /pricing, without ordering', async () => {
    const { requests, paymentWindow } = recordingWindow();
    const { user, location } = await open({ paymentWindow });
    await screen.findByRole('article', { name: '7-day pass' });
    await waitFor(() => expect(within(card('7-day pass')).getByRole('button')).toBeEnabled());
    await user.click(within(card('7-day pass')).getByRole('button'));
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(location().search).toBe('?next=%2Fpricing');
    expect(server.callsTo(REQUEST_ORDER)).toHaveLength(0);
    expect(requests).toHaveLength(0);
  });

  it("buys: requests the order, keeps its id in sessionStorage and opens the card window with the server's key and amount, every button disabled meanwhile", async () => {
    storeTokens();
    const { requests, paymentWindow } = recordingWindow();
    const { user } = await open({ paymentWindow });
    await screen.findByRole('article', { name: '7-day pass' });
    await waitFor(() => expect(within(card('7-day pass')).getByRole('button')).toBeEnabled());
    await user.click(within(card('7-day pass')).getByRole('button'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      clientKey: 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq',
      amount: 10890,
      orderId: 'ORD_20261125_abcdef',
      orderName: '7-day pass',
      successUrl: 'http://localhost/payment-result',
      failUrl: 'http://localhost/payment-result',
    });
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBe('order-1');
    const [order] = server.callsTo(REQUEST_ORDER);
    expect(JSON.parse(order?.body ?? '{}')).toEqual({ planPriceId: 'price-7' });
    expect(order?.headers.authorization).toBe('Bearer access-1');
    for (const button of purchaseButtons()) expect(button).toBeDisabled();
    expect(within(card('7-day pass')).getByRole('button')).toHaveTextContent('Processing payment…');
    await user.click(within(card('1-day pass')).getByRole('button'));
    expect(server.callsTo(REQUEST_ORDER)).toHaveLength(1);
  });

  it("alerts 'This item is currently unavailable for purchase.' when the order request fails, and stops", async () => {
    storeTokens();
    answers.order = (_req, res) => sendError(res, 404, 'order_unavailable', 'This item is currently unavailable for purchase.');
    const { requests, paymentWindow } = recordingWindow();
    const { user } = await open({ paymentWindow });
    await screen.findByRole('article', { name: '30-day pass' });
    await waitFor(() => expect(within(card('30-day pass')).getByRole('button')).toBeEnabled());
    await user.click(within(card('30-day pass')).getByRole('button'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This item is currently unavailable for purchase.');
    expect(requests).toHaveLength(0);
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    for (const button of purchaseButtons()) expect(button).toBeEnabled();
  });

  it('re-enables the buttons and forgets the order when the buyer closes the payment window', async () => {
    storeTokens();
    const { requests, paymentWindow } = recordingWindow(() => Promise.reject(Object.assign(new Error('closed'), { code: 'USER_CANCEL' })));
    const { user } = await open({ paymentWindow });
    await screen.findByRole('article', { name: '7-day pass' });
    await waitFor(() => expect(within(card('7-day pass')).getByRole('button')).toBeEnabled());
    await user.click(within(card('7-day pass')).getByRole('button'));
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(within(card('7-day pass')).getByRole('button')).toBeEnabled());
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells the buyer when the payment window cannot open', async () => {
    storeTokens();
    const { paymentWindow } = recordingWindow(() => Promise.reject(new Error('script blocked')));
    const { user } = await open({ lng: 'ko', paymentWindow });
    const week = await screen.findByRole('article', { name: '7일 이용권' });
    await waitFor(() => expect(within(week).getByRole('button')).toBeEnabled());
    await user.click(within(week).getByRole('button'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('결제창을 열지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(sessionStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });
});
