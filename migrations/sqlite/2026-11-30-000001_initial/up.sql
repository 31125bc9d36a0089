-- Uptown's first schema (SQLite). migrations/postgres holds the same schema for PostgreSQL.
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY NOT NULL,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    is_admin BOOLEAN NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE api_tokens (
    id INTEGER PRIMARY KEY NOT NULL,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE clubs (
    id INTEGER PRIMARY KEY NOT NULL,
    name TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE club_directors (
    club_id BIGINT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    PRIMARY KEY (club_id, account_id)
);

CREATE TABLE players (
    id INTEGER PRIMARY KEY NOT NULL,
    club_id BIGINT NOT NULL REFERENCES clubs (id),
    name TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (club_id, name)
);

CREATE TABLE seasons (
    id INTEGER PRIMARY KEY NOT NULL,
    club_id BIGINT NOT NULL REFERENCES clubs (id),
    name TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (club_id, name)
);

CREATE TABLE games (
    id INTEGER PRIMARY KEY NOT NULL,
    club_id BIGINT NOT NULL REFERENCES clubs (id),
    season_id BIGINT REFERENCES seasons (id),
    kind TEXT NOT NULL,
    rules TEXT NOT NULL,
    seat_n BIGINT NOT NULL REFERENCES players (id),
    seat_e BIGINT NOT NULL REFERENCES players (id),
    seat_s BIGINT NOT NULL REFERENCES players (id),
    seat_w BIGINT NOT NULL REFERENCES players (id),
    table_code TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    version BIGINT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX games_club ON games (club_id);
CREATE INDEX games_season ON games (season_id);

CREATE TABLE hands (
    id INTEGER PRIMARY KEY NOT NULL,
    game_id BIGINT NOT NULL REFERENCES games (id),
    number INTEGER NOT NULL,
    body TEXT NOT NULL,
    entered_by TEXT NOT NULL,
    entered_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, number)
);

CREATE TABLE hand_revisions (
    id INTEGER PRIMARY KEY NOT NULL,
    game_id BIGINT NOT NULL REFERENCES games (id),
    number INTEGER NOT NULL,
    action TEXT NOT NULL,
    previous_body TEXT,
    new_body TEXT,
    reason TEXT,
    actor TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX hand_revisions_game ON hand_revisions (game_id);

CREATE TABLE idempotency_keys (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    etag TEXT,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (scope, key)
);
