-- An account an admin has disabled (someone who left the club, a lost laptop's director):
-- it cannot log in, and its sessions ended when it was disabled. Enabling it again clears
-- the mark; its directorships were kept. migrations/postgres holds the same change.
ALTER TABLE accounts ADD COLUMN disabled_at TIMESTAMP;
