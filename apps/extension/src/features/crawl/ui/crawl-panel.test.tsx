/** @jest-environment jsdom */
import { ThemeProvider } from '@tablecrawler/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../../../i18n';
import { MESSAGING_ERROR_CODES, MessagingError } from '../../../messaging';
import { CrawlPanel } from './crawl-panel';
import type { CrawlPort } from './crawl-port';

// The recipe bar's extension port loads the polyfill at import; nothing here reaches it (ports are given), and jsdom is no extension.
jest.mock('webextension-polyfill', () => ({ __esModule: true, default: {} }));

const fingerprint = { kind: 'table' as const, headers: ['a'], columns: 1, index: 0, path: 'table' };

function renderPanel(start: CrawlPort['start'], lng: 'ko' | 'en' = 'ko', check: CrawlPort['check'] = async () => undefined) {
  const port: CrawlPort = {
    fingerprint: jest.fn(async () => ({ url: 'https://shop.test/list', fingerprint })),
    teach: jest.fn(async () => null),
    check: jest.fn(check),
    requestAccess: jest.fn(async () => true),
    start: jest.fn(start),
    control: jest.fn(async () => null),
    status: jest.fn(async () => null),
    readPagesAfter: jest.fn(async () => ({ columns: [], rows: [], lastPage: 0 })),
    latest: jest.fn(async () => null),
    dismiss: jest.fn(async () => undefined),
  };
  render(
    <I18nextProvider i18n={createExtensionI18n({ lng, syncDocumentLanguage: false })}>
      <ThemeProvider>
        <CrawlPanel
          tabId={3}
          candidateId={1}
          port={port}
          siteUrl="http://localhost:3000"
          shaping={{ columns: [], filter: { include: [], exclude: [], mode: 'any', column: null }, format: 'csv' }}
          onApplyRecipe={jest.fn()}
          onCollected={jest.fn()}
          recipes={{ load: jest.fn(async () => ({})), save: jest.fn(async () => undefined), downloadText: jest.fn(async () => undefined) }}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return port;
}

const refuse = (reason: string) => async (): Promise<never> => Promise.reject(new MessagingError(MESSAGING_ERROR_CODES.REFUSED, reason));

/** Clicks Start once the chosen table's fingerprint has arrived (the button is disabled before). */
async function clickStart(name = '수집 시작'): Promise<void> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('CrawlPanel and the pass gate', () => {
  it('says a pass is needed and links to the site\'s pricing page', async () => {
    const port = renderPanel(refuse('pass-required'));
    await clickStart();
    const refusal = await screen.findByTestId('crawl-refusal');
    expect(refusal).toHaveTextContent('여러 페이지 수집에는 이용권이 필요합니다.');
    expect(screen.getByRole('link', { name: '이용권 보기' })).toHaveAttribute('href', 'http://localhost:3000/pricing');
    expect(port.start).toHaveBeenCalledWith(expect.objectContaining({ conditions: expect.objectContaining({ maxPages: expect.any(Number) }) }));
  });

  it('says an expired pass must be extended, with the pricing link', async () => {
    renderPanel(refuse('pass-expired'));
    await clickStart();
    expect(await screen.findByTestId('crawl-refusal')).toHaveTextContent('이용권이 만료되었습니다.');
    expect(screen.getByRole('link', { name: '이용권 보기' })).toHaveAttribute('href', 'http://localhost:3000/pricing');
  });

  it('asks a signed-out user to sign in, linking to the panel\'s sign-in form', async () => {
    renderPanel(refuse('sign-in-required'), 'en');
    await clickStart('Start crawl');
    expect(await screen.findByTestId('crawl-refusal')).toHaveTextContent('Crawling many pages needs you signed in with a pass.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '#account-email');
    expect(screen.queryByRole('link', { name: 'See passes' })).toBeNull();
  });

  it('asks the gate before Chrome\'s permission prompt: a refused crawl asks for no permission and starts nothing', async () => {
    const port = renderPanel(async () => Promise.reject(new Error('not reached')), 'ko', refuse('pass-required'));
    await clickStart();
    expect(await screen.findByTestId('crawl-refusal')).toHaveTextContent('여러 페이지 수집에는 이용권이 필요합니다.');
    expect(port.check).toHaveBeenCalledWith(expect.objectContaining({ tabId: 3 }));
    expect(port.requestAccess).not.toHaveBeenCalled();
    expect(port.start).not.toHaveBeenCalled();
  });

  it('shows other start failures as before (not as a refusal)', async () => {
    renderPanel(async () => Promise.reject(new MessagingError(MESSAGING_ERROR_CODES.HANDLER_FAILED, 'boom')));
    await clickStart();
    expect(await screen.findByText('수집을 시작하지 못했습니다: boom')).toBeInTheDocument();
    expect(screen.queryByTestId('crawl-refusal')).toBeNull();
  });
});
