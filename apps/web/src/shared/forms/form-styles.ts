import { css } from '@emotion/react';
import { theme } from '@tablecrawler/ui';

/** The column of fields every account form uses. */
export const formStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(5)};
`;

export const formActionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(2)};
`;

export const formLinksStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing(2)} ${theme.spacing(4)};
  margin-top: ${theme.spacing(6)};
  font-size: ${theme.fontSizes.sm};
`;
