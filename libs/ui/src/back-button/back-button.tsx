import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';

export interface BackButtonProps {
  onBack: () => void;
  /** Default: the translated `common.actions.back`. */
  label?: string;
  className?: string;
}

/** A ghost button with a left arrow that calls `onBack` (the app decides where "back" goes). */
export function BackButton({ onBack, label, className }: BackButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className={className} css={css`padding-left: 8px;`}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {label ?? t('common.actions.back')}
    </Button>
  );
}
