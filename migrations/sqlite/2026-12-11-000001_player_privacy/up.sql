-- How each player is shown on the public pages (GDPR): by full name, by initials, or not at
-- all (as #id). A player without a row is shown by full name. `erased_at` is set once a
-- director erased the player: their name is replaced everywhere, their results kept.
-- migrations/postgres holds the same change.
CREATE TABLE player_privacy (
    player_id BIGINT PRIMARY KEY NOT NULL REFERENCES players (id),
    shown_as TEXT NOT NULL,
    erased_at TIMESTAMP
);

-- What a club's directors did with its players' data, for the club's own history: a change
-- of how a player is shown, an export of a player's data, an erasure. It names the player
-- by id only, so that an erasure leaves no name behind.
CREATE TABLE club_history (
    id INTEGER PRIMARY KEY NOT NULL,
    club_id BIGINT NOT NULL REFERENCES clubs (id),
    at TIMESTAMP NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    player_id BIGINT REFERENCES players (id),
    detail TEXT
);
CREATE INDEX club_history_club ON club_history (club_id, id);
