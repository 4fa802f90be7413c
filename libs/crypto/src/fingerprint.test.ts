import { createHash } from 'node:crypto';
import { utf8Encode } from './encoding';
import {
  FINGERPRINT_HASH_SEED,
  type FingerprintEnvironment,
  type FingerprintTraits,
  canonicalJson,
  collectFingerprintTraits,
  deviceFingerprint,
  fingerprintFromTraits,
} from './fingerprint';
import { murmurhash3X64128 } from './murmurhash3';

/**
 * A small deterministic stand-in for a 2D canvas (Node has none): text width depends on which listed
 * font is "installed", pixels are derived from the drawing calls and a per-device rendering quirk.
 */
function fakeCanvasClass(installedFonts: readonly string[], renderQuirk: string, noisy = false) {
  const widthOf = (family: string) => 100 + [...family].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 97;
  return class FakeCanvas {
    constructor(
      public width: number,
      public height: number,
    ) {}
    getContext() {
      const calls: string[] = [renderQuirk];
      const state = { font: '10px sans-serif' };
      const record = (name: string) => (...args: unknown[]) => calls.push(`${name}(${args.join(',')})`);
      return {
        get font() {
          return state.font;
        },
        set font(value: string) {
          state.font = value;
          calls.push(`font=${value}`);
        },
        textBaseline: 'alphabetic',
        fillStyle: '#000',
        globalCompositeOperation: 'source-over',
        measureText: () => {
          const families = state.font.replace(/^\d+px\s+/, '').split(',').map((f) => f.trim().replace(/"/g, ''));
          const family = families.find((f) => installedFonts.includes(f)) ?? families.at(-1) ?? '';
          return { width: widthOf(family) };
        },
        fillRect: record('fillRect'),
        fillText: record('fillText'),
        beginPath: record('beginPath'),
        arc: record('arc'),
        closePath: record('closePath'),
        fill: record('fill'),
        getImageData: (_x: number, _y: number, w: number, h: number) => {
          const seed = utf8Encode(calls.join(';') + (noisy ? Math.random() : ''));
          const data = new Uint8ClampedArray(w * h * 4);
          for (let i = 0; i < data.length; i++) data[i] = (seed[i % seed.length] as number) ^ (i & 255);
          return { data };
        },
      };
    }
  } as unknown as FingerprintEnvironment['OffscreenCanvas'];
}

function windowEnv(overrides: Partial<FingerprintEnvironment> = {}, navigatorOverrides: Partial<NonNullable<FingerprintEnvironment['navigator']>> = {}): FingerprintEnvironment {
  return {
    navigator: {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      vendor: 'Google Inc.',
      platform: 'Linux x86_64',
      hardwareConcurrency: 8,
      deviceMemory: 8,
      maxTouchPoints: 0,
      language: 'ko-KR',
      languages: ['ko-KR', 'ko', 'en-US'],
      cookieEnabled: true,
      plugins: [{ name: 'PDF Viewer' }, { name: 'Chrome PDF Viewer' }],
      ...navigatorOverrides,
    },
    screen: { width: 1920, height: 1080, colorDepth: 24 },
    localStorage: {},
    sessionStorage: {},
    indexedDB: {},
    OffscreenCanvas: fakeCanvasClass(['Malgun Gothic', 'Arial'], 'gpu-a'),
    ...overrides,
  };
}

async function fingerprintOf(env: FingerprintEnvironment): Promise<string> {
  return fingerprintFromTraits(collectFingerprintTraits(env));
}

describe('deviceFingerprint', () => {
  it('is 64 lowercase hex characters and the same on every call in this environment', async () => {
    const first = await deviceFingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceFingerprint()).toBe(first);
  });

  it('is SHA-256 hex of the MurmurHash3 x64-128 (seed 256) hex of the canonical traits', async () => {
    const traits = collectFingerprintTraits(windowEnv());
    const murmur = murmurhash3X64128(utf8Encode(canonicalJson(traits)), 256);
    expect(FINGERPRINT_HASH_SEED).toBe(256);
    expect(await fingerprintFromTraits(traits)).toBe(createHash('sha256').update(murmur, 'utf8').digest('hex'));
  });
});

describe('collectFingerprintTraits', () => {
  it('reads every trait of a window', () => {
    const traits = collectFingerprintTraits(windowEnv());
    expect(traits.browser).toMatchObject({ vendor: 'Google Inc.', platform: 'Linux x86_64', hardwareConcurrency: 8 });
    expect(traits.browser?.userAgent).toBe('Mozilla/ (X; Linux x) AppleWebKit/ (KHTML, like Gecko) Chrome/ Safari/');
    expect(traits.screen).toEqual({ width: 1920, height: 1080, colorDepth: 24 });
    expect(traits.plugins).toEqual(['Chrome PDF Viewer', 'PDF Viewer']);
    expect(traits.fonts).toEqual(['Arial', 'Malgun Gothic']);
    expect(traits.storage).toEqual({ localStorage: true, sessionStorage: true, indexedDB: true });
    expect(traits.timezone.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(traits.language).toEqual({ language: 'ko-KR', languages: ['ko-KR', 'ko', 'en-US'] });
    expect(traits.cookie).toEqual({ enabled: true });
    expect(traits.canvas).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is stable across "reloads" of the same environment', async () => {
    expect(collectFingerprintTraits(windowEnv())).toEqual(collectFingerprintTraits(windowEnv()));
    expect(await fingerprintOf(windowEnv())).toBe(await fingerprintOf(windowEnv()));
  });

  it('marks what a service worker lacks as absent, deterministically', async () => {
    const worker: FingerprintEnvironment = {
      navigator: { userAgent: 'Mozilla/5.0 Chrome/156.0.0.0', hardwareConcurrency: 8, language: 'ko-KR', languages: ['ko-KR'] },
      indexedDB: {},
      OffscreenCanvas: fakeCanvasClass(['Arial'], 'gpu-a'),
    };
    const traits = collectFingerprintTraits(worker);
    expect(traits.screen).toBeNull();
    expect(traits.plugins).toBeNull();
    expect(traits.cookie).toBeNull();
    expect(traits.storage).toEqual({ localStorage: false, sessionStorage: false, indexedDB: true });
    expect(traits.fonts).toEqual(['Arial']);
    expect(await fingerprintOf(worker)).toBe(await fingerprintOf(worker));

    const noCanvas = { ...worker, OffscreenCanvas: undefined };
    expect(collectFingerprintTraits(noCanvas).canvas).toBeNull();
    expect(collectFingerprintTraits(noCanvas).fonts).toBeNull();
    expect(await fingerprintOf(noCanvas)).toBe(await fingerprintOf(noCanvas));
    expect(await fingerprintOf(noCanvas)).not.toBe(await fingerprintOf(worker));
  });

  it('uses a document canvas when there is no OffscreenCanvas', () => {
    const Canvas = fakeCanvasClass(['Arial'], 'gpu-a') as unknown as new (w: number, h: number) => { width: number; height: number };
    const env = windowEnv({ OffscreenCanvas: undefined, document: { createElement: () => new Canvas(0, 0) as never } });
    const traits = collectFingerprintTraits(env);
    expect(traits.canvas).toMatch(/^[0-9a-f]{32}$/);
    expect(traits.fonts).toEqual(['Arial']);
  });

  it('marks a canvas that renders differently each time as unstable rather than changing every load', () => {
    expect(collectFingerprintTraits(windowEnv({ OffscreenCanvas: fakeCanvasClass([], 'gpu-a', true) })).canvas).toBe('unstable');
  });

  it('treats storage that throws on access (blocked by settings) as unavailable', () => {
    const env = windowEnv();
    Object.defineProperty(env, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(collectFingerprintTraits(env).storage.localStorage).toBe(false);
  });
});

describe('a changed trait changes the fingerprint', () => {
  let base: string;
  beforeAll(async () => {
    base = await fingerprintOf(windowEnv());
  });

  const changes: [string, FingerprintEnvironment][] = [
    ['browser family', windowEnv({}, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' })],
    ['vendor', windowEnv({}, { vendor: '' })],
    ['hardware', windowEnv({}, { hardwareConcurrency: 4 })],
    ['screen size', windowEnv({ screen: { width: 2560, height: 1440, colorDepth: 24 } })],
    ['colour depth', windowEnv({ screen: { width: 1920, height: 1080, colorDepth: 30 } })],
    ['plugins', windowEnv({}, { plugins: [] })],
    ['fonts', windowEnv({ OffscreenCanvas: fakeCanvasClass(['Arial'], 'gpu-a') })],
    ['canvas rendering', windowEnv({ OffscreenCanvas: fakeCanvasClass(['Malgun Gothic', 'Arial'], 'gpu-b') })],
    ['storage', windowEnv({ sessionStorage: undefined })],
    ['language', windowEnv({}, { language: 'en-US', languages: ['en-US'] })],
    ['cookies', windowEnv({}, { cookieEnabled: false })],
  ];

  it.each(changes)('%s', async (_name, env) => {
    expect(await fingerprintOf(env)).not.toBe(base);
  });

  it('changes with the time zone', async () => {
    const traits = collectFingerprintTraits(windowEnv());
    const moved: FingerprintTraits = { ...traits, timezone: { timeZone: 'America/New_York', standardOffsetMinutes: 300 } };
    expect(traits.timezone.timeZone).not.toBe('America/New_York');
    expect(await fingerprintFromTraits(moved)).not.toBe(base);
  });

  it('does not change with a browser version update or a device rotation', async () => {
    expect(await fingerprintOf(windowEnv({}, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/157.0.1.2 Safari/537.36' }))).toBe(base);
    expect(await fingerprintOf(windowEnv({ screen: { width: 1080, height: 1920, colorDepth: 24 } }))).toBe(base);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level, keeps array order and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null }, u: undefined })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson('한글')).toBe('"한글"');
  });
});
