import { Kind } from '@sinclair/typebox';
import { createContentHandlers } from '../content/content-handlers';
import { createBackgroundHandlers } from '../background/handlers';
import { createCrawlHandlers } from '../features/crawl';
import { createUploadHandlers } from '../features/uploads';
import { MESSAGES, MESSAGE_TARGETS, SENDER_KINDS, isMessageType } from './messages';

// The uploads feature's entry also exports the offscreen document's sender, which loads the polyfill at import; nothing here reaches it.
jest.mock('webextension-polyfill', () => ({ __esModule: true, default: {} }));

const entries = Object.entries(MESSAGES);

describe('MESSAGES registry', () => {
  it.each(entries)('%s is named <domain>.<verb> and has request and response schemas', (type, definition) => {
    expect(type).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
    expect(definition.request[Kind]).toBeDefined();
    expect(definition.response[Kind]).toBeDefined();
    expect(Object.values(MESSAGE_TARGETS)).toContain(definition.to);
    expect(definition.from.length).toBeGreaterThan(0);
    for (const kind of definition.from) expect(Object.values(SENDER_KINDS)).toContain(kind);
    expect(definition.from).not.toContain(SENDER_KINDS.UNKNOWN);
  });

  it('has exactly one handler per message in the registry of its target', () => {
    const runner = { check: jest.fn(), start: jest.fn(), control: jest.fn(), status: jest.fn(), dismiss: jest.fn() };
    const account = { status: jest.fn(), signIn: jest.fn(), signOut: jest.fn(), gate: jest.fn() };
    const queue = { enqueue: jest.fn(), process: jest.fn(), retry: jest.fn(), list: jest.fn(), remove: jest.fn() };
    const background = Object.keys(
      createBackgroundHandlers({ sessionStatus: async () => ({ signedIn: false }), fingerprint: async () => '', account }, createCrawlHandlers(runner), createUploadHandlers(queue)),
    );
    const content = Object.keys(createContentHandlers({ document: {} as Document, translator: async () => (key) => key }));
    const expected = (to: string) => entries.filter(([, d]) => d.to === to).map(([type]) => type).sort();
    expect(background.sort()).toEqual(expected('background'));
    expect(content.sort()).toEqual(expected('content'));
  });

  it('recognises only registered types, not inherited properties', () => {
    expect(isMessageType('page.scan')).toBe(true);
    expect(isMessageType('toString')).toBe(false);
    expect(isMessageType(42)).toBe(false);
  });
});
