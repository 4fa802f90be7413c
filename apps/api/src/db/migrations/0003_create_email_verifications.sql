-- E-mail verification codes (purposes join and change). code_hash is an HMAC-SHA256 under
-- VERIFICATION_CODE_SECRET of the verification id, the normalised e-mail and the 6-digit code, so a
-- code is bound to its verification and e-mail and never stored in clear. attempts is incremented
-- before each comparison (at most 5 comparisons per verification).
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('join', 'change')),
  email text NOT NULL,
  email_normalized text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  superseded_at timestamptz,
  verified_at timestamptz,
  consumed_at timestamptz
);

CREATE INDEX email_verifications_email_idx ON email_verifications (email_normalized, purpose);
CREATE INDEX email_verifications_created_at_idx ON email_verifications (created_at);
