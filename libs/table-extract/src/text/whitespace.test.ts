import { collapseLines, collapseWhitespace } from './whitespace';

describe('collapseWhitespace', () => {
  it('collapses runs, no-break spaces and trims', () => {
    expect(collapseWhitespace('  1,234\u00a0\u00a0원 \n\t')).toBe('1,234 원');
  });
  it('drops zero-width characters and soft hyphens', () => {
    expect(collapseWhitespace('삼성\u200b전자\u00ad')).toBe('삼성전자');
  });
  it('returns plain text unchanged', () => {
    expect(collapseWhitespace('abc')).toBe('abc');
  });
});

describe('collapseLines', () => {
  it('keeps single line breaks and drops empty lines', () => {
    expect(collapseLines(' a  b \n\n \n c ')).toBe('a b\nc');
  });
});
