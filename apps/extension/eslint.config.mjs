// The shared config plus the extension's inner boundaries (STYLE.md): only src/platform touches chrome.* and
// webextension-polyfill; the service worker code uses no DOM and no React; content scripts never call the API.
// Feature internals are private through the root config's import zones. src/lint-boundaries.test.ts breaks each.
import base from '../../eslint.config.mjs';

const reactImports = ['react', 'react-dom', 'react-dom/*', 'react-i18next', '@emotion/*', '@tablecrawler/ui', '@tablecrawler/i18n'];
const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'HTMLElement', 'Element', 'Node', 'DOMParser', 'getComputedStyle', 'requestAnimationFrame', 'MutationObserver', 'alert', 'confirm'].map((name) => ({
  name,
  message: 'Service-worker code has no DOM.',
}));

export default [
  ...base,
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/platform/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'chrome', message: 'Only src/platform touches chrome.*; add an adapter there.' }, { name: 'browser', message: 'Only src/platform touches the extension APIs.' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'webextension-polyfill', message: 'Only src/platform touches the extension APIs.' }] }],
    },
  },
  {
    files: ['src/background/**/*.{ts,tsx}', 'src/features/*/worker/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'chrome', message: 'Only src/platform touches chrome.*; add an adapter there.' }, { name: 'browser', message: 'Only src/platform touches the extension APIs.' }, ...domGlobals],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'webextension-polyfill', message: 'Only src/platform touches the extension APIs.' }],
          patterns: [{ group: reactImports, message: 'No React or UI code in the service worker.' }],
        },
      ],
    },
  },
  {
    files: ['src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'webextension-polyfill', message: 'Only src/platform touches the extension APIs.' }],
          patterns: [{ group: ['@tablecrawler/api-client', 'axios'], message: 'Content scripts never call the API; ask the service worker.' }],
        },
      ],
    },
  },
];
