/** @jest-environment jsdom */
import { ThemeProvider } from '@tablecrawler/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { ExportFile } from '../features/export';
import type { CandidateList, CandidateSummary, PickedTable } from '../features/pick';
import type { TableFingerprint } from '../features/table';
import { createExtensionI18n } from '../i18n';
import type { TablePort } from './panel-ports';
import { TableWorkspace, type TableWorkspaceProps } from './table-workspace';

const candidate: CandidateSummary = { id: 7, kind: 'table', rows: 3, columns: 3, title: '상품', preview: [['이름', '가격', '비고'], ['사과', '1,000', '']] };
const picked: PickedTable = {
  url: 'https://shop.example/list',
  kind: 'table',
  title: '상품',
  table: {
    columns: ['이름', '가격', '비고'],
    rows: [
      { text: ['사과', '1,000', '국산'], link: ['https://shop.example/p/1', '', ''] },
      { text: ['ＡＢＣ 배', '2,000', '수입'], link: ['https://shop.example/p/2', '', ''] },
      { text: ['귤', '500', '국산'] },
    ],
  },
};

function setup(options: { renderCrawl?: TableWorkspaceProps['renderCrawl']; tabCrawl?: TableFingerprint } = {}) {
  const table = {
    listCandidates: jest.fn(async (_tabId: number, _follow?: TableFingerprint): Promise<CandidateList> => ({ url: picked.url, title: '목록', candidates: [candidate] })),
    findAhead: jest.fn(async (_tabId: number, _template: string) => undefined),
    previews: jest.fn(async (_tabId: number, _ids: number[]) => [] as { id: number; preview: string[][] }[]),
    highlight: jest.fn(async (_tabId: number, _id: number | null) => undefined),
    pickOnPage: jest.fn(async (_tabId: number): Promise<CandidateSummary | null> => null),
    cancelPick: jest.fn(async (_tabId: number) => undefined),
    collect: jest.fn(async (_tabId: number, _id: number): Promise<PickedTable> => picked),
    readingProgress: jest.fn(async (_tabId: number) => ({ reading: false, rows: 0, declared: null as number | null })),
    stopReading: jest.fn(async (_tabId: number) => undefined),
  } satisfies TablePort;
  const files: ExportFile[] = [];
  const exporter = {
    download: jest.fn(async (file: ExportFile) => void files.push(file)),
    copyText: jest.fn(async () => undefined),
    now: () => new Date(2026, 10, 25, 9, 5),
  };
  const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
  let scan = {};
  const view = (held: boolean) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <TableWorkspace tabId={3} scan={scan} held={held} tabCrawl={options.tabCrawl ?? null} table={table} exporter={exporter} renderCrawl={options.renderCrawl} />
      </ThemeProvider>
    </I18nextProvider>
  );
  const { rerender } = render(view(false));
  return {
    table,
    exporter,
    files,
    hold: () => rerender(view(true)),
    /** The tab has loaded another page (a crawl's next page, a reload): a new scan of the same tab. */
    newScan: () => {
      scan = {};
      rerender(view(false));
    },
  };
}

