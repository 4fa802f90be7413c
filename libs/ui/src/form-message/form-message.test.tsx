import { screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FormMessage } from './form-message';

describe('FormMessage', () => {
  it('announces errors as alerts (the default tone)', () => {
    renderWithI18n(<FormMessage>Invalid email address.</FormMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address.');
  });

  it('announces success and info politely', () => {
    renderWithI18n(
      <>
        <FormMessage tone="success">Verified.</FormMessage>
        <FormMessage tone="info">Sent.</FormMessage>
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => [s.textContent, s.getAttribute('data-tone')])).toEqual([
      ['Verified.', 'success'],
      ['Sent.', 'info'],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
