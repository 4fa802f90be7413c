import { SUPPORTED_LANGUAGES } from '@tablecrawler/i18n';
import { bindItems } from './bind-items';
import { STORAGE_KEY_PATTERN } from './item';
import { ACCOUNT_ITEMS, STORAGE_ITEMS, UI_LANGUAGES } from './items';
import { memoryStoragePort } from './memory-storage-port';

describe('STORAGE_ITEMS', () => {
  const definitions = Object.values(STORAGE_ITEMS);

  it('uses unique <area>.<name> keys', () => {
    const keys = definitions.map((d) => d.key);
    for (const key of keys) expect(key).toMatch(STORAGE_KEY_PATTERN);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the UI languages equal to the ones libs/i18n supports', () => {
    expect([...UI_LANGUAGES]).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it('binds every item to the port of its area', async () => {
    const local = memoryStoragePort();
    const session = memoryStoragePort();
    const items = bindItems(STORAGE_ITEMS, { local, session });
    await items.settingsLanguage.set('en');
    await items.authTokens.set({ accessToken: 'a', refreshToken: 'r' });
    expect(Object.keys(local.snapshot()).sort()).toEqual(['auth.tokens', 'settings.language']);
    expect(session.snapshot()).toEqual({});
  });

  it('marks the tokens, and not the settings, as account data', () => {
    expect(ACCOUNT_ITEMS).toContain('authTokens');
    expect(ACCOUNT_ITEMS).not.toContain('settingsLanguage');
  });
});
