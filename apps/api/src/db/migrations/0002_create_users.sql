-- Accounts. E-mail addresses are unique case-insensitively through email_normalized (NFC, trimmed,
-- lower-cased by the service). A deleted account keeps its row (status 'deleted', personal data
-- scrubbed: e-mail, password hash, nickname, free text) and leaves a keyed one-way hash of its e-mail
-- in deleted_email_hashes so that the address can never register again.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text,
  email_normalized text,
  password_hash text,
  nickname text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('male', 'female', 'no-say')),
  signup_channel text NOT NULL CHECK (signup_channel IN ('search', 'ads', 'referred', 'other')),
  signup_channel_other text,
  marketing_opt_in boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled', 'deleted')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  CHECK ((status = 'deleted') = (email_normalized IS NULL))
);

CREATE UNIQUE INDEX users_email_normalized_key ON users (email_normalized);

CREATE TABLE deleted_email_hashes (
  email_hash text PRIMARY KEY,
  deleted_at timestamptz NOT NULL
);

-- The current and previous password hashes of each user (the service keeps the newest 5).
CREATE TABLE password_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX password_history_user_id_idx ON password_history (user_id, id DESC);
