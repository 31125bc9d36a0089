ALTER TABLE event_rounds DROP COLUMN clock_closes;
ALTER TABLE event_rounds DROP COLUMN clock_left_seconds;
ALTER TABLE event_rounds DROP COLUMN clock_ends_at;
