-- Every change to what a club's standings and ratings are made of (a finished game, an
-- event's entrants, rounds or games, a player's name) is numbered per club and logged, by triggers,
-- so that no write path can forget it. A reader that kept standings or ratings as of change
-- n reads the one clock row to know whether anything changed, and the log after n to know
-- which games, and follows only those. migrations/sqlite holds the same change.
--
-- The clock row stays locked by the transaction that moved it until that transaction ends,
-- so changes commit in the order of their numbers: a reader that sees change n has every
-- change before it. The triggers are deferred to the commit, so that the lock is held for
-- the commit alone and is always a transaction's last: two writers can queue on it but
-- never deadlock over it.
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

CREATE FUNCTION note_result_change(club BIGINT, game BIGINT) RETURNS void AS $$
BEGIN
    INSERT INTO result_clocks (club_id, seq) VALUES (club, 0) ON CONFLICT (club_id) DO NOTHING;
    WITH moved AS (
        UPDATE result_clocks SET seq = seq + 1 WHERE club_id = club RETURNING club_id, seq
    )
    INSERT INTO result_changes (club_id, seq, game_id) SELECT club_id, seq, game FROM moved;
END;
$$ LANGUAGE plpgsql;

-- Games count once finished: a hand entered in a game still going changes nothing yet.
CREATE FUNCTION games_result_changed() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM note_result_change(OLD.club_id, OLD.id);
    ELSE
        PERFORM note_result_change(NEW.club_id, NEW.id);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE CONSTRAINT TRIGGER games_result_inserted AFTER INSERT ON games
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (NEW.status = 'finished') EXECUTE FUNCTION games_result_changed();
CREATE CONSTRAINT TRIGGER games_result_updated AFTER UPDATE ON games
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (NEW.status = 'finished' OR OLD.status = 'finished') EXECUTE FUNCTION games_result_changed();
CREATE CONSTRAINT TRIGGER games_result_deleted AFTER DELETE ON games
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (OLD.status = 'finished') EXECUTE FUNCTION games_result_changed();

-- A game joining or leaving an event moves it into or out of a season.
CREATE FUNCTION event_games_result_changed() RETURNS trigger AS $$
DECLARE
    game BIGINT := CASE WHEN TG_OP = 'DELETE' THEN OLD.game_id ELSE NEW.game_id END;
BEGIN
    PERFORM note_result_change(club_id, id) FROM games WHERE id = game;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE CONSTRAINT TRIGGER event_games_result_changed AFTER INSERT OR DELETE ON event_games
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    EXECUTE FUNCTION event_games_result_changed();

-- Entrants are who a season lists and how many events each played; rounds (drawn, closed
-- by the director) are how far a knock-out's entrants got.
CREATE FUNCTION event_result_changed() RETURNS trigger AS $$
DECLARE
    event BIGINT := CASE WHEN TG_OP = 'DELETE' THEN OLD.event_id ELSE NEW.event_id END;
BEGIN
    PERFORM note_result_change(club_id, NULL) FROM events WHERE id = event;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE CONSTRAINT TRIGGER event_entrants_result_changed AFTER INSERT OR UPDATE OR DELETE ON event_entrants
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION event_result_changed();
CREATE CONSTRAINT TRIGGER event_rounds_result_changed AFTER INSERT OR UPDATE ON event_rounds
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION event_result_changed();

CREATE FUNCTION players_result_renamed() RETURNS trigger AS $$
BEGIN
    PERFORM note_result_change(NEW.club_id, NULL);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE CONSTRAINT TRIGGER players_result_renamed AFTER UPDATE OF name ON players
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    EXECUTE FUNCTION players_result_renamed();

-- A reader following changes re-rates a club's finished games from the earliest changed one
-- on: found by id within the club, no longer by the version sum this index was for.
DROP INDEX games_club_finished_versions;
CREATE INDEX games_club_finished ON games (club_id, status, id);
