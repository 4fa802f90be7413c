import { css } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '../theme/theme';
import { controlStyles, errorTextStyles, fieldStyles, hintStyles, labelStyles } from './field-styles';

const rowStyles = css`
  display: flex;
  gap: ${theme.spacing(2)};
  & > input {
    flex: 1 1 auto;
    min-width: 0;
  }
  & > button {
    flex: 0 0 auto;
    min-height: 44px;
  }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** Shown under the input in the danger colour; also sets aria-invalid. */
  error?: string | undefined;
  /** Content under the input (help text, password condition tags); it describes the input. */
  hint?: ReactNode;
  /** An element beside the input, e.g. a "request code" button. */
  action?: ReactNode;
}

/** A labelled input (type defaults to "text") with optional side action, hint and error, wired with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, action, id, type = 'text', className, 'aria-invalid': ariaInvalid, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [ariaDescribedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      ref={ref}
      id={inputId}
      type={type}
      css={controlStyles}
      {...rest}
      aria-invalid={error ? true : ariaInvalid}
      aria-describedby={describedBy}
    />
  );
  return (
    <div css={fieldStyles} className={className}>
      <label htmlFor={inputId} css={labelStyles}>
        {label}
      </label>
      {action ? (
        <div css={rowStyles}>
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {hint && (
        <div id={hintId} css={hintStyles}>
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} css={errorTextStyles}>
          {error}
        </p>
      )}
    </div>
  );
});
