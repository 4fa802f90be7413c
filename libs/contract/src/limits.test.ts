import { PASSWORD_RULES, PASSWORD_SPECIAL_CHARACTERS, isValidEmail, normalizeEmail } from './limits';

describe('password special characters', () => {
  it('the special rule accepts exactly the listed characters', () => {
    for (const character of PASSWORD_SPECIAL_CHARACTERS) expect({ character, special: PASSWORD_RULES.special.test(character) }).toEqual({ character, special: true });
    const others = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code)).filter((c) => !PASSWORD_SPECIAL_CHARACTERS.includes(c));
    expect(others.filter((c) => PASSWORD_RULES.special.test(c))).toEqual([]);
    expect(PASSWORD_RULES.special.test('가나다 abc_123\\]')).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it('accepts one bare address (addr-spec, dot-atom) and nothing that names another mailbox', () => {
    for (const email of ['a@b.co', 'User.Name+tag@Example.com', "o'brien@sub.example.co.kr", 'x_y-z@a-b.io']) expect({ email, valid: isValidEmail(email) }).toEqual({ email, valid: true });
    const refused = [
      'x<someone@example.com>',
      '"z" <someone@example.com>',
      'group:someone@example.com;',
      'a@example.com,b@example.com',
      'a@example.com b@example.com',
      'someone@example.com\r\nBcc: x@example.com',
      'some\u0000one@example.com',
      'someone@example.com\u202e',
      'some\u200bone@example.com',
      '(comment)someone@example.com',
      '"quoted"@example.com',
      'a..b@example.com',
      '.a@example.com',
      'a@example',
      'a@-example.com',
      'a@[127.0.0.1]',
      ' someone@example.com',
    ];
    for (const email of refused) expect({ email, valid: isValidEmail(email) }).toEqual({ email, valid: false });
  });

  it('normalises to lower case for uniqueness', () => {
    expect(normalizeEmail('User.Name@Example.COM')).toBe('user.name@example.com');
  });
});
