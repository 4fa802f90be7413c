import type { inquiry as ko } from './ko';

export const inquiry: typeof ko = {
  form: {
    title: 'Inquiry',
    description: 'Tell us your questions or problems. We will answer by email within 7 business days.',
    titleLabel: 'Title',
    titlePlaceholder: 'Enter a title (2–100 characters)',
    contentLabel: 'Content',
    contentPlaceholder: 'Enter at least 20 characters.',
    submit: 'Submit inquiry',
    submitting: 'Submitting…',
    failed: 'An error occurred while registering your inquiry. Please try again later.',
  },
  complete: {
    title: 'Your inquiry has been received',
    line1: 'Thank you for your feedback.',
    line2: 'Our team will answer to your registered email within 7 business days.',
    toMain: 'Back to main',
  },
};
