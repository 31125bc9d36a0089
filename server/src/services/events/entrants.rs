//! Who plays: registration (late arrivals from the next round) and withdrawal.

use super::change::{Holding, for_change, refuse_if_finished};
use super::event::encode;
use super::late::open_seat;
use super::rounds::start_game;
use super::state::EventState;
use super::views::{Names, entrant_view};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events::{self, EntrantRow, NewEntrant};
use crate::db::repo::games as game_rows;
use crate::db::repo::now;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::games::resolve_player;
use crate::services::text::{checked_name, checked_reason};
use uptown_api::bodies::{EntrantBody, WithdrawBody};
use uptown_api::events as view;

/// Registers a player or a partnership. After the first round they join from the next, or
/// at once where they complete a table in the round under way (`late.rs`).
pub fn register(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    body: &EntrantBody,
) -> Result<view::Entrant, ApiError> {
    // Whether the round under way is still open decides where a late arrival sits: its
    // games are locked, so that a hand finishing it waits until that is decided.
    let state = for_change(connection, actor, id, Holding::LatestRound)?;
    refuse_if_finished(&state)?;
    // Nobody qualifies for a play-off without playing the qualifying rounds.
    let fixed = state.format.field_fixed_once_started()
        || state.playoff.is_some() && state.in_bracket(state.next_round_number());
    if !state.rounds.is_empty() && fixed {
        return Err(Refusal::EntrantsClosed {
            format: state.format.name(),
            rounds: state.rounds.len(),
        }
        .into());
    }
    let wanted = if state.format.partnerships() { 2 } else { 1 };
    if body.players.len() != wanted {
        return Err(Refusal::EntrantSize {
            format: state.format.name(),
            players: wanted,
            given: body.players.len(),
        }
        .into());
    }
    let club_id = state.event.club_id;
    let mut ids = Vec::with_capacity(wanted);
    for (index, player) in body.players.iter().enumerate() {
        let id = resolve_player(connection, club_id, &format!("players[{index}]"), player)?;
        ids.push(id);
    }
    if ids.len() == 2 && ids[0] == ids[1] {
        return Err(Refusal::PartnerIsSelf.into());
    }
    for (index, player) in ids.iter().enumerate() {
        if let Some(entrant) = state.entrants.iter().find(|entrant| {
            entrant.withdrawn_round.is_none()
                && (entrant.player_id == *player || entrant.partner_id == Some(*player))
        }) {
            return Err(Refusal::AlreadyEntered {
                index,
                entrant: entrant.number.into(),
                name: entrant.name.clone(),
            }
            .into());
        }
    }
    let names = game_rows::player_names(connection, &ids)?;
    let name_of = |id: i64| {
        names
            .iter()
            .find(|(known, _)| *known == id)
            .map(|(_, name)| name.clone())
            .unwrap_or_default()
    };
    let name = match &body.name {
        Some(name) => checked_name("name", name)?,
        None => ids
            .iter()
            .map(|id| name_of(*id))
            .collect::<Vec<_>>()
            .join(" & "),
    };
    let number = i32::try_from(state.entrants.len() + 1).unwrap_or(i32::MAX);
    let mut entrant = NewEntrant {
        event_id: id,
        number,
        name,
        player_id: ids[0],
        partner_id: ids.get(1).copied(),
        joined_round: state.next_round_number(),
    };
    let seat = open_seat(&state, &entrant, now());
    if let Some(seat) = &seat {
        entrant.joined_round = seat.round;
    }
    events::add_entrant(connection, &entrant)?;
    if let Some(seat) = seat {
        events::set_seating(connection, id, seat.round, &encode(&seat.seating)?)?;
        start_game(
            connection,
            &state,
            seat.round,
            seat.table.table,
            seat.table.players,
            1,
        )?;
    }
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let row = state
        .entrants
        .iter()
        .find(|row| row.number == number)
        .ok_or_else(|| ApiError::Internal(format!("entrant {number} vanished")))?;
    Ok(entrant_view(&names, row))
}

/// Withdraws an entrant from the next round seated on; their games so far still count.
pub fn withdraw(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    number: i32,
    body: &WithdrawBody,
) -> Result<view::Entrant, ApiError> {
    let state = for_change(connection, actor, id, Holding::NoGames)?;
    refuse_if_finished(&state)?;
    let entrant = entrant_of(&state, id, number)?;
    if entrant.withdrawn_round.is_some() {
        return Err(Refusal::AlreadyWithdrawn {
            entrant: number.into(),
            name: entrant.name.clone(),
        }
        .into());
    }
    if state.format.counts_tricks() && !state.rounds.is_empty() {
        return Err(Refusal::DriveWithdrawal.into());
    }
    let reason = body
        .reason
        .as_deref()
        .map(|reason| checked_reason("reason", reason))
        .transpose()?
        .flatten();
    events::withdraw(connection, id, number, state.next_round_number(), reason)?;
    entrant_now(connection, id, number)
}

/// Takes a withdrawal back while no round has been seated since: the entrant is seated again
/// from the next round, as if they had never withdrawn (a mistaken click, a player who came
/// back). Once a round went on without them, the withdrawal stands.
pub fn reinstate(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    number: i32,
) -> Result<view::Entrant, ApiError> {
    let state = for_change(connection, actor, id, Holding::NoGames)?;
    refuse_if_finished(&state)?;
    let entrant = entrant_of(&state, id, number)?;
    let withdrawn = entrant.withdrawn_round;
    let (entrant, name) = (number.into(), entrant.name.clone());
    match withdrawn {
        None => return Err(Refusal::NotWithdrawn { entrant, name }.into()),
        Some(from) if from != state.next_round_number() => {
            return Err(Refusal::WithdrawalPlayedOn { entrant, name }.into());
        }
        Some(_) => {}
    }
    events::reinstate(connection, id, number)?;
    entrant_now(connection, id, number)
}

/// Entrant `number` of the event, or the refusal that names it.
fn entrant_of(state: &EventState, id: i64, number: i32) -> Result<&EntrantRow, ApiError> {
    state
        .entrants
        .iter()
        .find(|entrant| entrant.number == number)
        .ok_or_else(|| {
            Refusal::NoSuchEntrant {
                event: id,
                entrant: number.into(),
            }
            .into()
        })
}

/// Entrant `number` of event `id` as it now stands.
fn entrant_now(
    connection: &mut AnyConnection,
    id: i64,
    number: i32,
) -> Result<view::Entrant, ApiError> {
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let row = state
        .entrants
        .iter()
        .find(|row| row.number == number)
        .ok_or_else(|| ApiError::Internal(format!("entrant {number} vanished")))?;
    Ok(entrant_view(&names, row))
}
