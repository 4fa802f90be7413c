-- A pass row is one granted period: bought by an order (order_id) or granted by an operator (order_id null).
-- A purchase while a pass is active starts at that pass's expiry (starts_at), so periods never overlap.
ALTER TABLE passes ADD COLUMN order_id uuid REFERENCES orders (id);
ALTER TABLE passes ADD COLUMN starts_at timestamptz;
UPDATE passes SET starts_at = purchased_at;

-- Writers that predate starts_at (and test fixtures) insert without it: the period then starts at purchase.
CREATE FUNCTION passes_default_starts_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.starts_at := COALESCE(NEW.starts_at, NEW.purchased_at);
  RETURN NEW;
END
$$;
CREATE TRIGGER passes_default_starts_at BEFORE INSERT ON passes FOR EACH ROW EXECUTE FUNCTION passes_default_starts_at();

ALTER TABLE passes ALTER COLUMN starts_at SET NOT NULL;
ALTER TABLE passes ADD CONSTRAINT passes_period_check CHECK (expires_at >= starts_at);

CREATE UNIQUE INDEX passes_order_id_key ON passes (order_id);
