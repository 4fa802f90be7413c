// Test helpers for platform tests: fake extension events and loading platform modules (with the real
// webextension-polyfill) against fake `chrome` / `browser` globals.

type Listener = (...args: never[]) => unknown;

/** An extension event (addListener / removeListener / hasListener) whose listeners a test can call. */
export interface FakeEvent<L extends Listener = (...args: unknown[]) => unknown> {
  listeners: Set<L>;
  addListener(listener: L): void;
  removeListener(listener: L): void;
  hasListener(listener: L): boolean;
}

export function fakeEvent<L extends Listener = (...args: unknown[]) => unknown>(): FakeEvent<L> {
  const listeners = new Set<L>();
  return {
    listeners,
    addListener: (listener) => void listeners.add(listener),
    removeListener: (listener) => void listeners.delete(listener),
    hasListener: (listener) => listeners.has(listener),
  };
}

/**
 * Sets `globals` (e.g. `chrome`, `browser`), loads fresh module instances through `load` (so the polyfill decides
 * its mode again), then removes the globals: the polyfill keeps the objects it saw at load time.
 */
export async function loadWithGlobals<T>(globals: Record<string, unknown>, load: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<string, unknown>;
  Object.assign(scope, globals);
  try {
    jest.resetModules();
    return await load();
  } finally {
    for (const name of Object.keys(globals)) delete scope[name];
  }
}
