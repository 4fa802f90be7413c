// The session feature: sign-in state read by the service worker. React parts are in ./ui.ts.
export { readSessionStatus } from './worker/session-status';
