-- Fixed-window counters shared by every API process (code requests per e-mail and per IP, sign-in
-- attempts per account and per IP). key is a SHA-256 of the bucket name, so no e-mail is stored.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

CREATE INDEX rate_limits_window_ends_at_idx ON rate_limits (window_ends_at);
