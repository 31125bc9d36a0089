-- Players checking in at the door from their phones: a player of the club (player_id) or a
-- newcomer by name, waiting for the director to let them in (which registers them and
-- removes the row) or to turn them away. One row per name and event: checking in twice is
-- checking in once. migrations/postgres holds the same change.
CREATE TABLE event_checkins (
    id INTEGER PRIMARY KEY NOT NULL,
    event_id BIGINT NOT NULL REFERENCES events (id),
    name TEXT NOT NULL,
    player_id BIGINT REFERENCES players (id),
    created_at TIMESTAMP NOT NULL,
    UNIQUE (event_id, name)
);
