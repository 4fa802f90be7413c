import type { docs as ko } from './ko';

export const docs: typeof ko = {
  page: {
    loading: 'Loading the document…',
    error: 'Error loading content.',
    label: 'Document',
  },
  titles: {
    terms: 'Terms of service',
    privacy: 'Privacy policy',
  },
};
