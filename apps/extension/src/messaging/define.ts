import { Type, type TSchema } from '@sinclair/typebox';

/** Where a message is handled: the service worker or the content script of a tab. */
export const MESSAGE_TARGETS = { BACKGROUND: 'background', CONTENT: 'content' } as const;
export type MessageTarget = (typeof MESSAGE_TARGETS)[keyof typeof MESSAGE_TARGETS];

/** Who sent a message, as classified by the platform layer from the extension API's MessageSender. */
export const SENDER_KINDS = { EXTENSION: 'extension', CONTENT: 'content', UNKNOWN: 'unknown' } as const;
export type SenderKind = (typeof SENDER_KINDS)[keyof typeof SENDER_KINDS];

export interface MessageDefinition<To extends MessageTarget = MessageTarget, Req extends TSchema = TSchema, Res extends TSchema = TSchema> {
  readonly to: To;
  /** Senders allowed to send it; others get `forbidden_sender` without the handler running. */
  readonly from: readonly SenderKind[];
  readonly request: Req;
  readonly response: Res;
}

/** Declares one message (a feature's `messages.ts` uses it; the registry in messages.ts spreads them all). */
export const message = <To extends MessageTarget, Req extends TSchema, Res extends TSchema>(d: MessageDefinition<To, Req, Res>): MessageDefinition<To, Req, Res> => d;

/** The request of a message that carries nothing. */
export const Empty = Type.Object({}, { additionalProperties: false });
