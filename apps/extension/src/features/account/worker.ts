// The account's service-worker entry (imported by src/background only): no React.
export { createAccountService, type AccountService, type AccountServiceDeps } from './worker/account-service';
export { createAccountHandlers, type AccountHandlers } from './worker/account-handlers';
