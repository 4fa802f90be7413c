import { MESSAGE_CHANNEL, MessagingError, type RequestEnvelope } from './envelope';
import { createMessenger, type MessageTransport } from './messenger';
import { createMessageRouter, type SenderInfo } from './router';
import { stubBackgroundHandlers } from './testing';

const panel: SenderInfo = { kind: 'extension', url: 'chrome-extension://abc/src/panel/index.html' };

/** A transport that delivers straight to routers, as chrome.runtime would (JSON round trip included). */
function wire(): MessageTransport & { sent: RequestEnvelope[] } {
  const sent: RequestEnvelope[] = [];
  const background = createMessageRouter('background', stubBackgroundHandlers());
  const tabs = new Map([
    [
      7,
      createMessageRouter('content', {
        'page.scan': () => ({ url: 'https://example.com/', title: 'Example', tableCount: 2 }),
        'overlay.show': () => ({ visible: true as const }),
        'overlay.hide': () => ({ visible: false as const }),
        'pick.list': () => ({ url: 'https://example.com/', title: 'Example', candidates: [] }),
        'pick.previews': () => ({ previews: [] }),
        'pick.highlight': () => ({ highlighted: false }),
        'pick.onPage': () => ({ candidate: null }),
        'pick.cancel': () => ({ cancelled: false }),
        'pick.collect': () => ({ url: 'https://example.com/', kind: 'table' as const, table: { columns: [], rows: [] } }),
        'pick.progress': () => ({ reading: false, rows: 0, declared: null }),
        'pick.stopReading': () => ({ stopped: false }),
        'crawl.fingerprint': () => ({ url: 'https://example.com/', fingerprint: { kind: 'table', headers: [], columns: 0, index: 0, path: '' } }),
        'crawl.read': () => ({ found: false as const, url: 'https://example.com/', httpStatus: 200 }),
        'crawl.advance': () => ({ kind: 'no-next' as const }),
        'crawl.settle': () => ({ kind: 'unchanged' as const }),
        'crawl.teach': () => null,
      }),
    ],
  ]);
  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    sent,
    async toBackground(envelope) {
      sent.push(envelope);
      return json(await background(json(envelope), panel));
    },
    async toTab(tabId, envelope) {
      sent.push(envelope);
      const route = tabs.get(tabId);
      if (!route) throw new MessagingError('no_receiver', 'Could not establish connection. Receiving end does not exist.');
      return json(await route(json(envelope), panel));
    },
  };
}

describe('createMessenger', () => {
  it('round-trips typed messages through the routers', async () => {
    const transport = wire();
    const messenger = createMessenger(transport);
    await expect(messenger.send('session.status', {})).resolves.toEqual({ signedIn: true });
    await expect(messenger.sendToTab(7, 'page.scan', {})).resolves.toEqual({ url: 'https://example.com/', title: 'Example', tableCount: 2 });
    expect(transport.sent[0]).toEqual({ channel: MESSAGE_CHANNEL, type: 'session.status', payload: {} });
  });

  it('refuses to send a request its schema rejects', async () => {
    const transport = wire();
    const messenger = createMessenger(transport);
    // An empty-object type cannot forbid extra keys statically; the schema check does.
    await expect(messenger.send('session.status', { unexpected: 1 })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(transport.sent).toHaveLength(0);
  });

  it('rejects a response that does not match the schema', async () => {
    const messenger = createMessenger({ toBackground: async () => ({ ok: true, data: { fingerprint: 'not-hex' } }), toTab: async () => undefined });
    await expect(messenger.send('device.fingerprint', {})).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('rejects malformed envelopes and unanswered messages', async () => {
    const malformed = createMessenger({ toBackground: async () => ({ data: 1 }), toTab: async () => undefined });
    await expect(malformed.send('session.status', {})).rejects.toMatchObject({ code: 'invalid_response' });
    await expect(malformed.sendToTab(1, 'page.scan', {})).rejects.toMatchObject({ code: 'no_receiver' });
  });

  it('throws the receiver error as a MessagingError with its code', async () => {
    const messenger = createMessenger(wire());
    const error = await messenger.sendToTab(99, 'page.scan', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingError);
    expect(error).toMatchObject({ code: 'no_receiver' });
    const refused = createMessenger({ toBackground: async () => ({ ok: false, error: { code: 'forbidden_sender', message: 'no' } }), toTab: async () => undefined });
    await expect(refused.send('session.status', {})).rejects.toMatchObject({ code: 'forbidden_sender', message: 'no' });
  });
});
