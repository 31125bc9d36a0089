#!/usr/bin/env bash
# Appends hands to many games on PostgreSQL through uptown-server, then replays the SQL the
# server issues for one append with pgbench on the same database, same concurrency and
# duration, then a single-row INSERT the same way, and prints all three.
# Usage: scripts/load/run.sh [CONCURRENCY] [SECONDS] [GAMES]; UPTOWN_SERVER_BIN names
# another build of the server to measure (an older one, say) instead of this checkout's.
set -euo pipefail
cd "$(dirname "$0")/../.."

CONCURRENCY="${1:-16}"
SECONDS_EACH="${2:-20}"
GAMES="${3:-200}"
PG="${UPTOWN_LOAD_POSTGRES:-postgres://postgres@127.0.0.1:5432}"
DB=uptown_load
PORT=18181
SERVER="${UPTOWN_SERVER_BIN:-target/release/uptown-server}"

cargo build --release -q -p uptown-server --bin uptown-server --example load
psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -qc "CREATE DATABASE $DB"
echo 'load-password' | DATABASE_URL="$PG/$DB" "$SERVER" admin create load >/dev/null
DATABASE_URL="$PG/$DB" "$SERVER" --bind "127.0.0.1:$PORT" --db-pool-size 32 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.2; done

LOAD=(target/release/examples/load --base "http://127.0.0.1:$PORT" --username load --password load-password
      --games "$GAMES" --concurrency "$CONCURRENCY")
# First only create the games pgbench will play in (ids 1..GAMES), and copy that database
# for pgbench: both runs then start from empty games.
"${LOAD[@]}" --seconds 0 >/dev/null
kill $server; wait $server 2>/dev/null || true
psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS ${DB}_pgbench WITH (FORCE)" -qc "CREATE DATABASE ${DB}_pgbench TEMPLATE $DB"
DATABASE_URL="$PG/$DB" "$SERVER" --bind "127.0.0.1:$PORT" --db-pool-size 32 >/dev/null 2>&1 &
server=$!
for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.2; done

echo "== uptown-server: $CONCURRENCY clients, ${SECONDS_EACH}s, $GAMES games"
# UPTOWN_LOAD_FLAGS=--without-key appends without Idempotency-Keys; --as-table with each
# game's table code, as phones do (raise UPTOWN_TABLE_CODES_PER_MINUTE, or the limit answers).
"${LOAD[@]}" --seconds "$SECONDS_EACH" ${UPTOWN_LOAD_FLAGS:-}
kill $server; wait $server 2>/dev/null || true

token_hash=$(psql "$PG/$DB" -Atc "SELECT token_hash FROM api_tokens ORDER BY id LIMIT 1")
echo "== pgbench replaying one append's SQL: $CONCURRENCY clients, ${SECONDS_EACH}s, $GAMES games"
pgbench -n -M prepared -f scripts/load/append.sql -c "$CONCURRENCY" -j 2 -T "$SECONDS_EACH" \
    -D games="$GAMES" -D token_hash="$token_hash" "$PG/${DB}_pgbench" 2>&1 \
    | grep -E 'number of transactions actually processed|latency average|tps ='

echo "== pgbench, a single-row INSERT: $CONCURRENCY clients, ${SECONDS_EACH}s"
psql "$PG/${DB}_pgbench" -qc "CREATE TABLE single_rows (id bigserial PRIMARY KEY, body text NOT NULL, at timestamp NOT NULL)"
pgbench -n -M prepared -f scripts/load/insert.sql -c "$CONCURRENCY" -j 2 -T "$SECONDS_EACH" \
    "$PG/${DB}_pgbench" 2>&1 \
    | grep -E 'number of transactions actually processed|latency average|tps ='
