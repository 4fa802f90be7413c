import { Type } from '@sinclair/typebox';
import { SignUpBody } from '@tablecrawler/contract';
import { acceptsString, schemaAt, setPath, withStringAt } from './schema-paths';

const nodeAt = (schema: unknown, path: string) => {
  const node = schemaAt(schema, path);
  if (!node) throw new Error(`no schema node at ${path}`);
  return node;
};

describe('schema paths', () => {
  it('finds nodes by dotted path and tells string-typed from JSON fields', () => {
    expect(schemaAt(SignUpBody, 'profile.gender')).toBeDefined();
    expect(schemaAt(SignUpBody, 'profile.age')).toBeUndefined();
    expect(acceptsString(nodeAt(SignUpBody, 'password'))).toBe(true);
    expect(acceptsString(nodeAt(SignUpBody, 'profile.gender'))).toBe(true);
    expect(acceptsString(nodeAt(SignUpBody, 'funnel.userInput'))).toBe(true);
    expect(acceptsString(nodeAt(SignUpBody, 'agreements.marketingOptIn'))).toBe(false);
    expect(acceptsString(Type.Integer())).toBe(false);
  });

  it('rewrites a response node to a string without touching the original', () => {
    const schema = Type.Object({ profile: Type.Object({ email: Type.String(), age: Type.Integer() }) });
    const rewritten = withStringAt(schema, 'profile.age');
    expect(schemaAt(rewritten, 'profile.age')).toMatchObject({ type: 'string' });
    expect(schemaAt(schema, 'profile.age')).toMatchObject({ type: 'integer' });
    expect(() => withStringAt(schema, 'profile.missing')).toThrow('not declared');
  });

  it('sets a value at a path on a copy', () => {
    const original = { a: { b: 1, c: 2 }, d: 3 };
    expect(setPath(original, 'a.b', 'x')).toEqual({ a: { b: 'x', c: 2 }, d: 3 });
    expect(original).toEqual({ a: { b: 1, c: 2 }, d: 3 });
  });
});
