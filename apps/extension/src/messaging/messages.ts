import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_MESSAGES } from '../features/account/messages';
import { CRAWL_MESSAGES } from '../features/crawl/messages';
import { PageScan } from '../features/extract';
import { PICK_MESSAGES } from '../features/pick/messages';
import { UPLOAD_MESSAGES } from '../features/uploads/messages';
import { Empty, message, type MessageTarget } from './define';

export { MESSAGE_TARGETS, SENDER_KINDS, type MessageDefinition, type MessageTarget, type SenderKind } from './define';

export const SessionStatus = Type.Object({ signedIn: Type.Boolean() });
export type SessionStatus = Static<typeof SessionStatus>;

export const DeviceFingerprintResponse = Type.Object({ fingerprint: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

/**
 * Every message of the extension: one schema pair per type, named `<domain>.<verb>`.
 * Requests are validated by the receiver before the handler runs; responses by the sender on receipt.
 */
export const MESSAGES = {
  /** Basic facts about the page in a tab (title, table count). */
  'page.scan': message({ to: 'content', from: ['extension'], request: Empty, response: PageScan }),
  /** Shows the on-page overlay (inside a closed shadow root). */
  'overlay.show': message({ to: 'content', from: ['extension'], request: Empty, response: Type.Object({ visible: Type.Literal(true) }) }),
  'overlay.hide': message({ to: 'content', from: ['extension'], request: Empty, response: Type.Object({ visible: Type.Literal(false) }) }),
  /** Signed in or out, answered by the service worker through the api-client's validate(). */
  'session.status': message({ to: 'background', from: ['extension'], request: Empty, response: SessionStatus }),
  /** The device fingerprint the service worker sends with token refreshes (64 lowercase hex). */
  'device.fingerprint': message({ to: 'background', from: ['extension'], request: Empty, response: DeviceFingerprintResponse }),
  ...PICK_MESSAGES,
  ...CRAWL_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...UPLOAD_MESSAGES,
} as const;

export type Messages = typeof MESSAGES;
export type MessageType = keyof Messages;
export type MessageTypeTo<T extends MessageTarget> = { [K in MessageType]: Messages[K]['to'] extends T ? K : never }[MessageType];
export type RequestOf<K extends MessageType> = Static<Messages[K]['request']>;
export type ResponseOf<K extends MessageType> = Static<Messages[K]['response']>;

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}
