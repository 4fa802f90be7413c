import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and forwards input attributes and the ref', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithI18n(<TextField ref={ref} label="Email" type="email" maxLength={50} autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('maxlength', '50');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
  });

  it('is described by its hint and its error, and marked invalid with an error', () => {
    renderWithI18n(<TextField label="Password" type="password" hint="8 to 30 characters" error="Passwords do not match." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('8 to 30 characters Passwords do not match.');
  });

  it('places an action beside the input', () => {
    renderWithI18n(<TextField label="Email" action={<button type="button">Request code</button>} />);
    expect(screen.getByRole('textbox', { name: 'Email' }).nextElementSibling).toBe(screen.getByRole('button', { name: 'Request code' }));
  });
});

describe('TextField aria props', () => {
  it('keeps a caller aria-invalid and adds a caller description before its own', () => {
    renderWithI18n(
      <>
        <p id="form-error">Some required information is missing.</p>
        <TextField label="Nickname" aria-invalid aria-describedby="form-error" hint="4 to 50 characters" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Some required information is missing. 4 to 50 characters');
  });
});
