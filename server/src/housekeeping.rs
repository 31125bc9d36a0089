//! What the server does by itself: the timekeeper closes rounds whose clock has run out
//! (`keep_time`), and once an hour it clears away remembered answers of
//! `Idempotency-Key`s a day old (a phone's resend comes within seconds, a retry after a
//! crash within minutes; a day later the same key is a new request), sessions that have
//! ended, webhook deliveries done with for `DELIVERIES_KEPT`, and, on PostgreSQL, the rate
//! limits' buckets that have refilled. Without it these tables would grow with every write,
//! every login, every event and every client, for good.

use std::time::Duration;

use chrono::TimeDelta;
use diesel::prelude::*;

use crate::db::schema::{api_tokens, idempotency_keys};
use crate::db::{AnyConnection, Pool, repo};
use crate::state::shared_buckets;

/// How long an `Idempotency-Key`'s answer is kept for its retries.
pub const KEY_LIFETIME: TimeDelta = TimeDelta::days(1);

/// How long a webhook delivery that was delivered or given up stays in its log.
pub const DELIVERIES_KEPT: TimeDelta = TimeDelta::days(30);

const EVERY: Duration = Duration::from_secs(3600);

/// What one sweep cleared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Swept {
    pub keys: usize,
    pub sessions: usize,
    pub deliveries: usize,
    /// Rate limits' buckets forgotten (PostgreSQL keeps them; see `state::shared_buckets`).
    pub buckets: usize,
}

/// Deletes the answers of keys older than `KEY_LIFETIME`, the sessions that have ended, idle
/// or at their last moment, webhook deliveries done with for `DELIVERIES_KEPT`, and the
/// full buckets of the shared rate limits.
pub fn sweep(connection: &mut AnyConnection) -> QueryResult<Swept> {
    let now = repo::now();
    let keys = diesel::delete(
        idempotency_keys::table.filter(idempotency_keys::created_at.lt(now - KEY_LIFETIME)),
    )
    .execute(connection)?;
    let ended: Vec<(i64, chrono::NaiveDateTime, i64)> = api_tokens::table
        .select((
            api_tokens::id,
            api_tokens::last_used_at,
            api_tokens::idle_seconds,
        ))
        .load(connection)?;
    let idle: Vec<i64> = ended
        .into_iter()
        .filter(|(_, used, idle)| *used + TimeDelta::seconds(*idle) <= now)
        .map(|(id, _, _)| id)
        .collect();
    let sessions = diesel::delete(
        api_tokens::table.filter(
            api_tokens::expires_at
                .le(now)
                .or(api_tokens::id.eq_any(idle)),
        ),
    )
    .execute(connection)?;
    let deliveries = repo::webhooks::forget_done(connection, now - DELIVERIES_KEPT)?;
    let buckets = match connection {
        AnyConnection::Postgresql(connection) => shared_buckets::forget_full(connection)?,
        AnyConnection::Sqlite(_) => 0,
    };
    Ok(Swept {
        keys,
        sessions,
        deliveries,
        buckets,
    })
}

/// Sweeps every hour for as long as the server runs; a sweep that fails is tried again at
/// the next hour.
pub async fn run(pool: Pool) {
    let mut hourly = actix_web::rt::time::interval(EVERY);
    loop {
        hourly.tick().await;
        let pool = pool.clone();
        let swept = actix_web::web::block(move || {
            let mut connection = pool.get().map_err(|error| error.to_string())?;
            sweep(&mut connection).map_err(|error| error.to_string())
        })
        .await;
        match swept {
            Ok(Ok(swept)) => tracing::debug!(?swept, "swept old keys and ended sessions"),
            Ok(Err(error)) => tracing::warn!(%error, "the hourly sweep failed"),
            Err(error) => tracing::warn!(%error, "the hourly sweep did not run"),
        }
    }
}

/// How often the timekeeper looks for rounds whose clock has run out.
const TIMEKEEPING: Duration = Duration::from_secs(2);

/// Closes, every couple of seconds, the rounds whose clock has run out and that were
/// started to close on time (`services::events::close_rounds_out_of_time`).
pub async fn keep_time(pool: Pool) {
    let mut ticks = actix_web::rt::time::interval(TIMEKEEPING);
    loop {
        ticks.tick().await;
        let pool = pool.clone();
        let closed = actix_web::web::block(move || {
            let mut connection = pool.get().map_err(|error| error.to_string())?;
            crate::services::events::close_rounds_out_of_time(&mut connection)
                .map_err(|error| error.to_string())
        })
        .await;
        match closed {
            Ok(Ok(0)) => {}
            Ok(Ok(closed)) => tracing::info!(closed, "rounds closed on time"),
            Ok(Err(error)) => tracing::warn!(%error, "the timekeeper failed"),
            Err(error) => tracing::warn!(%error, "the timekeeper did not run"),
        }
    }
}
