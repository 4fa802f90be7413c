/** @jest-environment jsdom */
import { ThemeProvider } from '@tablecrawler/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../../../i18n';
import type { CandidateSummary } from '../messages';
import { FIRST_CANDIDATES, TablePicker, type PickPort } from './table-picker';

const many: CandidateSummary[] = Array.from({ length: FIRST_CANDIDATES + 5 }, (_, id) => ({ id, kind: 'table', rows: 3, columns: 2, preview: [['a', 'b']] }));

function setup(port: Partial<PickPort> = {}) {
  const full: PickPort = {
    listCandidates: jest.fn(async () => ({ url: 'https://e.com/', title: 'E', candidates: many })),
    highlight: jest.fn(async () => undefined),
    pickOnPage: jest.fn(async () => null),
    cancelPick: jest.fn(async () => undefined),
    ...port,
  };
  const onChoose = jest.fn();
  const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <TablePicker tabId={5} port={full} chosenId={null} onChoose={onChoose} />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { port: full, onChoose };
}

const entries = () => within(screen.getByRole('list', { name: '페이지의 표 후보' })).getAllByRole('button');

describe('TablePicker', () => {
  it('shows the first candidates of a long list and the rest on request', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: '표 찾기' }));
    expect(await screen.findByText(`표 후보 ${many.length}개`)).toBeInTheDocument();
    expect(entries()).toHaveLength(FIRST_CANDIDATES);
    await user.click(screen.getByRole('button', { name: `${many.length}개 모두 보기` }));
    expect(entries()).toHaveLength(many.length);
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
});
