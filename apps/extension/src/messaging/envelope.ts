import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { MessageType } from './messages';

/** Marks our messages so that foreign ones (other listeners, other libraries) are ignored. */
export const MESSAGE_CHANNEL = 'tablecrawler';

export const MESSAGING_ERROR_CODES = {
  INVALID_REQUEST: 'invalid_request',
  INVALID_RESPONSE: 'invalid_response',
  FORBIDDEN_SENDER: 'forbidden_sender',
  HANDLER_FAILED: 'handler_failed',
  NO_RECEIVER: 'no_receiver',
  /** The handler declined on purpose; the message is a stable reason code the sender shows (e.g. the pass gate). */
  REFUSED: 'refused',
} as const;
export type MessagingErrorCode = (typeof MESSAGING_ERROR_CODES)[keyof typeof MESSAGING_ERROR_CODES];

export class MessagingError extends Error {
  override readonly name = 'MessagingError';
  constructor(
    readonly code: MessagingErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const RequestEnvelope = Type.Object({
  channel: Type.Literal(MESSAGE_CHANNEL),
  type: Type.String(),
  payload: Type.Unknown(),
});
export type RequestEnvelope = Static<typeof RequestEnvelope> & { type: MessageType };

const ErrorCode = Type.Union(Object.values(MESSAGING_ERROR_CODES).map((c) => Type.Literal(c)));

export const ResponseEnvelope = Type.Union([
  Type.Object({ ok: Type.Literal(true), data: Type.Unknown() }),
  Type.Object({ ok: Type.Literal(false), error: Type.Object({ code: ErrorCode, message: Type.String() }) }),
]);
export type ResponseEnvelope = Static<typeof ResponseEnvelope>;

export function isRequestEnvelope(value: unknown): value is Static<typeof RequestEnvelope> {
  return Value.Check(RequestEnvelope, value);
}

export function isResponseEnvelope(value: unknown): value is ResponseEnvelope {
  return Value.Check(ResponseEnvelope, value);
}

export function errorEnvelope(code: MessagingErrorCode, message: string): ResponseEnvelope {
  return { ok: false, error: { code, message } };
}
