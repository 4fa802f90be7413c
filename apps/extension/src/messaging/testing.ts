import type { MessageHandlers } from './router';

/**
 * Background handlers answering every message with a neutral value, for tests of the messaging layer itself (a new
 * message type is added here once); `overrides` replaces the ones a test looks at.
 */
export function stubBackgroundHandlers(overrides: Partial<MessageHandlers<'background'>> = {}): MessageHandlers<'background'> {
  return {
    'session.status': async () => ({ signedIn: true }),
    'device.fingerprint': async () => ({ fingerprint: 'f'.repeat(64) }),
    'crawl.start': () => Promise.reject(new Error('no crawl in this test')),
    'crawl.check': () => ({}),
    'crawl.control': () => null,
    'crawl.status': () => null,
    'crawl.dismiss': () => ({ removed: false }),
    'account.status': async () => ({ signedIn: false as const }),
    'account.signIn': async () => ({ ok: true as const, account: { signedIn: false as const } }),
    'account.signOut': async () => ({ signedIn: false as const }),
    'uploads.process': async () => ({}),
    'uploads.list': async () => ({ entries: [] }),
    'uploads.retry': async () => null,
    'uploads.remove': async () => ({}),
    ...overrides,
  };
}
