/** One message with the parts a test reads decoded. */
export interface MailMessage {
  /** Header names in lower case, folded lines joined, values as sent (not decoded). */
  headers: Map<string, string>;
  /** The Subject header with its RFC 2047 encoded words decoded. */
  subject: string;
  /** Every text/plain part, decoded and joined. */
  text: string;
  /** Every text/html part, decoded and joined. */
  html: string;
}
/** Parses one raw message (RFC 822 text). */
export declare function readMessage(raw: string): MailMessage;
/** The `.eml` files of `$DATA_DIR/mail`, sorted by name (the outbox names them oldest first); none when it is missing. */
export declare function listMessages(dataDir: string): string[];
/**
 * Waits for an outbox message to `to` that is not among `seen` (default none) and returns the 6-digit code in its
 * text, checking the oldest first every 200 ms until `timeoutMs` (default 15 000).
 */
export declare function waitForVerificationCode(
  dataDir: string,
  to: string,
  options?: { seen?: ReadonlySet<string>; timeoutMs?: number },
): Promise<{ code: string; message: MailMessage }>;
