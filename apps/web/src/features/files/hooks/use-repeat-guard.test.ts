import { act, renderHook } from '@testing-library/react';
import { useRepeatGuard } from './use-repeat-guard';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useRepeatGuard', () => {
  it('ignores the same key for 500 ms after a start, then lets it start again', () => {
    const { result } = renderHook(() => useRepeatGuard());
    expect(result.current('download:f1')).toBe(true);
    act(() => jest.advanceTimersByTime(499));
    expect(result.current('download:f1')).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current('download:f1')).toBe(true);
    expect(result.current('download:f1')).toBe(false);
  });

  it('keeps keys apart and counts the window from the last accepted start', () => {
    const { result } = renderHook(() => useRepeatGuard(500));
    expect(result.current('download:f1')).toBe(true);
    expect(result.current('download:f2')).toBe(true);
    expect(result.current('delete:f1')).toBe(true);
    act(() => jest.advanceTimersByTime(300));
    expect(result.current('download:f1')).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    // The ignored click at 300 ms did not extend the window.
    expect(result.current('download:f1')).toBe(true);
  });
});
