//! Where an event stands: registering, running, or finished (by the director, or when every
//! planned round is played: for a knock-out, when its bracket has a champion).

use super::bracket::Progress;
use super::state::EventState;
use crate::db::AnyConnection;
use crate::error::ApiError;

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

/// Whether event `event_id` has ended, by the director or by its last planned round.
pub fn is_finished(connection: &mut AnyConnection, event_id: i64) -> Result<bool, ApiError> {
    Ok(EventState::load(connection, event_id)?.finished())
}
