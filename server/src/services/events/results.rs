//! What a club's own website shows of it: its latest results and its next event, for the
//! embeddable views and the results feeds.

use chrono::{Duration, NaiveDateTime, NaiveTime};

use super::schedule::{self, local};
use super::standings::visible_standings;
use super::state::EventState;
use super::status::EventStatus;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::schedules::{self as schedule_rows, ScheduleRow};
use crate::db::repo::{clubs, events};
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::read_cache::ReadCache;
use uptown_api::events::{Schedule, Standings};

/// A finished event and its standings as the public sees them (no rows while hidden).
#[derive(Debug)]
pub struct Finished {
    pub id: i64,
    pub name: String,
    pub finished_at: NaiveDateTime,
    pub standings: Standings,
}

/// The club's `most` latest finished events, the latest first: those the director
/// finished, when they did, and those that ended with their last round, when its last
/// game was.
pub fn latest(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    club_id: i64,
    most: usize,
) -> Result<Vec<Finished>, ApiError> {
    clubs::get(connection, club_id)?.ok_or(Refusal::NoSuchClub(club_id))?;
    let mut ended = Vec::new();
    for event in events::list(connection, Some(club_id), None)? {
        if EventState::load(connection, event.id)?.status() != EventStatus::Finished {
            continue;
        }
        let at = match event.finished_at {
            Some(at) => at,
            None => events::last_played(connection, event.id)?.unwrap_or(event.created_at),
        };
        ended.push((at, event));
    }
    ended.sort_by(|(one, first), (other, second)| (other, second.id).cmp(&(one, first.id)));
    ended
        .into_iter()
        .take(most)
        .map(|(finished_at, event)| {
            Ok(Finished {
                standings: visible_standings(connection, cache, &Actor::Anonymous, event.id)?,
                id: event.id,
                name: event.name,
                finished_at,
            })
        })
        .collect()
}

/// The club's next event at `now`: the earliest unfinished one that has not ended. One
/// without an end lasts until midnight on the director's clock, so that on the night the
/// evening under way is the one shown.
pub fn next(
    connection: &mut AnyConnection,
    club_id: i64,
    now: NaiveDateTime,
) -> Result<Option<(i64, String, Schedule)>, ApiError> {
    clubs::get(connection, club_id)?.ok_or(Refusal::NoSuchClub(club_id))?;
    Ok(schedule_rows::upcoming(connection, club_id, now)?
        .into_iter()
        .find(|(row, _)| ends(row) > now)
        .map(|(row, name)| (row.event_id, name, schedule::view(&row))))
}

fn ends(row: &ScheduleRow) -> NaiveDateTime {
    row.ends_at.unwrap_or_else(|| {
        let starts = local(row, row.starts_at);
        let midnight = (starts.date_naive() + Duration::days(1)).and_time(NaiveTime::MIN);
        midnight - Duration::seconds(i64::from(starts.offset().local_minus_utc()))
    })
}
