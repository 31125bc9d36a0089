DROP TRIGGER event_notice_score ON game_summaries;
DROP TRIGGER event_notice_game_updated ON games;
DROP TRIGGER event_notice_game ON event_games;
DROP TRIGGER event_notice_checkin ON event_checkins;
DROP TRIGGER event_notice_entrant ON event_entrants;
DROP TRIGGER event_notice_round ON event_rounds;
DROP TRIGGER event_notice_updated ON events;
DROP FUNCTION notify_event_change();
