#!/usr/bin/env bash
# PostgreSQL stopped and started under load, for real: tables keep entering hands (each hand
# retried with the same Idempotency-Key until it is acknowledged, as the table page does)
# while this machine's PostgreSQL cluster is stopped for a few seconds and started again.
# Passes when the server never answered 500, answered 503 while the database was down,
# recovered without a restart, and stored every acknowledged hand exactly once.
#
# It stops the whole local cluster, so it is not part of the test suite (which runs on that
# cluster); tests/tests/e2e/faults.rs covers the same behaviour with one database taken away.
#
# Usage: UPTOWN_FAULT_STOP_POSTGRES=yes scripts/fault-postgres-restart.sh [TABLES] [DOWN_SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${UPTOWN_FAULT_STOP_POSTGRES:-}" != yes ]; then
    echo "this stops the local PostgreSQL cluster; set UPTOWN_FAULT_STOP_POSTGRES=yes to go on" >&2
    exit 2
fi
TABLES="${1:-8}"
DOWN="${2:-5}"
PG="${UPTOWN_FAULT_POSTGRES:-postgres://postgres@127.0.0.1:5432}"
CLUSTER="$(ls /etc/postgresql)"
DB=uptown_fault
PORT=18190
BASE="http://127.0.0.1:$PORT/api/v1"
WORK="$(mktemp -d)"

cargo build --release -q -p uptown-server --bin uptown-server
psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -qc "CREATE DATABASE $DB"
echo 'fault-password' | DATABASE_URL="$PG/$DB" target/release/uptown-server admin create fault >/dev/null
DATABASE_URL="$PG/$DB" target/release/uptown-server --bind "127.0.0.1:$PORT" \
    --table-codes-per-minute 100000 >"$WORK/server.log" 2>&1 &
server=$!
cleanup() {
    kill "$server" 2>/dev/null || true
    jobs -p | xargs -r kill 2>/dev/null || true
    pg_ctlcluster --skip-systemctl-redirect "$CLUSTER" main start 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.2; done

TOKEN=$(curl -sf -X POST "$BASE/login" -d '{"username":"fault","password":"fault-password"}' \
    | sed 's/.*"token":"\([^"]*\)".*/\1/')
AUTH="Authorization: Bearer $TOKEN"
curl -sf -X POST "$BASE/clubs" -H "$AUTH" -d '{"name":"Fault Club"}' >/dev/null
for p in Ann Bob Cal Dee; do
    curl -sf -X POST "$BASE/clubs/1/players" -H "$AUTH" -d "{\"name\":\"$p\"}" >/dev/null
done
for _ in $(seq 1 "$TABLES"); do
    curl -sf -X POST "$BASE/games" -H "$AUTH" -d '{"club_id":1,"game":"bid_whist","rules":{"target":99},
        "seats":{"N":"Ann","E":"Bob","S":"Cal","W":"Dee"}}' >/dev/null
done

# One table: hand after hand, each retried with its key until a 2xx; every answer's status
# goes to the table's log. It stops after the first acknowledged hand past the stop file.
table() {
    local game=$1 seats=(N E S W) n=0
    while :; do
        local dealer=${seats[$((n % 4))]}
        local books=$(( (n / 2) % 2 == 0 ? 9 : 8 ))
        local body="{\"dealer\":\"$dealer\",\"contract\":{\"bidder\":\"$dealer\",\"level\":3,\"mode\":\"uptown\"},\"books\":$books}"
        while :; do
            status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -X POST \
                "$BASE/games/$game/hands" -H "$AUTH" -H "Idempotency-Key: fault-$game-$n" -d "$body" || true)
            echo "$(date +%s.%N) $status" >>"$WORK/table-$game.log"
            [ "${status:0:1}" = 2 ] && break
            sleep 0.2
        done
        n=$((n + 1))
        echo "$n" >"$WORK/acknowledged-$game"
        [ -e "$WORK/stop" ] && return
    done
}
for game in $(seq 1 "$TABLES"); do table "$game" & done

sleep 3
echo "stopping PostgreSQL for ${DOWN}s"
pg_ctlcluster --skip-systemctl-redirect "$CLUSTER" main stop -m fast
sleep "$DOWN"
ready_while_down=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/readyz" || true)
pg_ctlcluster --skip-systemctl-redirect "$CLUSTER" main start
echo "PostgreSQL is back"
sleep 3
touch "$WORK/stop"
wait $(jobs -p | grep -v "^$server$") 2>/dev/null || true

answers=$(cat "$WORK"/table-*.log | awk '{print $2}' | sort | uniq -c | tr '\n' ' ')
server_errors=$(cat "$WORK"/table-*.log | awk '$2 ~ /^5/ && $2 != 503' | wc -l)
unavailable=$(cat "$WORK"/table-*.log | awk '$2 == 503' | wc -l)
acknowledged=$(cat "$WORK"/acknowledged-* | paste -sd+ | bc)
stored=$(psql "$PG/$DB" -Atc "SELECT count(*) FROM hands")
# Each hand has its own key: a hand stored twice would make a game hold more than it got acks.
mismatched=0
for game in $(seq 1 "$TABLES"); do
    held=$(psql "$PG/$DB" -Atc "SELECT count(*) FROM hands WHERE game_id = $game")
    [ "$held" -eq "$(cat "$WORK/acknowledged-$game")" ] || mismatched=$((mismatched + 1))
done
echo "answers (count status): $answers"
echo "readyz while down: $ready_while_down"
echo "hands acknowledged: $acknowledged, stored: $stored, games where they differ: $mismatched"
echo "answers 5xx other than 503: $server_errors; 503 while down: $unavailable"
[ "$server_errors" -eq 0 ] && [ "$unavailable" -gt 0 ] && [ "$ready_while_down" = 503 ] \
    && [ "$acknowledged" -eq "$stored" ] && [ "$mismatched" -eq 0 ] && echo PASS && exit 0
echo FAIL
exit 1
