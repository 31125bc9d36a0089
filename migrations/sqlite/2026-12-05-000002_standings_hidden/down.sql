ALTER TABLE events DROP COLUMN standings_hidden;
