import type { common as ko } from './ko';

export const common: typeof ko = {
  app: {
    name: 'TableCrawler',
    tagline: 'Web page tables to files in a few clicks',
  },
  actions: {
    confirm: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    saving: 'Saving…',
    delete: 'Delete',
    edit: 'Edit',
    submit: 'Submit',
    retry: 'Try again',
    back: 'Go back',
    goHome: 'Back to main',
    goSignIn: 'Go to sign in',
  },
  layout: {
    skipToContent: 'Skip to content',
  },
  loading: {
    text: 'Loading…',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous pages',
    next: 'Next pages',
    page: 'Page {{page}}',
  },
  password: {
    conditionsLabel: 'Password conditions',
    upper: 'Uppercase',
    lower: 'Lowercase',
    number: 'Number',
    special: 'Special character',
    length: '8–30 characters',
    met: 'met',
    unmet: 'not met',
  },
  signInRequired: {
    title: 'Sign-in required',
    message: 'This feature is available only after signing in.',
    action: 'Go to sign in',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page has moved or no longer exists.',
    home: 'Back to main',
  },
  language: {
    label: 'Language',
    ko: '한국어',
    en: 'English',
  },
};
