-- A write that changes what an event's pages show (the event's row, its rounds, entrants,
-- check-ins and games, a game's running score) notifies `uptown_events` with the event's
-- id, so that live pages wait for a change instead of asking every few seconds. PostgreSQL
-- delivers the notice at commit, once per transaction and event, to every server
-- listening. SQLite gets the same triggers per connection (server/src/db/event_changes.rs).
--
-- The first argument says what the row's column holds: the event's id, or a game's (whose
-- events are looked up); the second names the column.
CREATE FUNCTION notify_event_change() RETURNS trigger AS $$
DECLARE
    changed JSONB;
BEGIN
    IF TG_OP = 'DELETE' THEN
        changed := to_jsonb(OLD);
    ELSE
        changed := to_jsonb(NEW);
    END IF;
    IF TG_ARGV[0] = 'game' THEN
        PERFORM pg_notify('uptown_events', event_id::text)
            FROM event_games WHERE game_id = (changed ->> TG_ARGV[1])::BIGINT;
    ELSE
        PERFORM pg_notify('uptown_events', changed ->> TG_ARGV[1]);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER event_notice_updated AFTER UPDATE ON events
    FOR EACH ROW EXECUTE FUNCTION notify_event_change('event', 'id');
CREATE TRIGGER event_notice_round AFTER INSERT OR UPDATE OR DELETE ON event_rounds
    FOR EACH ROW EXECUTE FUNCTION notify_event_change('event', 'event_id');
CREATE TRIGGER event_notice_entrant AFTER INSERT OR UPDATE OR DELETE ON event_entrants
    FOR EACH ROW EXECUTE FUNCTION notify_event_change('event', 'event_id');
CREATE TRIGGER event_notice_checkin AFTER INSERT OR DELETE ON event_checkins
    FOR EACH ROW EXECUTE FUNCTION notify_event_change('event', 'event_id');
CREATE TRIGGER event_notice_game AFTER INSERT OR DELETE ON event_games
    FOR EACH ROW EXECUTE FUNCTION notify_event_change('event', 'event_id');
CREATE TRIGGER event_notice_game_updated AFTER UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION notify_event_change('game', 'id');
CREATE TRIGGER event_notice_score AFTER INSERT OR UPDATE ON game_summaries
    FOR EACH ROW EXECUTE FUNCTION notify_event_change('game', 'game_id');
