DROP INDEX api_tokens_account;
ALTER TABLE api_tokens DROP COLUMN label;
ALTER TABLE api_tokens DROP COLUMN expires_at;
ALTER TABLE api_tokens DROP COLUMN idle_seconds;
ALTER TABLE api_tokens DROP COLUMN last_used_at;
ALTER TABLE api_tokens DROP COLUMN kind;
