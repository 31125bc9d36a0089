//! A club's webhooks, the deliveries waiting for or done by the deliverer, and each try's
//! answer.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::AnyConnection;
use crate::db::schema::{webhook_attempts, webhook_deliveries, webhooks};

/// A registered webhook; `events` is the names subscribed to, comma-separated.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = webhooks)]
pub struct WebhookRow {
    pub id: i64,
    pub club_id: i64,
    pub url: String,
    pub events: String,
    pub secret: String,
    pub created_at: NaiveDateTime,
    pub created_by: String,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = webhooks)]
pub struct NewWebhookRow<'a> {
    pub club_id: i64,
    pub url: &'a str,
    pub events: &'a str,
    pub secret: &'a str,
    pub created_at: NaiveDateTime,
    pub created_by: &'a str,
}

/// One message to one webhook.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = webhook_deliveries)]
pub struct DeliveryRow {
    pub id: i64,
    pub webhook_id: i64,
    pub event: String,
    pub payload: String,
    pub created_at: NaiveDateTime,
    pub state: String,
    pub attempts: i32,
    pub next_attempt_at: Option<NaiveDateTime>,
    pub gives_up_at: NaiveDateTime,
    pub locked_until: Option<NaiveDateTime>,
}

/// One try of a delivery.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = webhook_attempts)]
pub struct AttemptRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub delivery_id: i64,
    pub at: NaiveDateTime,
    pub status: Option<i32>,
    pub error: Option<String>,
    pub response: Option<String>,
    pub duration_ms: i32,
}

pub const PENDING: &str = "pending";
pub const DELIVERED: &str = "delivered";
pub const FAILED: &str = "failed";

pub fn of_club(connection: &mut AnyConnection, club_id: i64) -> QueryResult<Vec<WebhookRow>> {
    webhooks::table
        .filter(webhooks::club_id.eq(club_id))
        .order(webhooks::id)
        .select(WebhookRow::as_select())
        .load(connection)
}

/// Whether club `club_id` has a webhook.
pub fn any_of_club(connection: &mut AnyConnection, club_id: i64) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        webhooks::table.filter(webhooks::club_id.eq(club_id)),
    ))
    .get_result(connection)
}

