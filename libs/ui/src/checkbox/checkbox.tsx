import { css } from '@emotion/react';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { theme } from '../theme/theme';

const labelStyles = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.spacing(2)};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  & > input {
    flex: 0 0 auto;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.primary};
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: string;
}

/** A checkbox with its label beside it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, ...rest }, ref) {
  return (
    <label css={labelStyles} className={className}>
      <input ref={ref} type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
});
