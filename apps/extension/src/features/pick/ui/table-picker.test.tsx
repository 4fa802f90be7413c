/** @jest-environment jsdom */
import { ThemeProvider } from '@tablecrawler/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../../../i18n';
import type { CandidateSummary } from '../messages';
import { FIRST_CANDIDATES, TablePicker, type PickPort, type TablePickerProps } from './table-picker';

// As the content script lists them: the entries past the first come without a preview.
const many: CandidateSummary[] = Array.from({ length: FIRST_CANDIDATES + 5 }, (_, id) => ({ id, kind: 'table', rows: 3, columns: 2, ...(id < FIRST_CANDIDATES ? { preview: [['a', 'b']] } : {}) }));

type PickerProps = Partial<Pick<TablePickerProps, 'tabId' | 'scan' | 'chosenId' | 'follow'>>;

function setup(port: Partial<PickPort> = {}, props: PickerProps = {}) {
  const full: PickPort = {
    listCandidates: jest.fn(async () => ({ url: 'https://e.com/', title: 'E', candidates: many })),
    findAhead: jest.fn(async () => undefined),
    previews: jest.fn(async (_tabId: number, ids: number[]) => ids.map((id) => ({ id, preview: [[`p${id}`]] }))),
    highlight: jest.fn(async () => undefined),
    pickOnPage: jest.fn(async () => null),
    cancelPick: jest.fn(async () => undefined),
    ...port,
  };
  const onChoose = jest.fn();
  const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
  const view = (next: PickerProps) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <TablePicker tabId={5} port={full} chosenId={null} onChoose={onChoose} {...next} />
      </ThemeProvider>
    </I18nextProvider>
  );
  const { rerender } = render(view(props));
  return { port: full, onChoose, rerender: (next: PickerProps) => rerender(view({ ...props, ...next })) };
}

const entries = () => within(screen.getByRole('list', { name: '페이지의 표 후보' })).getAllByRole('button');

