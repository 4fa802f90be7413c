-- A session is one refresh-token family: bound to a user and a device fingerprint (SHA-256), with an
-- absolute lifetime; revoking the family (sign-out, reuse, wrong fingerprint, password reset,
-- deletion) ends every token in it, and the access tokens naming it (claim sid) too.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  fingerprint_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);

CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id);

-- Refresh tokens: only the SHA-256 of the opaque token is stored. Rotation marks the presented token
-- rotated and inserts its single child; the unique index on parent_id makes a second child
-- impossible. child_pair_sealed holds the child's token pair for the 10-second grace window,
-- AES-256-GCM under a key derived from the parent's plaintext token (which the server never stores),
-- and is cleared once the window is over.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  family_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  parent_id uuid REFERENCES refresh_tokens (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  idle_expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  child_pair_sealed text
);

CREATE UNIQUE INDEX refresh_tokens_token_hash_key ON refresh_tokens (token_hash);
CREATE UNIQUE INDEX refresh_tokens_parent_id_key ON refresh_tokens (parent_id);
CREATE INDEX refresh_tokens_family_id_idx ON refresh_tokens (family_id);
