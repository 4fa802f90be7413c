import { act, renderHook } from '@testing-library/react';
import { useActionLock } from './use-action-lock';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useActionLock', () => {
  it('ignores calls for lockMs after a start, then accepts again', async () => {
    const { result } = renderHook(() => useActionLock(1000));
    const action = jest.fn();
    await act(async () => {
      void result.current.run(action);
    });
    expect(result.current.locked).toBe(true);
    await act(async () => {
      void result.current.run(action);
      jest.advanceTimersByTime(999);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.locked).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current.locked).toBe(false);
    await act(async () => {
      void result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('stays locked while a slow action runs past lockMs', async () => {
    const { result } = renderHook(() => useActionLock(1000));
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    await act(async () => {
      void result.current.run(slow);
    });
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(result.current.locked).toBe(true);
    await act(async () => {
      finish();
    });
    expect(result.current.locked).toBe(false);
  });
});
