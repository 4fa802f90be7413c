import { ERROR_CODES } from '@tablecrawler/contract';
import { AppError } from '../../plugins/app-error';

/** 409 for an address that is registered or was withdrawn: answered by the code request (join) and by sign-up. */
export const emailTakenError = (): AppError => new AppError(409, ERROR_CODES.emailTaken, 'This e-mail is already registered or was withdrawn');
