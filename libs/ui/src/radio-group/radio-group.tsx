import { css } from '@emotion/react';
import { useId } from 'react';
import { labelStyles } from '../text-field/field-styles';
import { theme } from '../theme/theme';

const fieldsetStyles = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const optionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)} ${theme.spacing(5)};
  margin-top: ${theme.spacing(2)};
`;

const optionStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  min-height: 32px;
  cursor: pointer;
  & > input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
`;

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

export interface RadioGroupProps<V extends string> {
  legend: string;
  options: readonly RadioOption<V>[];
  /** The checked value; '' or undefined checks none. */
  value: V | '' | undefined;
  onChange: (value: V) => void;
  /** Input name; default a generated id. */
  name?: string;
  disabled?: boolean;
}

/** Radio buttons in a fieldset named by its legend (a `radiogroup` to assistive technology). */
export function RadioGroup<V extends string>({ legend, options, value, onChange, name, disabled }: RadioGroupProps<V>) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <fieldset css={fieldsetStyles} role="radiogroup" aria-labelledby={`${generated}-legend`} disabled={disabled}>
      <legend id={`${generated}-legend`} css={labelStyles}>
        {legend}
      </legend>
      <div css={optionsStyles}>
        {options.map((option) => (
          <label key={option.value} css={optionStyles}>
            <input type="radio" name={groupName} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
