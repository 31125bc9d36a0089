#!/usr/bin/env bash
# Property-based test of the JSON API against its own OpenAPI document with Schemathesis
# (pip install schemathesis; written for 4.x). Starts uptown-server on a fresh database,
# creates an admin, logs in, seeds a club with four players, a season, a game with a hand, a
# three-handed game with a hand and an event (so that small ids in paths hit real records),
# then runs every check Schemathesis has against /api/openapi.json with the admin's bearer
# token, and exits non-zero if any fails.
#
# Usage: scripts/schemathesis.sh [extra schemathesis run options]
#   UPTOWN_SERVER=path    use this server binary instead of building the debug one
#   DATABASE_URL=postgres://user@host:port/db
#                         run on PostgreSQL: a fresh database uptown_schemathesis_PID is made
#                         on that server (through psql, connected to the URL's database) and
#                         dropped at the end; otherwise a temporary SQLite file is used
#   SCHEMATHESIS_MAX_EXAMPLES=N   cases per operation and phase (default 100)
#   SCHEMATHESIS_SEED=N           seed, to repeat a run
#   SCHEMATHESIS_REPORT_DIR=DIR   keep the JUnit and NDJSON reports there
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

max_examples="${SCHEMATHESIS_MAX_EXAMPLES:-100}"

if ! command -v schemathesis >/dev/null; then
    echo "schemathesis is not installed: pip install schemathesis" >&2
    exit 2
fi

if [ -n "${UPTOWN_SERVER:-}" ]; then
    server_bin="$UPTOWN_SERVER"
else
    cargo build -q -p uptown-server --bin uptown-server
    server_bin="$root/target/debug/uptown-server"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/uptown-schemathesis.XXXXXX")
server_pid=
pg_admin_url=
pg_database=
cleanup() {
    local status=$?
    if [ -n "$server_pid" ]; then
        if ! kill -0 "$server_pid" 2>/dev/null; then
            # A server that stopped by itself (a panic, a crash) is a failure whatever else ran.
            echo "--- the server stopped during the run; the last lines of its log:" >&2
            tail -n 30 "$work/server.log" >&2
            [ "$status" -eq 0 ] && status=1
        fi
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    if [ -n "$pg_database" ]; then
        psql "$pg_admin_url" -qc "DROP DATABASE IF EXISTS $pg_database WITH (FORCE)" >/dev/null || true
    fi
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

case "${DATABASE_URL:-}" in
    postgres://* | postgresql://*)
        pg_admin_url="$DATABASE_URL"
        pg_database="uptown_schemathesis_$$"
        psql "$pg_admin_url" -qc "CREATE DATABASE $pg_database" >/dev/null
        # The same server and credentials, the fresh database (any ?query is dropped).
        without_query="${DATABASE_URL%%\?*}"
        database="${without_query%/*}/$pg_database"
        echo "database: PostgreSQL, $pg_database"
        ;;
    *)
        database="$work/uptown.sqlite"
        echo "database: SQLite, $database"
        ;;
esac

password='schemathesis secret'
echo "$password" | "$server_bin" --database-url "$database" admin create admin >/dev/null

"$server_bin" --database-url "$database" --bind 127.0.0.1:0 >"$work/server.log" 2>&1 &
server_pid=$!
base=
for _ in $(seq 1 100); do
    base=$(sed -n 's/.*listening on \(http:[^ ]*\).*/\1/p' "$work/server.log" | head -n 1)
    [ -n "$base" ] && break
    kill -0 "$server_pid" 2>/dev/null || { echo "the server did not start" >&2; exit 1; }
    sleep 0.1
done
[ -n "$base" ] || { echo "the server did not say where it listens" >&2; exit 1; }
echo "server: $base ($server_bin)"
api="$base/api/v1"

