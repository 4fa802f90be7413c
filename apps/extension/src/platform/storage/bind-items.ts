import type { Static, TSchema } from '@sinclair/typebox';
import { bindItem, type ItemDefinition, type StorageItem } from './item';
import type { StorageAreaName, StoragePort } from './storage-port';

export type BoundItems<D extends Record<string, ItemDefinition<TSchema>>> = {
  [K in keyof D]: D[K] extends ItemDefinition<infer S> ? StorageItem<Static<S>> : never;
};

/** Binds every definition to the port of its area. */
export function bindItems<D extends Record<string, ItemDefinition<TSchema>>>(definitions: D, ports: Record<StorageAreaName, StoragePort>): BoundItems<D> {
  const out: Record<string, StorageItem<unknown>> = {};
  for (const [name, definition] of Object.entries(definitions)) out[name] = bindItem(definition, ports[definition.area]);
  return out as BoundItems<D>;
}
