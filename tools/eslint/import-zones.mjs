// An ESLint rule for the folder zones inside the apps (STYLE.md "Who may import whom"): which files may import
// which other files, by repository-relative path, whatever folder ESLint runs from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const toPosix = (p) => p.split(path.sep).join('/');
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Options: `{ zones: [{ target, forbid, allow?, message }] }`, all regular expressions over repository-relative
 * paths. A file matching `target` may not import a file whose path (resolved, without extension) matches
 * `forbid`, unless it matches `allow`. `$1`, `$2`… in `forbid` and `allow` stand for the target's groups, so
 * one zone says "a feature never imports another feature" for every feature.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids imports across the folder zones of an app' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: { target: { type: 'string' }, forbid: { type: 'string' }, allow: { type: 'string' }, message: { type: 'string' } },
              required: ['target', 'forbid', 'message'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = toPosix(path.relative(repoRoot, context.filename));
    const active = [];
    for (const zone of context.options[0]?.zones ?? []) {
      const match = new RegExp(zone.target).exec(file);
      if (!match) continue;
      const fill = (source) => source.replace(/\$(\d)/g, (_, n) => escapeRegExp(match[Number(n)] ?? ''));
      active.push({ forbid: new RegExp(fill(zone.forbid)), allow: zone.allow ? new RegExp(fill(zone.allow)) : undefined, message: zone.message });
    }
    if (active.length === 0) return {};

    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const resolved = toPosix(path.relative(repoRoot, path.resolve(path.dirname(context.filename), specifier))).replace(/\.(tsx?|mjs|cjs|js)$/, '');
      for (const zone of active) {
        if (zone.forbid.test(resolved) && !zone.allow?.test(resolved)) {
          context.report({ node, message: `${zone.message} (${specifier})` });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression: (node) => {
        // jest.mock('../x') and require('../x') name modules too.
        const callee = node.callee;
        const named = (callee.type === 'Identifier' && callee.name === 'require') || (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest' && callee.property.type === 'Identifier' && callee.property.name === 'mock');
        const first = node.arguments[0];
        if (named && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};

export const importZonesPlugin = { meta: { name: 'tablecrawler-import-zones' }, rules: { 'import-zones': rule } };
