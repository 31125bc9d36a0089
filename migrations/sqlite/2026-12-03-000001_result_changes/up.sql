-- Every change to what a club's standings and ratings are made of (a finished game, an
-- event's entrants, rounds or games, a player's name) is numbered per club and logged, by triggers,
-- so that no write path can forget it. A reader that kept standings or ratings as of change
-- n reads the one clock row to know whether anything changed, and the log after n to know
-- which games, and follows only those. migrations/postgres holds the same change.
CREATE TABLE result_clocks (
    club_id BIGINT PRIMARY KEY NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    -- The number of the club's latest change.
    seq BIGINT NOT NULL
);
CREATE TABLE result_changes (
    club_id BIGINT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL,
    -- The game that changed; null when it was not one game (entrants, a name).
    -- Not a reference: a removed game is a change too.
    game_id BIGINT,
    PRIMARY KEY (club_id, seq)
);

-- SQLite has no functions: the triggers below note a change by inserting into this view.
CREATE VIEW result_change_notes AS SELECT club_id, game_id FROM result_changes;
CREATE TRIGGER result_change_noted INSTEAD OF INSERT ON result_change_notes
BEGIN
    INSERT OR IGNORE INTO result_clocks (club_id, seq) VALUES (NEW.club_id, 0);
    UPDATE result_clocks SET seq = seq + 1 WHERE club_id = NEW.club_id;
    INSERT INTO result_changes (club_id, seq, game_id)
        SELECT club_id, seq, NEW.game_id FROM result_clocks WHERE club_id = NEW.club_id;
END;

-- Games count once finished: a hand entered in a game still going changes nothing yet.
CREATE TRIGGER games_result_inserted AFTER INSERT ON games WHEN NEW.status = 'finished'
BEGIN
    INSERT INTO result_change_notes (club_id, game_id) VALUES (NEW.club_id, NEW.id);
END;
CREATE TRIGGER games_result_updated AFTER UPDATE ON games
    WHEN NEW.status = 'finished' OR OLD.status = 'finished'
BEGIN
    INSERT INTO result_change_notes (club_id, game_id) VALUES (NEW.club_id, NEW.id);
END;
CREATE TRIGGER games_result_deleted AFTER DELETE ON games WHEN OLD.status = 'finished'
BEGIN
    INSERT INTO result_change_notes (club_id, game_id) VALUES (OLD.club_id, OLD.id);
END;

-- A game joining or leaving an event moves it into or out of a season.
CREATE TRIGGER event_games_result_inserted AFTER INSERT ON event_games
BEGIN
    INSERT INTO result_change_notes (club_id, game_id)
        SELECT club_id, id FROM games WHERE id = NEW.game_id;
END;
CREATE TRIGGER event_games_result_deleted AFTER DELETE ON event_games
BEGIN
    INSERT INTO result_change_notes (club_id, game_id)
        SELECT club_id, id FROM games WHERE id = OLD.game_id;
END;

-- Entrants are who a season lists and how many events each played; rounds (drawn, closed
-- by the director) are how far a knock-out's entrants got.
CREATE TRIGGER event_entrants_result_inserted AFTER INSERT ON event_entrants
BEGIN
    INSERT INTO result_change_notes (club_id, game_id)
        SELECT club_id, NULL FROM events WHERE id = NEW.event_id;
END;
CREATE TRIGGER event_entrants_result_updated AFTER UPDATE ON event_entrants
BEGIN
    INSERT INTO result_change_notes (club_id, game_id)
        SELECT club_id, NULL FROM events WHERE id = NEW.event_id;
END;
CREATE TRIGGER event_entrants_result_deleted AFTER DELETE ON event_entrants
BEGIN
    INSERT INTO result_change_notes (club_id, game_id)
        SELECT club_id, NULL FROM events WHERE id = OLD.event_id;
END;

CREATE TRIGGER event_rounds_result_inserted AFTER INSERT ON event_rounds
BEGIN
    INSERT INTO result_change_notes (club_id, game_id)
        SELECT club_id, NULL FROM events WHERE id = NEW.event_id;
END;
CREATE TRIGGER event_rounds_result_updated AFTER UPDATE ON event_rounds
BEGIN
    INSERT INTO result_change_notes (club_id, game_id)
        SELECT club_id, NULL FROM events WHERE id = NEW.event_id;
END;

CREATE TRIGGER players_result_renamed AFTER UPDATE OF name ON players
BEGIN
    INSERT INTO result_change_notes (club_id, game_id) VALUES (NEW.club_id, NULL);
END;

-- A reader following changes re-rates a club's finished games from the earliest changed one
-- on: found by id within the club, no longer by the version sum this index was for.
DROP INDEX games_club_finished_versions;
CREATE INDEX games_club_finished ON games (club_id, status, id);
