import { css } from '@emotion/react';
import { theme } from '../theme/theme';

export const fieldStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(1.5)};
`;

export const labelStyles = css`
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;

export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${theme.spacing(3)};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  transition: border-color 0.15s ease;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.textMuted};
  }
  &:focus {
    border-color: ${theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
  }
  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 0.8;
  }
`;

export const errorTextStyles = css`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

export const hintStyles = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
