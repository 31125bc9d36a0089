-- Three-handed games (RULES.md 3: Cutthroat Bid Whist, Dummy Whist): three players at
-- North, East and West, each scoring for themselves. They are kept apart from `games`,
-- whose four seats and two sides every partnership reader relies on. Their table codes share
-- one space with the partnership games' codes (the server checks both tables before it hands
-- a code out). migrations/postgres holds the same change.
CREATE TABLE three_handed_games (
    id INTEGER PRIMARY KEY NOT NULL,
    club_id BIGINT NOT NULL REFERENCES clubs (id),
    season_id BIGINT REFERENCES seasons (id),
    kind TEXT NOT NULL,
    rules TEXT NOT NULL,
    seat_n BIGINT NOT NULL REFERENCES players (id),
    seat_e BIGINT NOT NULL REFERENCES players (id),
    seat_w BIGINT NOT NULL REFERENCES players (id),
    table_code TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    version BIGINT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX three_handed_games_club ON three_handed_games (club_id);

-- Each hand as the table entered it (a RULES.md 3 hand object); scores are derived.
CREATE TABLE three_handed_hands (
    game_id BIGINT NOT NULL REFERENCES three_handed_games (id),
    number INTEGER NOT NULL,
    body TEXT NOT NULL,
    entered_by TEXT NOT NULL,
    entered_at TIMESTAMP NOT NULL,
    PRIMARY KEY (game_id, number)
);

-- Every change to a three-handed game's hands: `entered` or `undone`, with the hand.
CREATE TABLE three_handed_revisions (
    id INTEGER PRIMARY KEY NOT NULL,
    game_id BIGINT NOT NULL REFERENCES three_handed_games (id),
    number INTEGER NOT NULL,
    action TEXT NOT NULL,
    body TEXT NOT NULL,
    reason TEXT,
    actor TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX three_handed_revisions_game ON three_handed_revisions (game_id);

-- A three-handed game counts in the club's ratings once finished. Its change is logged as
-- one that is not a partnership game's (`game_id` null, as for entrants or a name): the
-- ratings then rate the club's games afresh, three-handed ones among them.
CREATE TRIGGER three_handed_result_inserted AFTER INSERT ON three_handed_games
    WHEN NEW.status = 'finished'
BEGIN
    INSERT INTO result_change_notes (club_id, game_id) VALUES (NEW.club_id, NULL);
END;
CREATE TRIGGER three_handed_result_updated AFTER UPDATE ON three_handed_games
    WHEN NEW.status = 'finished' OR OLD.status = 'finished'
BEGIN
    INSERT INTO result_change_notes (club_id, game_id) VALUES (NEW.club_id, NULL);
END;

-- An evening of individuals (rotating partners, a club night) may seat the three players a
-- round leaves over at a three-handed table, under these house rules (RULES.md 3, in full);
-- an event without a row here sits them out, as before.
CREATE TABLE event_three_handed (
    event_id BIGINT PRIMARY KEY NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    rules TEXT NOT NULL
);
