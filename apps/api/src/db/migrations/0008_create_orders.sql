-- Orders (one per purchase attempt) and their refunds. The plan's price, VAT, amount and days are copied into
-- the order when it is requested, so a later catalogue change never alters what a buyer was charged for.
-- status: pending (requested, not confirmed), paid (confirmed at Toss and the pass granted), failed (declined
-- at Toss), expired (left unpaid), canceled (the whole amount refunded). refunded_amount grows with each refund.
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  order_no text NOT NULL UNIQUE CHECK (order_no ~ '^[A-Za-z0-9_-]{6,64}$'),
  user_id uuid NOT NULL REFERENCES users (id),
  plan_id text NOT NULL REFERENCES plans (id),
  order_name text NOT NULL,
  days integer NOT NULL CHECK (days > 0),
  price numeric(12, 2) NOT NULL,
  vat numeric(12, 2) NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency_code text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'canceled')),
  payment_key text,
  failure_code text,
  refunded_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= amount),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  paid_at timestamptz,
  CHECK ((status = 'paid') <= (payment_key IS NOT NULL AND paid_at IS NOT NULL))
);

CREATE INDEX orders_user_id_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_pending_idx ON orders (created_at) WHERE status = 'pending';

-- One refund per order and reason (payment_error: a company-caused payment error, refunded in full;
-- service_stop: unused days after a service stop). The row is written before Toss is asked. One caller at a
-- time holds the attempt (attempt_started_at, a lease); each attempt has its own Idempotency-Key
-- (`<id>-<attempts>`) and carries the refund id in the cancel reason, so that before a new attempt the payment
-- is looked up and a cancellation that went through unseen is recognised instead of repeated.
CREATE TABLE refunds (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  reason text NOT NULL CHECK (reason IN ('payment_error', 'service_stop')),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'done', 'failed')),
  -- Who asked: 'buyer', 'system' or 'operator:<name>'.
  requested_by text NOT NULL,
  note text NOT NULL,
  failure_code text,
  transaction_key text,
  attempts integer NOT NULL DEFAULT 0,
  attempt_started_at timestamptz,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  UNIQUE (order_id, reason)
);

CREATE INDEX refunds_requested_idx ON refunds (created_at) WHERE status = 'requested';
