import type { header as ko } from './ko';

export const header: typeof ko = {
  logo: 'TableCrawler home',
  navigation: 'Main menu',
  features: 'Service intro',
  pricing: 'Pricing',
  extension: 'Chrome Extension',
  account: 'Account',
  accountPending: 'Checking sign-in status',
  myInfo: 'My info',
  signIn: 'Sign in',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
};
