// The shared config plus the API's own rule: only src/config reads the environment. Globs here are relative to
// this folder, where nx runs ESLint for the project (a root-level glob such as apps/api/src/** never matches).
import base from '../../eslint.config.mjs';

export default [
  ...base,
  {
    files: ['src/**/*.ts'],
    ignores: ['src/config/**', 'src/**/*.test.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/config.' }] },
  },
];
