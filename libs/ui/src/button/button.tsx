import { css, keyframes } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { theme } from '../theme/theme';

export const BUTTON_VARIANTS = { primary: 'primary', secondary: 'secondary', ghost: 'ghost', danger: 'danger' } as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[keyof typeof BUTTON_VARIANTS];
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    color: ${theme.colors.textInverse};
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
      border-color: ${theme.colors.primaryHover};
    }
  `,
  secondary: css`
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    border-color: ${theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${theme.colors.surface};
    }
  `,
  ghost: css`
    color: ${theme.colors.text};
    background: transparent;
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceStrong};
    }
  `,
  danger: css`
    color: ${theme.colors.textInverse};
    background: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
      border-color: ${theme.colors.dangerHover};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: 0 ${theme.spacing(3)};
    font-size: ${theme.fontSizes.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${theme.spacing(4)};
    font-size: ${theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${theme.spacing(6)};
    font-size: ${theme.fontSizes.lg};
  `,
};

/** Button look for other elements too (e.g. router links styled as buttons). Defaults: primary, md. */
export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', fullWidth = false) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.spacing(2)};
    ${fullWidth ? 'width: 100%;' : ''}
    border: 1px solid transparent;
    border-radius: ${theme.radii.md};
    font-weight: 600;
    line-height: 1.2;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color 0.15s ease,
      border-color 0.15s ease,
      color 0.15s ease;
    &:disabled {
      cursor: not-allowed;
      opacity: 0.55;
    }
    ${variantStyles[variant]}
    ${sizeStyles[size]}
  `;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const spinnerStyles = css`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default 'primary'. */
  variant?: ButtonVariant;
  /** Default 'md'. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. Default false. */
  loading?: boolean;
  fullWidth?: boolean;
}

/** The shared button; `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      css={buttonStyles(variant, size, fullWidth)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span css={spinnerStyles} aria-hidden="true" data-testid="button-spinner" />}
      {children}
    </button>
  );
});
