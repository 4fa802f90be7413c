// The session feature: sign-in state read by the service worker (the `session.status` message).
export { readSessionStatus } from './worker/session-status';
