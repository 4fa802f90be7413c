import { DOCUMENT_TYPE_PATTERN } from '@tablecrawler/contract';
import { withReturnTo } from '../navigation/return-to';

/** Every route of spec section 2 (router path patterns). */
export const PATHS = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  paymentResult: '/payment-result',
  refundPolicy: '/refund-policy',
  user: '/user',
  history: '/user/history',
  inquiry: '/inquiry',
  inquiryComplete: '/inquiry-complete',
  terms: '/terms',
  privacy: '/privacy',
  document: '/:type',
} as const;

/** Id of the landing page's feature section (the header's "service intro" target). */
export const FEATURES_ANCHOR = 'features';

/** Link builders: the only way code spells a site URL. */
export const hrefs = {
  home: () => PATHS.home,
  features: () => `${PATHS.home}#${FEATURES_ANCHOR}`,
  /** `next`: a same-site path to return to after signing in (dropped when it is not one). */
  signIn: (next?: string | null) => withReturnTo(PATHS.signIn, next),
  /** `next`: a same-site path to return to after signing up (dropped when it is not one). */
  signUp: (next?: string | null) => withReturnTo(PATHS.signUp, next),
  resetPassword: () => PATHS.resetPassword,
  pricing: () => PATHS.pricing,
  paymentResult: () => PATHS.paymentResult,
  refundPolicy: () => PATHS.refundPolicy,
  user: () => PATHS.user,
  history: (page = 1) => `${PATHS.history}?page=${page}`,
  inquiry: () => PATHS.inquiry,
  inquiryComplete: () => PATHS.inquiryComplete,
  terms: () => PATHS.terms,
  privacy: () => PATHS.privacy,
  document: (type: string) => {
    if (!DOCUMENT_TYPE_PATTERN.test(type)) throw new Error(`invalid document type: ${type}`);
    return `/${type}`;
  },
} as const;
