import type { validation as ko } from './ko';

export const validation: typeof ko = {
  common: {
    tooLong: 'Please enter up to {{max}} characters.',
    required: 'This field is required.',
  },
  signin: {
    emailRequired: 'please enter your email',
    passwordRequired: 'please enter your password',
  },
  email: {
    required: 'Please enter your email.',
    invalid: 'Invalid email address.',
  },
  verification: {
    codeRequired: 'Please enter the verification code.',
    redo: 'Please redo the email verification.',
    incomplete: 'Please complete the email verification.',
    requestFirst: 'Please request the verification first.',
  },
  password: {
    required: 'Please enter a password.',
    conditions: 'The password must be 8 to 30 characters with at least one uppercase letter, one lowercase letter, one number and one special character (#?!@$%^&*-).',
    mismatch: 'Passwords do not match.',
    currentRequired: 'Please enter the current password.',
    newRequired: 'Please enter a new password.',
    sameAsCurrent: 'The new password must be different from the current password.',
  },
  signup: {
    nicknameTooShort: 'Nickname must be at least 4 characters.',
    missing: 'Some required information is missing.',
  },
  inquiry: {
    titleTooShort: 'Title needs to be at least 2 characters.',
    titleTooLong: "Title can't be longer than 100 characters.",
    contentTooShort: 'Content is too short. Please enter at least 20 characters.',
  },
};
