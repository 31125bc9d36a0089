#!/usr/bin/env bash
# Live pages under load, on SQLite and on PostgreSQL: VIEWERS phones follow one table's
# players' evening pages while CHANGES hands are entered there (server/examples/live_load.rs
# says what is measured). Prints one JSON line per database.
# Usage: scripts/load/live.sh [VIEWERS] [CHANGES]; UPTOWN_SERVER_BIN names another build.
set -euo pipefail
cd "$(dirname "$0")/../.."

VIEWERS="${1:-200}"
CHANGES="${2:-30}"
PG="${UPTOWN_LOAD_POSTGRES:-postgres://postgres@127.0.0.1:5432}"
DB=uptown_live_load
PORT=18182
SERVER="${UPTOWN_SERVER_BIN:-target/release/uptown-server}"
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$work"' EXIT

cargo build --release -q -p uptown-server --bin uptown-server --example live_load
psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -qc "CREATE DATABASE $DB"

for database in "$work/live.sqlite" "$PG/$DB"; do
    echo 'load-password' | DATABASE_URL="$database" "$SERVER" admin create load >/dev/null
    DATABASE_URL="$database" "$SERVER" --bind "127.0.0.1:$PORT" >/dev/null 2>&1 &
    server=$!
    for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.2; done
    case "$database" in postgres*) echo "== postgres" ;; *) echo "== sqlite" ;; esac
    target/release/examples/live_load --base "http://127.0.0.1:$PORT" --username load \
        --password load-password --viewers "$VIEWERS" --changes "$CHANGES"
    kill $server; wait $server 2>/dev/null || true
    server=
done
