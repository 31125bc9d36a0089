//! Players waiting at the door of an event, checked in from their phones.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::now;
use crate::db::schema::event_checkins;
use crate::db::{AnyConnection, per_backend};

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Eq)]
#[diesel(table_name = event_checkins)]
pub struct CheckinRow {
    pub id: i64,
    pub event_id: i64,
    pub name: String,
    pub player_id: Option<i64>,
    pub created_at: NaiveDateTime,
}

/// Notes `name` (a player of the club, or a newcomer) as waiting at the event's door; a
/// name already waiting stays as it was.
pub fn add(
    connection: &mut AnyConnection,
    event_id: i64,
    name: &str,
    player_id: Option<i64>,
) -> QueryResult<()> {
    let row = (
        event_checkins::event_id.eq(event_id),
        event_checkins::name.eq(name),
        event_checkins::player_id.eq(player_id),
        event_checkins::created_at.eq(now()),
    );
    per_backend!(connection, |c| diesel::insert_into(event_checkins::table)
        .values(row)
        .on_conflict((event_checkins::event_id, event_checkins::name))
        .do_nothing()
        .execute(c))
    .map(drop)
}

/// Who waits at the event's door, the first to arrive first.
pub fn waiting(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Vec<CheckinRow>> {
    event_checkins::table
        .filter(event_checkins::event_id.eq(event_id))
        .order(event_checkins::id)
        .select(CheckinRow::as_select())
        .load(connection)
}

/// Takes check-in `id` of the event away (let in or turned away); the row, if it was there.
pub fn take(
    connection: &mut AnyConnection,
    event_id: i64,
    id: i64,
) -> QueryResult<Option<CheckinRow>> {
    let row = event_checkins::table
        .filter(event_checkins::event_id.eq(event_id))
        .filter(event_checkins::id.eq(id))
        .select(CheckinRow::as_select())
        .first(connection)
        .optional()?;
    if row.is_some() {
        diesel::delete(event_checkins::table.find(id)).execute(connection)?;
    }
    Ok(row)
}

/// Every arrival at a door under player `player_id`, for the player's export.
pub fn of_player(connection: &mut AnyConnection, player_id: i64) -> QueryResult<Vec<CheckinRow>> {
    event_checkins::table
        .filter(event_checkins::player_id.eq(player_id))
        .order(event_checkins::id)
        .load(connection)
}
