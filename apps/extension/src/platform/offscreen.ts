import browser from 'webextension-polyfill';

/** A long-lived channel between two extension contexts (runtime.connect); messages are JSON. */
export interface ExtensionPort {
  postMessage(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Called once when the other side disconnects or its context goes away (not after our own disconnect()). */
  onDisconnect(listener: () => void): void;
  disconnect(): void;
}

function wrap(port: browser.Runtime.Port): ExtensionPort {
  return {
    postMessage: (message) => port.postMessage(message),
    onMessage: (listener) => port.onMessage.addListener((message: unknown) => listener(message)),
    onDisconnect: (listener) => port.onDisconnect.addListener(() => listener()),
    disconnect: () => port.disconnect(),
  };
}

/** Opens a port to the extension pages listening for `name` (the offscreen document). */
export function connectPort(name: string): ExtensionPort {
  return wrap(browser.runtime.connect({ name }));
}

/** Calls `listener` for every port opened to this context under `name`. */
export function onPortConnect(name: string, listener: (port: ExtensionPort) => void): void {
  browser.runtime.onConnect.addListener((port) => {
    if (port.name === name) listener(wrap(port));
  });
}

let pending: Promise<unknown> = Promise.resolve();
/** Creating and closing are serialised: only one offscreen document may exist, and createDocument throws if it does. */
const serialised = <T>(work: () => Promise<T>): Promise<T> => {
  const next = pending.then(work, work);
  pending = next.catch(() => undefined);
  return next;
};

const hasOffscreenDocument = async (url: string): Promise<boolean> =>
  (await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'], documentUrls: [url] })).length > 0;

/**
 * Opens the extension's offscreen document at `path` unless it is open (reason BLOBS: it sends Blobs read from
 * IndexedDB). Resolves once the document has loaded. The `offscreen` permission shows no install warning.
 */
export function ensureOffscreenDocument(path: string, justification: string): Promise<void> {
  const url = chrome.runtime.getURL(path);
  return serialised(async () => {
    if (await hasOffscreenDocument(url)) return;
    await chrome.offscreen.createDocument({ url: path, reasons: ['BLOBS'], justification });
  });
}

/** Closes the offscreen document at `path` if it is open. */
export function closeOffscreenDocument(path: string): Promise<void> {
  const url = chrome.runtime.getURL(path);
  return serialised(async () => {
    if (await hasOffscreenDocument(url)) await chrome.offscreen.closeDocument();
  });
}
