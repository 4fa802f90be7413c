import { createI18n } from '@tablecrawler/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { FileRowView } from '../model/files-page.adapter';
import { FILE_COLUMNS, FilesTable, type FilesTableProps } from './files-table';

const ROWS: FileRowView[] = [
  { id: 'f1', host: 'stats.example.com', fileSize: '2 KB', createdAt: 'Nov 21, 2026', note: 'Quarterly numbers from the statistics office, all regions' },
  { id: 'f2', host: 'shop.example.org', fileSize: '15 MB', createdAt: 'Nov 20, 2026', note: '' },
];

function renderTable(props: Partial<FilesTableProps> = {}) {
  const handlers = { onDownload: jest.fn(), onDelete: jest.fn(), onEditNote: jest.fn(), onTogglePreview: jest.fn() };
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <FilesTable rows={ROWS} expandedId={null} renderPreview={(row) => <p>preview of {row.host}</p>} {...handlers} {...props} />
    </I18nextProvider>,
  );
  return handlers;
}

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('FilesTable', () => {
  it('has the seven columns of the spec with their widths', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Host domain', 'File size', 'Created', 'Note', 'Edit note', 'Download', 'Delete']);
    const widths = Array.from(document.querySelectorAll('col')).map((col) => col.style.width);
    expect(widths).toEqual(['20%', '10%', '15%', '25%', '10%', '10%', '10%']);
    expect(FILE_COLUMNS).toHaveLength(7);
    const first = screen.getAllByRole('row')[1];
    if (!first) throw new Error('no row');
    expect(within(first).getByText('2 KB')).toBeInTheDocument();
    expect(within(first).getByText('Nov 21, 2026')).toBeInTheDocument();
  });

  it('ignores a repeated download of the same file for 500 ms, not of another file', () => {
    const { onDownload } = renderTable();
    fireEvent.click(button('Download the stats.example.com file'));
    fireEvent.click(button('Download the stats.example.com file'));
    fireEvent.click(button('Download the shop.example.org file'));
    expect(onDownload.mock.calls).toEqual([['f1'], ['f2']]);
    act(() => jest.advanceTimersByTime(499));
    fireEvent.click(button('Download the stats.example.com file'));
    expect(onDownload).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(button('Download the stats.example.com file'));
    expect(onDownload.mock.calls).toEqual([['f1'], ['f2'], ['f1']]);
  });

  it('ignores a repeated delete of the same file for 500 ms', () => {
    const { onDelete, onDownload } = renderTable();
    fireEvent.click(button('Delete the stats.example.com file'));
    act(() => jest.advanceTimersByTime(250));
    fireEvent.click(button('Delete the stats.example.com file'));
    // The guards of download and delete are separate.
    fireEvent.click(button('Download the stats.example.com file'));
    expect(onDelete.mock.calls).toEqual([['f1']]);
    expect(onDownload.mock.calls).toEqual([['f1']]);
    act(() => jest.advanceTimersByTime(250));
    fireEvent.click(button('Delete the stats.example.com file'));
    expect(onDelete.mock.calls).toEqual([['f1'], ['f1']]);
  });

  it('shows the whole note in a tooltip after 600 ms of hover, and none for an empty note', () => {
    renderTable();
    const note = screen.getByText(/^Quarterly numbers/);
    fireEvent.mouseEnter(note);
    act(() => jest.advanceTimersByTime(599));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Quarterly numbers from the statistics office, all regions');
    fireEvent.mouseLeave(note);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    const emptyNoteCell = within(screen.getAllByRole('row')[2] as HTMLElement).getAllByRole('cell')[2] as HTMLElement;
    expect(emptyNoteCell).toBeEmptyDOMElement();
    fireEvent.mouseEnter(emptyNoteCell);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('renders a note as text, never as markup', () => {
    renderTable({ rows: [{ ...ROWS[0], note: '<img src=x onerror=alert(1)><b>bold</b>' } as FileRowView] });
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('tbody img, tbody b')).toBeNull();
  });

  it('expands a preview row under the file and reports toggles', () => {
    const { onTogglePreview, onEditNote } = renderTable({ expandedId: 'f2' });
    expect(button('Hide the preview of the shop.example.org file')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Show a preview of the stats.example.com file')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('preview of shop.example.org')).toBeInTheDocument();
    fireEvent.click(button('Show a preview of the stats.example.com file'));
    fireEvent.click(button('Edit note for the shop.example.org file'));
    expect(onTogglePreview).toHaveBeenCalledWith('f1');
    expect(onEditNote).toHaveBeenCalledWith('f2');
  });

  it('marks the table busy while the next page loads', () => {
    renderTable({ busy: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});
