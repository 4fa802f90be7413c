import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { mq, theme } from './theme';
import { ThemeProvider } from './theme-provider';

function ShowTheme() {
  const t = useTheme();
  return <p>{`${t.breakpoints.mobile}/${t.breakpoints.large}/${t.maxWidth}/${t.footerHeight}`}</p>;
}

describe('theme', () => {
  it('carries the layout constants of spec section 9', () => {
    expect(theme.breakpoints).toEqual({ mobile: 768, large: 1280 });
    expect(theme.maxWidth).toBe(1440);
    expect(theme.footerHeight).toBe(340);
    expect(theme.spacing(4)).toBe('16px');
  });

  it('builds media queries around the breakpoints', () => {
    expect(mq.mobile).toBe('@media (max-width: 767.98px)');
    expect(mq.desktop).toBe('@media (min-width: 768px)');
    expect(mq.large).toBe('@media (min-width: 1280px)');
  });

  it('is provided to emotion consumers', () => {
    render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByText('768/1280/1440/340')).toBeInTheDocument();
  });
});
