import { bytesToHex, utf8Encode } from './encoding';
import { murmurhash3X64128 } from './murmurhash3';
import { subtle } from './subtle';

/** Seed of the MurmurHash3 step (spec §9: "hash seed 256, then SHA-256"). */
export const FINGERPRINT_HASH_SEED = 256;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

interface CanvasLike {
  width: number;
  height: number;
  getContext(contextId: '2d'): Context2D | null;
}

/**
 * The globals the fingerprint reads; globalThis in a window, worker or service worker. Every member is
 * optional: what is missing makes its trait absent (null), which is itself deterministic.
 */
export interface FingerprintEnvironment {
  navigator?: {
    userAgent?: string;
    vendor?: string;
    platform?: string;
    hardwareConcurrency?: number;
    deviceMemory?: number;
    maxTouchPoints?: number;
    language?: string;
    languages?: readonly string[];
    cookieEnabled?: boolean;
    plugins?: ArrayLike<{ name: string }>;
  };
  screen?: { width?: number; height?: number; colorDepth?: number };
  localStorage?: unknown;
  sessionStorage?: unknown;
  indexedDB?: unknown;
  OffscreenCanvas?: new (width: number, height: number) => CanvasLike;
  document?: { createElement(tagName: 'canvas'): CanvasLike };
}

export interface FingerprintTraits {
  browser: { userAgent: string | null; vendor: string | null; platform: string | null; hardwareConcurrency: number | null; deviceMemory: number | null; maxTouchPoints: number | null } | null;
  screen: { width: number | null; height: number | null; colorDepth: number | null } | null;
  plugins: string[] | null;
  fonts: string[] | null;
  storage: { localStorage: boolean; sessionStorage: boolean; indexedDB: boolean };
  timezone: { timeZone: string | null; standardOffsetMinutes: number };
  language: { language: string | null; languages: string[] | null } | null;
  cookie: { enabled: boolean } | null;
  /** MurmurHash3 of the pixels of a fixed drawing; 'unstable' when two renderings differ (randomising browsers). */
  canvas: string | null;
}

/** Fonts probed by width; the Korean ones matter most for this product's users. */
const FINGERPRINT_FONTS: readonly string[] = [
  'Apple SD Gothic Neo', 'AppleGothic', 'Arial', 'Arial Black', 'Batang', 'Calibri', 'Cambria', 'Comic Sans MS', 'Consolas',
  'Courier New', 'DejaVu Sans', 'Dotum', 'Georgia', 'Gulim', 'Helvetica', 'Helvetica Neue', 'Liberation Sans', 'Malgun Gothic',
  'Menlo', 'Nanum Gothic', 'NanumGothic', 'NanumMyeongjo', 'Noto Sans CJK KR', 'Noto Sans KR', 'Pretendard', 'Roboto',
  'Segoe UI', 'Tahoma', 'Times New Roman', 'Trebuchet MS', 'Ubuntu', 'Verdana',
];

const FONT_BASES = ['monospace', 'sans-serif', 'serif'] as const;
const FONT_PROBE_TEXT = 'mmmmmmmmmmlli 가나다라마바사 WQ@';
const CANVAS_WIDTH = 240;
const CANVAS_HEIGHT = 60;

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Version numbers are dropped so that a browser or OS update does not change the fingerprint. */
function userAgentFamily(userAgent: string): string {
  return userAgent.replace(/\d+([._]\d+)*/g, '').replace(/\s+/g, ' ').trim();
}

function available(read: () => unknown): boolean {
  try {
    const value = read();
    return value !== undefined && value !== null;
  } catch {
    // Blocked storage (privacy settings) throws on access.
    return false;
  }
}

/** The zone's offset outside daylight saving time, so the trait is the same in summer and winter. */
function standardOffsetMinutes(): number {
  const year = new Date().getFullYear();
  return Math.max(new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset());
}

