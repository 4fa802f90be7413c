import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { firstViolation } from '../../shared/schema';
import type { StorageAreaName, StoragePort } from './storage-port';

/** Storage keys are `<area>.<name>`: a domain area and a camelCase name. */
export const STORAGE_KEY_PATTERN = /^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/;

export interface ItemDefinition<S extends TSchema> {
  readonly key: string;
  readonly area: StorageAreaName;
  /** Schema version of the stored value; bump it when the schema changes and add `migrate`. */
  readonly version: number;
  readonly schema: S;
  /** What get() returns when nothing (valid) is stored. */
  readonly fallback: Static<S>;
  /** Upgrades a value written under an older version; undefined drops it (get() then returns the fallback). */
  readonly migrate?: (stored: unknown, fromVersion: number) => Static<S> | undefined;
}

export interface StorageItem<T> {
  readonly key: string;
  get(): Promise<T>;
  set(value: T): Promise<void>;
  remove(): Promise<void>;
  /** Calls `listener` with the decoded value after every change until `signal` aborts. */
  watch(listener: (value: T) => void, signal: AbortSignal): void;
}

export class StorageValueError extends Error {
  override readonly name = 'StorageValueError';
}

/** Declares a typed storage item; throws on a malformed key or a fallback its own schema rejects. */
export function defineItem<S extends TSchema>(definition: ItemDefinition<S>): ItemDefinition<S> {
  if (!STORAGE_KEY_PATTERN.test(definition.key)) throw new StorageValueError(`storage key ${definition.key} is not <area>.<name>`);
  if (!Number.isInteger(definition.version) || definition.version < 1) throw new StorageValueError(`storage key ${definition.key}: version must be a positive integer`);
  if (!Value.Check(definition.schema, definition.fallback)) throw new StorageValueError(`storage key ${definition.key}: fallback does not match its schema`);
  return definition;
}

interface Stored {
  v: number;
  value: unknown;
}

const isStored = (raw: unknown): raw is Stored =>
  typeof raw === 'object' && raw !== null && 'v' in raw && typeof raw.v === 'number' && 'value' in raw;

/** Binds a definition to a port. Values are stored as `{ v, value }`; anything unreadable reads as the fallback. */
export function bindItem<S extends TSchema>(definition: ItemDefinition<S>, port: StoragePort): StorageItem<Static<S>> {
  const { key, schema, version } = definition;
  const fallback = (): Static<S> => structuredClone(definition.fallback);
  const decode = (raw: unknown): Static<S> => {
    if (!isStored(raw)) return fallback();
    const value = raw.v === version ? raw.value : raw.v < version && definition.migrate ? definition.migrate(raw.value, raw.v) : undefined;
    return value !== undefined && Value.Check(schema, value) ? value : fallback();
  };
  return {
    key,
    async get() {
      const found = await port.get([key]);
      return decode(found[key]);
    },
    async set(value) {
      const violation = firstViolation(schema, value);
      if (violation !== undefined) throw new StorageValueError(`${key}: ${violation}`);
      const stored: Stored = { v: version, value };
      await port.set({ [key]: stored });
    },
    async remove() {
      await port.remove([key]);
    },
    watch(listener, signal) {
      port.subscribe((changes) => {
        const change = changes[key];
        if (change) listener(decode(change.newValue));
      }, signal);
    },
  };
}
