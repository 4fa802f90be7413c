import { css } from '@emotion/react';
import { TIMINGS } from '@tablecrawler/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { theme } from '../theme/theme';

const wrapperStyles = css`
  position: relative;
  display: inline-block;
  max-width: 100%;
`;

const bubbleStyles = css`
  position: absolute;
  left: 0;
  top: calc(100% + 6px);
  z-index: ${theme.zIndex.tooltip};
  width: max-content;
  max-width: min(320px, 80vw);
  padding: ${theme.spacing(2)} ${theme.spacing(3)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.text};
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.5;
  white-space: pre-wrap;
  box-shadow: ${theme.shadows.md};
  pointer-events: none;
`;

export interface TooltipProps {
  /** Tooltip text; nothing is shown when it is empty or only whitespace. */
  content: string;
  /** Hover/focus time before showing. Default TIMINGS.tooltipDelayMs of libs/contract (600 ms, spec section 9). */
  delayMs?: number;
  children: ReactNode;
}

/** Shows `content` in a role="tooltip" bubble after hovering or focusing the children for `delayMs`. */
export function Tooltip({ content, delayMs = TIMINGS.tooltipDelayMs, children }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hasContent = content.trim() !== '';

  const cancel = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = () => {
    if (!hasContent) return;
    cancel();
    timer.current = setTimeout(() => setVisible(true), delayMs);
  };
  const hide = () => {
    cancel();
    setVisible(false);
  };

  useEffect(() => cancel, []);

  return (
    <span
      css={wrapperStyles}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
      aria-describedby={visible && hasContent ? id : undefined}
    >
      {children}
      {visible && hasContent && (
        <span role="tooltip" id={id} css={bubbleStyles}>
          {content}
        </span>
      )}
    </span>
  );
}
