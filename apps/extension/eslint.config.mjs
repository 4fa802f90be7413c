// The shared config plus the extension's inner boundaries (STYLE.md): only src/platform touches chrome.* and
// webextension-polyfill; the service worker code uses no DOM and no React; content scripts never call the API.
import base from '../../eslint.config.mjs';

const reactImports = ['react', 'react-dom', 'react-dom/*', 'react-i18next', '@emotion/*', '@tablecrawler/ui', '@tablecrawler/i18n'];
const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'XMLHttpRequest'].map((name) => ({
  name,
  message: 'Service-worker code has no DOM.',
}));

// A feature is reached only through its public entries: index.ts, ui.ts (React), messages.ts (for the registry) and
// worker.ts (the service worker's part, so that pages and content scripts do not bundle it).
const FEATURE_MESSAGE = 'Import a feature through features/<x>/index.ts, ui.ts, messages.ts or worker.ts, never its internals.';
const PUBLIC_ENTRY = '(?!(?:index|ui|messages|worker)(?:\\.tsx?)?$)';
/** From outside src/features: `…/features/<x>/<internal>`. */
const outsideFeatures = { regex: `(^|/)features/[^/]+/${PUBLIC_ENTRY}`, message: FEATURE_MESSAGE };
/** From a feature's own top-level files: `../<other>/<internal>`. */
const fromFeatureRoot = { regex: `^\\.\\./[^./][^/]*/${PUBLIC_ENTRY}`, message: FEATURE_MESSAGE };
/** From a feature's subfolder (model/, ui/, content/, worker/): `../../<other>/<internal>`. */
const fromFeatureFolder = { regex: `^\\.\\./\\.\\./[^./][^/]*/${PUBLIC_ENTRY}`, message: FEATURE_MESSAGE };
const polyfill = { name: 'webextension-polyfill', message: 'Only src/platform touches the extension APIs.' };

export default [
  ...base,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/platform/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'chrome', message: 'Only src/platform touches chrome.*; add an adapter there.' }, { name: 'browser', message: 'Only src/platform touches the extension APIs.' }],
      'no-restricted-imports': ['error', { paths: [polyfill], patterns: [outsideFeatures] }],
    },
  },
  {
    files: ['src/platform/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outsideFeatures] }] },
  },
  {
    files: ['src/features/*/*.ts', 'src/features/*/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [polyfill], patterns: [fromFeatureRoot] }] },
  },
  {
    files: ['src/features/*/*/**/*.ts', 'src/features/*/*/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [polyfill], patterns: [fromFeatureFolder] }] },
  },
  {
    files: ['src/background/**/*.ts', 'src/features/*/worker/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'chrome', message: 'Only src/platform touches chrome.*; add an adapter there.' }, { name: 'browser', message: 'Only src/platform touches the extension APIs.' }, ...domGlobals],
      'no-restricted-imports': [
        'error',
        {
          paths: [polyfill],
          patterns: [{ group: reactImports, message: 'No React or UI code in the service worker.' }, outsideFeatures, fromFeatureFolder],
        },
      ],
    },
  },
  {
    files: ['src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [polyfill],
          patterns: [{ group: ['@tablecrawler/api-client', 'axios'], message: 'Content scripts never call the API; ask the service worker.' }, outsideFeatures],
        },
      ],
    },
  },
];
