/** @jest-environment jsdom */
import { ThemeProvider } from '@tablecrawler/ui';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../../../i18n';
import type { CrawlSnapshot } from '../messages';
import { CrawlProgress } from './crawl-progress';

const base: CrawlSnapshot = {
  id: 'c1',
  tabId: 1,
  url: 'https://bank.test/list',
  fingerprint: { kind: 'table', headers: ['Bank', 'City'], columns: 2, index: 0, path: 'body>table' },
  status: 'running',
  requestedMode: 'auto',
  mode: 'numbered',
  pagesDone: 4,
  maxPages: null,
  rowCount: 10,
  duplicatesDropped: 0,
  elapsedMs: 1200,
  etaMs: null,
  stopReason: null,
  lastError: null,
};

/** The progress bar's value and max attributes (none on a bar that moves without a plan). */
function bar(snapshot: CrawlSnapshot): { value: string | null; max: string | null } {
  const { container, unmount } = render(
    <I18nextProvider i18n={createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false })}>
      <ThemeProvider>
        <CrawlProgress snapshot={snapshot} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  const progress = container.querySelector('progress') as HTMLProgressElement;
  const shown = { value: progress.getAttribute('value'), max: progress.getAttribute('max') };
  unmount();
  return shown;
}

describe('CrawlProgress', () => {
  it('moves without a plan while a crawl "until the last page" runs, and is full once it has finished', () => {
    expect(bar(base)).toEqual({ value: null, max: null });
    expect(bar({ ...base, status: 'finished', stopReason: 'next-disabled' })).toEqual({ value: '4', max: '4' });
  });

  it('shows pages done against the plan, and a full bar for a crawl that ended before its plan because no page was left', () => {
    expect(bar({ ...base, maxPages: 10 })).toEqual({ value: '4', max: '10' });
    expect(bar({ ...base, maxPages: 10, status: 'finished', stopReason: 'next-missing' })).toEqual({ value: '4', max: '4' });
    expect(bar({ ...base, maxPages: 10, status: 'paused' })).toEqual({ value: '4', max: '10' });
  });
});
