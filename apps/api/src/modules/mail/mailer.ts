import type { AppConfig } from '../../config';
import { outboxMailer } from './outbox-mailer';
import { smtpMailer } from './smtp-mailer';

export interface MailMessage {
  to: string;
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
