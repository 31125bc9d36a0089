-- The events whose end a club's webhooks were told of (`event.finished`), so that they are
-- told once however many writes end the event at the same moment, and told again only if
-- a correction reopened the event and a later write ends it again. Events a director ended
-- before this table existed are marked as told; an event its last round ended then is told
-- of once more if a later write touches its games. migrations/postgres holds the same change.
CREATE TABLE event_ends_told (
    event_id BIGINT PRIMARY KEY NOT NULL REFERENCES events (id),
    told_at TIMESTAMP NOT NULL
);
INSERT INTO event_ends_told (event_id, told_at)
    SELECT id, finished_at FROM events WHERE finished_at IS NOT NULL;