function timeZoneName(): string | null {
  try {
    return str(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return null;
  }
}

/** Throws where the environment does (context2d turns that into null). */
function createCanvas(env: FingerprintEnvironment, width: number, height: number): CanvasLike | null {
  if (typeof env.OffscreenCanvas === 'function') return new env.OffscreenCanvas(width, height);
  if (env.document && typeof env.document.createElement === 'function') {
    const canvas = env.document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  }
  return null;
}

function context2d(env: FingerprintEnvironment, width: number, height: number): Context2D | null {
  try {
    return createCanvas(env, width, height)?.getContext('2d') ?? null;
  } catch {
    return null;
  }
}

function detectFonts(env: FingerprintEnvironment): string[] | null {
  const ctx = context2d(env, 8, 8);
  if (!ctx) return null;
  const widthIn = (font: string) => {
    ctx.font = font;
    return ctx.measureText(FONT_PROBE_TEXT).width;
  };
  const baseWidths = FONT_BASES.map((base) => widthIn(`72px ${base}`));
  return FINGERPRINT_FONTS.filter((font) => FONT_BASES.some((base, i) => widthIn(`72px "${font}", ${base}`) !== baseWidths[i]));
}

function drawCanvas(ctx: Context2D): void {
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#f60';
  ctx.fillRect(125, 1, 62, 20);
  ctx.fillStyle = '#069';
  ctx.font = '11pt "Times New Roman", serif';
  ctx.fillText('TableCrawler 표 크롤러 <canvas> 1.0', 2, 15);
  ctx.fillStyle = 'rgba(102, 204, 0, 0.2)';
  ctx.font = '18pt Arial, sans-serif';
  ctx.fillText('Cwm fjordbank 글리프 vext quiz', 4, 45);
  ctx.globalCompositeOperation = 'multiply';
  for (const [color, x, y] of [['#f2f', 40, 40], ['#2ff', 80, 40], ['#ff2', 60, 20]] as const) {
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(x, y, 20, 0, Math.PI * 2, true);
    ctx.closePath();
    ctx.fill();
  }
}

function renderCanvas(env: FingerprintEnvironment): string | null {
  const ctx = context2d(env, CANVAS_WIDTH, CANVAS_HEIGHT);
  if (!ctx) return null;
  try {
    drawCanvas(ctx);
    const pixels = ctx.getImageData(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT).data;
    return murmurhash3X64128(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength), FINGERPRINT_HASH_SEED);
  } catch {
    return null;
  }
}

function canvasTrait(env: FingerprintEnvironment): string | null {
  const first = renderCanvas(env);
  if (first === null) return null;
  return renderCanvas(env) === first ? first : 'unstable';
}

/** Reads the spec's traits (browser, screen, plugin, font, storage, timezone, language, cookie, canvas) from `env` (default globalThis). */
export function collectFingerprintTraits(env: FingerprintEnvironment = globalThis as unknown as FingerprintEnvironment): FingerprintTraits {
  const nav = env.navigator;
  const scr = env.screen;
  const userAgent = str(nav?.userAgent);
  const width = num(scr?.width);
  const height = num(scr?.height);
  return {
    browser: nav
      ? {
          userAgent: userAgent === null ? null : userAgentFamily(userAgent),
          vendor: str(nav.vendor),
          platform: str(nav.platform),
          hardwareConcurrency: num(nav.hardwareConcurrency),
          deviceMemory: num(nav.deviceMemory),
          maxTouchPoints: num(nav.maxTouchPoints),
        }
      : null,
    // Larger side first, so rotating a device keeps the trait.
    screen: scr
      ? { width: width === null || height === null ? width : Math.max(width, height), height: width === null || height === null ? height : Math.min(width, height), colorDepth: num(scr.colorDepth) }
      : null,
    plugins: nav?.plugins ? Array.from(nav.plugins, (plugin) => String(plugin.name)).sort() : null,
    fonts: detectFonts(env),
    storage: {
      localStorage: available(() => env.localStorage),
      sessionStorage: available(() => env.sessionStorage),
      indexedDB: available(() => env.indexedDB),
    },
    timezone: { timeZone: timeZoneName(), standardOffsetMinutes: standardOffsetMinutes() },
    language: nav ? { language: str(nav.language), languages: Array.isArray(nav.languages) ? nav.languages.map(String) : null } : null,
    cookie: typeof nav?.cookieEnabled === 'boolean' ? { enabled: nav.cookieEnabled } : null,
    canvas: canvasTrait(env),
  };
}

/** JSON with object keys sorted at every level and no whitespace: one text per set of traits. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 hex of the MurmurHash3 x64-128 (seed 256) hex of the canonical JSON of `traits`. */
export async function fingerprintFromTraits(traits: FingerprintTraits): Promise<string> {
  const murmur = murmurhash3X64128(utf8Encode(canonicalJson(traits)), FINGERPRINT_HASH_SEED);
  const digest = await subtle().digest('SHA-256', utf8Encode(murmur));
  return bytesToHex(new Uint8Array(digest));
}

/** The device fingerprint: 64 lowercase hex characters, the same on every load in the same environment; works in windows and service workers. */
export async function deviceFingerprint(): Promise<string> {
  return fingerprintFromTraits(collectFingerprintTraits());
}
