import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its label and toggles', async () => {
    renderWithI18n(<Checkbox label="I agree to receive marketing information (optional)" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to receive marketing information (optional)' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I agree to receive marketing information (optional)'));
    expect(box).toBeChecked();
  });
});
