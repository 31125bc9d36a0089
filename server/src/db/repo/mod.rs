//! Queries, one module per aggregate. Functions take a connection and return rows; what the
//! rows mean (who may write, what the rules allow) is for `services`.

pub mod accounts;
pub mod checkins;
pub mod claims;
pub mod clubs;
pub mod embed_origins;
pub mod entries;
pub mod event_ends;
pub mod events;
pub mod games;
pub mod idempotency;
pub mod money;
pub mod privacy;
pub mod result_changes;
pub mod schedules;
pub mod sessions;
pub mod summaries;
pub mod three_handed;
pub mod transfer;
pub mod webhooks;

use chrono::{NaiveDateTime, Timelike, Utc};

/// The current UTC time at the microsecond precision both backends store.
pub fn now() -> NaiveDateTime {
    let now = Utc::now().naive_utc();
    now.with_nanosecond(now.nanosecond() / 1_000 * 1_000)
        .unwrap_or(now)
}
