import { OVERSCAN_ROWS, visibleRange } from './virtual-rows';

describe('visibleRange', () => {
  it('renders the rows in view plus overscan, never past either end', () => {
    expect(visibleRange(0, 280, 28, 100_000)).toEqual({ start: 0, end: 11 + OVERSCAN_ROWS });
    expect(visibleRange(28 * 50_000, 280, 28, 100_000)).toEqual({ start: 50_000 - OVERSCAN_ROWS, end: 50_011 + OVERSCAN_ROWS });
    expect(visibleRange(28 * 99_995, 280, 28, 100_000)).toEqual({ start: 99_995 - OVERSCAN_ROWS, end: 100_000 });
    expect(visibleRange(-40, 280, 28, 3)).toEqual({ start: 0, end: 3 });
  });
});
