//! Responses remembered under a client's `Idempotency-Key`, so a retried POST gets the
//! first answer instead of writing twice.

use diesel::prelude::*;

use super::now;
use crate::db::schema::idempotency_keys;
use crate::db::{AnyConnection, per_backend};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = idempotency_keys)]
pub struct Remembered {
    pub scope: String,
    pub key: String,
    pub fingerprint: String,
    pub status: i32,
    pub body: String,
    pub etag: Option<String>,
}

pub fn find(
    connection: &mut AnyConnection,
    scope: &str,
    key: &str,
) -> QueryResult<Option<Remembered>> {
    idempotency_keys::table
        .filter(idempotency_keys::scope.eq(scope))
        .filter(idempotency_keys::key.eq(key))
        .select(Remembered::as_select())
        .first(connection)
        .optional()
}

/// Remembers `answer` under a key, as the last statement of the write it answers: true if
/// it is remembered now, false if the key is taken already. A copy of the request that holds
/// the key in a transaction still open makes this wait (PostgreSQL waits on the other
/// transaction's uncommitted row; SQLite's write transactions run one at a time) and then
/// answer false once that copy committed, or true if it failed and left the key free.
pub fn remember(
    connection: &mut AnyConnection,
    scope: &str,
    key: &str,
    fingerprint: &str,
    answer: &Answer<'_>,
) -> QueryResult<bool> {
    let row = (
        idempotency_keys::scope.eq(scope),
        idempotency_keys::key.eq(key),
        idempotency_keys::fingerprint.eq(fingerprint),
        idempotency_keys::status.eq(answer.status),
        idempotency_keys::body.eq(answer.body),
        idempotency_keys::etag.eq(answer.etag),
        idempotency_keys::created_at.eq(now()),
    );
    let inserted = per_backend!(connection, |c| diesel::insert_into(idempotency_keys::table)
        .values(row)
        .on_conflict_do_nothing()
        .execute(c))?;
    Ok(inserted == 1)
}

/// What a write answered, to replay to its copies.
#[derive(Debug, Clone, Copy)]
pub struct Answer<'a> {
    pub status: i32,
    pub body: &'a str,
    pub etag: Option<&'a str>,
}
