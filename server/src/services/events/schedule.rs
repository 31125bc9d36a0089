//! When and where an event is played: the director sets it, the event's page and the
//! club's calendar feeds show it. A change of time or place counts in the schedule's
//! `sequence`, which is what makes a calendar replace the copy it holds.

use chrono::{DateTime, Duration, FixedOffset, NaiveDateTime, Offset, SecondsFormat, Utc};
use rand::Rng;

use super::state::not_found;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events;
use crate::db::repo::now;
use crate::db::repo::schedules::{self, ScheduleRow};
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::text::checked_name;
use uptown_api::bodies::ScheduleBody;
use uptown_api::events::Schedule;

/// The longest an event may last: a weekend tournament fits; an end a year after the start
/// is a typing slip that would fill a calendar.
pub const MOST_DAYS: i64 = 7;

/// Sets when and where event `id` is played, in place of what it said before.
pub fn set(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    body: &ScheduleBody,
) -> Result<Schedule, ApiError> {
    let starts = parse_time("starts_at", &body.starts_at)?;
    let ends = body
        .ends_at
        .as_deref()
        .map(|text| parse_time("ends_at", text))
        .transpose()?;
    if let Some(ends) = ends {
        if ends <= starts {
            return Err(Refusal::EndsBeforeStart.into());
        }
        if ends - starts > Duration::days(MOST_DAYS) {
            return Err(Refusal::LastsTooLong { days: MOST_DAYS }.into());
        }
    }
    let location = body
        .location
        .as_deref()
        .map(|text| checked_name("location", text))
        .transpose()?;
    let event = events::get(connection, id)?.ok_or_else(|| not_found(id))?;
    actor.require_director(connection, event.club_id)?;
    // Two directors moving the event at once queue here, so neither change is lost and
    // each counts once in the sequence.
    events::claim(connection, id)?;
    let before = schedules::get(connection, id)?;
    let mut row = ScheduleRow {
        event_id: id,
        uid: before.as_ref().map_or_else(new_uid, |row| row.uid.clone()),
        starts_at: starts.naive_utc(),
        ends_at: ends.map(|ends| ends.naive_utc()),
        utc_offset_minutes: starts.offset().local_minus_utc() / 60,
        location,
        sequence: 0,
        updated_at: now(),
    };
    match before {
        Some(before) if same_time_and_place(&before, &row) => return Ok(view(&before)),
        Some(before) => row.sequence = before.sequence + 1,
        None => {}
    }
    schedules::put(connection, &row)?;
    Ok(view(&row))
}

/// Takes the event off the calendar.
pub fn clear(connection: &mut AnyConnection, actor: &Actor, id: i64) -> Result<(), ApiError> {
    let event = events::get(connection, id)?.ok_or_else(|| not_found(id))?;
    actor.require_director(connection, event.club_id)?;
    events::claim(connection, id)?;
    schedules::delete(connection, id)?;
    Ok(())
}

/// A time as RFC 3339 with its offset from UTC; the seconds may be left out, as a
/// browser's date and time field leaves them.
fn parse_time(field: &str, text: &str) -> Result<DateTime<FixedOffset>, ApiError> {
    let text = text.trim();
    DateTime::parse_from_rfc3339(text)
        .or_else(|_| DateTime::parse_from_str(text, "%Y-%m-%dT%H:%M%:z"))
        .map_err(|_| {
            Refusal::NotATime {
                field: field.to_owned(),
            }
            .into()
        })
}

/// Whether a calendar would see any change. The offset is not compared: the same moment
/// on another clock is the same event, and calendars are written in UTC.
fn same_time_and_place(before: &ScheduleRow, after: &ScheduleRow) -> bool {
    before.starts_at == after.starts_at
        && before.ends_at == after.ends_at
        && before.location == after.location
}

/// A name for the event in calendars that no other event anywhere will have.
pub fn new_uid() -> String {
    let bytes: [u8; 16] = rand::rng().random();
    format!("{}@uptown", hex::encode(bytes))
}

/// The offset the schedule's times were given in.
pub fn offset(row: &ScheduleRow) -> FixedOffset {
    FixedOffset::east_opt(row.utc_offset_minutes * 60).unwrap_or_else(|| Utc.fix())
}

/// `at` (UTC) on the schedule's own clock.
pub fn local(row: &ScheduleRow, at: NaiveDateTime) -> DateTime<FixedOffset> {
    at.and_utc().with_timezone(&offset(row))
}

pub fn view(row: &ScheduleRow) -> Schedule {
    let stamp = |at| local(row, at).to_rfc3339_opts(SecondsFormat::Secs, false);
    Schedule {
        starts_at: stamp(row.starts_at),
        ends_at: row.ends_at.map(stamp),
        location: row.location.clone(),
        uid: row.uid.clone(),
        sequence: row.sequence,
        updated_at: row.updated_at,
    }
}
