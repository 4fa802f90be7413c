import type { MessageHandlers } from '../../../messaging';
import type { AccountService } from './account-service';

export type AccountHandlers = Pick<MessageHandlers<'background'>, 'account.status' | 'account.signIn' | 'account.signOut'>;

/** The service worker's account messages over the account service. */
export function createAccountHandlers(service: AccountService): AccountHandlers {
  return {
    'account.status': () => service.status(),
    'account.signIn': ({ email, password }) => service.signIn(email, password),
    'account.signOut': () => service.signOut(),
  };
}
