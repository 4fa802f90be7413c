import type { Messages } from './resources';

// Typed keys for every consumer of `t()`: a misspelt key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
