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

/** Copy of `root` with `value` at `keys`; only the containers along the path are copied. */
function withPath(root: unknown, keys: readonly string[], value: unknown): unknown {
  const [head, ...rest] = keys;
  if (head === undefined || !isContainer(root)) return root;
  const copy = shallowCopy(root);
  const child = (root as Record<string, unknown>)[head];
  defineOwn(copy, head, rest.length === 0 ? value : withPath(child, rest, value));
  return copy;
}

function present(payload: unknown, paths: readonly string[]): { path: string; value: unknown }[] {
  return paths.map((path) => ({ path, value: getPath(payload, path) })).filter((entry) => entry.value !== undefined);
}

function rootCopy<T>(payload: T): T {
  return isContainer(payload) ? (shallowCopy(payload) as T) : payload;
}

/** Copy of `payload` with each present field at `paths` encrypted with `aesKeyHex`; absent or undefined fields stay absent. */
export async function encryptFields<T>(payload: T, paths: readonly string[], aesKeyHex: string): Promise<T> {
  const key = await importAesKey(aesKeyHex);
  const entries = present(payload, paths);
  const encrypted = await Promise.all(entries.map((entry) => encryptFieldWithKey(entry.value, key)));
  let result: unknown = rootCopy(payload);
  entries.forEach((entry, i) => {
    result = withPath(result, entry.path.split('.'), encrypted[i]);
  });
  return result as T;
}

/** Copy of `payload` with each present field at `paths` decrypted to its text; CryptoFormatError if a present field is not a string or fails to decrypt. */
export async function decryptFields<T>(payload: T, paths: readonly string[], aesKeyHex: string): Promise<T> {
  const key = await importAesKey(aesKeyHex);
  const entries = present(payload, paths);
  if (entries.some((entry) => typeof entry.value !== 'string')) throw new CryptoFormatError();
  const decrypted = await Promise.all(entries.map((entry) => decryptFieldWithKey(entry.value as string, key)));
  let result: unknown = rootCopy(payload);
  entries.forEach((entry, i) => {
    result = withPath(result, entry.path.split('.'), decrypted[i]);
  });
  return result as T;
}
