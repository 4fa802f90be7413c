// The account feature: sign-in, sign-out and the pass, answered by the service worker. React parts are in ./ui.ts.
export { ACCOUNT_MESSAGES, AccountStatus, SignInResult } from './messages';
export { GATE_REASONS, gateVerdict, isGateReason, isMultiPage, passState, type GateReason, type PassState } from './model/pass';
