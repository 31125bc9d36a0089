//! The server's integration tests, in one binary so that the whole stack is linked once: the
//! API, the pages and the console through a real server, each test on a fresh database of
//! its own (SQLite, or PostgreSQL with `UPTOWN_TEST_DATABASE_URL`).

mod support;

mod api;
mod authorization;
mod calendars;
mod console_setup;
mod director;
mod door;
mod embeds;
mod events;
mod house_rules;
mod live;
mod match_terms;
mod money;
mod movements;
mod operations;
mod pages;
mod privacy;
mod races;
mod reviews;
mod three_handed;
mod transfer;
mod trust;
mod webhooks;
