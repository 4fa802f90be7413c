// One flat config for every project; per-project eslint.config.mjs files re-export it so that
// @nx/eslint/plugin infers a `lint` target for each of them.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const reactBanned = ['react', 'react-dom', 'react-router', '@emotion/*', 'react-i18next', '@tanstack/*'];
const serverBanned = ['fastify', '@fastify/*', 'fastify-plugin', 'pg', '@electric-sql/pglite'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/coverage', '**/vite.config.*.timestamp*', 'data/**', 'tmp/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Browser tests, integration tests and benchmarks share the helpers in tools/testing (Chromium launch
          // recipe, built-API process, mail reader, server key lookup).
          allow: ['../**/tools/testing/chromium.cjs', '../**/tools/testing/api-process.cjs', '../**/tools/testing/mail.cjs', '../**/tools/testing/server-key.cjs', '../**/tools/testing/csv.cjs'],
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
    // Only the API's config module reads the environment.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/**', 'apps/api/src/**/*.test.ts', 'apps/api/test/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/config.' }] },
  },
  {
    files: ['**/*.cjs', 'tools/**/*.mjs', 'bench/**/*.mjs', '**/*.e2e.ts', '**/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
