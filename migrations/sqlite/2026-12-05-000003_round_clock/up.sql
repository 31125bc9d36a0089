-- A round's clock, which the director starts, pauses, resumes and extends: while it runs,
-- when it ends (clock_ends_at); while it is paused, the seconds left (clock_left_seconds);
-- and whether the round closes by itself when the time is up (clock_closes), its games
-- still going decided by the leading score. migrations/postgres holds the same change.
ALTER TABLE event_rounds ADD COLUMN clock_ends_at TIMESTAMP;
ALTER TABLE event_rounds ADD COLUMN clock_left_seconds BIGINT;
ALTER TABLE event_rounds ADD COLUMN clock_closes BOOLEAN NOT NULL DEFAULT 0;
