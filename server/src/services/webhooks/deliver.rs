//! The deliverer: sends the deliveries that are due, signed, and writes down what each
//! address answered. A delivery answered 2xx is delivered; any other answer, or none, is
//! tried again later, less often each time, until a day has passed (`failed`). Each server
//! runs it; a delivery is taken by one deliverer at a time (`repo::webhooks::claim_due`), so
//! several servers send it once. A server stopped between sending and writing the answer
//! down sends it again once the lock runs out: deliveries are at least once, and receivers
//! drop repeats by `webhook-id`.

use std::io::Read;
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::{NaiveDateTime, TimeDelta};

use super::address::{Reach, ReachResolver};
use super::sign;
use crate::db::repo::webhooks::{self as rows, AttemptRow, DeliveryRow, Outcome, WebhookRow};
use crate::db::{AnyConnection, Pool, write_transaction};
use crate::error::ApiError;

/// How long an address has to answer.
const TIMEOUT: Duration = Duration::from_secs(10);
/// Deliveries one deliverer takes at a time.
const BATCH: i64 = 5;
/// How long a taken delivery is kept from other deliverers: longer than a batch can take.
const LOCK: TimeDelta = TimeDelta::seconds(120);
/// The most of an answer's body kept, in bytes.
const RESPONSE_KEPT: u64 = 1000;

/// The wait before try `number` + 1, after `number` tries have failed: 10 s, 30 s, 2 min,
/// 10 min, 30 min, then every hour.
pub fn backoff(number: i32) -> TimeDelta {
    match number {
        ..=1 => TimeDelta::seconds(10),
        2 => TimeDelta::seconds(30),
        3 => TimeDelta::minutes(2),
        4 => TimeDelta::minutes(10),
        5 => TimeDelta::minutes(30),
        _ => TimeDelta::hours(1),
    }
}

/// An HTTP client that goes only where `reach` allows, follows no redirect (which could
/// lead anywhere) and uses no proxy.
pub fn agent(reach: Reach) -> ureq::Agent {
    let config = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .proxy(None)
        .timeout_global(Some(TIMEOUT))
        .user_agent("Uptown-Webhooks/1")
        .build();
    ureq::Agent::with_parts(
        config,
        ureq::unversioned::transport::DefaultConnector::default(),
        ReachResolver { reach },
    )
}

/// What an address answered, or why it did not.
struct Answer {
    status: Option<u16>,
    error: Option<String>,
    response: Option<String>,
}

/// Sends `delivery` to `hook` as at `now`.
fn send(
    agent: &ureq::Agent,
    hook: &WebhookRow,
    delivery: &DeliveryRow,
    now: NaiveDateTime,
) -> Answer {
    let id = delivery.id.to_string();
    let timestamp = now.and_utc().timestamp();
    let signature = sign::signature(&hook.secret, &id, timestamp, &delivery.payload);
    let sent = agent
        .post(&hook.url)
        .header("content-type", "application/json")
        .header("webhook-id", &id)
        .header("webhook-timestamp", &timestamp.to_string())
        .header("webhook-signature", &signature)
        .send(delivery.payload.as_bytes());
    match sent {
        Ok(mut answer) => {
            let mut kept = Vec::new();
            // What could not be read is simply not kept: the status is the answer.
            let _ = answer
                .body_mut()
                .as_reader()
                .take(RESPONSE_KEPT)
                .read_to_end(&mut kept);
            Answer {
                status: Some(answer.status().as_u16()),
                error: None,
                response: Some(String::from_utf8_lossy(&kept).into_owned()),
            }
        }
        Err(error) => Answer {
            status: None,
            error: Some(error.to_string()),
            response: None,
        },
    }
}

/// What becomes of `delivery` after a try at `now` answered `status`.
fn outcome(delivery: &DeliveryRow, status: Option<u16>, now: NaiveDateTime) -> Outcome<'static> {
    if status.is_some_and(|status| (200..300).contains(&status)) {
        return Outcome {
            state: rows::DELIVERED,
            next_attempt_at: None,
        };
    }
    let next = now + backoff(delivery.attempts + 1);
    if next > delivery.gives_up_at {
        Outcome {
            state: rows::FAILED,
            next_attempt_at: None,
        }
    } else {
        Outcome {
            state: rows::PENDING,
            next_attempt_at: Some(next),
        }
    }
}

/// Sends every delivery due at `now`, a batch at a time, and writes down each answer: how
/// many were tried.
pub fn deliver_due(
    pool: &Pool,
    agent: &ureq::Agent,
    now: NaiveDateTime,
) -> Result<usize, ApiError> {
    let mut tried = 0;
    loop {
        let mut connection = pool.get()?;
        let due = write_transaction(&mut connection, |connection: &mut AnyConnection| {
            rows::claim_due(connection, now, now + LOCK, BATCH)
        })?;
        drop(connection);
        if due.is_empty() {
            return Ok(tried);
        }
        for (delivery, hook) in &due {
            let started = Instant::now();
            let answer = send(agent, hook, delivery, now);
            let attempt = AttemptRow {
                id: 0,
                delivery_id: delivery.id,
                at: now,
                status: answer.status.map(i32::from),
                error: answer.error,
                response: answer.response,
                duration_ms: i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX),
            };
            let outcome = outcome(delivery, answer.status, now);
            let mut connection = pool.get()?;
            write_transaction(&mut connection, |connection: &mut AnyConnection| {
                rows::record(connection, &attempt, outcome)
            })?;
            tried += 1;
        }
    }
}

/// The deliverer of a running server: every second, what is due.
pub async fn keep_delivering(pool: Pool, reach: Reach) {
    let agent = Arc::new(agent(reach));
    let mut ticks = actix_web::rt::time::interval(Duration::from_secs(1));
    loop {
        ticks.tick().await;
        let (pool, agent) = (pool.clone(), Arc::clone(&agent));
        let delivered =
            actix_web::web::block(move || deliver_due(&pool, &agent, crate::db::repo::now())).await;
        match delivered {
            Ok(Ok(_)) => {}
            Ok(Err(error)) => tracing::warn!(%error, "webhook deliveries failed"),
            Err(error) => tracing::warn!(%error, "webhook deliveries did not run"),
        }
    }
}
