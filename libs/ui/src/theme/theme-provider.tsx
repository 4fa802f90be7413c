import { Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme, type AppTheme } from './theme';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- module augmentation must be an interface that extends the app theme
  export interface Theme extends AppTheme {}
}

const baseStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
    word-break: keep-all;
    overflow-wrap: anywhere;
  }
  h1,
  h2,
  h3,
  h4,
  p {
    margin: 0;
  }
  a {
    color: ${theme.colors.primary};
  }
  img,
  svg {
    max-width: 100%;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Provides the theme to emotion and applies the base document styles. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <EmotionThemeProvider theme={theme}>
      <Global styles={baseStyles} />
      {children}
    </EmotionThemeProvider>
  );
}
