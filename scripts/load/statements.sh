#!/usr/bin/env bash
# Prints the SQL statements uptown-server sends PostgreSQL for one hand appended by an
# account with an Idempotency-Key, as PostgreSQL logs them (log_statement = all for one
# database). Usage: scripts/load/statements.sh; PG_LOG names PostgreSQL's log file.
set -euo pipefail
cd "$(dirname "$0")/../.."

PG="${UPTOWN_LOAD_POSTGRES:-postgres://postgres@127.0.0.1:5432}"
PG_LOG="${PG_LOG:-/var/log/postgresql/postgresql-15-main.log}"
SERVER="${UPTOWN_SERVER_BIN:-target/release/uptown-server}"
DB=uptown_statements
PORT=18182
BASE="http://127.0.0.1:$PORT"

cargo build --release -q -p uptown-server --bin uptown-server --example load
psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -qc "CREATE DATABASE $DB"
echo 'load-password' | DATABASE_URL="$PG/$DB" "$SERVER" admin create load >/dev/null
start() {
    DATABASE_URL="$PG/$DB" "$SERVER" --bind "127.0.0.1:$PORT" >/dev/null 2>&1 &
    server=$!
    for _ in $(seq 1 50); do curl -sf "$BASE/readyz" >/dev/null && break; sleep 0.2; done
}
start
trap 'kill $server 2>/dev/null || true' EXIT
target/release/examples/load --base "$BASE" --username load --password load-password \
    --games 1 --concurrency 1 --seconds 0 >/dev/null
token=$(curl -sf "$BASE/api/v1/login" -H 'Content-Type: application/json' \
    -d '{"username":"load","password":"load-password"}' | sed -E 's/.*"token":"([^"]+)".*/\1/')
game=$(psql "$PG/$DB" -Atc "SELECT max(id) FROM games")
# A new connection takes the setting: the server starts again with a fresh pool.
kill $server; wait $server 2>/dev/null || true
psql "$PG/postgres" -qc "ALTER DATABASE $DB SET log_statement = 'all'"
start
# One request warms the pool's connection (its session settings), then the append is logged.
curl -sf "$BASE/api/v1/games/$game" -H "Authorization: Bearer $token" >/dev/null
from=$(wc -l < "$PG_LOG")
curl -sf "$BASE/api/v1/games/$game/hands" -H "Authorization: Bearer $token" \
    -H "Idempotency-Key: statements-$RANDOM" -H 'Content-Type: application/json' \
    -d '{"dealer":"N","contract":{"bidder":"N","level":3,"mode":"uptown"},"books":9}' >/dev/null
sleep 0.5
# Each statement from its log line to the next line of the log (a statement may span lines).
tail -n "+$((from + 1))" "$PG_LOG" | awk -v db="@$DB " '
    /^[0-9]{4}-[0-9]{2}-[0-9]{2} / { inside = index($0, db) && $0 ~ /LOG: +(statement|execute [^:]*):/ }
    inside { sub(/.*LOG: +(statement|execute [^:]*): /, ""); print }'
