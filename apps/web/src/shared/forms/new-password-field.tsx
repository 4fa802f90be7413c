import { LIMITS, passwordConditions } from '@tablecrawler/contract';
import { PasswordConditionTags, TextField } from '@tablecrawler/ui';
import type { ChangeEvent } from 'react';

export interface NewPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  invalid?: boolean;
}

/** A new-password input with the five live condition tags of spec section 2 (upper, lower, number, special, length). */
export function NewPasswordField({ label, value, onChange, name, invalid = false }: NewPasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      maxLength={LIMITS.inputMaxLength}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      hint={<PasswordConditionTags conditions={passwordConditions(value)} />}
    />
  );
}
