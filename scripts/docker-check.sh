#!/usr/bin/env bash
# Builds the server's image and checks it as README.md runs it: it serves on its own SQLite
# file in its volume, runs as an unprivileged user, turns healthy by its own HEALTHCHECK and
# stops cleanly within the grace period. With UPTOWN_CHECK_DATABASE_URL (a PostgreSQL
# database reachable from the host network, e.g. postgres://postgres@127.0.0.1:5432/check)
# it also runs the image against that database. Needs a Docker engine.
#
# Usage: [UPTOWN_CHECK_DATABASE_URL=...] scripts/docker-check.sh [TAG]
set -euo pipefail
cd "$(dirname "$0")/.."

TAG="${1:-uptown-server:check}"
NAME="uptown-check-$$"

cleanup() {
    docker rm -f "$NAME" "$NAME-pg" >/dev/null 2>&1 || true
    docker volume rm "$NAME-data" >/dev/null 2>&1 || true
}
trap cleanup EXIT
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
# Waits for http://127.0.0.1:$1/readyz to answer ready.
ready() {
    for _ in $(seq 1 100); do
        curl -sf "http://127.0.0.1:$1/readyz" | grep -q ready && return 0
        sleep 0.2
    done
    return 1
}

started=$(date +%s)
docker build -t "$TAG" .
echo "built $TAG in $(($(date +%s) - started)) s: $(docker image inspect --format '{{.Size}}' "$TAG" | numfmt --to=si)B"

docker run -d --name "$NAME" -v "$NAME-data:/var/lib/uptown" -p 127.0.0.1::8080 "$TAG" >/dev/null
port=$(docker port "$NAME" 8080/tcp | head -1 | sed 's/.*://')
ready "$port" || fail "/readyz never answered ready: $(docker logs "$NAME" 2>&1 | tail -5)"
curl -sf -o /dev/null "http://127.0.0.1:$port/" || fail "the home page"
curl -sf "http://127.0.0.1:$port/healthz" | grep -q ok || fail "/healthz"
[ "$(docker exec "$NAME" id -u)" = 10001 ] || fail "the server runs as $(docker exec "$NAME" id)"
docker exec "$NAME" test -s /var/lib/uptown/uptown.sqlite || fail "no SQLite file in the volume"
# The HEALTHCHECK's first run is one interval (30 s) after the start.
status=starting
for _ in $(seq 1 45); do
    status=$(docker inspect --format '{{.State.Health.Status}}' "$NAME")
    [ "$status" = healthy ] && break
    sleep 2
done
[ "$status" = healthy ] || fail "health is $status"
docker stop -t 35 "$NAME" >/dev/null
[ "$(docker inspect --format '{{.State.ExitCode}}' "$NAME")" = 0 ] || fail "exit code on SIGTERM"
echo "ok: SQLite in the volume, uid 10001, healthy, stops on SIGTERM with status 0"

if [ -n "${UPTOWN_CHECK_DATABASE_URL:-}" ]; then
    docker run -d --name "$NAME-pg" --network host -e DATABASE_URL="$UPTOWN_CHECK_DATABASE_URL" \
        -e UPTOWN_BIND=127.0.0.1:18089 -e UPTOWN_LOG_FORMAT=json "$TAG" >/dev/null
    ready 18089 || fail "/readyz on PostgreSQL: $(docker logs "$NAME-pg" 2>&1 | tail -5)"
    docker logs "$NAME-pg" 2>&1 | grep -q '"backend":"postgres"' || fail "not serving from PostgreSQL"
    echo "ok: serves from PostgreSQL"
fi
