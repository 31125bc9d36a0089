-- A write that changes what an event's pages show (the event's row, its rounds, entrants,
-- check-ins and games, a game's running score or its decision) notifies `uptown_events`
-- with the event's id, so that live pages wait for a change instead of asking every few
-- seconds. PostgreSQL delivers the notice at commit, once per transaction and event, to
-- every server listening. SQLite gets the same triggers per connection
-- (server/src/db/event_changes.rs).
--
-- One small function per shape of row, reading its column directly: these run on every
-- hand, and a generic one (the row as JSON) cost a tenth of the append rate.
CREATE FUNCTION notify_event_of_row() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('uptown_events', OLD.event_id::text);
    ELSE
        PERFORM pg_notify('uptown_events', NEW.event_id::text);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION notify_event_updated() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('uptown_events', NEW.id::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- A game's row: its events (a game is in one at most), by its id.
CREATE FUNCTION notify_event_of_game() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('uptown_events', event_id::text) FROM event_games WHERE game_id = NEW.id;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- A game's summary (its running score, written with every hand), by its game's id.
CREATE FUNCTION notify_event_of_summary() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('uptown_events', event_id::text) FROM event_games WHERE game_id = NEW.game_id;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER event_notice_updated AFTER UPDATE ON events
    FOR EACH ROW EXECUTE FUNCTION notify_event_updated();
CREATE TRIGGER event_notice_round AFTER INSERT OR UPDATE OR DELETE ON event_rounds
    FOR EACH ROW EXECUTE FUNCTION notify_event_of_row();
CREATE TRIGGER event_notice_entrant AFTER INSERT OR UPDATE OR DELETE ON event_entrants
    FOR EACH ROW EXECUTE FUNCTION notify_event_of_row();
CREATE TRIGGER event_notice_checkin AFTER INSERT OR DELETE ON event_checkins
    FOR EACH ROW EXECUTE FUNCTION notify_event_of_row();
CREATE TRIGGER event_notice_game AFTER INSERT OR DELETE ON event_games
    FOR EACH ROW EXECUTE FUNCTION notify_event_of_row();
-- Not the version every write to a game bumps first: what a page shows of the row.
CREATE TRIGGER event_notice_game_updated
    AFTER UPDATE OF status, decision, seat_n, seat_e, seat_s, seat_w ON games
    FOR EACH ROW EXECUTE FUNCTION notify_event_of_game();
CREATE TRIGGER event_notice_score AFTER INSERT OR UPDATE ON game_summaries
    FOR EACH ROW EXECUTE FUNCTION notify_event_of_summary();
