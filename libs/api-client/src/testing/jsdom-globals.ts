// jsdom lacks the Encoding API that every real browser has; give the jsdom tests Node's implementation.
// Import this first in a jsdom test file so that it runs before the libraries that use it at load time.
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';

const scope = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
scope.TextEncoder ??= NodeTextEncoder;
scope.TextDecoder ??= NodeTextDecoder;
