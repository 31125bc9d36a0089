//! How a director's change to an event begins: the event claimed, then the games the change
//! decides on locked, then read.

use super::state::{self, EventState};
use super::status::EventStatus;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events;
use crate::db::repo::games as game_rows;
use crate::error::ApiError;
use crate::refusal::Refusal;

/// The games an event change decides on, locked before they are read (see
/// `rounds::lock_games`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Holding {
    /// None: the change does not depend on how the games stand (registering a player).
    NoGames,
    /// The latest round's: whether it is over, and its results, decide the next round.
    LatestRound,
    /// The games of this round.
    Round(i32),
}

/// Loads the event for a change by a director: claims its row, so that changes to the
/// event queue, then locks the games the change decides on, then reads.
pub(super) fn for_change(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    holding: Holding,
) -> Result<EventState, ApiError> {
    let event = events::get(connection, id)?.ok_or_else(|| state::not_found(id))?;
    actor.require_director(connection, event.club_id)?;
    locked_for_change(connection, id, holding)
}

/// Loads the event for a change the server makes by itself (a round's clock running out):
/// claimed and locked as for a director's.
pub(super) fn locked_for_change(
    connection: &mut AnyConnection,
    id: i64,
    holding: Holding,
) -> Result<EventState, ApiError> {
    events::claim(connection, id)?;
    let round = match holding {
        Holding::NoGames => None,
        Holding::LatestRound => events::latest_round(connection, id)?,
        Holding::Round(number) => Some(number),
    };
    if let Some(round) = round {
        lock_games(connection, id, round, None)?;
    }
    EventState::load(connection, id)
}

pub(super) fn refuse_if_finished(state: &EventState) -> Result<(), ApiError> {
    if state.status() == EventStatus::Finished {
        return Err(Refusal::EventFinished {
            event: state.event.id,
        }
        .into());
    }
    Ok(())
}

/// Locks the games of round `round` of an event (of its table `table` only, if given) before
/// anything is read of them, so that what the caller decides on cannot change under it: a
/// phone's hand waits until the decision is made, and is then judged against it. A game
/// created meanwhile (the next game of a match, by a hand that finished the one before) is
/// locked as well, until no new one appears.
pub(super) fn lock_games(
    connection: &mut AnyConnection,
    event_id: i64,
    round: i32,
    table: Option<i32>,
) -> Result<(), ApiError> {
    let mut locked: Vec<i64> = Vec::new();
    loop {
        let ids = events::game_ids(connection, event_id, round, table)?;
        let new: Vec<i64> = ids
            .iter()
            .copied()
            .filter(|id| !locked.contains(id))
            .collect();
        if new.is_empty() {
            return Ok(());
        }
        game_rows::lock(connection, &new)?;
        locked.extend(new);
    }
}
