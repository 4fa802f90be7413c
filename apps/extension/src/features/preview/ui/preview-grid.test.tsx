/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createExtensionI18n } from '../../../i18n';
import { PREVIEW_ROW_HEIGHT, PreviewGrid } from './preview-grid';

const rows = Array.from({ length: 100_000 }, (_, i) => [`행 ${i}`, String(i * 10)]);

function renderGrid() {
  const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
  render(
    <I18nextProvider i18n={i18n}>
      <PreviewGrid columns={['이름', '값']} rows={rows} />
    </I18nextProvider>,
  );
  return screen.getByRole('table', { name: '표 미리보기' });
}

const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);

describe('PreviewGrid', () => {
  it('keeps a few dozen rows in the DOM for 100,000 rows and follows the scroll position', () => {
    const grid = renderGrid();
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    expect(bodyRows(grid).length).toBeLessThan(40);
    expect(bodyRows(grid)[0]).toHaveTextContent('행 0');

    grid.scrollTop = 50_000 * PREVIEW_ROW_HEIGHT;
    fireEvent.scroll(grid);
    const shown = bodyRows(grid);
    expect(shown.length).toBeLessThan(40);
    expect(shown.map((r) => r.textContent)).toContain('행 50000500000');
    expect(shown.find((r) => r.textContent === '행 50000500000')).toHaveAttribute('aria-rowindex', '50002');
  });

  it('says so when no row is left', () => {
    const i18n = createExtensionI18n({ lng: 'ko', syncDocumentLanguage: false });
    render(
      <I18nextProvider i18n={i18n}>
        <PreviewGrid columns={['이름']} rows={[]} />
      </I18nextProvider>,
    );
    expect(screen.getByText('보여 줄 행이 없습니다.')).toBeInTheDocument();
  });
});
