import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

describe('SelectField', () => {
  it('offers an empty placeholder first, then the options, and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithI18n(<SelectField label="Gender" options={OPTIONS} placeholder="Please select" defaultValue="" onChange={(e) => onChange(e.target.value)} />);
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(screen.getAllByRole('option').map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ['Please select', ''],
      ['Male', 'male'],
      ['Female', 'female'],
    ]);
    await userEvent.selectOptions(select, 'female');
    expect(onChange).toHaveBeenCalledWith('female');
  });

  it('shows an error and marks the select invalid', () => {
    renderWithI18n(<SelectField label="Gender" options={OPTIONS} error="Required" />);
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required');
  });
});
