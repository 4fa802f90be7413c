// Runs the real webextension-polyfill over a fake extension API in both of its modes: wrapping `chrome`
// (Chrome < 148, no `browser` global) and passing a native `browser` through (Chrome ≥ 148, Firefox).
// The e2e suite covers the real Chromium, which is ≥ 148 and so never exercises the wrapping.
import { createMessageRouter, MESSAGE_CHANNEL, type RequestEnvelope } from '../messaging';
import { stubBackgroundHandlers } from '../messaging/testing';
import { fakeEvent, loadWithGlobals, type FakeEvent } from './testing/fake-extension-api';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${EXTENSION_ID}/`;
const panelSender = { id: EXTENSION_ID, url: `${ORIGIN}src/panel/index.html` };
const status: RequestEnvelope = { channel: MESSAGE_CHANNEL, type: 'session.status', payload: {} };

const backgroundRoute = () =>
  createMessageRouter('background', stubBackgroundHandlers(), { logger: { error: () => undefined } });

type SendCallback = (reply?: unknown) => void;

/** Chrome's callback-style runtime/tabs before 148: replies and lastError arrive through the last argument. */
function callbackChrome(answer: { error?: string; reply?: unknown } = {}) {
  const sent: unknown[][] = [];
  const runtime = {
    id: EXTENSION_ID,
    lastError: undefined as { message: string } | undefined,
    getURL: (path: string) => ORIGIN + path,
    onMessage: fakeEvent(),
    sendMessage: (...args: unknown[]) => deliver(args),
  };
  const deliver = (args: unknown[]): void => {
    const callback = args.pop() as SendCallback;
    sent.push(args);
    queueMicrotask(() => {
      runtime.lastError = answer.error === undefined ? undefined : { message: answer.error };
      callback(answer.reply);
      runtime.lastError = undefined;
    });
  };
  return { sent, chrome: { runtime, tabs: { sendMessage: (...args: unknown[]) => deliver(args) } } };
}

const loadMessaging = (globals: Record<string, unknown>) => loadWithGlobals(globals, () => import('./messaging'));

describe('platform messaging through the polyfill wrapping chrome (Chrome < 148)', () => {
  it('answers our messages through sendResponse and keeps the channel open', async () => {
    const { chrome } = callbackChrome();
    const { listenForMessages } = await loadMessaging({ chrome });
    listenForMessages(backgroundRoute());
    const [listener] = chrome.runtime.onMessage.listeners;
    let kept: unknown;
    const reply = await new Promise((resolve) => {
      kept = listener?.(status, panelSender, resolve);
    });
    expect(kept).toBe(true);
    expect(reply).toEqual({ ok: true, data: { signedIn: true } });
  });

  it('still validates: a content script may not ask for the session status', async () => {
    const { chrome } = callbackChrome();
    const { listenForMessages } = await loadMessaging({ chrome });
    listenForMessages(backgroundRoute());
    const [listener] = chrome.runtime.onMessage.listeners;
    const contentSender = { id: EXTENSION_ID, url: 'https://example.com/', tab: { id: 3 }, frameId: 0 };
    const reply = await new Promise((resolve) => listener?.(status, contentSender, resolve));
    expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden_sender' } });
  });

  it('leaves messages that are not ours to other listeners (returns false, never answers)', async () => {
    const { chrome } = callbackChrome();
    const { listenForMessages } = await loadMessaging({ chrome });
    listenForMessages(backgroundRoute());
    const [listener] = chrome.runtime.onMessage.listeners;
    const sendResponse = jest.fn();
    expect(listener?.({ hello: 'world' }, panelSender, sendResponse)).toBe(false);
    expect(listener?.({ channel: MESSAGE_CHANNEL, type: 'page.scan', payload: {} }, panelSender, sendResponse)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sendResponse).not.toHaveBeenCalled();
  });

  it('removes the listener when the signal aborts', async () => {
    const { chrome } = callbackChrome();
    const { listenForMessages } = await loadMessaging({ chrome });
    const controller = new AbortController();
    listenForMessages(backgroundRoute(), controller.signal);
    expect(chrome.runtime.onMessage.listeners.size).toBe(1);
    controller.abort();
    expect(chrome.runtime.onMessage.listeners.size).toBe(0);
  });

  it('sends to the service worker and to the top frame of a tab, resolving with the reply', async () => {
    const { chrome, sent } = callbackChrome({ reply: { ok: true, data: { signedIn: false } } });
    const { extensionMessageTransport } = await loadMessaging({ chrome });
    await expect(extensionMessageTransport.toBackground(status)).resolves.toEqual({ ok: true, data: { signedIn: false } });
    await expect(extensionMessageTransport.toTab(7, status)).resolves.toEqual({ ok: true, data: { signedIn: false } });
    expect(sent).toEqual([[status], [7, status, { frameId: 0 }]]);
  });

  it('turns a missing receiver into MessagingError no_receiver and passes other errors through', async () => {
    const missing = callbackChrome({ error: 'Could not establish connection. Receiving end does not exist.' });
    const first = await loadMessaging({ chrome: missing.chrome });
    await expect(first.extensionMessageTransport.toTab(7, status)).rejects.toMatchObject({ name: 'MessagingError', code: 'no_receiver' });
    const other = callbackChrome({ error: 'No tab with id: 7.' });
    const second = await loadMessaging({ chrome: other.chrome });
    await expect(second.extensionMessageTransport.toTab(7, status)).rejects.toThrow(/^No tab with id: 7\.$/);
    await expect(second.extensionMessageTransport.toTab(7, status)).rejects.not.toMatchObject({ name: 'MessagingError' });
  });
});

describe('platform messaging over a native browser namespace (Chrome ≥ 148, Firefox)', () => {
  function nativeBrowser() {
    const onMessage: FakeEvent = fakeEvent();
    const sendMessage = jest.fn(async () => ({ ok: true, data: { signedIn: true } }));
    return { browser: { runtime: { id: EXTENSION_ID, getURL: (path: string) => ORIGIN + path, onMessage, sendMessage } }, chrome: { runtime: { id: EXTENSION_ID } } };
  }

  it('registers the listener as is: it returns the reply as a Promise, or undefined when the message is not ours', async () => {
    const globals = nativeBrowser();
    const { listenForMessages } = await loadMessaging(globals);
    listenForMessages(backgroundRoute());
    const [listener] = globals.browser.runtime.onMessage.listeners;
    const answer = listener?.(status, panelSender);
    expect(answer).toBeInstanceOf(Promise);
    await expect(answer).resolves.toEqual({ ok: true, data: { signedIn: true } });
    expect(listener?.({ hello: 'world' }, panelSender)).toBeUndefined();
  });

  it('classifies senders by extension id and origin', async () => {
    const { toSenderInfo } = await loadMessaging(nativeBrowser());
    expect(toSenderInfo(panelSender).kind).toBe('extension');
    expect(toSenderInfo({ id: EXTENSION_ID, url: 'https://example.com/', tab: { id: 3, index: 0, highlighted: false, active: true, pinned: false, incognito: false }, frameId: 0 })).toEqual({
      kind: 'content',
      tabId: 3,
      frameId: 0,
      url: 'https://example.com/',
    });
    expect(toSenderInfo({ id: 'another-extension', url: `${ORIGIN}src/panel/index.html` }).kind).toBe('unknown');
    expect(toSenderInfo({ id: EXTENSION_ID, url: 'https://example.com/' }).kind).toBe('unknown');
  });
});
