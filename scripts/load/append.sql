-- The statements uptown-server issues on PostgreSQL for one hand appended by an admin with
-- an Idempotency-Key (captured with log_statement = all), for pgbench to replay against
-- the same database: the pool's connection check, the token lookup, the key looked up, the
-- claim of the game's row, the hands read for scoring, the hand and its history written,
-- the game read again, its summary made, the answer's reads, and the key remembered.
\set g random(1, :games)
\set k random(1, 1000000000)
SELECT 1;
SELECT accounts.id, accounts.username, accounts.password_hash, accounts.is_admin, accounts.created_at FROM api_tokens INNER JOIN accounts ON api_tokens.account_id = accounts.id WHERE api_tokens.token_hash = :token_hash LIMIT 1;
BEGIN;
SELECT scope, key, fingerprint, status, body, etag FROM idempotency_keys WHERE scope = 'account:1' AND key = 'pgbench-' || :k LIMIT 1;
SELECT id, club_id, season_id, kind, rules, seat_n, seat_e, seat_s, seat_w, table_code, status, version, created_at, updated_at, hand_limit, decision FROM games WHERE id = :g LIMIT 1;
UPDATE games SET version = version + 1, updated_at = now() WHERE id = :g;
SELECT id, game_id, number, body, entered_by, entered_at, entered_side, review, review_note FROM hands WHERE game_id = :g ORDER BY number;
INSERT INTO hands (game_id, number, body, entered_by, entered_at) SELECT :g, coalesce(max(number), 0) + 1, '{"books":9,"contract":{"bidder":"N","level":3,"mode":"uptown"},"dealer":"N"}', 'load', now() FROM hands WHERE game_id = :g;
INSERT INTO hand_revisions (game_id, number, action, previous_body, new_body, reason, actor, at) SELECT :g, coalesce(max(number), 0), 'entered', NULL, '{"books":9,"contract":{"bidder":"N","level":3,"mode":"uptown"},"dealer":"N"}', NULL, 'load', now() FROM hands WHERE game_id = :g;
SELECT id, club_id, season_id, kind, rules, seat_n, seat_e, seat_s, seat_w, table_code, status, version, created_at, updated_at, hand_limit, decision FROM games WHERE id = :g LIMIT 1;
SELECT event_games.game_id, events.format FROM event_games INNER JOIN events ON event_games.event_id = events.id WHERE event_games.game_id = ANY (ARRAY[:g]::bigint[]);
INSERT INTO game_summaries (game_id, version, finished, winner, score_ns, score_ew, bostons_ns, bostons_ew, sets_ns, sets_ew) SELECT :g, version, false, NULL, 3, 0, 0, 0, 0, 0 FROM games WHERE id = :g ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, finished = excluded.finished, winner = excluded.winner, score_ns = excluded.score_ns, score_ew = excluded.score_ew, bostons_ns = excluded.bostons_ns, bostons_ew = excluded.bostons_ew, sets_ns = excluded.sets_ns, sets_ew = excluded.sets_ew;
SELECT id, name FROM players WHERE id = ANY (ARRAY[1, 2, 3, 4]::bigint[]);
SELECT id, game_id, number, body, entered_by, entered_at, entered_side, review, review_note FROM hands WHERE game_id = :g ORDER BY number;
SELECT game_id, event_id, round_number, table_number, match_game FROM event_games WHERE game_id = :g LIMIT 1;
INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, etag, created_at) VALUES ('account:1', 'pgbench-' || :k || '-' || :client_id || '-' || random(), 'fingerprint', 201, '{}', NULL, now());
COMMIT;
