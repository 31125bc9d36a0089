//! A round's clock: the director starts it, pauses, resumes, extends and stops it; the server
//! counts it, so that every page shows one clock; and a round that was started to close on
//! time closes by itself when the time is up (the timekeeper), its games still going decided
//! by the leading score, as the director's own closing of a round decides them.

use chrono::TimeDelta;

use super::change::{Holding, for_change, locked_for_change};
use super::rounds::{Closing, decide_and_close};
use super::state::{EventState, RoundState};
use super::views::{Names, round_view};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events::{self, ClockRow};
use crate::db::repo::now;
use crate::error::ApiError;
use crate::refusal::Refusal;
use uptown_api::bodies::{ClockAction, ClockBody};
use uptown_api::events as view;

/// The longest a round's clock may be set or extended by at once.
const MOST_MINUTES: i64 = 600;

fn round_of(state: &EventState, number: i32) -> Result<&RoundState, ApiError> {
    state
        .rounds
        .iter()
        .find(|round| round.number == number)
        .ok_or_else(|| {
            Refusal::NoSuchRound {
                event: state.event.id,
                round: number.into(),
            }
            .into()
        })
}

/// Does what the director asked to round `number`'s clock.
pub fn run_clock(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    number: i32,
    body: &ClockBody,
) -> Result<view::EventRound, ApiError> {
    let state = for_change(connection, actor, id, Holding::NoGames)?;
    let round = round_of(&state, number)?;
    if round.closed() {
        return Err(Refusal::RoundClosed {
            event: id,
            round: number.into(),
        }
        .into());
    }
    let at = now();
    let minutes = || match body.minutes {
        Some(minutes) if (1..=MOST_MINUTES).contains(&minutes) => Ok(TimeDelta::minutes(minutes)),
        given => Err(Refusal::ClockMinutes {
            given,
            most: MOST_MINUTES,
        }),
    };
    let clock = round.clock;
    let next = match body.action {
        ClockAction::Start => ClockRow {
            ends_at: Some(at + minutes()?),
            left_seconds: None,
            closes: body.closes,
        },
        ClockAction::Pause => match clock.ends_at {
            Some(ends_at) => ClockRow {
                ends_at: None,
                left_seconds: Some((ends_at - at).num_seconds().max(0)),
                ..clock
            },
            None => clock,
        },
        ClockAction::Resume => match clock.left_seconds {
            Some(left) => ClockRow {
                ends_at: Some(at + TimeDelta::seconds(left)),
                left_seconds: None,
                ..clock
            },
            None => clock,
        },
        ClockAction::Extend => match (clock.ends_at, clock.left_seconds) {
            // A clock that ran out starts again from now.
            (Some(ends_at), _) => ClockRow {
                ends_at: Some(ends_at.max(at) + minutes()?),
                ..clock
            },
            (None, Some(left)) => ClockRow {
                left_seconds: Some(left + minutes()?.num_seconds()),
                ..clock
            },
            (None, None) => ClockRow {
                ends_at: Some(at + minutes()?),
                left_seconds: None,
                closes: body.closes,
            },
        },
        ClockAction::Stop => ClockRow {
            ends_at: None,
            left_seconds: None,
            closes: false,
        },
    };
    events::set_clock(connection, id, number, next)?;
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    Ok(round_view(&names, round_of(&state, number)?, true))
}

/// Closes every round whose clock has run out and that was started to close on time; how
/// many it closed. Each is checked again once its event is locked: a director who paused
/// or extended the clock at that moment wins.
pub fn close_rounds_out_of_time(connection: &mut AnyConnection) -> Result<usize, ApiError> {
    let mut closed = 0;
    for (id, number) in events::rounds_out_of_time(connection, now())? {
        let done =
            crate::db::write_transaction(connection, |connection| -> Result<bool, ApiError> {
                let state = locked_for_change(connection, id, Holding::Round(number))?;
                let round = round_of(&state, number)?;
                let out = round.clock.closes
                    && round.clock.ends_at.is_some_and(|ends_at| ends_at <= now());
                if !out {
                    return Ok(false);
                }
                if !round.closed() {
                    decide_and_close(connection, &state, number, Closing::OutOfTime)?;
                }
                Ok(true)
            });
        match done {
            Ok(true) => closed += 1,
            Ok(false) => {}
            Err(error) => {
                tracing::warn!(%error, event = id, round = number, "a round out of time was not closed");
            }
        }
    }
    Ok(closed)
}
