//! Where an event stands: registering, running, or finished (by the director, or when every
//! planned round is played: for a knock-out, when its bracket has a champion).

use super::bracket::Progress;
use super::state::{EventState, Seating};
use crate::db::AnyConnection;
use crate::db::repo::event_ends;
use crate::db::repo::events as event_rows;
use crate::db::repo::three_handed as three_handed_rows;
use crate::error::ApiError;
use crate::services::webhooks;
use uptown_api::EventLink;

/// `registering`, `running` or `finished`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventStatus {
    Registering,
    Running,
    Finished,
}

impl EventStatus {
    pub fn name(self) -> &'static str {
        match self {
            EventStatus::Registering => "registering",
            EventStatus::Running => "running",
            EventStatus::Finished => "finished",
        }
    }
}

impl EventState {
    /// Whether the event is over: its results, its places and its pot are settled.
    pub fn finished(&self) -> bool {
        self.status() == EventStatus::Finished
    }

    /// Whether every planned round is played: a knock-out, or an event in stages, when its
    /// bracket has a champion; others when their planned rounds are closed.
    fn complete(&self) -> bool {
        let Some(last) = self.rounds.last() else {
            return false;
        };
        if !last.closed() {
            return false;
        }
        if self.format.knockout() || self.playoff.is_some() {
            return self.bracket_started()
                && Progress::of(self).is_ok_and(|progress| progress.over());
        }
        self.event
            .rounds_planned
            .and_then(|planned| usize::try_from(planned).ok())
            .is_some_and(|planned| self.rounds.len() >= planned)
    }

    pub fn status(&self) -> EventStatus {
        if self.event.finished_at.is_some() || self.complete() {
            EventStatus::Finished
        } else if self.rounds.is_empty() {
            EventStatus::Registering
        } else {
            EventStatus::Running
        }
    }
}

/// Tells club `club_id`'s webhooks that event `event_id` ended, if it has and they have not
/// been told; notes that it goes on again if a correction reopened it, so that its next end
/// is told too. Every write that may end or reopen an event calls this as its last step:
/// it waits for the other writes at the same step (`event_ends::lock`), so that of two
/// tables finishing the last round at once, the second to get here reads both games.
pub fn tell_if_ended(
    connection: &mut AnyConnection,
    club_id: i64,
    event_id: i64,
) -> Result<(), ApiError> {
    event_ends::lock(connection, event_id)?;
    let ended = EventState::load(connection, event_id)?.finished();
    if ended == event_ends::told(connection, event_id)? {
        return Ok(());
    }
    event_ends::set_told(connection, event_id, ended)?;
    if ended {
        webhooks::emit::event_finished(connection, club_id, event_id)?;
    }
    Ok(())
}

/// Where a running event of club `club_id` seats three-handed game `game_id`, if one does:
/// for the webhooks a hand at that table sends. Only the rounds' stored seatings are read;
/// whether the event is over is `tell_if_ended`'s to say.
pub fn three_handed_place(
    connection: &mut AnyConnection,
    club_id: i64,
    game_id: i64,
) -> Result<Option<EventLink>, ApiError> {
    for event_id in three_handed_rows::running_events_with_tables(connection, club_id)? {
        for round in event_rows::rounds(connection, event_id)? {
            let seating: Seating = serde_json::from_str(&round.seating).map_err(|error| {
                ApiError::Internal(format!("event {event_id}: stored seating: {error}"))
            })?;
            if let Some(seat) = seating.three_handed.filter(|seat| seat.game == game_id) {
                return Ok(Some(EventLink {
                    event_id,
                    round: round.number,
                    table: i32::try_from(seat.table).unwrap_or(i32::MAX),
                    match_game: 1,
                }));
            }
        }
    }
    Ok(None)
}
