import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SignUpBody } from './auth.schema';
import { ENDPOINTS } from './endpoints';
import { UploadFileFields } from './files.schema';
import { MultilineText, NameText, Text } from './text.schema';

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u001b', '\u007f', '\u0080', '\u0085', '\u009b', '\u009f'];
const INVISIBLES = ['\u202e', '\u202a', '\u2066', '\u2069', '\u200b', '\u200d', '\u200f', '\u2060', '\ufeff', '\u061c'];
const probes = (c: string) => [c, `a${c}`, `${c}a`, `ab${c}cd`, `user${c}@example.com`];

interface StringNode {
  path: string;
  schema: { pattern?: string; const?: unknown; enum?: unknown; format?: string };
}

/** Every string node of a schema (through objects, unions and arrays), with its dotted path. */
function stringNodes(schema: TSchema, path = ''): StringNode[] {
  const node = schema as { type?: unknown; properties?: Record<string, TSchema>; anyOf?: TSchema[]; items?: TSchema };
  const found: StringNode[] = [];
  if (node.type === 'string') found.push({ path, schema: node as StringNode['schema'] });
  for (const [key, child] of Object.entries(node.properties ?? {})) found.push(...stringNodes(child, path ? `${path}.${key}` : key));
  for (const option of node.anyOf ?? []) found.push(...stringNodes(option, path));
  if (node.items) found.push(...stringNodes(node.items, `${path}[]`));
  return found;
}

/** Literals and formats admit no control character by construction; everything else must say so in its pattern. */
const acceptsFreeText = (node: StringNode) => node.schema.const === undefined && node.schema.enum === undefined && node.schema.format === undefined;

const accepts = (node: StringNode, value: string) => node.schema.pattern !== undefined && new RegExp(node.schema.pattern, 'u').test(value);

describe('request text fields', () => {
  const requestSchemas = [
    ...Object.entries(ENDPOINTS).flatMap(([name, e]) => {
      const parts = e as { body?: TSchema; query?: TSchema; params?: TSchema };
      return (['body', 'query', 'params'] as const).flatMap((part) => [[`${name}.${part}`, parts[part]] as const]);
    }),
    ['uploadFile.fields', UploadFileFields] as const,
  ];

  it('every string field of every request refuses C0 and C1 control characters (meta-test)', () => {
    const leaks: string[] = [];
    for (const [name, schema] of requestSchemas) {
      if (!schema) continue;
      for (const node of stringNodes(schema).filter(acceptsFreeText)) {
        if (node.schema.pattern === undefined) leaks.push(`${name}:${node.path} has no pattern`);
        for (const c of CONTROLS) if (probes(c).some((p) => accepts(node, p))) leaks.push(`${name}:${node.path} accepts U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('the meta-test catches a plain Type.String', () => {
    expect(stringNodes({ type: 'object', properties: { x: { type: 'string' } } } as unknown as TSchema).filter(acceptsFreeText)).toEqual([{ path: 'x', schema: { type: 'string' } }]);
  });

  it('nicknames and e-mail addresses also refuse bidi overrides and zero-width characters', () => {
    const nickname = stringNodes(SignUpBody).find((n) => n.path === 'profile.username');
    const email = stringNodes(ENDPOINTS.signIn.body).find((n) => n.path === 'email');
    for (const node of [nickname, email]) {
      if (!node) throw new Error('field not found');
      for (const c of INVISIBLES) expect({ path: node.path, c, accepted: probes(c).some((p) => accepts(node, p)) }).toEqual({ path: node.path, c, accepted: false });
    }
    expect(Value.Check(NameText(), '표크롤러 사용자')).toBe(true);
  });

  it('keeps what people type: letters of any script, spaces, and line breaks in multi-line text only', () => {
    expect(Value.Check(Text(), '친구 추천 — café ☕')).toBe(true);
    expect(Value.Check(Text(), 'line\nbreak')).toBe(false);
    expect(Value.Check(MultilineText(), '첫 줄\r\n둘째 줄\tand a tab')).toBe(true);
    expect(Value.Check(MultilineText(), 'bell\u0007')).toBe(false);
  });
});