pub fn get(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<WebhookRow>> {
    webhooks::table
        .find(id)
        .select(WebhookRow::as_select())
        .first(connection)
        .optional()
}

/// Registers a webhook: its id.
pub fn insert(connection: &mut AnyConnection, row: &NewWebhookRow<'_>) -> QueryResult<i64> {
    diesel::insert_into(webhooks::table)
        .values(row)
        .returning(webhooks::id)
        .get_result(connection)
}

/// Removes a webhook with its deliveries and their tries.
pub fn delete(connection: &mut AnyConnection, id: i64) -> QueryResult<usize> {
    let deliveries = webhook_deliveries::table
        .filter(webhook_deliveries::webhook_id.eq(id))
        .select(webhook_deliveries::id);
    diesel::delete(
        webhook_attempts::table.filter(webhook_attempts::delivery_id.eq_any(deliveries)),
    )
    .execute(connection)?;
    diesel::delete(webhook_deliveries::table.filter(webhook_deliveries::webhook_id.eq(id)))
        .execute(connection)?;
    diesel::delete(webhooks::table.find(id)).execute(connection)
}

/// A new delivery of `payload` to webhook `webhook_id`, due at once.
pub fn insert_delivery(
    connection: &mut AnyConnection,
    webhook_id: i64,
    event: &str,
    payload: &str,
    now: NaiveDateTime,
    gives_up_at: NaiveDateTime,
) -> QueryResult<i64> {
    diesel::insert_into(webhook_deliveries::table)
        .values((
            webhook_deliveries::webhook_id.eq(webhook_id),
            webhook_deliveries::event.eq(event),
            webhook_deliveries::payload.eq(payload),
            webhook_deliveries::created_at.eq(now),
            webhook_deliveries::state.eq(PENDING),
            webhook_deliveries::attempts.eq(0),
            webhook_deliveries::next_attempt_at.eq(Some(now)),
            webhook_deliveries::gives_up_at.eq(gives_up_at),
        ))
        .returning(webhook_deliveries::id)
        .get_result(connection)
}

/// The webhook's latest `most` deliveries, the latest first.
pub fn deliveries_of(
    connection: &mut AnyConnection,
    webhook_id: i64,
    most: i64,
) -> QueryResult<Vec<DeliveryRow>> {
    webhook_deliveries::table
        .filter(webhook_deliveries::webhook_id.eq(webhook_id))
        .order(webhook_deliveries::id.desc())
        .limit(most)
        .select(DeliveryRow::as_select())
        .load(connection)
}

pub fn delivery(
    connection: &mut AnyConnection,
    webhook_id: i64,
    id: i64,
) -> QueryResult<Option<DeliveryRow>> {
    webhook_deliveries::table
        .find(id)
        .filter(webhook_deliveries::webhook_id.eq(webhook_id))
        .select(DeliveryRow::as_select())
        .first(connection)
        .optional()
}

/// The tries of `deliveries`, oldest first.
pub fn attempts_of(
    connection: &mut AnyConnection,
    deliveries: &[i64],
) -> QueryResult<Vec<AttemptRow>> {
    webhook_attempts::table
        .filter(webhook_attempts::delivery_id.eq_any(deliveries))
        .order(webhook_attempts::id)
        .select(AttemptRow::as_select())
        .load(connection)
}

/// Takes up to `most` deliveries due at `now` for a deliverer, each with its webhook, each
/// kept from every other deliverer until `locked_until`. The lock is set by one `UPDATE`
/// that checks again that the delivery is due and free: a deliverer that raced this one to
/// the same rows waits for its lock (PostgreSQL) or its transaction (SQLite), then finds
/// them taken and leaves them.
pub fn claim_due(
    connection: &mut AnyConnection,
    now: NaiveDateTime,
    locked_until: NaiveDateTime,
    most: i64,
) -> QueryResult<Vec<(DeliveryRow, WebhookRow)>> {
    let due = || {
        webhook_deliveries::state
            .eq(PENDING)
            .and(webhook_deliveries::next_attempt_at.le(now))
            .and(
                webhook_deliveries::locked_until
                    .is_null()
                    .or(webhook_deliveries::locked_until.lt(now)),
            )
    };
    let candidates: Vec<i64> = webhook_deliveries::table
        .filter(due())
        .order(webhook_deliveries::id)
        .limit(most)
        .select(webhook_deliveries::id)
        .load(connection)?;
    if candidates.is_empty() {
        return Ok(Vec::new());
    }
    let claimed: Vec<i64> = diesel::update(
        webhook_deliveries::table
            .filter(webhook_deliveries::id.eq_any(&candidates))
            .filter(due()),
    )
    .set(webhook_deliveries::locked_until.eq(Some(locked_until)))
    .returning(webhook_deliveries::id)
    .get_results(connection)?;
    let claimed: Vec<DeliveryRow> = webhook_deliveries::table
        .filter(webhook_deliveries::id.eq_any(claimed))
        .select(DeliveryRow::as_select())
        .load(connection)?;
    let hooks: Vec<i64> = claimed.iter().map(|delivery| delivery.webhook_id).collect();
    let hooks: Vec<WebhookRow> = webhooks::table
        .filter(webhooks::id.eq_any(hooks))
        .select(WebhookRow::as_select())
        .load(connection)?;
    let mut pairs: Vec<(DeliveryRow, WebhookRow)> = claimed
        .into_iter()
        .filter_map(|delivery| {
            let hook = hooks.iter().find(|hook| hook.id == delivery.webhook_id)?;
            Some((delivery, hook.clone()))
        })
        .collect();
    pairs.sort_by_key(|(delivery, _)| delivery.id);
    Ok(pairs)
}

/// What became of a try: the delivery's new state and when it is tried next.
#[derive(Debug, Clone, Copy)]
pub struct Outcome<'a> {
    pub state: &'a str,
    pub next_attempt_at: Option<NaiveDateTime>,
}

/// Writes a try and what became of its delivery, which it frees for the next try.
pub fn record(
    connection: &mut AnyConnection,
    attempt: &AttemptRow,
    outcome: Outcome<'_>,
) -> QueryResult<()> {
    diesel::insert_into(webhook_attempts::table)
        .values(attempt)
        .execute(connection)?;
    diesel::update(webhook_deliveries::table.find(attempt.delivery_id))
        .set((
            webhook_deliveries::state.eq(outcome.state),
            webhook_deliveries::attempts.eq(webhook_deliveries::attempts + 1),
            webhook_deliveries::next_attempt_at.eq(outcome.next_attempt_at),
            webhook_deliveries::locked_until.eq(None::<NaiveDateTime>),
        ))
        .execute(connection)?;
    Ok(())
}

/// Sends a delivery again: due at `now`, given until `gives_up_at`.
pub fn replay(
    connection: &mut AnyConnection,
    id: i64,
    now: NaiveDateTime,
    gives_up_at: NaiveDateTime,
) -> QueryResult<usize> {
    diesel::update(webhook_deliveries::table.find(id))
        .set((
            webhook_deliveries::state.eq(PENDING),
            webhook_deliveries::next_attempt_at.eq(Some(now)),
            webhook_deliveries::gives_up_at.eq(gives_up_at),
            webhook_deliveries::locked_until.eq(None::<NaiveDateTime>),
        ))
        .execute(connection)
}

/// Forgets the deliveries written before `before` that are done with (delivered or failed),
/// with their tries: how many.
pub fn forget_done(connection: &mut AnyConnection, before: NaiveDateTime) -> QueryResult<usize> {
    let done = || {
        webhook_deliveries::table
            .filter(webhook_deliveries::created_at.lt(before))
            .filter(webhook_deliveries::state.ne(PENDING))
    };
    diesel::delete(
        webhook_attempts::table
            .filter(webhook_attempts::delivery_id.eq_any(done().select(webhook_deliveries::id))),
    )
    .execute(connection)?;
    diesel::delete(done()).execute(connection)
}
