import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { SignInRequired } from './sign-in-required';

describe('SignInRequired', () => {
  it('is a region named by its heading with a button to sign in', async () => {
    const onSignIn = jest.fn();
    renderWithI18n(<SignInRequired onSignIn={onSignIn} />);
    expect(screen.getByRole('region', { name: 'Sign-in required' })).toHaveTextContent('This feature is available only after signing in.');
    await userEvent.click(screen.getByRole('button', { name: 'Go to sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('speaks Korean and accepts custom texts', () => {
    renderWithI18n(<SignInRequired onSignIn={jest.fn()} message="문의하기는 로그인 후 이용할 수 있습니다." />, 'ko');
    expect(screen.getByRole('region', { name: '로그인이 필요합니다' })).toHaveTextContent('문의하기는 로그인 후 이용할 수 있습니다.');
    expect(screen.getByRole('button', { name: '로그인하러 가기' })).toBeInTheDocument();
  });
});
