import type { AppConfig } from '../../config';
import { outboxMailer } from './outbox-mailer';
import { smtpMailer } from './smtp-mailer';

/**
 * A recipient as nodemailer's address object: the address is used as it is, never parsed again, so a
 * display name, group or list can never smuggle in another recipient.
 */
export interface MailAddress {
  name: string;
  address: string;
}

/** The address object for a bare addr-spec (the contract's EMAIL_PATTERN has already refused anything else). */
export const mailAddress = (address: string): MailAddress => ({ name: '', address });

export interface MailMessage {
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  /**
   * The one line the local outbox may log at info (it carries the code) so that a local user can sign
   * up without a mail server. The SMTP transport never logs it.
   */
  localLogLine?: string;
}

/** The mailer port: SMTP when SMTP_URL is set, otherwise the local outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Minimal logger the transports use (pino's signature). */
export interface MailLog {
  info(obj: object, msg: string): void;
}

/** Builds the configured transport: nodemailer SMTP for `SMTP_URL`, else `.eml` files under `$DATA_DIR/mail`. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>, log: MailLog): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.mailDir, config.mailFrom, log);
}
