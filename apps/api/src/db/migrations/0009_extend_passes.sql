-- A pass row is one granted period: bought by an order (order_id) or granted by an operator (order_id null).
-- A purchase while a pass is active starts at that pass's expiry (starts_at), so periods never overlap.
ALTER TABLE passes ADD COLUMN order_id uuid REFERENCES orders (id);
ALTER TABLE passes ADD COLUMN starts_at timestamptz;
UPDATE passes SET starts_at = purchased_at;
ALTER TABLE passes ALTER COLUMN starts_at SET NOT NULL;
ALTER TABLE passes ADD CONSTRAINT passes_period_check CHECK (expires_at >= starts_at);

CREATE UNIQUE INDEX passes_order_id_key ON passes (order_id);
