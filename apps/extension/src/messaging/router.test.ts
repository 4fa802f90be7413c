import { MESSAGE_CHANNEL, MessagingError } from './envelope';
import { createMessageRouter, type SenderInfo } from './router';
import { stubBackgroundHandlers } from './testing';

const fromExtension: SenderInfo = { kind: 'extension', url: 'chrome-extension://abc/src/panel/index.html' };
const fromContent: SenderInfo = { kind: 'content', tabId: 3, url: 'https://example.com/' };
const envelope = (type: string, payload: unknown = {}) => ({ channel: MESSAGE_CHANNEL, type, payload });
const silent = { error: jest.fn() };

function backgroundRouter(overrides: { sessionStatus?: () => Promise<{ signedIn: boolean }> } = {}) {
  const sessionStatus = jest.fn(overrides.sessionStatus ?? (async () => ({ signedIn: true })));
  const route = createMessageRouter(
    'background',
    stubBackgroundHandlers({ 'session.status': sessionStatus, 'device.fingerprint': async () => ({ fingerprint: 'a'.repeat(64) }) }),
    { logger: silent },
  );
  return { route, sessionStatus };
}

describe('createMessageRouter', () => {
  it('runs the handler of a valid message and wraps its result', async () => {
    const { route, sessionStatus } = backgroundRouter();
    await expect(route(envelope('session.status'), fromExtension)).resolves.toEqual({ ok: true, data: { signedIn: true } });
    expect(sessionStatus).toHaveBeenCalledWith({}, { sender: fromExtension });
  });

  it('ignores foreign messages and messages for another target (so that other listeners may answer)', () => {
    const { route } = backgroundRouter();
    expect(route({ type: 'session.status', payload: {} }, fromExtension)).toBeUndefined();
    expect(route({ ...envelope('session.status'), channel: 'other' }, fromExtension)).toBeUndefined();
    expect(route(envelope('no.such'), fromExtension)).toBeUndefined();
    expect(route(envelope('page.scan'), fromExtension)).toBeUndefined();
    expect(route('session.status', fromExtension)).toBeUndefined();
  });

  it('refuses senders the message does not allow without running the handler', async () => {
    const { route, sessionStatus } = backgroundRouter();
    const answer = await route(envelope('session.status'), fromContent);
    expect(answer).toEqual({ ok: false, error: { code: 'forbidden_sender', message: expect.stringContaining('content') } });
    expect(sessionStatus).not.toHaveBeenCalled();
  });

  it('validates the request payload against its schema', async () => {
    const { route, sessionStatus } = backgroundRouter();
    const answer = await route(envelope('session.status', { extra: true }), fromExtension);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    await expect(route(envelope('session.status', null), fromExtension)).resolves.toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(sessionStatus).not.toHaveBeenCalled();
  });

  it('turns a thrown error into handler_failed and keeps the code of a MessagingError', async () => {
    const failing = backgroundRouter({ sessionStatus: async () => Promise.reject(new Error('boom')) });
    await expect(failing.route(envelope('session.status'), fromExtension)).resolves.toEqual({ ok: false, error: { code: 'handler_failed', message: 'boom' } });
    const coded = backgroundRouter({ sessionStatus: async () => Promise.reject(new MessagingError('no_receiver', 'gone')) });
    await expect(coded.route(envelope('session.status'), fromExtension)).resolves.toEqual({ ok: false, error: { code: 'no_receiver', message: 'gone' } });
    expect(silent.error).toHaveBeenCalled();
  });
});
