-- Replay store of the field-encryption scheme: one row per X-AES-KEY seen, shared by all API processes.
-- key_hash is a SHA-256 (hex) of the unwrapped key, never the key itself.
CREATE TABLE aes_key_uses (
  key_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX aes_key_uses_expires_at_idx ON aes_key_uses (expires_at);
