-- History files (issue 11): one row per stored file. The blob lives in the file storage (local folder or S3
-- bucket) under storage_key; the blob is written first and the row inserted after, so a blob may exist
-- without a row (the sweeper removes those after an hour) but a row never points at a missing blob.
CREATE TABLE files (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (id),
  host text NOT NULL,
  source_url text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'xlsx', 'json')),
  file_size integer NOT NULL CHECK (file_size >= 0),
  row_count integer NOT NULL CHECK (row_count >= 0),
  page_count integer NOT NULL CHECK (page_count >= 1),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  storage_key text NOT NULL UNIQUE,
  content_sha256 text NOT NULL
);

-- Matches the list query (WHERE owner_id = $1 ORDER BY created_at DESC, id DESC LIMIT … OFFSET …) and lets
-- the count and the quota sum (file_size) run on the index alone.
CREATE INDEX files_owner_created_idx ON files (owner_id, created_at DESC, id DESC) INCLUDE (file_size);

-- Idempotency-Key of uploads: the first answer per user and key, replayed for repeats; kept a day.
CREATE TABLE file_upload_keys (
  owner_id uuid NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL,
  file_id uuid NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (owner_id, idempotency_key)
);

CREATE INDEX file_upload_keys_created_idx ON file_upload_keys (created_at);
