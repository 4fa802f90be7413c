-- What operators (tools/ops) and the payment jobs changed by hand or on their own: who, when, why, and what.
CREATE TABLE audit_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  reason text NOT NULL,
  user_id uuid REFERENCES users (id),
  order_id uuid REFERENCES orders (id),
  details jsonb NOT NULL DEFAULT '{}'
);

CREATE INDEX audit_entries_user_id_idx ON audit_entries (user_id, at);
