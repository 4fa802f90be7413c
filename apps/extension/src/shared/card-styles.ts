import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';

export const cardStyles = css`
  display: grid;
  gap: ${theme.spacing(2)};
  padding: ${theme.spacing(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
`;

export const headingStyles = css`
  font-size: ${theme.fontSizes.md};
  font-weight: 700;
`;

/** Secondary text in a card (hints, states). */
export const mutedTextStyles = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** A wrapping row of buttons. */
export const actionRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
`;
