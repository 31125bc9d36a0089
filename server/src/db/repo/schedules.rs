//! When and where events are played: one row per scheduled event.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use crate::db::AnyConnection;
use crate::db::schema::{event_schedules, events};

/// An event's time and place as stored: times in UTC, with the offset they were given in.
#[derive(
    Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable, Serialize, Deserialize,
)]
#[diesel(table_name = event_schedules)]
pub struct ScheduleRow {
    pub event_id: i64,
    pub uid: String,
    pub starts_at: NaiveDateTime,
    pub ends_at: Option<NaiveDateTime>,
    pub utc_offset_minutes: i32,
    pub location: Option<String>,
    pub sequence: i32,
    pub updated_at: NaiveDateTime,
}

pub fn get(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Option<ScheduleRow>> {
    event_schedules::table
        .find(event_id)
        .select(ScheduleRow::as_select())
        .first(connection)
        .optional()
}

/// Writes `row` in place of the event's schedule, if it had one.
pub fn put(connection: &mut AnyConnection, row: &ScheduleRow) -> QueryResult<()> {
    let updated = diesel::update(event_schedules::table.find(row.event_id))
        .set((
            event_schedules::starts_at.eq(row.starts_at),
            event_schedules::ends_at.eq(row.ends_at),
            event_schedules::utc_offset_minutes.eq(row.utc_offset_minutes),
            event_schedules::location.eq(&row.location),
            event_schedules::sequence.eq(row.sequence),
            event_schedules::updated_at.eq(row.updated_at),
        ))
        .execute(connection)?;
    if updated == 0 {
        diesel::insert_into(event_schedules::table)
            .values(row)
            .execute(connection)?;
    }
    Ok(())
}

pub fn uid_taken(connection: &mut AnyConnection, uid: &str) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        event_schedules::table.filter(event_schedules::uid.eq(uid)),
    ))
    .get_result(connection)
}

pub fn delete(connection: &mut AnyConnection, event_id: i64) -> QueryResult<usize> {
    diesel::delete(event_schedules::table.find(event_id)).execute(connection)
}

/// Which events a calendar holds.
#[derive(Debug, Clone, Copy)]
pub enum Calendar {
    Club(i64),
    Season(i64),
    Event(i64),
}

/// The scheduled events of `calendar` with their names, earliest first.
pub fn scheduled(
    connection: &mut AnyConnection,
    calendar: Calendar,
) -> QueryResult<Vec<(ScheduleRow, String)>> {
    let query = event_schedules::table
        .inner_join(events::table)
        .select((ScheduleRow::as_select(), events::name))
        .order((event_schedules::starts_at, event_schedules::event_id))
        .into_boxed();
    let query = match calendar {
        Calendar::Club(id) => query.filter(events::club_id.eq(id)),
        Calendar::Season(id) => query.filter(events::season_id.eq(id)),
        Calendar::Event(id) => query.filter(events::id.eq(id)),
    };
    query.load(connection)
}

/// The club's unfinished events that start at `from` or later, or a day before at most
/// (an evening under way is still the next one), with their names, earliest first.
pub fn upcoming(
    connection: &mut AnyConnection,
    club_id: i64,
    from: NaiveDateTime,
) -> QueryResult<Vec<(ScheduleRow, String)>> {
    event_schedules::table
        .inner_join(events::table)
        .filter(events::club_id.eq(club_id))
        .filter(events::finished_at.is_null())
        .filter(
            event_schedules::ends_at
                .ge(from)
                .or(event_schedules::starts_at.ge(from - chrono::Duration::days(1))),
        )
        .select((ScheduleRow::as_select(), events::name))
        .order((event_schedules::starts_at, event_schedules::event_id))
        .load(connection)
}

/// The schedules of a club's events, for an export.
pub fn of_club(connection: &mut AnyConnection, club_id: i64) -> QueryResult<Vec<ScheduleRow>> {
    event_schedules::table
        .inner_join(events::table)
        .filter(events::club_id.eq(club_id))
        .order(event_schedules::event_id)
        .select(ScheduleRow::as_select())
        .load(connection)
}
