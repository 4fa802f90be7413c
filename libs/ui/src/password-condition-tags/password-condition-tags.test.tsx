import { passwordConditions } from '@tablecrawler/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { PASSWORD_CONDITION_KEYS, PasswordConditionTags, type PasswordConditionState } from './password-condition-tags';

// What the web passes in.
const check = (pw: string): PasswordConditionState => passwordConditions(pw);

function Form() {
  const [pw, setPw] = useState('');
  return (
    <label>
      Password
      <input value={pw} onChange={(e) => setPw(e.target.value)} />
      <PasswordConditionTags conditions={check(pw)} />
    </label>
  );
}

const tags = () => within(screen.getByRole('list', { name: 'Password conditions' })).getAllByRole('listitem');
const metStates = () => tags().map((li) => `${li.getAttribute('data-condition')}:${li.getAttribute('data-met')}`);

describe('PasswordConditionTags', () => {
  it('lists every condition of libs/contract exactly once', () => {
    expect([...PASSWORD_CONDITION_KEYS].sort()).toEqual(Object.keys(passwordConditions('')).sort());
    expect(new Set(PASSWORD_CONDITION_KEYS).size).toBe(PASSWORD_CONDITION_KEYS.length);
  });

  it('shows the five conditions in order, none met for an empty password', () => {
    renderWithI18n(<Form />);
    expect(tags().map((li) => li.textContent)).toEqual([
      'Uppercase (not met)',
      'Lowercase (not met)',
      'Number (not met)',
      'Special character (not met)',
      '8–30 characters (not met)',
    ]);
  });

  it('updates live while typing', async () => {
    renderWithI18n(<Form />);
    const input = screen.getByRole('textbox', { name: /Password/ });
    await userEvent.type(input, 'abc');
    expect(metStates()).toEqual(['upper:false', 'lower:true', 'number:false', 'special:false', 'length:false']);
    await userEvent.type(input, 'DEF12!');
    expect(metStates()).toEqual(['upper:true', 'lower:true', 'number:true', 'special:true', 'length:true']);
    expect(tags()[0]).toHaveTextContent('Uppercase (met)');
  });

  it('labels the tags in Korean', () => {
    renderWithI18n(<PasswordConditionTags conditions={check('Aa1!')} />, 'ko');
    const list = screen.getByRole('list', { name: '비밀번호 조건' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '대문자 (충족)',
      '소문자 (충족)',
      '숫자 (충족)',
      '특수문자 (충족)',
      '8~30자 (미충족)',
    ]);
  });
});
