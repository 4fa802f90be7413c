import browser, { type Runtime } from 'webextension-polyfill';
import { MESSAGING_ERROR_CODES, MessagingError, type MessageRoute, type MessageTransport, type RequestEnvelope, type ResponseEnvelope, type SenderInfo } from '../messaging';

/** Chrome's text when no listener exists in the target (e.g. a tab opened before the extension was installed). */
const NO_RECEIVER_PATTERN = /Receiving end does not exist|Could not establish connection/i;

const toMessagingError = (error: unknown): unknown =>
  error instanceof Error && NO_RECEIVER_PATTERN.test(error.message) ? new MessagingError(MESSAGING_ERROR_CODES.NO_RECEIVER, error.message) : error;

/** MessageTransport over runtime.sendMessage (service worker) and tabs.sendMessage (top frame of a tab). */
export const extensionMessageTransport: MessageTransport = {
  async toBackground(envelope: RequestEnvelope) {
    try {
      return await browser.runtime.sendMessage(envelope);
    } catch (error) {
      throw toMessagingError(error);
    }
  },
  async toTab(tabId: number, envelope: RequestEnvelope) {
    try {
      return await browser.tabs.sendMessage(tabId, envelope, { frameId: 0 });
    } catch (error) {
      throw toMessagingError(error);
    }
  },
};

/** Classifies a sender: our extension's pages, our content scripts, or anything else. */
export function toSenderInfo(sender: Runtime.MessageSender): SenderInfo {
  const base = { tabId: sender.tab?.id, frameId: sender.frameId, url: sender.url };
  if (sender.id !== browser.runtime.id) return { ...base, kind: 'unknown' };
  if (sender.url?.startsWith(browser.runtime.getURL(''))) return { ...base, kind: 'extension' };
  if (sender.tab) return { ...base, kind: 'content' };
  return { ...base, kind: 'unknown' };
}

/**
 * Registers `route` on runtime.onMessage. Call it synchronously at the top level of an entry so that the message
 * that woke the service worker is delivered. The listener returns the route's Promise (the reply) or undefined for
 * messages that are not ours, so that other listeners may answer them; Chrome ≥ 148 answers a returned Promise
 * natively, on older Chrome the polyfill turns it into `return true` + sendResponse.
 */
export function listenForMessages(route: MessageRoute, signal?: AbortSignal): void {
  const listener = (message: unknown, sender: Runtime.MessageSender): Promise<ResponseEnvelope> | undefined => route(message, toSenderInfo(sender));
  browser.runtime.onMessage.addListener(listener);
  signal?.addEventListener('abort', () => browser.runtime.onMessage.removeListener(listener), { once: true });
}
