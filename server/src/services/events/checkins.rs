//! Checking in at the door: a player arriving picks their name (or gives it, if new) on their
//! phone, and waits until the director lets them in, which registers them for the event
//! (a newcomer joins the club's players first), or turns them away. Nothing registers by
//! itself: the check-in page is open to anyone, so a wrong tap or a prank only waits.

use super::entrants::register;
use super::format::Format;
use super::state::{EventState, not_found};
use super::status::EventStatus;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::checkins::{self, CheckinRow};
use crate::db::repo::clubs::player_rows;
use crate::db::repo::events;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::clubs::add_newcomer;
use crate::services::text::checked_player_name;
use uptown_api::bodies::{EntrantBody, PlayerRef};

/// Who checks in: a player of the club, by id, or a newcomer, by name.
#[derive(Debug, Clone)]
pub enum Arrival {
    Player(i64),
    Newcomer(String),
}

/// Whether an event of `format` with `rounds` seated takes players at the door: an
/// individual format and (for one whose field is fixed once it starts) before its first
/// round. Partnerships register as pairs, at the director's laptop.
pub fn takes_arrivals(format: Format, rounds: usize) -> bool {
    let fixed = rounds > 0 && format.field_fixed_once_started();
    !(format.partnerships() || fixed)
}

fn open_door(state: &EventState) -> Result<(), ApiError> {
    if state.status() == EventStatus::Finished {
        return Err(Refusal::EventFinished {
            event: state.event.id,
        }
        .into());
    }
    if !takes_arrivals(state.format, state.rounds.len()) {
        return Err(Refusal::EntrantsClosed {
            format: state.format.name(),
            rounds: state.rounds.len(),
        }
        .into());
    }
    Ok(())
}

/// Notes an arrival at the event's door; the name they are waiting under.
pub fn check_in(
    connection: &mut AnyConnection,
    event_id: i64,
    arrival: &Arrival,
) -> Result<String, ApiError> {
    let state = EventState::load(connection, event_id)?;
    open_door(&state)?;
    let club = state.event.club_id;
    let (name, player) = match arrival {
        Arrival::Player(id) => {
            let row = player_rows::get(connection, *id)?
                .filter(|row| row.club_id == club)
                .ok_or(Refusal::NoSuchPlayer(*id))?;
            (row.name, Some(row.id))
        }
        Arrival::Newcomer(name) => {
            let name = checked_player_name("name", name)?;
            // A name the club knows is that player, however it was typed.
            let known = player_rows::list(connection, club)?
                .into_iter()
                .find(|row| row.name.eq_ignore_ascii_case(&name));
            match known {
                Some(row) => (row.name, Some(row.id)),
                None => (name, None),
            }
        }
    };
    checkins::add(connection, event_id, &name, player)?;
    Ok(name)
}

/// Who waits at the door, for the event's directors.
pub fn waiting(
    connection: &mut AnyConnection,
    actor: &Actor,
    event_id: i64,
) -> Result<Vec<CheckinRow>, ApiError> {
    let event = events::get(connection, event_id)?.ok_or_else(|| not_found(event_id))?;
    actor.require_director(connection, event.club_id)?;
    Ok(checkins::waiting(connection, event_id)?)
}

/// Lets check-in `id` in (`true`: registers the player, a newcomer joining the club's
/// players first) or turns it away. The event is claimed first, so two directors acting on
/// one arrival at once let them in once.
pub fn answer(
    connection: &mut AnyConnection,
    actor: &Actor,
    event_id: i64,
    id: i64,
    admit: bool,
) -> Result<(), ApiError> {
    let event = events::get(connection, event_id)?.ok_or_else(|| not_found(event_id))?;
    actor.require_director(connection, event.club_id)?;
    events::claim(connection, event_id)?;
    let Some(row) = checkins::take(connection, event_id, id)? else {
        return Err(Refusal::NoSuchRecord.into());
    };
    if !admit {
        return Ok(());
    }
    let player = match row.player_id {
        // Registered meanwhile (by the director, or from a second check-in): nothing to do.
        Some(player)
            if events::entrants(connection, event_id)?
                .iter()
                .any(|entrant| {
                    entrant.player_id == player || entrant.partner_id == Some(player)
                }) =>
        {
            return Ok(());
        }
        Some(player) => PlayerRef::Id(player),
        None => {
            add_newcomer(connection, actor, event.club_id, &row.name)?;
            PlayerRef::Name(row.name)
        }
    };
    let body = EntrantBody {
        players: vec![player],
        name: None,
    };
    register(connection, actor, event_id, &body).map(drop)
}
