import { errorEnvelope, isRequestEnvelope, MESSAGING_ERROR_CODES, MessagingError, type ResponseEnvelope } from './envelope';
import { isMessageType, MESSAGES, type MessageTarget, type MessageTypeTo, type RequestOf, type ResponseOf, type SenderKind } from './messages';
import { firstViolation } from '../shared/schema';

export interface SenderInfo {
  kind: SenderKind;
  tabId?: number;
  frameId?: number;
  url?: string;
}

export interface HandlerContext {
  sender: SenderInfo;
}

export type MessageHandler<K extends keyof typeof MESSAGES> = (
  payload: RequestOf<K>,
  context: HandlerContext,
) => Promise<ResponseOf<K>> | ResponseOf<K>;

/** Exactly one handler per message addressed to the target: a missing or extra handler is a type error. */
export type MessageHandlers<T extends MessageTarget> = { [K in MessageTypeTo<T>]: MessageHandler<K> };

/** Answers one incoming message, or returns undefined when it is not ours or not addressed to this target. */
export type MessageRoute = (raw: unknown, sender: SenderInfo) => Promise<ResponseEnvelope> | undefined;

export interface RouterOptions {
  /** Where handler failures are reported. Default: console. */
  logger?: Pick<Console, 'error'>;
}

/** Builds the receiving side of a context: checks envelope, target, sender and request schema, then runs the handler. */
export function createMessageRouter<T extends MessageTarget>(target: T, handlers: MessageHandlers<T>, options: RouterOptions = {}): MessageRoute {
  const logger = options.logger ?? console;
  const table = handlers as unknown as Record<string, (payload: unknown, context: HandlerContext) => unknown>;
  return (raw, sender) => {
    if (!isRequestEnvelope(raw) || !isMessageType(raw.type)) return undefined;
    const definition = MESSAGES[raw.type];
    if (definition.to !== target) return undefined;
    const handler = table[raw.type];
    if (!handler) return undefined;
    if (!definition.from.includes(sender.kind)) {
      return Promise.resolve(errorEnvelope(MESSAGING_ERROR_CODES.FORBIDDEN_SENDER, `${raw.type} may not be sent from ${sender.kind}`));
    }
    const violation = firstViolation(definition.request, raw.payload);
    if (violation !== undefined) {
      return Promise.resolve(errorEnvelope(MESSAGING_ERROR_CODES.INVALID_REQUEST, `${raw.type}: ${violation}`));
    }
    const type = raw.type;
    return (async (): Promise<ResponseEnvelope> => {
      try {
        const data = await handler(raw.payload, { sender });
        return { ok: true, data };
      } catch (error) {
        logger.error(`[messaging] ${type} failed`, error);
        if (error instanceof MessagingError) return errorEnvelope(error.code, error.message);
        return errorEnvelope(MESSAGING_ERROR_CODES.HANDLER_FAILED, error instanceof Error ? error.message : String(error));
      }
    })();
  };
}
