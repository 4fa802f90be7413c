// The account feature's React entry (the panel's).
export { AccountCard, type AccountCardProps } from './ui/account-card';
export { SIGN_IN_FIELD_ID, SITE_PATHS, type AccountPort } from './ui/account-port';
