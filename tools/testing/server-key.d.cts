export interface FoundServerKey {
  privatePem: string;
  /** Which setting supplied it (the API's names for the same order). */
  origin: 'RSA_PRIVATE_KEY' | 'RSA_PRIVATE_KEY_FILE' | 'data-dir';
  /** The PEM file it was read from (absolute); unset for RSA_PRIVATE_KEY. */
  file?: string;
}
type Env = Record<string, string | undefined>;
/** DATA_DIR resolved against the repo root (default `data`); env defaults to process.env. */
export declare function resolveDataDir(env?: Env): string;
/** `$DATA_DIR/keys/server-private.pem`, the key file used when neither RSA_PRIVATE_KEY nor RSA_PRIVATE_KEY_FILE is set. */
export declare function dataDirKeyFile(env?: Env): string;
/**
 * The server private key: RSA_PRIVATE_KEY > RSA_PRIVATE_KEY_FILE (against the repo root; throws when unreadable) >
 * `$DATA_DIR/keys/server-private.pem`; undefined when none exists. Never generates one. env defaults to process.env.
 */
export declare function findServerKey(env?: Env): FoundServerKey | undefined;
