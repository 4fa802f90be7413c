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
