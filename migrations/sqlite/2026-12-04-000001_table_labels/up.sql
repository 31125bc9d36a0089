-- Hands a table entered were labelled with the table's code ("table K7Q2MX"), and the public
-- history showed the label to anyone, who could then enter hands with it. Label them as the
-- server now does: by the table's number at the event, or "the table" outside events.
-- migrations/postgres holds the same change.
UPDATE hands SET entered_by = COALESCE(
    (SELECT 'table ' || event_games.table_number FROM event_games
        WHERE event_games.game_id = hands.game_id),
    'the table')
WHERE entered_by GLOB 'table [A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9]'
    AND entered_by NOT IN (SELECT username FROM accounts);
UPDATE hand_revisions SET actor = COALESCE(
    (SELECT 'table ' || event_games.table_number FROM event_games
        WHERE event_games.game_id = hand_revisions.game_id),
    'the table')
WHERE actor GLOB 'table [A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9][A-Z2-9]'
    AND actor NOT IN (SELECT username FROM accounts);
