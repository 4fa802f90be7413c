import { css } from '@emotion/react';
import { TIMINGS } from '@tablecrawler/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from '../theme/theme';

export interface DelayedLoadingProps {
  /** Time before anything appears. Default TIMINGS.loadingDelayMs of libs/contract (400 ms, spec section 9), so fast loads never flash a loading text. */
  delayMs?: number;
  /** Default: translated `common.loading.text`. */
  label?: string;
}

/** Renders nothing for `delayMs`, then a role="status" loading text; the timer is cleared on unmount. */
export function DelayedLoading({ delayMs = TIMINGS.loadingDelayMs, label }: DelayedLoadingProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <p role="status" css={css`padding: ${theme.spacing(6)} 0; color: ${theme.colors.textMuted}; text-align: center;`}>
      {label ?? t('common.loading.text')}
    </p>
  );
}
