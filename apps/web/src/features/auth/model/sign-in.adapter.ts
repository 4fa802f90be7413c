// The sign-in checks and failure messages are shared with the extension (libs/api-client), so both say the same thing.
export { signInErrorMessage, validateSignIn, type SignInField, type SignInValues } from '@tablecrawler/api-client';
