import { PASSWORD_RULES, PASSWORD_SPECIAL_CHARACTERS } from './limits';

describe('password special characters', () => {
  it('the special rule accepts exactly the listed characters', () => {
    for (const character of PASSWORD_SPECIAL_CHARACTERS) expect({ character, special: PASSWORD_RULES.special.test(character) }).toEqual({ character, special: true });
    const others = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)).filter((c) => !PASSWORD_SPECIAL_CHARACTERS.includes(c));
    expect(others.filter((c) => PASSWORD_RULES.special.test(c))).toEqual([]);
    expect(PASSWORD_RULES.special.test('가나다 abc_123\\]')).toBe(false);
  });
});
