// React entry of the session feature, for the panel.
export { SessionCard, type SessionCardProps } from './ui/session-card';
