//! Sessions: the API tokens and console sessions of accounts, by the hash of their secret.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::accounts::Account;
use crate::db::AnyConnection;
use crate::db::schema::{accounts, api_tokens};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = api_tokens)]
pub struct SessionRow {
    pub id: i64,
    pub account_id: i64,
    pub kind: String,
    pub created_at: NaiveDateTime,
    pub last_used_at: NaiveDateTime,
    pub idle_seconds: i64,
    pub expires_at: NaiveDateTime,
    pub label: Option<String>,
}

/// A session about to be stored.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = api_tokens)]
pub struct NewSession<'a> {
    pub account_id: i64,
    pub token_hash: &'a str,
    pub kind: &'a str,
    pub created_at: NaiveDateTime,
    pub last_used_at: NaiveDateTime,
    pub idle_seconds: i64,
    pub expires_at: NaiveDateTime,
    pub label: Option<&'a str>,
}

pub fn insert(connection: &mut AnyConnection, session: &NewSession<'_>) -> QueryResult<()> {
    diesel::insert_into(api_tokens::table)
        .values(session)
        .execute(connection)
        .map(drop)
}

/// The session of this kind whose secret hashes to `token_hash`, with its account.
pub fn by_token_hash(
    connection: &mut AnyConnection,
    token_hash: &str,
    kind: &str,
) -> QueryResult<Option<(SessionRow, Account)>> {
    api_tokens::table
        .inner_join(accounts::table)
        .filter(api_tokens::token_hash.eq(token_hash))
        .filter(api_tokens::kind.eq(kind))
        .select((SessionRow::as_select(), Account::as_select()))
        .first(connection)
        .optional()
}

/// Notes that a session was used at `at`.
pub fn touch(connection: &mut AnyConnection, id: i64, at: NaiveDateTime) -> QueryResult<()> {
    diesel::update(api_tokens::table.find(id))
        .set(api_tokens::last_used_at.eq(at))
        .execute(connection)
        .map(drop)
}

/// An account's sessions, the newest first.
pub fn of_account(connection: &mut AnyConnection, account_id: i64) -> QueryResult<Vec<SessionRow>> {
    api_tokens::table
        .filter(api_tokens::account_id.eq(account_id))
        .order(api_tokens::id.desc())
        .select(SessionRow::as_select())
        .load(connection)
}

/// Ends every session of the account but `keep` (the one a request came with, if any).
pub fn delete_others(
    connection: &mut AnyConnection,
    account_id: i64,
    keep: Option<i64>,
) -> QueryResult<usize> {
    diesel::delete(
        api_tokens::table
            .filter(api_tokens::account_id.eq(account_id))
            .filter(api_tokens::id.ne(keep.unwrap_or(0))),
    )
    .execute(connection)
}

/// Ends session `id` if it is the account's; whether it was.
pub fn delete(connection: &mut AnyConnection, id: i64, account_id: i64) -> QueryResult<bool> {
    diesel::delete(
        api_tokens::table
            .filter(api_tokens::id.eq(id))
            .filter(api_tokens::account_id.eq(account_id)),
    )
    .execute(connection)
    .map(|deleted| deleted == 1)
}
