//! Responses remembered under a client's `Idempotency-Key`, so a retried POST gets the
//! first answer instead of writing twice.

use diesel::prelude::*;

use super::now;
use crate::db::AnyConnection;
use crate::db::schema::idempotency_keys;

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

pub fn remember(connection: &mut AnyConnection, entry: &Remembered) -> QueryResult<()> {
    diesel::insert_into(idempotency_keys::table)
        .values((
            idempotency_keys::scope.eq(&entry.scope),
            idempotency_keys::key.eq(&entry.key),
            idempotency_keys::fingerprint.eq(&entry.fingerprint),
            idempotency_keys::status.eq(entry.status),
            idempotency_keys::body.eq(&entry.body),
            idempotency_keys::etag.eq(&entry.etag),
            idempotency_keys::created_at.eq(now()),
        ))
        .execute(connection)
        .map(drop)
}
