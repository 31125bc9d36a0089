# The Uptown server in a container.
#
#   docker build -t uptown-server .
#   docker run -p 8080:8080 -v uptown-data:/var/lib/uptown uptown-server
#
# With no DATABASE_URL the data is an SQLite file in /var/lib/uptown; docker-compose.yml runs
# it with PostgreSQL. Migrations, pages and their words are built into the binary, and SQLite
# and the PostgreSQL client library (with its OpenSSL) are linked in, so the runtime image
# holds one file.

FROM rust:1-slim-bookworm AS builder
# make and perl build the OpenSSL that libpq is linked with (for sslmode in DATABASE_URL).
RUN apt-get update && apt-get install -y --no-install-recommends make perl \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src

# Dependencies first, in a layer of their own: build them against empty crates made from the
# manifests alone, so that a change to the source does not build every dependency again.
COPY Cargo.toml Cargo.lock ./
COPY rules/Cargo.toml rules/
COPY api/Cargo.toml api/
COPY cli/Cargo.toml cli/
COPY server/Cargo.toml server/askama.toml server/
COPY tests/Cargo.toml tests/
RUN mkdir -p rules/src rules/benches api/src cli/src server/src tests/src \
    && touch rules/src/lib.rs api/src/lib.rs server/src/lib.rs tests/src/lib.rs \
             rules/benches/scoring.rs rules/benches/pairings.rs \
    && echo 'fn main() {}' > cli/src/main.rs \
    && echo 'fn main() {}' > server/src/main.rs \
    && cargo build --release --locked -p uptown-server

# Then the server itself (the cli and tests crates stay empty: the server does not use them).
COPY migrations migrations
COPY templates templates
COPY locales locales
# The rule book, which the server serves at /rules.
COPY docs/RULES.md docs/RULES.md
COPY rules rules
COPY api api
COPY server server
# COPY keeps the files' own times, which can be older than the empty crates built above;
# touching the crate roots makes cargo build the real ones.
RUN touch rules/src/lib.rs api/src/lib.rs server/src/lib.rs server/src/main.rs \
    && cargo build --release --locked -p uptown-server \
    && install -m 0755 target/release/uptown-server /usr/local/bin/uptown-server

FROM debian:bookworm-slim
# curl is only for the health check.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates curl \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 uptown \
    && useradd --system --uid 10001 --gid uptown --home-dir /var/lib/uptown \
               --shell /usr/sbin/nologin uptown \
    && mkdir -p /var/lib/uptown \
    && chown uptown:uptown /var/lib/uptown
COPY --from=builder /usr/local/bin/uptown-server /usr/local/bin/uptown-server

# The SQLite file (when there is no DATABASE_URL) outlives the container even without -v.
VOLUME /var/lib/uptown
USER 10001:10001
WORKDIR /var/lib/uptown
ENV UPTOWN_BIND=0.0.0.0:8080
EXPOSE 8080
# /healthz answers while the process is up; /readyz also checks the database. The port is
# the one UPTOWN_BIND names.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD curl -fsS -o /dev/null --max-time 4 "http://127.0.0.1:${UPTOWN_BIND##*:}/healthz" || exit 1
# SIGTERM stops accepting connections and gives requests in flight up to 30 s to finish:
# stop the container with `docker stop -t 35` (compose: stop_grace_period) to allow for it.
ENTRYPOINT ["uptown-server"]
