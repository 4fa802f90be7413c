import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { NoticeDialog } from './notice-dialog';

describe('NoticeDialog', () => {
  it('renders nothing when closed', () => {
    renderWithI18n(<NoticeDialog open={false} title="Done" message="Your password has been changed." onClose={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is an alertdialog named by its title, described by its message, with one translated OK button that closes it', async () => {
    const onClose = jest.fn();
    renderWithI18n(<NoticeDialog open title="Password changed" message="Your password has been changed." onClose={onClose} />, 'ko');
    const dialog = screen.getByRole('alertdialog', { name: 'Password changed' });
    expect(dialog).toHaveAccessibleDescription('Your password has been changed.');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithI18n(<NoticeDialog open title="Done" message="Changed." onClose={onClose} closeLabel="Go to main" />);
    expect(screen.getByRole('button', { name: 'Go to main' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
