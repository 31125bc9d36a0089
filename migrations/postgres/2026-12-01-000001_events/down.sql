ALTER TABLE games DROP COLUMN decision;
ALTER TABLE games DROP COLUMN hand_limit;
DROP TABLE event_games;
DROP TABLE event_rounds;
DROP TABLE event_entrants;
DROP TABLE events;
