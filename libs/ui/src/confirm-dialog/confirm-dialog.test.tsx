import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ConfirmDialog } from './confirm-dialog';

function setup(lng = 'en') {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithI18n(<ConfirmDialog open title="Sign-in required" message="Please sign in first." onConfirm={onConfirm} onCancel={onCancel} />, lng);
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its message', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Sign-in required' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please sign in first.');
  });

  it('starts focus on cancel, the safe choice', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms and cancels through the translated buttons', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses Korean labels in Korean', () => {
    setup('ko');
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
  });

  it('uses custom labels when given', () => {
    renderWithI18n(
      <ConfirmDialog open title="Delete" message="Delete the file?" confirmLabel="Delete" cancelLabel="Keep" destructive onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });
});
