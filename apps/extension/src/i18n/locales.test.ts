import fs from 'node:fs';
import path from 'node:path';

// The manifest texts (`__MSG_…__`) are Chrome's own i18n: public/_locales/<lang>/messages.json.
const localesDir = path.join(__dirname, '../../public/_locales');
const read = (lang: string): Record<string, { message: string }> =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lang, 'messages.json'), 'utf8')) as Record<string, { message: string }>;

describe('_locales', () => {
  it('has Korean (the default_locale) and English with the same message names, none empty', () => {
    expect(fs.readdirSync(localesDir).sort()).toEqual(['en', 'ko']);
    const ko = read('ko');
    const en = read('en');
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
    for (const entry of [...Object.values(ko), ...Object.values(en)]) expect(entry.message.trim()).not.toBe('');
  });

  it('covers every __MSG_ name the manifest uses and keeps descriptions within the store limit', () => {
    const manifestSource = fs.readFileSync(path.join(__dirname, '../../manifest.config.ts'), 'utf8');
    const used = [...manifestSource.matchAll(/__MSG_(\w+)__/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const lang of ['ko', 'en']) {
      const messages = read(lang);
      for (const name of used) expect(Object.keys(messages)).toContain(name);
      expect(messages.extDescription?.message.length).toBeLessThanOrEqual(132);
    }
  });
});
