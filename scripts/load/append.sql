-- The statements uptown-server issues on PostgreSQL for one hand appended by an admin
-- (captured with log_statement = all), for pgbench to replay against the same database:
-- the connection check of the pool, the token lookup, the claim of the game's row, the
-- hands read for scoring, the hand and its history entry written, and the answer's reads.
\set g random(1, :games)
SELECT 1;
SELECT accounts.id, accounts.username, accounts.password_hash, accounts.is_admin, accounts.created_at FROM api_tokens INNER JOIN accounts ON api_tokens.account_id = accounts.id WHERE api_tokens.token_hash = :token_hash LIMIT 1;
BEGIN;
SELECT id, club_id, season_id, kind, rules, seat_n, seat_e, seat_s, seat_w, table_code, status, version, created_at, updated_at FROM games WHERE id = :g LIMIT 1;
UPDATE games SET version = version + 1, updated_at = now() WHERE id = :g;
SELECT id, game_id, number, body, entered_by, entered_at FROM hands WHERE game_id = :g ORDER BY number;
INSERT INTO hands (game_id, number, body, entered_by, entered_at) SELECT :g, coalesce(max(number), 0) + 1, '{"books":9,"contract":{"bidder":"N","level":3,"mode":"uptown"},"dealer":"N"}', 'load', now() FROM hands WHERE game_id = :g;
INSERT INTO hand_revisions (game_id, number, action, previous_body, new_body, reason, actor, at) SELECT :g, coalesce(max(number), 0), 'entered', NULL, '{"books":9,"contract":{"bidder":"N","level":3,"mode":"uptown"},"dealer":"N"}', NULL, 'load', now() FROM hands WHERE game_id = :g;
SELECT id, club_id, season_id, kind, rules, seat_n, seat_e, seat_s, seat_w, table_code, status, version, created_at, updated_at FROM games WHERE id = :g LIMIT 1;
SELECT id, name FROM players WHERE id = ANY (ARRAY[1, 2, 3, 4]::bigint[]);
COMMIT;
