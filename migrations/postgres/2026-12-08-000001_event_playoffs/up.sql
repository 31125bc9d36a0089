-- An event in stages: its qualifying rounds (the event's own format) lead into a knock-out
-- of the top `top` entrants, seeded by the qualifying standings, in the same event.
-- `format` is the play-off's: `knockout` or `double_knockout`. One row at most per event;
-- events without one are played in one stage. migrations/sqlite holds the same change.
CREATE TABLE event_playoffs (
    event_id BIGINT PRIMARY KEY NOT NULL REFERENCES events (id),
    top INTEGER NOT NULL,
    format TEXT NOT NULL
);
