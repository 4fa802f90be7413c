/** Layout constants of spec section 9 and the visual tokens every screen shares. */
export const theme = {
  colors: {
    primary: '#2f5bea',
    primaryHover: '#2448c4',
    primarySoft: '#eaf0ff',
    text: '#172033',
    textMuted: '#5a6478',
    textInverse: '#ffffff',
    border: '#dfe4ee',
    borderStrong: '#c3cad8',
    background: '#ffffff',
    surface: '#f5f7fb',
    surfaceStrong: '#eceff6',
    footer: '#111827',
    footerText: '#c7cdd9',
    danger: '#d93a3a',
    dangerHover: '#b92f2f',
    dangerSoft: '#fdecec',
    success: '#1f9d63',
    successSoft: '#e6f6ee',
    focus: '#7aa2ff',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  fonts: {
    body: "'Pretendard', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', 'NanumGothic', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '30px', display: '44px' },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 6px 20px rgba(16, 24, 40, 0.08)',
    lg: '0 20px 50px rgba(16, 24, 40, 0.18)',
  },
  /** spacing(n) = n × 4 px. */
  spacing: (n: number): string => `${n * 4}px`,
  breakpoints: { mobile: 768, large: 1280 },
  maxWidth: 1440,
  headerHeight: 64,
  footerHeight: 340,
  zIndex: { header: 100, menu: 150, modal: 200, tooltip: 300 },
} as const;

export type AppTheme = typeof theme;

/** Media queries from the breakpoints: `mobile` below 768 px, `desktop` from 768 px, `large` from 1280 px. */
export const mq = {
  mobile: `@media (max-width: ${theme.breakpoints.mobile - 0.02}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.mobile}px)`,
  large: `@media (min-width: ${theme.breakpoints.large}px)`,
} as const;
