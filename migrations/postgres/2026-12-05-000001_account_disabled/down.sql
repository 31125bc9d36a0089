ALTER TABLE accounts DROP COLUMN disabled_at;
