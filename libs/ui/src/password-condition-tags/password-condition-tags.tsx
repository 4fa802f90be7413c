import { css } from '@emotion/react';
import type { PasswordCondition } from '@tablecrawler/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '../theme/theme';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** The five live conditions of libs/contract's `passwordConditions`, in display order. */
export const PASSWORD_CONDITION_KEYS = ['upper', 'lower', 'number', 'special', 'length'] as const satisfies readonly PasswordCondition[];
export type PasswordConditionKey = PasswordCondition;
export type PasswordConditionState = Record<PasswordCondition, boolean>;

const listStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(1.5)};
  margin: ${theme.spacing(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const tagStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing(1)};
  padding: 2px ${theme.spacing(2.5)};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &[data-met='true'] {
    border-color: ${theme.colors.success};
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
    font-weight: 600;
  }
`;

export interface PasswordConditionTagsProps {
  /** Which conditions the current password meets (the web passes `passwordConditions(pw)`). */
  conditions: PasswordConditionState;
}

/** Five live tags (upper, lower, number, special, length), each telling assistive technology whether it is met. */
export function PasswordConditionTags({ conditions }: PasswordConditionTagsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <>
      <VisuallyHidden id={labelId}>{t('common.password.conditionsLabel')}</VisuallyHidden>
      <ul css={listStyles} aria-labelledby={labelId} aria-live="polite">
        {PASSWORD_CONDITION_KEYS.map((key) => {
          const met = conditions[key];
          return (
            <li key={key} css={tagStyles} data-met={met} data-condition={key}>
              <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {met ? (
                  <path d="M5 12l5 5L20 7" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
                ) : (
                  <circle cx="12" cy="12" r="5" fill="currentColor" opacity="0.45" />
                )}
              </svg>
              {t(`common.password.${key}`)}
              <VisuallyHidden>{` (${t(met ? 'common.password.met' : 'common.password.unmet')})`}</VisuallyHidden>
            </li>
          );
        })}
      </ul>
    </>
  );
}
