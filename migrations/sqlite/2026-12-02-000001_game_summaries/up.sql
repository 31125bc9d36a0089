-- What each game came to, kept beside its hands so that standings and ratings over a long
-- season read one row a game instead of scoring every hand again. A row is as of the game's
-- version it names; a row of an older version is stale and is scored again when read, so
-- the hands stay the truth. migrations/postgres holds the same change.
CREATE TABLE game_summaries (
    game_id BIGINT PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version BIGINT NOT NULL,
    finished BOOLEAN NOT NULL,
    -- 'NS' or 'EW': the side the rules declared, else the side ahead; null: level or not over.
    winner TEXT,
    -- Points, or tricks in an event that counts tricks (a whist drive).
    score_ns BIGINT NOT NULL,
    score_ew BIGINT NOT NULL,
    bostons_ns INTEGER NOT NULL,
    bostons_ew INTEGER NOT NULL,
    sets_ns INTEGER NOT NULL,
    sets_ew INTEGER NOT NULL
);
-- A player's games are found by seat.
CREATE INDEX games_seat_n ON games (seat_n);
CREATE INDEX games_seat_e ON games (seat_e);
CREATE INDEX games_seat_s ON games (seat_s);
CREATE INDEX games_seat_w ON games (seat_w);
-- What a club's finished games are now (count and version sum), read on every standings and
-- ratings read to tell whether what was worked out before still holds.
CREATE INDEX games_club_finished_versions ON games (club_id, status, version);
