import { act, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DelayedLoading } from './delayed-loading';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('DelayedLoading', () => {
  it('shows nothing before 400 ms and the loading status after', () => {
    const { container } = renderWithI18n(<DelayedLoading />);
    act(() => jest.advanceTimersByTime(399));
    expect(container).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('never shows when unmounted before the delay', () => {
    const { unmount, container } = renderWithI18n(<DelayedLoading delayMs={400} />);
    act(() => jest.advanceTimersByTime(200));
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(container).toBeEmptyDOMElement();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('takes a custom delay and label', () => {
    renderWithI18n(<DelayedLoading delayMs={50} label="Loading products…" />);
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
  });

  it('speaks Korean in Korean', () => {
    renderWithI18n(<DelayedLoading />, 'ko');
    act(() => jest.advanceTimersByTime(400));
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다…');
  });
});