describe('TablePicker', () => {
  it('has the page find its list ahead while idle, with the column names it then lists with', async () => {
    const user = userEvent.setup();
    const { port } = setup();
    expect(port.findAhead).toHaveBeenCalledWith(5, '열 {n}');
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    expect(port.listCandidates).toHaveBeenLastCalledWith(5, undefined, '열 {n}', true);
  });

  it('shows a list found before the page changed at once, choosable, and then the list as the page is now', async () => {
    const user = userEvent.setup();
    let answer: (list: Awaited<ReturnType<PickPort['listCandidates']>>) => void = () => undefined;
    const before = many.slice(0, 2);
    const listCandidates = jest
      .fn()
      .mockResolvedValueOnce({ url: 'https://e.com/', title: 'E', candidates: before, changed: true })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { onChoose } = setup({ listCandidates });
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    expect(entries()).toHaveLength(2);
    expect(screen.getByTestId('candidate-count')).toHaveTextContent('페이지가 바뀌어 목록을 확인하는 중…');
    expect(screen.getByRole('list', { name: '페이지의 표 후보' })).toHaveAttribute('aria-busy', 'true');
    // The list as the page is now is asked for right away, not quickly.
    expect(listCandidates).toHaveBeenCalledTimes(2);
    expect(listCandidates).toHaveBeenLastCalledWith(5, undefined, '열 {n}', false);
    await user.click(entries()[1] as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith(before[1]);
    await act(async () => answer({ url: 'https://e.com/', title: 'E', candidates: many.slice(0, 3) }));
    expect(entries()).toHaveLength(3);
    expect(screen.getByTestId('candidate-count')).not.toHaveTextContent('확인하는 중');
    expect(screen.getByRole('list', { name: '페이지의 표 후보' })).toHaveAttribute('aria-busy', 'false');
  });

  it('asks again every 20 s while idle, and stops once the list is asked for', async () => {
    jest.useFakeTimers();
    try {
      const { port } = setup();
      expect(port.findAhead).toHaveBeenCalledTimes(1);
      act(() => void jest.advanceTimersByTime(20_000));
      expect(port.findAhead).toHaveBeenCalledTimes(2);
      await act(async () => screen.getByRole('button', { name: '표 찾기' }).click());
      await act(async () => void jest.advanceTimersByTime(60_000));
      expect(port.findAhead).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the first candidates of a long list and the rest on request', async () => {
    const user = userEvent.setup();
    const { port } = setup();
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    expect(await screen.findByText(`표 후보 ${many.length}개`)).toBeInTheDocument();
    expect(entries()).toHaveLength(FIRST_CANDIDATES);
    await user.click(screen.getByRole('button', { name: `${many.length}개 모두 보기` }));
    expect(entries()).toHaveLength(many.length);
    // The rest's previews are asked for once, and shown.
    expect(port.previews).toHaveBeenCalledWith(5, many.slice(FIRST_CANDIDATES).map((c) => c.id));
    expect(await screen.findByText(`p${FIRST_CANDIDATES + 4}`)).toBeInTheDocument();
  });

  it('picks on the page, can cancel with Esc in the panel, and adds a picked table the list lacked', async () => {
    const user = userEvent.setup();
    let answer: (c: CandidateSummary | null) => void = () => undefined;
    const { port, onChoose } = setup({ pickOnPage: jest.fn(() => new Promise<CandidateSummary | null>((resolve) => (answer = resolve))) });
    await user.click(screen.getByRole('button', { name: '페이지에서 고르기' }));
    expect(screen.getByRole('status')).toHaveTextContent('페이지에서 원하는 표를 클릭하세요.');
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Escape}');
    expect(port.cancelPick).toHaveBeenCalledWith(5);
    const picked: CandidateSummary = { id: 99, kind: 'aria', rows: 2, columns: 2, preview: [] };
    answer(picked);
    expect(await screen.findByRole('button', { name: '페이지에서 고르기' })).toBeInTheDocument();
    expect(onChoose).toHaveBeenCalledWith(picked);
  });

  it('says so when the page has no candidate or the search fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    setup({ listCandidates: jest.fn().mockResolvedValueOnce({ url: '', title: '', candidates: [] }).mockRejectedValueOnce(new Error('no access')) });
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    expect(await screen.findByText(/이 페이지에서 표를 찾지 못했습니다/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 찾기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('표를 찾지 못했습니다');
  });

  it('names frames of other sites with a link each, also when the page itself has no candidate', async () => {
    const user = userEvent.setup();
    const otherFrames = [{ url: 'https://board.partner.example/list?page=1', width: 640, height: 480 }];
    setup({ listCandidates: jest.fn(async () => ({ url: 'https://e.com/', title: 'E', candidates: [], otherFrames })) });
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    const link = within(await screen.findByRole('list', { name: '다른 사이트의 프레임' })).getByRole('link');
    expect(link).toHaveTextContent('board.partner.example 프레임 새 탭에서 열기 (640×480)');
    expect(link).toHaveAttribute('href', 'https://board.partner.example/list?page=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/다른 사이트의 프레임 1개에도 표가 있을 수 있습니다/)).toBeInTheDocument();
  });

  describe('when the tab shows another page (a crawl\'s next page, a reload)', () => {
    const fingerprint = { kind: 'table' as const, headers: ['번호', '제목'], columns: 2, index: 0, path: 'body>table' };
    const page = (n: number, followed?: number): Awaited<ReturnType<PickPort['listCandidates']>> => ({
      url: `https://e.com/?page=${n}`,
      title: 'E',
      candidates: [0, 1].map((id) => ({ id, kind: 'table', rows: 3, columns: 2, preview: [[`쪽 ${n}`, `표 ${id}`]] })),
      ...(followed !== undefined ? { followed } : {}),
    });

    it('lists the new page\'s tables, keeping the old ones on screen (not choosable) until they come, and marks the followed table', async () => {
      const user = userEvent.setup();
      let answer: (list: ReturnType<typeof page>) => void = () => undefined;
      const listCandidates = jest.fn().mockResolvedValueOnce(page(1)).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
      const { rerender, onChoose } = setup({ listCandidates }, { scan: {}, chosenId: 1, follow: fingerprint });
      await user.click(screen.getByRole('button', { name: '표 찾기' }));
      await screen.findByText('표 후보 2개');
      expect(entries().map((e) => e.getAttribute('aria-pressed'))).toEqual(['false', 'true']);

      // The crawl loads page 2: the choice was made on page 1, so the page's list says which entry is the crawled table.
      rerender({ scan: {}, chosenId: null });
      expect(listCandidates).toHaveBeenLastCalledWith(5, fingerprint, '열 {n}', false);
      expect(entries()).toHaveLength(2);
      expect(entries().every((e) => (e as HTMLButtonElement).disabled)).toBe(true);
      expect(entries().map((e) => e.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
      await user.click(entries()[0] as HTMLElement);
      expect(onChoose).not.toHaveBeenCalled();

      await act(async () => answer(page(2, 0)));
      expect(entries().map((e) => e.textContent)).toEqual([expect.stringContaining('쪽 2'), expect.stringContaining('쪽 2')]);
      expect(entries().map((e) => e.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
      await user.click(entries()[1] as HTMLElement);
      expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 1, preview: [['쪽 2', '표 1']] }));
    });

    it('asks a new page again when its read is cut short by the page leaving (a crawl step), without an error', async () => {
      const user = userEvent.setup();
      const closed = new Error('A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received');
      const listCandidates = jest.fn().mockResolvedValueOnce(page(1)).mockRejectedValueOnce(closed).mockResolvedValueOnce(page(2));
      // (an earlier test's spy may still stand: count only this test's calls)
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      logged.mockClear();
      try {
        const { rerender } = setup({ listCandidates }, { scan: {} });
        await user.click(screen.getByRole('button', { name: '표 찾기' }));
        await screen.findByText('표 후보 2개');
        rerender({ scan: {} });
        expect(await screen.findAllByText('쪽 2', {}, { timeout: 3000 })).not.toHaveLength(0);
        expect(listCandidates).toHaveBeenCalledTimes(3);
        expect(logged.mock.calls).toEqual([]);
      } finally {
        logged.mockRestore();
      }
    });

    it('waits to be asked on a page whose list nobody asked for, and forgets the list when the panel follows another tab', async () => {
      const user = userEvent.setup();
      const listCandidates = jest.fn(async () => page(1));
      const { rerender } = setup({ listCandidates }, { scan: {} });
      rerender({ scan: {} });
      expect(listCandidates).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: '표 찾기' }));
      await screen.findByText('표 후보 2개');
      rerender({ tabId: 6, scan: {} });
      expect(screen.queryByRole('list', { name: '페이지의 표 후보' })).not.toBeInTheDocument();
      expect(listCandidates).toHaveBeenCalledTimes(1);
      rerender({ tabId: 6, scan: {} });
      expect(listCandidates).toHaveBeenCalledTimes(1);
    });
  });
});
