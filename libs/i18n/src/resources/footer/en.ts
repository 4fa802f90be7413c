import type { footer as ko } from './ko';

export const footer: typeof ko = {
  label: 'Site information',
  headquarters: 'Headquarters',
  ceo: 'CEO',
  businessNumber: 'Business registration number',
  marketingReportNumber: 'Online marketing report number',
  email: 'E-mail',
  phone: 'Phone',
  links: 'Policies and inquiry',
  terms: 'Terms of service',
  privacy: 'Privacy policy',
  inquiry: 'Inquiry',
  inquiryDialog: {
    title: 'Sign-in required',
    message: 'Inquiries are available only after signing in. Would you like to sign in?',
    confirm: 'Sign in',
    cancel: 'Cancel',
  },
};
