import type { history as ko } from './ko';

export const history: typeof ko = {
  page: {
    title: 'Crawling history',
    description: 'Download, annotate and delete the files you made with the extension.',
    tableCaption: 'Generated files',
    host: 'Host domain',
    fileSize: 'File size',
    createdAt: 'Created',
    note: 'Note',
    editNote: 'Edit note',
    download: 'Download',
    delete: 'Delete',
    loading: 'Loading crawling history…',
    error: 'Failed to load the crawling history.',
    empty: 'No files yet.',
    deleteConfirm: 'Delete the file?',
    downloadFile: 'Download the {{host}} file',
    deleteFile: 'Delete the {{host}} file',
    editFileNote: 'Edit the note of the {{host}} file',
  },
  ad: {
    label: 'Partner ad',
    disclosure: 'This banner is part of an affiliate program; we may receive a commission on purchases.',
  },
  note: {
    title: 'Write note',
    label: 'Note',
    placeholder: 'Enter a note to leave on this file.',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
  },
};
