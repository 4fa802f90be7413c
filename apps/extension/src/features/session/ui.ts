// The session feature's React entry.
export { SessionCard } from './ui/session-card';
