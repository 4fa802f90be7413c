// One flat config for every project; per-project eslint.config.mjs files re-export it so that
// @nx/eslint/plugin infers a `lint` target for each of them.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importZonesPlugin } from './tools/eslint/import-zones.mjs';

const reactBanned = ['react', 'react-dom', 'react-router', '@emotion/*', 'react-i18next', '@tanstack/*'];
const serverBanned = ['fastify', '@fastify/*', 'fastify-plugin', 'pg', '@electric-sql/pglite'];

/**
 * Folder zones inside the apps (STYLE.md), as regular expressions over repository-relative paths; `$1` is the
 * target's first group. Each has a deliberate-violation test in tools/eslint/lint-boundaries.test.ts.
 */
export const IMPORT_ZONES = [
  {
    target: '^apps/web/src/features/([^/]+)/',
    forbid: '^apps/web/src/(app(/|$)|features/(?!$1(/|$)))',
    message: 'A web feature never imports another feature or src/app; share it through src/shared (route hrefs: src/shared/routes) or pass it in',
  },
  {
    target: '^apps/web/src/(shared|platform)/',
    forbid: '^apps/web/src/features/',
    message: 'src/shared and src/platform never import a feature',
  },
  {
    target: '^apps/api/src/modules/[^/]+/[^/]+\\.routes(\\.test)?\\.ts$',
    forbid: '\\.repository$',
    message: 'Routes call services, never a repository (routes → services → repositories)',
  },
  {
    target: '^apps/api/src/modules/([^/]+)/',
    forbid: '^apps/api/src/modules/(?!$1/)[^/]+/[^/]+\\.repository$',
    message: "A module never imports another module's repository; call that module's service",
  },
  {
    target: '^apps/api/src/.*\\.repository\\.ts$',
    forbid: '\\.(service|routes|plugin)$',
    message: 'A repository holds SQL only and imports no service, route or plugin',
  },
  {
    target: '^apps/api/src/.*\\.service\\.ts$',
    forbid: '\\.(routes|plugin)$',
    message: 'A service imports no routes or plugin wiring (no Fastify in services)',
  },
  {
    target: '^apps/extension/src/features/([^/]+)/',
    forbid: '^apps/extension/src/features/(?!$1/)[^/]+/.+',
    allow: '^apps/extension/src/features/[^/]+/(index|ui|messages|worker|page-world)$',
    message: "A feature's internals are private: import features/<name>/index.ts (its ui.ts entry for React parts, messages.ts for its message schemas, worker.ts for the service worker, page-world.ts for the page-world script)",
  },
  {
    target: '^apps/extension/(src/(?!features/)|e2e/)',
    forbid: '^apps/extension/src/features/[^/]+/.+',
    allow: '^apps/extension/src/features/[^/]+/(index|ui|messages|worker|page-world)$',
    message: "A feature's internals are private: import features/<name>/index.ts (its ui.ts entry for React parts, messages.ts for its message schemas, worker.ts for the service worker, page-world.ts for the page-world script)",
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/coverage', '**/vite.config.*.timestamp*', 'data/**', 'tmp/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, tablecrawler: importZonesPlugin },
    rules: {
      'tablecrawler/import-zones': ['error', { zones: IMPORT_ZONES }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Browser tests, integration tests and benchmarks share the helpers in tools/testing (Chromium launch
          // recipe, built-API process, mail reader, server key lookup, ESLint snippet runner, Toss-compatible server,
          // API user sign-up and history uploads, CSV reader, the grid libraries' files served to browser tests).
          allow: ['../**/tools/testing/chromium.cjs', '../**/tools/testing/api-process.cjs', '../**/tools/testing/mail.cjs', '../**/tools/testing/server-key.cjs', '../**/tools/testing/lint-snippets.cjs', '../**/tools/testing/toss-server.cjs', '../**/tools/testing/api-user.cjs', '../**/tools/testing/csv.cjs', '../**/tools/testing/pass.cjs', '../**/tools/testing/vendor-grids.cjs'],
          banTransitiveDependencies: false,
          depConstraints: [
            { sourceTag: 'lib', onlyDependOnLibsWithTags: ['lib'] },
            { sourceTag: 'app', onlyDependOnLibsWithTags: ['lib'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['lib:contract', 'lib:crypto'], bannedExternalImports: [...reactBanned, 'axios', 'webextension-polyfill'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['lib:contract', 'lib:crypto', 'lib:i18n', 'lib:api-client', 'lib:ui'], bannedExternalImports: [...serverBanned, 'webextension-polyfill'] },
            { sourceTag: 'scope:extension', onlyDependOnLibsWithTags: ['lib:contract', 'lib:crypto', 'lib:table-extract', 'lib:i18n', 'lib:api-client', 'lib:ui'], bannedExternalImports: serverBanned },
            { sourceTag: 'lib:api-client', onlyDependOnLibsWithTags: ['lib:contract', 'lib:crypto'], bannedExternalImports: [...reactBanned, ...serverBanned] },
            { sourceTag: 'lib:ui', onlyDependOnLibsWithTags: ['lib:contract', 'lib:i18n'], bannedExternalImports: ['axios', ...serverBanned] },
            { sourceTag: 'lib:i18n', onlyDependOnLibsWithTags: ['lib:contract'], bannedExternalImports: ['axios', ...serverBanned] },
            { sourceTag: 'lib:contract', onlyDependOnLibsWithTags: [], bannedExternalImports: [...reactBanned, 'axios', ...serverBanned] },
            { sourceTag: 'lib:crypto', onlyDependOnLibsWithTags: [], bannedExternalImports: [...reactBanned, 'axios', ...serverBanned] },
            { sourceTag: 'lib:table-extract', onlyDependOnLibsWithTags: [], bannedExternalImports: [...reactBanned, 'axios', ...serverBanned] },
          ],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a const object and a derived union type instead of enum.' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', 'tools/**/*.mjs', 'bench/**/*.mjs', '**/*.e2e.ts', '**/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
