import { createI18n } from '@tablecrawler/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { NoteDialog } from './note-dialog';

function renderDialog(saving: boolean, lng = 'en') {
  const onSave = jest.fn();
  const onCancel = jest.fn();
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <NoteDialog initialNote="old note" saving={saving} onSave={onSave} onCancel={onCancel} />
    </I18nextProvider>,
  );
  return { onSave, onCancel };
}

describe('NoteDialog', () => {
  it("is titled 'Write note', starts with the file's note and saves the edited text", async () => {
    const { onSave } = renderDialog(false);
    const dialog = screen.getByRole('dialog', { name: 'Write note' });
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(dialog).toContainElement(field);
    expect(field).toHaveValue('old note');
    expect(field).toHaveAttribute('placeholder', 'Enter a note to leave on this file.');
    await userEvent.clear(field);
    await userEvent.type(field, 'new note');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('new note');
  });

  it('disables save while saving; cancel still closes', async () => {
    const { onSave, onCancel } = renderDialog(true);
    const save = screen.getByRole('button', { name: 'Saving…' });
    expect(save).toBeDisabled();
    await userEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('speaks Korean', () => {
    renderDialog(false, 'ko');
    expect(screen.getByRole('dialog', { name: '메모 작성' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('파일에 남길 메모를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
  });
});
