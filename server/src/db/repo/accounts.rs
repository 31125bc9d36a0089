//! Accounts and the clubs they direct.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::now;
use crate::db::schema::{accounts, club_directors};
use crate::db::{AnyConnection, per_backend};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = accounts)]
pub struct Account {
    pub id: i64,
    pub username: String,
    pub password_hash: String,
    pub is_admin: bool,
    pub created_at: NaiveDateTime,
    /// When an admin disabled the account; `None` while it may log in.
    pub disabled_at: Option<NaiveDateTime>,
}

pub fn create(
    connection: &mut AnyConnection,
    username: &str,
    password_hash: &str,
    is_admin: bool,
) -> QueryResult<i64> {
    let row = (
        accounts::username.eq(username),
        accounts::password_hash.eq(password_hash),
        accounts::is_admin.eq(is_admin),
        accounts::created_at.eq(now()),
    );
    per_backend!(connection, |c| diesel::insert_into(accounts::table)
        .values(row)
        .returning(accounts::id)
        .get_result(c))
}

pub fn by_username(connection: &mut AnyConnection, username: &str) -> QueryResult<Option<Account>> {
    accounts::table
        .filter(accounts::username.eq(username))
        .select(Account::as_select())
        .first(connection)
        .optional()
}

pub fn by_id(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<Account>> {
    accounts::table
        .find(id)
        .select(Account::as_select())
        .first(connection)
        .optional()
}

/// Sets an account's password hash; whether the account exists.
pub fn set_password(
    connection: &mut AnyConnection,
    id: i64,
    password_hash: &str,
) -> QueryResult<bool> {
    diesel::update(accounts::table.find(id))
        .set(accounts::password_hash.eq(password_hash))
        .execute(connection)
        .map(|updated| updated == 1)
}

/// Disables the account from now (`true`) or enables it again; whether the account exists.
pub fn set_disabled(connection: &mut AnyConnection, id: i64, disabled: bool) -> QueryResult<bool> {
    diesel::update(accounts::table.find(id))
        .set(accounts::disabled_at.eq(disabled.then(now)))
        .execute(connection)
        .map(|updated| updated == 1)
}

pub fn list(connection: &mut AnyConnection) -> QueryResult<Vec<Account>> {
    accounts::table
        .order(accounts::id)
        .select(Account::as_select())
        .load(connection)
}

pub fn directs(connection: &mut AnyConnection, account_id: i64, club_id: i64) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        club_directors::table
            .filter(club_directors::account_id.eq(account_id))
            .filter(club_directors::club_id.eq(club_id)),
    ))
    .get_result(connection)
}

pub fn add_director(
    connection: &mut AnyConnection,
    club_id: i64,
    account_id: i64,
) -> QueryResult<usize> {
    if directs(connection, account_id, club_id)? {
        return Ok(0);
    }
    diesel::insert_into(club_directors::table)
        .values((
            club_directors::club_id.eq(club_id),
            club_directors::account_id.eq(account_id),
        ))
        .execute(connection)
}

pub fn directed_clubs(connection: &mut AnyConnection, account_id: i64) -> QueryResult<Vec<i64>> {
    club_directors::table
        .filter(club_directors::account_id.eq(account_id))
        .select(club_directors::club_id)
        .order(club_directors::club_id)
        .load(connection)
}
