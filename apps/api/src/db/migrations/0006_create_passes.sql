-- Time-limited passes (vouchers). The accounts module reads them (profile voucher, deletion blocked
-- while a pass is active); the payments issue creates them and extends this table.
CREATE TABLE passes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  purchased_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX passes_user_id_idx ON passes (user_id, expires_at);
