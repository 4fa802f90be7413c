-- X-AES-KEY digests of successful sign-ins, per account, kept until the account's password changes (or the
-- account is deleted): a captured sign-in request can never sign in again, however long after the
-- replay window of aes_key_uses. The service keeps the newest 10 000 per account (docs/decisions.md).
CREATE TABLE sign_in_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key_hash)
);

CREATE INDEX sign_in_keys_user_created_idx ON sign_in_keys (user_id, created_at DESC);
