-- The director may hide an event's standings from everyone but its directors (for the last
-- rounds, or until the prize-giving) and reveal them again. migrations/sqlite holds the
-- same change.
ALTER TABLE events ADD COLUMN standings_hidden BOOLEAN NOT NULL DEFAULT FALSE;
