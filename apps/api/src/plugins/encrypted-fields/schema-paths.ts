import { Type, type TSchema } from '@sinclair/typebox';

interface SchemaNode {
  type?: unknown;
  const?: unknown;
  enum?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
}

/** The schema node at a dotted path through `properties`; `undefined` when the path is not declared. */
export function schemaAt(schema: unknown, path: string): SchemaNode | undefined {
  let node = schema as SchemaNode | undefined;
  for (const segment of path.split('.')) node = node?.properties?.[segment];
  return node;
}

/** Whether a value of the node may be a string (then the plaintext is used as is, else it is JSON). */
export function acceptsString(node: SchemaNode): boolean {
  if (node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'))) return true;
  if (typeof node.const === 'string') return true;
  if (Array.isArray(node.enum) && node.enum.some((v) => typeof v === 'string')) return true;
  return [...(node.anyOf ?? []), ...(node.oneOf ?? [])].some(acceptsString);
}

/** A copy of `schema` whose node at `path` is a plain string (an encrypted response field is hex text). */
export function withStringAt(schema: TSchema, path: string): TSchema {
  const [head, ...rest] = path.split('.');
  const node = schema as SchemaNode & TSchema;
  const child = head === undefined ? undefined : node.properties?.[head];
  if (head === undefined || child === undefined) throw new Error(`encrypted response field "${path}" is not declared in the response schema`);
  const replaced = rest.length === 0 ? Type.String() : withStringAt(child as TSchema, rest.join('.'));
  return { ...node, properties: { ...node.properties, [head]: replaced } } as TSchema;
}

/** Returns a deep copy of a JSON value with `value` set at the dotted path (objects on the path must exist). */
export function setPath<T>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined || typeof target !== 'object' || target === null) return target;
  const record = target as Record<string, unknown>;
  return { ...record, [head]: rest.length === 0 ? value : setPath(record[head], rest.join('.'), value) } as T;
}
