import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { RadioGroup } from './radio-group';

type Channel = 'search' | 'other';
const OPTIONS = [
  { value: 'search', label: 'Search' },
  { value: 'other', label: 'Other' },
] as const;

function Controlled({ onChange }: { onChange: (v: Channel) => void }) {
  const [value, setValue] = useState<Channel | ''>('');
  return (
    <RadioGroup<Channel>
      legend="Channel"
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its legend with nothing checked at first; a click checks one', async () => {
    const onChange = jest.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Channel' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
    await userEvent.click(within(group).getByRole('radio', { name: 'Other' }));
    expect(onChange).toHaveBeenCalledWith('other');
    expect(within(group).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Search' })).not.toBeChecked();
  });
});