// jsdom's Blob has no text().
const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const previewRows = () =>
  within(screen.getByTestId('preview-grid'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

describe('TableWorkspace', () => {
  it('finds, highlights on hover, chooses and collects a candidate, then shapes, filters and exports it', async () => {
    const user = userEvent.setup();
    const { table, exporter, files } = setup();
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    const entry = await screen.findByRole('button', { name: /1\. 표 · 3행 × 3열 · 상품/ });
    await user.hover(entry);
    expect(table.highlight).toHaveBeenLastCalledWith(3, 7);
    await user.click(entry);
    expect(table.collect).toHaveBeenCalledWith(3, 7);
    await screen.findByRole('heading', { name: /선택한 표: 표 · 3행 × 3열 · 상품/ });
    expect(screen.getByTestId('row-count')).toHaveTextContent('전체 3행 중 3행');

    await user.click(screen.getByRole('checkbox', { name: '내보내기에 넣기: 비고' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '형식: 이름' }), '링크 URL');
    await user.click(screen.getByRole('button', { name: '위로: 가격' }));
    expect(previewRows()).toEqual([
      ['1,000', 'https://shop.example/p/1'],
      ['2,000', 'https://shop.example/p/2'],
      ['500', ''],
    ]);

    await user.type(screen.getByRole('textbox', { name: '포함할 단어' }), '국산{Enter}');
    expect(screen.getByTestId('row-count')).toHaveTextContent('전체 3행 중 0행');
    // The filter searches the output columns; "비고" is no longer one of them.
    await user.click(screen.getByRole('checkbox', { name: '내보내기에 넣기: 비고' }));
    expect(screen.getByTestId('row-count')).toHaveTextContent('전체 3행 중 2행');
    await user.selectOptions(screen.getByRole('combobox', { name: '찾을 열' }), '가격');
    expect(screen.getByTestId('row-count')).toHaveTextContent('전체 3행 중 0행');
    await user.selectOptions(screen.getByRole('combobox', { name: '찾을 열' }), '모든 열');

    await user.click(screen.getByRole('button', { name: 'JSON 내려받기' }));
    await screen.findByText('shop.example_20261125_0905.json 파일을 내려받았습니다.');
    expect(exporter.download).toHaveBeenCalledTimes(1);
    const json = JSON.parse(await blobText((files[0] as ExportFile).blob)) as unknown;
    expect(json).toEqual({
      columns: ['가격', '이름', '비고'],
      rows: [
        ['1,000', 'https://shop.example/p/1', '국산'],
        ['500', '', '국산'],
      ],
      source: { url: 'https://shop.example/list', pages: 1, crawledAt: expect.any(String) },
    });

    await user.click(screen.getByRole('button', { name: 'TSV로 복사' }));
    expect(exporter.copyText).toHaveBeenCalledWith('가격\t이름\t비고\n1,000\thttps://shop.example/p/1\t국산\n500\t\t국산\n');
    expect(await screen.findByText('2행을 복사했습니다.')).toBeInTheDocument();

    // A word typed but not yet added (no Enter, no "추가") is added when the field is left, e.g. for the start button.
    await user.type(screen.getByRole('textbox', { name: '포함할 단어' }), '1,000');
    await user.tab();
    expect(screen.getByRole('list', { name: '포함할 단어' })).toHaveTextContent('1,000');
    expect(screen.getByRole('textbox', { name: '포함할 단어' })).toHaveValue('');
  });

  it('says so when the chosen table cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { table } = setup();
    table.collect.mockRejectedValueOnce(new Error('gone'));
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    await user.click(await screen.findByRole('button', { name: /1\. 표/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('표를 읽지 못했습니다');
  });

  it('keeps a crawl\'s rows on screen when the tab shows a page it cannot read (held), and nothing else', async () => {
    const user = userEvent.setup();
    const crawledRows = { columns: ['이름', '가격', '비고'], rows: [{ text: ['배', '3,000', '수입'] }, { text: ['감', '700', '국산'] }] };
    const { hold } = setup({
      renderCrawl: (slot) => (
        <button type="button" onClick={() => slot.onCollected(crawledRows, { url: picked.url, pages: 2, crawledAt: '2026-11-25T09:05:00.000Z' })}>
          crawl
        </button>
      ),
    });
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    await user.click(await screen.findByRole('button', { name: /1\. 표/ }));
    await user.click(await screen.findByRole('button', { name: 'crawl' }));
    hold();
    expect(screen.queryByRole('button', { name: '표 찾기' })).toBeNull();
    expect(previewRows()).toEqual([
      ['배', '3,000', '수입'],
      ['감', '700', '국산'],
    ]);
    expect(screen.getByRole('button', { name: 'CSV 내려받기' })).toBeEnabled();
  });

  it('shows nothing while held without a crawl (a page it cannot read replaced the picked one)', async () => {
    const user = userEvent.setup();
    const { hold } = setup();
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    await user.click(await screen.findByRole('button', { name: /1\. 표/ }));
    await screen.findByRole('heading', { name: /선택한 표/ });
    hold();
    expect(screen.queryByRole('heading', { name: /선택한 표/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '표 찾기' })).toBeNull();
  });

  it('while a virtualised grid is scrolled through, shows the rows read of those it declares and stops on request; then says what it read', async () => {
    const user = userEvent.setup();
    const { table } = setup();
    let answer: (value: PickedTable) => void = () => undefined;
    table.collect.mockImplementationOnce(() => new Promise<PickedTable>((resolve) => (answer = resolve)));
    table.readingProgress.mockResolvedValue({ reading: true, rows: 400, declared: 1200 });
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    await user.click(await screen.findByRole('button', { name: /1\. 표/ }));
    expect(await screen.findByText(/1200행 중 400행 읽음/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '읽기 멈추기' }));
    expect(table.stopReading).toHaveBeenCalledWith(3);
    answer({ ...picked, scrolled: { rows: 3, declared: 1200, complete: false } });
    await screen.findByRole('heading', { name: /선택한 표: 표 · 3행 × 3열/ });
    expect(screen.getByTestId('grid-read')).toHaveTextContent('끝까지 읽지 못했습니다: 1200행 중 3행만 읽었고');
    expect(screen.queryByTestId('grid-reading')).toBeNull();
  });

  describe('while the tab loads page after page', () => {
    const crawledTable: TableFingerprint = { kind: 'table', headers: ['이름', '가격', '비고'], columns: 3, index: 0, path: 'body>table' };
    const nextPage: CandidateSummary[] = [
      { id: 0, kind: 'table', rows: 2, columns: 2, title: '광고', preview: [] },
      { id: 1, kind: 'table', rows: 3, columns: 3, title: '상품', preview: [['이름', '가격', '비고'], ['배', '3,000', '']] },
    ];
    const entries = () => within(screen.getByRole('list', { name: '페이지의 표 후보' })).getAllByRole('button');

    it('keeps the chosen table of a crawl running in the tab (a panel opened mid-crawl) and lists each new page, the crawled table marked', async () => {
      const user = userEvent.setup();
      const { table, newScan } = setup({ tabCrawl: crawledTable });
      await user.click(screen.getByRole('button', { name: '표 찾기' }));
      await user.click(await screen.findByRole('button', { name: /1\. 표/ }));
      await screen.findByRole('heading', { name: /선택한 표: 표 · 3행 × 3열 · 상품/ });
      expect(table.listCandidates).toHaveBeenLastCalledWith(3, crawledTable, '열 {n}', true);

      table.listCandidates.mockResolvedValue({ url: `${picked.url}?page=2`, title: '목록', candidates: nextPage, followed: 1 });
      newScan();
      expect(screen.getByRole('heading', { name: /선택한 표: 표 · 3행 × 3열 · 상품/ })).toBeInTheDocument();
      await screen.findByRole('button', { name: /1\. 표 · 2행 × 2열 · 광고/ });
      expect(table.listCandidates).toHaveBeenCalledTimes(2);
      expect(entries().map((e) => e.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
      expect(screen.getByRole('heading', { name: /선택한 표: 표 · 3행 × 3열 · 상품/ })).toBeInTheDocument();
    });

    it('keeps the choice of a crawl the crawl section started before its first rows come', async () => {
      const user = userEvent.setup();
      const { table, newScan } = setup({
        renderCrawl: (slot) => (
          <button type="button" onClick={() => slot.onCrawl(crawledTable)}>
            crawl
          </button>
        ),
      });
      await user.click(screen.getByRole('button', { name: '표 찾기' }));
      await user.click(await screen.findByRole('button', { name: /1\. 표/ }));
      await user.click(await screen.findByRole('button', { name: 'crawl' }));
      table.listCandidates.mockResolvedValue({ url: `${picked.url}?page=2`, title: '목록', candidates: nextPage, followed: 1 });
      newScan();
      await screen.findByRole('button', { name: /1\. 표 · 2행 × 2열 · 광고/ });
      expect(table.listCandidates).toHaveBeenLastCalledWith(3, crawledTable, '열 {n}', false);
      expect(screen.getByRole('heading', { name: /선택한 표: 표 · 3행 × 3열 · 상품/ })).toBeInTheDocument();
      expect(entries().map((e) => e.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    });

    it('without a crawl, drops the choice on the new page and lists its tables, none chosen', async () => {
      const user = userEvent.setup();
      const { table, newScan } = setup();
      await user.click(screen.getByRole('button', { name: '표 찾기' }));
      await user.click(await screen.findByRole('button', { name: /1\. 표/ }));
      await screen.findByRole('heading', { name: /선택한 표/ });
      table.listCandidates.mockResolvedValue({ url: `${picked.url}?page=2`, title: '목록', candidates: nextPage });
      newScan();
      expect(screen.queryByRole('heading', { name: /선택한 표/ })).toBeNull();
      await screen.findByRole('button', { name: /1\. 표 · 2행 × 2열 · 광고/ });
      expect(table.listCandidates).toHaveBeenLastCalledWith(3, undefined, '열 {n}', false);
      expect(entries().map((e) => e.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    });
  });
});
