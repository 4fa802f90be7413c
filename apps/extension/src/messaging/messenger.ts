import { isResponseEnvelope, MESSAGE_CHANNEL, MESSAGING_ERROR_CODES, MessagingError, type RequestEnvelope } from './envelope';
import { MESSAGES, type MessageType, type MessageTypeTo, type RequestOf, type ResponseOf } from './messages';
import { firstViolation } from '../shared/schema';

/** The wire, implemented by the platform layer (runtime / tabs messaging of the extension API) or by tests. Rejects with MessagingError('no_receiver') when nobody listens. */
export interface MessageTransport {
  toBackground(envelope: RequestEnvelope): Promise<unknown>;
  toTab(tabId: number, envelope: RequestEnvelope): Promise<unknown>;
}

export interface Messenger {
  send<K extends MessageTypeTo<'background'>>(type: K, payload: RequestOf<K>): Promise<ResponseOf<K>>;
  sendToTab<K extends MessageTypeTo<'content'>>(tabId: number, type: K, payload: RequestOf<K>): Promise<ResponseOf<K>>;
}

/** Typed sending side: validates the request before it leaves and the response on receipt; failures throw MessagingError. */
export function createMessenger(transport: MessageTransport): Messenger {
  const prepare = (type: MessageType, payload: unknown): RequestEnvelope => {
    const violation = firstViolation(MESSAGES[type].request, payload);
    if (violation !== undefined) throw new MessagingError(MESSAGING_ERROR_CODES.INVALID_REQUEST, `${type}: ${violation}`);
    return { channel: MESSAGE_CHANNEL, type, payload };
  };
  const receive = <K extends MessageType>(type: K, raw: unknown): ResponseOf<K> => {
    if (raw === undefined) throw new MessagingError(MESSAGING_ERROR_CODES.NO_RECEIVER, `${type}: no receiver answered`);
    if (!isResponseEnvelope(raw)) throw new MessagingError(MESSAGING_ERROR_CODES.INVALID_RESPONSE, `${type}: malformed response envelope`);
    if (!raw.ok) throw new MessagingError(raw.error.code, raw.error.message);
    const violation = firstViolation(MESSAGES[type].response, raw.data);
    if (violation !== undefined) throw new MessagingError(MESSAGING_ERROR_CODES.INVALID_RESPONSE, `${type}: ${violation}`);
    return raw.data as ResponseOf<K>;
  };
  return {
    async send(type, payload) {
      return receive(type, await transport.toBackground(prepare(type, payload)));
    },
    async sendToTab(tabId, type, payload) {
      return receive(type, await transport.toTab(tabId, prepare(type, payload)));
    },
  };
}
