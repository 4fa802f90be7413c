import fc from 'fast-check';
import { JsonSyntaxChecker } from './json-syntax';

/** Checks `text` fed in pieces of `step` characters; true when valid. */
function valid(text: string, step = text.length || 1): boolean {
  const checker = new JsonSyntaxChecker();
  try {
    for (let i = 0; i < text.length; i += step) checker.write(text.slice(i, i + step));
    checker.end();
    return true;
  } catch (error) {
    if (error instanceof SyntaxError) return false;
    throw error;
  }
}

describe('JsonSyntaxChecker', () => {
  it.each(['0', '-0.5e+10', '"a\\u00e9\\n"', 'true', ' null ', '[]', '{}', '[1,[2,{"a":[]}],"x"]', '{"a":{"b":[true,false,null]},"c":-1.25E-3}'])('accepts %s', (text) => {
    expect(valid(text)).toBe(true);
    expect(valid(text, 1)).toBe(true);
  });

  it.each(['', '[', '[1,]', '{"a"}', '{"a":1,}', '01', '1.', '-', '1e', '"a', '"\\x"', '"\\u12"', 'tru', 'nul', '[1] 2', '{"a":1}}', '[}', "'a'", '"a\nb"', 'NaN'])('refuses %j', (text) => {
    expect(valid(text)).toBe(false);
    expect(valid(text, 1)).toBe(false);
  });

  it('agrees with JSON.parse on generated documents, whatever the chunking', () => {
    fc.assert(
      fc.property(fc.json(), fc.integer({ min: 1, max: 7 }), (text, step) => {
        expect(valid(text, step)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(valid(text, 2)).toBe(parses);
      }),
    );
  });
});
