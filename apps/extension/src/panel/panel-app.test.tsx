/** @jest-environment jsdom */
import { ThemeProvider } from '@tablecrawler/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../i18n';
import { PanelApp } from './panel-app';
import type { PanelPorts, ScanOutcome, TabCrawlPort } from './panel-ports';

interface Overrides {
  accountStatus?: PanelPorts['account']['status'];
  scanTab?: PanelPorts['page']['scanTab'];
}

/** Ports as jest functions, flattened for the assertions below. */
function services(overrides: Overrides = {}) {
  let tabListener: () => void = () => undefined;
  const fns = {
    accountStatus: jest.fn(overrides.accountStatus ?? (async () => ({ signedIn: false as const }))),
    targetTab: jest.fn(async () => ({ id: 4 })),
    watchTargetTab: jest.fn((listener: () => void) => {
      tabListener = listener;
    }),
    scanTab: jest.fn(overrides.scanTab ?? (async (): Promise<ScanOutcome> => ({ kind: 'scanned', scan: { url: 'https://example.com/', title: 'Example page', tableCount: 2 } }))),
    setOverlay: jest.fn(async (_tabId: number, visible: boolean) => visible),
    setLanguage: jest.fn(async () => undefined),
    tabChanged: () => tabListener(),
  };
  const ports: PanelPorts = {
    account: {
      status: fns.accountStatus,
      signIn: jest.fn(async () => ({ ok: true as const, account: { signedIn: false as const } })),
      signOut: jest.fn(async () => ({ signedIn: false as const })),
      siteUrl: 'http://localhost:3000',
    },
    page: { targetTab: fns.targetTab, watchTargetTab: fns.watchTargetTab, scanTab: fns.scanTab, setOverlay: fns.setOverlay },
    table: {
      listCandidates: jest.fn(async () => ({ url: 'https://example.com/', title: 'Example page', candidates: [] })),
      findAhead: jest.fn(async () => undefined),
      previews: jest.fn(async () => []),
      highlight: jest.fn(async () => undefined),
      pickOnPage: jest.fn(async () => null),
      cancelPick: jest.fn(async () => undefined),
      collect: jest.fn(async () => Promise.reject(new Error('not in this test'))),
      readingProgress: jest.fn(async () => ({ reading: false, rows: 0, declared: null })),
      stopReading: jest.fn(async () => undefined),
    },
    exporter: { download: jest.fn(async () => undefined), copyText: jest.fn(async () => undefined), now: () => new Date() },
    settings: { setLanguage: fns.setLanguage },
  };
  return { ...fns, ports };
}

function renderPanel({ ports }: { ports: PanelPorts }, lng: 'ko' | 'en' = 'ko', tabCrawl?: TabCrawlPort) {
  const i18n = createExtensionI18n({ lng, syncDocumentLanguage: true });
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <PanelApp ports={ports} tabCrawl={tabCrawl} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('PanelApp', () => {
  it('shows the product name, the sign-in form with the site links, and the scan, in Korean', async () => {
    const svc = services();
    renderPanel(svc);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('표 크롤러');
    expect(await screen.findByRole('form', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', 'http://localhost:3000/signup');
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', 'http://localhost:3000/reset-password');
    expect(await screen.findByText('표 2개를 찾았습니다.')).toBeInTheDocument();
    expect(screen.getByText('Example page')).toBeInTheDocument();
    expect(svc.scanTab).toHaveBeenCalledWith(4);
    expect(document.documentElement.lang).toBe('ko');
  });

  it('explains pages that cannot be scanned and pages without tables', async () => {
    renderPanel(services({ scanTab: async () => ({ kind: 'unsupported' }) }));
    expect(await screen.findByText(/이 페이지에서는 표를 찾을 수 없습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '페이지에 표시' })).toBeNull();
  });

  it('says so when the page has no tables', async () => {
    renderPanel(services({ scanTab: async () => ({ kind: 'scanned', scan: { url: 'https://e.com/', title: '', tableCount: 0 } }) }));
    expect(await screen.findByText('이 페이지에는 표가 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('https://e.com/')).toBeInTheDocument();
  });

  it('shows a failure and scans again on request and when the tab changes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const scanTab = jest
      .fn<Promise<ScanOutcome>, [number]>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce({ kind: 'scanned', scan: { url: 'https://e.com/', title: 'E', tableCount: 1 } })
      .mockResolvedValueOnce({ kind: 'scanned', scan: { url: 'https://f.com/', title: 'F', tableCount: 5 } });
    const svc = services({ scanTab });
    renderPanel(svc);
    expect(await screen.findByRole('alert')).toHaveTextContent('페이지를 살펴보지 못했습니다');
    await userEvent.click(screen.getByRole('button', { name: '다시 살펴보기' }));
    expect(await screen.findByText('표 1개를 찾았습니다.')).toBeInTheDocument();
    act(() => svc.tabChanged());
    expect(await screen.findByText('표 5개를 찾았습니다.')).toBeInTheDocument();
  });

  it('toggles the overlay on the scanned tab', async () => {
    const svc = services();
    renderPanel(svc);
    await userEvent.click(await screen.findByRole('button', { name: '페이지에 표시' }));
    expect(svc.setOverlay).toHaveBeenCalledWith(4, true);
    const hide = await screen.findByRole('button', { name: '페이지 표시 끄기' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(svc.setOverlay).toHaveBeenLastCalledWith(4, false);
    expect(await screen.findByRole('button', { name: '페이지에 표시' })).toBeInTheDocument();
  });

  it('switches to English and saves the choice', async () => {
    const svc = services();
    renderPanel(svc);
    await screen.findByText('표 2개를 찾았습니다.');
    const header = screen.getByRole('banner');
    await userEvent.selectOptions(within(header).getByRole('combobox', { name: '언어' }), 'en');
    expect(svc.setLanguage).toHaveBeenCalledWith('en');
    expect(await screen.findByText('Found 2 tables.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TableCrawler');
    expect(document.documentElement.lang).toBe('en');
  });

  it('opened mid-crawl, lists the tab\'s tables marking the crawled one (read from the stored crawl of that tab)', async () => {
    const fingerprint = { kind: 'table' as const, headers: ['코드'], columns: 1, index: 0, path: 'body>table' };
    const svc = services();
    const crawledTable = jest.fn(async (tabId: number) => (tabId === 4 ? fingerprint : null));
    const listCandidates = svc.ports.table.listCandidates as jest.Mock;
    listCandidates.mockResolvedValue({ url: 'https://example.com/', title: 'Example page', candidates: [{ id: 2, kind: 'table', rows: 3, columns: 1, preview: [] }], followed: 2 });
    renderPanel(svc, 'ko', { crawledTable });
    await screen.findByText('표 2개를 찾았습니다.');
    await waitFor(() => expect(crawledTable).toHaveBeenCalledWith(4));
    await userEvent.click(screen.getByRole('button', { name: '표 찾기' }));
    const entry = await screen.findByRole('button', { name: /1\. 표 · 3행 × 1열/ });
    expect(listCandidates).toHaveBeenLastCalledWith(4, fingerprint, '열 {n}', true);
    expect(entry).toHaveAttribute('aria-pressed', 'true');
  });
});
