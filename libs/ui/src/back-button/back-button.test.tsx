import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { BackButton } from './back-button';

describe('BackButton', () => {
  it('is named by the translated back label and calls onBack', async () => {
    const onBack = jest.fn();
    renderWithI18n(<BackButton onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('is named in Korean', () => {
    renderWithI18n(<BackButton onBack={() => undefined} />, 'ko');
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
  });

  it('accepts a custom label', () => {
    renderWithI18n(<BackButton onBack={() => undefined} label="Back to profile" />);
    expect(screen.getByRole('button', { name: 'Back to profile' })).toBeInTheDocument();
  });
});
