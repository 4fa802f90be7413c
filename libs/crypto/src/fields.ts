import { decryptFieldWithKey, encryptFieldWithKey, importAesKey } from './aes';
import { CryptoFormatError } from './errors';

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** The value at a dotted path ('profile.gender'), following own properties only; undefined when absent. */
export function getPath(obj: unknown, path: string): unknown {
  let current: unknown = obj;
  for (const key of path.split('.')) {
    if (!isContainer(current) || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function shallowCopy(value: Container): Container {
  return Array.isArray(value) ? value.slice() : { ...value };
}

function defineOwn(target: Container, key: string, value: unknown): void {
  // defineProperty rather than assignment: a key such as "__proto__" must stay a plain own property.
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

interface Entry {
  path: string;
  value: unknown;
}

function present(payload: unknown, paths: readonly string[]): Entry[] {
  return paths.map((path) => ({ path, value: getPath(payload, path) })).filter((entry) => entry.value !== undefined);
}

/**
 * Copy of `payload` with `values[i]` at `entries[i].path`, written in order into one copy: the root and each
 * container along a path are copied once, everything else is shared. A path that runs into a non-container
 * (an earlier entry replaced it) writes nothing past it.
 */
function withValues<T>(payload: T, entries: readonly Entry[], values: readonly unknown[]): T {
  if (!isContainer(payload)) return payload;
  const copies = new Set<Container>();
  const copyOf = (container: Container): Container => {
    const copy = shallowCopy(container);
    copies.add(copy);
    return copy;
  };
  const root = copyOf(payload);
  entries.forEach((entry, i) => {
    const keys = entry.path.split('.');
    const last = keys.pop() as string;
    // `target` is the copy written into, `source` the container it stands for as it was before this entry.
    let target = root;
    let source = root;
    for (const key of keys) {
      const child = (source as Record<string, unknown>)[key];
      if (!isContainer(child)) {
        defineOwn(target, key, child);
        return;
      }
      const copy = copies.has(child) ? child : copyOf(child);
      defineOwn(target, key, copy);
      target = copy;
      source = child;
    }
    defineOwn(target, last, values[i]);
  });
  return root as T;
}

/** Copy of `payload` with each present field at `paths` encrypted with `aesKeyHex`; absent or undefined fields stay absent. */
export async function encryptFields<T>(payload: T, paths: readonly string[], aesKeyHex: string): Promise<T> {
  const key = await importAesKey(aesKeyHex);
  const entries = present(payload, paths);
  const encrypted = await Promise.all(entries.map((entry) => encryptFieldWithKey(entry.value, key)));
  return withValues(payload, entries, encrypted);
}

/** Copy of `payload` with each present field at `paths` decrypted to its text; CryptoFormatError if a present field is not a string or fails to decrypt. */
export async function decryptFields<T>(payload: T, paths: readonly string[], aesKeyHex: string): Promise<T> {
  const key = await importAesKey(aesKeyHex);
  const entries = present(payload, paths);
  if (entries.some((entry) => typeof entry.value !== 'string')) throw new CryptoFormatError();
  const decrypted = await Promise.all(entries.map((entry) => decryptFieldWithKey(entry.value as string, key)));
  return withValues(payload, entries, decrypted);
}
