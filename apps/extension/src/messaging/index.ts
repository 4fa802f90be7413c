export { MESSAGES, MESSAGE_TARGETS, SENDER_KINDS, SessionStatus, type MessageTarget, type MessageType, type MessageTypeTo, type RequestOf, type ResponseOf, type SenderKind } from './messages';
export { MESSAGE_CHANNEL, MESSAGING_ERROR_CODES, MessagingError, type MessagingErrorCode, type RequestEnvelope, type ResponseEnvelope } from './envelope';
export { createMessageRouter, type HandlerContext, type MessageHandlers, type MessageRoute, type SenderInfo } from './router';
export { createMessenger, type MessageTransport, type Messenger } from './messenger';
