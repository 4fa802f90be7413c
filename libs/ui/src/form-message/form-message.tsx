import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme';

export const FORM_MESSAGE_TONES = { error: 'error', success: 'success', info: 'info' } as const;
export type FormMessageTone = (typeof FORM_MESSAGE_TONES)[keyof typeof FORM_MESSAGE_TONES];

const toneStyles: Record<FormMessageTone, ReturnType<typeof css>> = {
  error: css`
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
  `,
  success: css`
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
  `,
  info: css`
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  `,
};

const baseStyles = css`
  padding: ${theme.spacing(2.5)} ${theme.spacing(3.5)};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`;

export interface FormMessageProps {
  /** Default 'error'. */
  tone?: FormMessageTone;
  children: ReactNode;
  id?: string;
  className?: string;
}

/** A message under a form or an action: errors are announced at once (role alert), others politely (role status). */
export function FormMessage({ tone = 'error', children, id, className }: FormMessageProps) {
  return (
    <p id={id} role={tone === 'error' ? 'alert' : 'status'} css={[baseStyles, toneStyles[tone]]} className={className} data-tone={tone}>
      {children}
    </p>
  );
}
