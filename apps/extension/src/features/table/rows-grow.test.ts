import { extendsRows } from './rows-grow';

describe('extendsRows', () => {
  it('tells appended rows from other rows by the identity of the first and last earlier rows', () => {
    const a = { n: 1 };
    const b = { n: 2 };
    const c = { n: 3 };
    expect(extendsRows([], [a])).toBe(true);
    expect(extendsRows([a, b], [a, b])).toBe(true);
    expect(extendsRows([a, b], [a, b, c])).toBe(true);
    expect(extendsRows([a, b], [a])).toBe(false);
    expect(extendsRows([a, b], [a, { n: 2 }, c])).toBe(false);
    expect(extendsRows([a, b], [c, b, a])).toBe(false);
  });
});