# Sends one JSON request and prints the answer; fails on any status but 2xx.
call() {
    local method=$1 path=$2 body=${3:-}
    curl -sS --fail-with-body -X "$method" "$api$path" \
        -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
        ${body:+-d "$body"}
}
# The token of a fresh login as the admin.
login() {
    curl -sS --fail-with-body -X POST "$api/login" -H 'Content-Type: application/json' \
        -d "{\"username\":\"admin\",\"password\":\"$password\"}" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])'
}

token=$(login)
# POST /logout ends the token it is sent with: it gets a token of its own, so that the rest
# of the run keeps a live one (after its first case it answers 401, which it documents).
logout_token=$(login)

{
    call POST /clubs '{"name":"Tuesday Club"}'
    for player in Ann Bob Cal Dee; do
        call POST /clubs/1/players "{\"name\":\"$player\"}"
    done
    call POST /clubs/1/seasons '{"name":"Winter"}'
    call POST /games '{"club_id":1,"season_id":1,"game":"bid_whist","rules":{"target":7},"seats":{"N":"Ann","E":"Bob","S":"Cal","W":"Dee"}}' |
        tee "$work/game.json"
    call POST /games/1/hands '{"dealer":"N","contract":{"bidder":"E","level":4,"mode":"uptown","trump":"hearts"},"books":10}'
    call POST /three-handed-games '{"club_id":1,"season_id":1,"game":"cutthroat","seats":{"N":"Ann","E":"Bob","W":"Cal"}}' |
        tee "$work/three_handed.json"
    call POST /three-handed-games/1/hands '{"dealer":"N","contract":{"bidder":"E","level":10,"mode":"uptown"},"books":12}'
    call POST /events '{"club_id":1,"season_id":1,"name":"Tuesday 1 December","format":"rotating","rounds":3}'
    for player in 1 2 3 4; do
        call POST /events/1/entrants "{\"players\":[$player]}"
    done
    call POST /events/1/rounds '{}'
    # DELETE /sessions/{id} ends a session of the account that sends it, and the ids the
    # run tries first are 1 and 2: the admin's own. It is sent by an account of its own,
    # so that it ends that account's sessions, never the token the run lives on.
    call POST /accounts '{"username":"keeper","password":"keeper-password"}'
} >"$work/seed.log"
keeper_token=$(curl -sS --fail-with-body -X POST "$api/login" -H 'Content-Type: application/json' \
    -d '{"username":"keeper","password":"keeper-password"}' |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])')
table_code=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["table_code"])' "$work/game.json")
three_handed_code=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["table_code"])' "$work/three_handed.json")
echo "seeded: club 1 with players 1-4, season 1, game 1 with a hand, three-handed game 1 with a hand, event 1 with round 1"

cat >"$work/schemathesis.toml" <<EOF
headers = { Authorization = "Bearer $token" }

# Half the time a path's id is one the seed made, so that operations reach real records
# rather than answering 404 throughout; the other half it is generated.
[dictionaries.ids]
values = [1, 2]
[dictionaries.numbers]
values = [1]

[parameters]
"path.id" = { dictionary = "ids", probability = 0.5 }
"path.n" = { dictionary = "numbers", probability = 0.5 }
"path.number" = { dictionary = "numbers", probability = 0.5 }

[[operations]]
include-path = "/api/v1/logout"
headers = { Authorization = "Bearer $logout_token" }

[[operations]]
include-path-regex = "^/api/v1/sessions"
headers = { Authorization = "Bearer $keeper_token" }

# GET /table answers to a table's code only, /three-handed-table to a three-handed one's.
[[operations]]
include-path = "/api/v1/table"
headers = { Authorization = "Table $table_code" }

[[operations]]
include-path = "/api/v1/three-handed-table"
headers = { Authorization = "Table $three_handed_code" }

