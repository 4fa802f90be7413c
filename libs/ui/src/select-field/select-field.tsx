import { css } from '@emotion/react';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { controlStyles, errorTextStyles, fieldStyles, labelStyles } from '../text-field/field-styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty option ("please select") whose value is ''. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled native select with an optional empty first option and an error text. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div css={fieldStyles} className={className}>
      <label htmlFor={selectId} css={labelStyles}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        css={[controlStyles, css`cursor: pointer;`]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} css={errorTextStyles}>
          {error}
        </p>
      )}
    </div>
  );
});
