-- Sessions end (ASVS V3.3): each token keeps when it was last used and how long it may be
-- idle, and when it ends whatever its use. A console session is a credential of its own
-- (`kind` 'console'), which the API does not take, and an API token is not a console
-- session. `label` says what logged in (the browser or the CLI), for the list of sessions.
-- migrations/sqlite holds the same change.
ALTER TABLE api_tokens ADD COLUMN kind TEXT NOT NULL DEFAULT 'api';
ALTER TABLE api_tokens ADD COLUMN last_used_at TIMESTAMP NOT NULL DEFAULT '1970-01-01 00:00:00';
ALTER TABLE api_tokens ADD COLUMN idle_seconds BIGINT NOT NULL DEFAULT 2592000;
ALTER TABLE api_tokens ADD COLUMN expires_at TIMESTAMP NOT NULL DEFAULT '1970-01-01 00:00:00';
ALTER TABLE api_tokens ADD COLUMN label TEXT;
-- The tokens from before: API tokens, as they were, with the API's lifetimes from now.
UPDATE api_tokens SET last_used_at = CURRENT_TIMESTAMP,
    expires_at = CURRENT_TIMESTAMP + INTERVAL '90 days';
CREATE INDEX api_tokens_account ON api_tokens (account_id);