# positive_data_acceptance (a request its schema allows must not be refused) does not fit
# these: their bodies name other records (a club, a season, players by id or by name, an
# account) or are judged by the rule book against the game or event as it stands (a hand,
# a correction, an undo with no hand left, one player entered in a partnership event), and
# refusing such a body is the documented 422 naming the field. Their other checks run.
[[operations]]
include-name = [
    "POST /api/v1/games",
    "POST /api/v1/games/{id}/hands",
    "PUT /api/v1/games/{id}/hands/{n}",
    "POST /api/v1/games/{id}/undo",
    "POST /api/v1/three-handed-games",
    "POST /api/v1/three-handed-games/{id}/hands",
    "POST /api/v1/three-handed-games/{id}/undo",
    "POST /api/v1/events",
    "POST /api/v1/events/{id}/entrants",
    "POST /api/v1/clubs/{id}/directors",
    # A round seated of the entrants the event has; a clock started or extended with its
    # minutes; an arrival by player_id or by name, not both; a schedule whose end is after
    # its start and within a week; money terms whose payouts add up to 100, a pot box for a
    # player of the event, a payment of a player of the club and not of nothing; sites that
    # are web origins; a webhook's address on the internet.
    "POST /api/v1/events/{id}/rounds",
    "POST /api/v1/events/{id}/rounds/{number}/clock",
    "PUT /api/v1/clubs/{id}/embedding",
    "POST /api/v1/events/{id}/checkins",
    "PUT /api/v1/events/{id}/schedule",
    "PUT /api/v1/events/{id}/money",
    "PUT /api/v1/events/{id}/money/players/{player}",
    "POST /api/v1/events/{id}/payments",
    "POST /api/v1/clubs/{id}/webhooks",
]
checks.positive_data_acceptance.enabled = false

# In the stateful phase, path parameters are filled from earlier responses through links
# Schemathesis infers, a null among them too (an event's season_id), which it sends as
# "None" and then counts as schema-valid data refused. The check runs in the other phases.
[phases.stateful.checks]
positive_data_acceptance.enabled = false
EOF

report_options=(--report junit,ndjson --report-dir "$work/report")
seed_options=()
[ -n "${SCHEMATHESIS_SEED:-}" ] && seed_options=(--seed "$SCHEMATHESIS_SEED")

# Every check runs: with no --checks, Schemathesis 4 runs all it has, and the configuration
# above turns off only what it names, where it names it (`--checks all` would override that).
# One worker: with several, Schemathesis's threads trip a CPython 3.11 bug in ast.parse
# ("AST constructor recursion depth mismatch") and report it as a runtime error.
set +e
(
    cd "$work" &&
        schemathesis --no-color --config-file "$work/schemathesis.toml" run "$base/api/openapi.json" \
            --max-examples "$max_examples" \
            --workers 1 \
            --generation-database none \
            "${seed_options[@]}" "${report_options[@]}" "$@"
) 2>&1 | tee "$work/output.txt"
status=${PIPESTATUS[0]}
set -e

# One line to read at a glance: operations, cases, and each failing operation with its codes.
python3 - "$work" <<'PY'
import glob, re, sys
import xml.etree.ElementTree as ElementTree

work = sys.argv[1]
output = open(f"{work}/output.txt", encoding="utf-8", errors="replace").read()
tested = re.search(r"Tested: (\d+)", output)
cases = re.search(r"(\d+) generated", output)
failing = []
for path in glob.glob(f"{work}/report/junit-*.xml"):
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        codes = sorted({problem.get("message", "") for problem in case if problem.tag in ("failure", "error")})
        if codes:
            failing.append(f"{case.get('name')} ({', '.join(codes)})")
print(
    f"summary: {tested.group(1) if tested else '?'} operations tested, "
    f"{cases.group(1) if cases else '?'} cases run, {len(failing)} failing"
)
for line in failing:
    print(f"  failing: {line}")
PY

if [ -n "${SCHEMATHESIS_REPORT_DIR:-}" ]; then
    mkdir -p "$SCHEMATHESIS_REPORT_DIR"
    cp -r "$work/report/." "$SCHEMATHESIS_REPORT_DIR/"
fi
if [ "$status" -eq 0 ]; then
    echo "schemathesis: all checks passed"
else
    echo "schemathesis: failures (exit status $status)"
fi
exit "$status"
