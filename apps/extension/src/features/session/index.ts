// Public entry of the session feature (no React: the service worker imports it).
export { readSessionStatus, type SessionStatusDeps } from './worker/session-status';
