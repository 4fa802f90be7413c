import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** The first schema violation as `path: message`, or undefined when the value is valid. Interpreted (no eval: MV3 CSP forbids it). */
export function firstViolation(schema: TSchema, value: unknown): string | undefined {
  if (Value.Check(schema, value)) return undefined;
  const first = Value.Errors(schema, value).First();
  return first ? `${first.path || '/'}: ${first.message}` : 'invalid value';
}
