/** @jest-environment jsdom */
import { ApiError } from '@tablecrawler/api-client';
import { ERROR_CODES } from '@tablecrawler/contract';
import { ThemeProvider } from '@tablecrawler/ui';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { Blob as NodeBlob } from 'node:buffer';
import { deserialize, serialize } from 'node:v8';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../../../i18n';
import type { ExportFile } from '../../export';
import type { OutputTable } from '../../table';
import { createUploadStore } from '../store/upload-store';
import { createUploadQueue, type UploadTransport } from '../worker/upload-queue';
import { RecentSaves } from './recent-saves';
import { SaveToHistory } from './save-to-history';
import type { AutoSave, UploadsPort } from './uploads-port';

// jsdom's Blob has no arrayBuffer()/text(); the panel runs in Chrome, whose Blob has them, as Node's does.
globalThis.Blob = NodeBlob as unknown as typeof Blob;
// jsdom has no structuredClone either; fake-indexeddb clones what it stores with it (Node's is V8's serializer).
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

// The queue works through IndexedDB between the clicks and the texts: give a loaded machine time.
configure({ asyncUtilTimeout: 5_000 });

const OUTPUT: OutputTable = {
  columns: ['코드', '가격'],
  rows: [
    ['P1', '1,000'],
    ['P2', '2,000'],
  ],
  source: { url: 'http://localhost:4100/long?page=1', pages: 10, crawledAt: '2026-11-25T10:00:00.000Z' },
};

/** The panel's port over a real queue and store (fake-indexeddb), the server answering from `outcomes`. */
function setup(outcomes: (ApiError | 'ok')[]) {
  const sent: { key: string; pageCount: number; rowCount: number; format: string; text: string }[] = [];
  const transport: UploadTransport = {
    async upload(entry, file) {
      sent.push({ key: entry.idempotencyKey, pageCount: entry.pageCount, rowCount: entry.rowCount, format: entry.format, text: await file.text() });
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome instanceof ApiError) throw outcome;
      return { fileId: `f${sent.length}` };
    },
  };
  const store = createUploadStore({ factory: new IDBFactory() });
  const queue = createUploadQueue({ store, transport, scheduler: { at: () => undefined, clear: () => undefined }, logger: { error: () => undefined } });
  let auto: AutoSave = { enabled: false, format: 'csv', sheetName: 'Sheet1' };
  const setAutoSave = jest.fn(async (value: AutoSave) => {
    auto = value;
  });
  const port: UploadsPort = {
    queue: (input, bytes) => queue.enqueue(input, bytes),
    list: () => queue.list(),
    retry: async (id) => void (await queue.retry(id)),
    remove: (id) => queue.remove(id),
    async file(entry) {
      const bytes = await store.readFile(entry.id);
      return bytes ? { blob: new Blob([bytes], { type: entry.mimeType }), fileName: entry.fileName } : undefined;
    },
    autoSave: async () => auto,
    setAutoSave,
    historyUrl: 'http://localhost:3000/user/history',
  };
  const downloads: ExportFile[] = [];
  const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <SaveToHistory output={OUTPUT} port={port} format="csv" now={() => new Date(2026, 10, 25, 10, 0)} />
        <RecentSaves port={port} download={async (file) => void downloads.push(file)} refreshMs={20} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { sent, downloads, setAutoSave, queue };
}

const item = () => within(screen.getByRole('list', { name: '최근 저장' })).getByRole('listitem');

describe('save to my history and the recent saves', () => {
  it('shows a refusal with the reason and the server message, keeps the file downloadable, and saves once retried', async () => {
    const user = userEvent.setup();
    const { sent, downloads } = setup([new ApiError(403, ERROR_CODES.passRequired, 'Crawling more than one page needs an active pass'), 'ok']);
    await user.selectOptions(screen.getByRole('combobox', { name: '저장 형식' }), 'json');
    await user.click(screen.getByRole('button', { name: '내 기록에 저장' }));
    expect(await screen.findByText(/저장 대기열에 넣었습니다/)).toBeInTheDocument();

    expect(await within(await screen.findByRole('list', { name: '최근 저장' })).findByText('거부됨: 여러 페이지를 크롤링하려면 이용권이 필요합니다.')).toBeInTheDocument();
    expect(within(item()).getByText('Crawling more than one page needs an active pass')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(within(item()).getByText(`2행 · 10페이지 · ${new TextEncoder().encode(sent[0]?.text).length} B`)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ format: 'json', rowCount: 2, pageCount: 10 });
    expect(JSON.parse(sent[0]?.text ?? '')).toMatchObject({ columns: OUTPUT.columns, rows: OUTPUT.rows });

    await user.click(within(item()).getByRole('button', { name: '파일 받기' }));
    await screen.findByText('거부됨: 여러 페이지를 크롤링하려면 이용권이 필요합니다.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(downloads.map((d) => d.fileName)).toEqual(['localhost_20261125_1000.json']);
    expect(await downloads[0]?.blob.text()).toBe(sent[0]?.text);

    await user.click(within(item()).getByRole('button', { name: '다시 시도' }));
    expect(await within(item()).findByText('저장됨')).toBeInTheDocument();
    expect(within(item()).queryByRole('button', { name: '파일 받기' })).toBeNull();
    expect(sent.map((s) => s.key)).toEqual([sent[0]?.key, sent[0]?.key]);
  });

  it('says "sign in" for a refused upload of a signed-out user, and waits with the retry time after a network failure', async () => {
    const user = userEvent.setup();
    setup([new ApiError(0, ERROR_CODES.noRefreshToken, 'No refresh token'), new ApiError(0, ERROR_CODES.network, 'Network Error')]);
    await user.click(screen.getByRole('button', { name: '내 기록에 저장' }));
    expect(await within(await screen.findByRole('list', { name: '최근 저장' })).findByText('거부됨: 로그인이 필요합니다. 로그인한 뒤 다시 시도해 주세요.')).toBeInTheDocument();
    await user.click(within(item()).getByRole('button', { name: '다시 시도' }));
    expect(await within(item()).findByText(/^다시 시도 대기 중 \(/)).toBeInTheDocument();
  });

  it('persists the auto-save option with the format and the sheet name, and links to the site history', async () => {
    const user = userEvent.setup();
    const { setAutoSave } = setup([]);
    await user.click(await screen.findByRole('checkbox', { name: '끝난 크롤링을 모두 자동으로 저장' }));
    expect(setAutoSave).toHaveBeenLastCalledWith({ enabled: true, format: 'csv', sheetName: '표' });
    expect(screen.getByText('아직 저장한 파일이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사이트에서 내 기록 열기' })).toHaveAttribute('href', 'http://localhost:3000/user/history');
  });
});
