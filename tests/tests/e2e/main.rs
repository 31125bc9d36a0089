//! The end-to-end tests, in one binary: the real `uptown-server` and `uptown` binaries as a
//! club and an operator use them, on SQLite or PostgreSQL (`UPTOWN_TEST_DATABASE_URL`). The
//! ignored ones need what `.ci/run` provides: Chromium for `browser`, PostgreSQL for some of
//! `faults`, PostgreSQL and nginx for `several_servers`, and its server programs for
//! `postgres_tls`.

mod browser;
mod calendars;
mod club_night;
mod events;
mod faults;
mod money;
mod postgres_tls;
mod privacy;
mod schema;
mod server_binary;
mod several_servers;
mod three_handed;
mod tls;
mod transfer;
mod webhooks;
