-- Events: evenings and tournaments whose rounds seat players and create games.
-- migrations/postgres holds the same schema for PostgreSQL.
CREATE TABLE events (
    id INTEGER PRIMARY KEY NOT NULL,
    club_id BIGINT NOT NULL REFERENCES clubs (id),
    season_id BIGINT REFERENCES seasons (id),
    name TEXT NOT NULL,
    format TEXT NOT NULL,
    kind TEXT NOT NULL,
    rules TEXT NOT NULL,
    match_format TEXT NOT NULL,
    tie_breaks TEXT NOT NULL,
    rounds_planned INTEGER,
    seed BIGINT NOT NULL,
    finished_at TIMESTAMP,
    version BIGINT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX events_club ON events (club_id);
CREATE INDEX events_season ON events (season_id);

CREATE TABLE event_entrants (
    id INTEGER PRIMARY KEY NOT NULL,
    event_id BIGINT NOT NULL REFERENCES events (id),
    number INTEGER NOT NULL,
    name TEXT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id),
    partner_id BIGINT REFERENCES players (id),
    joined_round INTEGER NOT NULL,
    withdrawn_round INTEGER,
    withdraw_reason TEXT,
    UNIQUE (event_id, number)
);

CREATE TABLE event_rounds (
    id INTEGER PRIMARY KEY NOT NULL,
    event_id BIGINT NOT NULL REFERENCES events (id),
    number INTEGER NOT NULL,
    seating TEXT NOT NULL,
    closed_by_director BOOLEAN NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (event_id, number)
);

-- A game of an event: which round and table, and which game of the table's match.
CREATE TABLE event_games (
    game_id BIGINT PRIMARY KEY NOT NULL REFERENCES games (id),
    event_id BIGINT NOT NULL REFERENCES events (id),
    round_number INTEGER NOT NULL,
    table_number INTEGER NOT NULL,
    match_game INTEGER NOT NULL,
    UNIQUE (event_id, round_number, table_number, match_game)
);

-- A game of a fixed number of hands ends after them; a game the rules did not end records
-- how it was decided (the director closed its round: `leading_score`).
ALTER TABLE games ADD COLUMN hand_limit INTEGER;
ALTER TABLE games ADD COLUMN decision TEXT;
