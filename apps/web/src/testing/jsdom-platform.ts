// Browser APIs every supported browser has but jsdom lacks; filled from Node before any module loads.
import { webcrypto } from 'node:crypto';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';

const scope = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
scope.TextEncoder ??= NodeTextEncoder;
scope.TextDecoder ??= NodeTextDecoder;
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// jsdom has no layout: scrolling is a no-op rather than a "not implemented" error.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
