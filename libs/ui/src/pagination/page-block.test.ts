import { pageBlock } from './page-block';

describe('pageBlock', () => {
  it('has no buttons when everything fits in one block', () => {
    expect(pageBlock(3, 7)).toEqual({ pages: [1, 2, 3, 4, 5, 6, 7], previous: null, next: null });
    expect(pageBlock(10, 10)).toEqual({ pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], previous: null, next: null });
  });

  it('offers next from the first of several blocks', () => {
    expect(pageBlock(1, 11)).toEqual({ pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], previous: null, next: 11 });
  });

  it('offers previous and next in a middle block', () => {
    expect(pageBlock(15, 35)).toEqual({ pages: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], previous: 10, next: 21 });
    expect(pageBlock(20, 35).pages[0]).toBe(11);
    expect(pageBlock(21, 35).pages[0]).toBe(21);
  });

  it('shortens the last block and offers only previous', () => {
    expect(pageBlock(32, 35)).toEqual({ pages: [31, 32, 33, 34, 35], previous: 30, next: null });
  });

  it('clamps out-of-range pages and handles no pages', () => {
    expect(pageBlock(99, 12).pages).toEqual([11, 12]);
    expect(pageBlock(0, 12).pages[0]).toBe(1);
    expect(pageBlock(1, 0)).toEqual({ pages: [], previous: null, next: null });
  });

  it('supports another block size', () => {
    expect(pageBlock(6, 12, 5)).toEqual({ pages: [6, 7, 8, 9, 10], previous: 5, next: 11 });
  });
});
