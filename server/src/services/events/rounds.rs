//! Rounds: seating the next one and creating its games, the next game of a match, closing a
//! round early, and the corrections a seated round no longer allows.

use chrono::TimeDelta;

use super::bracket::Progress;
use super::change::{Holding, for_change, lock_games, refuse_if_finished};
use super::event::encode;
use super::format::Format;
use super::seating::{self, PlayedRound};
use super::state::{self, EventState, PlayedGame, ThreeHandedSeat};
use super::views::{Names, round_view};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events::{self, ClockRow, EventGameRow};
use crate::db::repo::games as game_rows;
use crate::db::repo::now;
use crate::db::repo::webhooks as webhook_rows;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::games::{self, GameSetup};
use crate::services::three_handed::{self, ThreeHandedSetup};
use crate::services::verdict::Decision;
use crate::services::webhooks;
use uptown_api::events as view;
use uptown_rules::three_handed::ThreeHandedRules;

/// Seats the next round and creates its games.
pub fn seat_round(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<view::EventRound, ApiError> {
    // Whether the last round is over, and who won it, is decided on its games as locked.
    let mut state = for_change(connection, actor, id, Holding::LatestRound)?;
    refuse_if_finished(&state)?;
    if let Some(open) = state.open_round() {
        return Err(Refusal::RoundUnderWay {
            round: open.number.into(),
        }
        .into());
    }
    let number = state.next_round_number();
    // An event in stages goes on past its planned (qualifying) rounds into its bracket.
    if state.playoff.is_none()
        && state
            .event
            .rounds_planned
            .is_some_and(|planned| number > planned)
    {
        return Err(Refusal::RoundsPlayed {
            event: id,
            rounds: state.rounds.len(),
        }
        .into());
    }
    if number == 1 {
        let field = u32::try_from(state.active(1).len()).unwrap_or(u32::MAX);
        let planned = seating::planned_rounds(&state, field)?;
        events::set_rounds_planned(connection, id, planned)?;
        state.event.rounds_planned = planned;
    }
    let earlier = if state.format == Format::ClubNight {
        club_history(connection, &state)?
    } else {
        Vec::new()
    };
    let mut seating = seating::next(&state, &earlier)?;
    if seating.tables.is_empty() && seating.walkovers.is_empty() {
        return Err(Refusal::NobodyToSeat { event: id }.into());
    }
    if let Some(rules) = state.three_handed_rules
        && seating.sitting_out.len() == 3
    {
        seating.three_handed = Some(seat_three_handed(connection, &state, &seating, rules)?);
    }
    let stored = encode(&seating)?;
    events::add_round(connection, id, number, &stored)?;
    // A match against the clock: the round's clock starts as it is seated, to close it.
    if let Some(minutes) = state.match_format.round_minutes() {
        events::set_clock(
            connection,
            id,
            number,
            ClockRow {
                ends_at: Some(now() + TimeDelta::minutes(minutes.into())),
                left_seconds: None,
                closes: true,
            },
        )?;
    }
    for table in &seating.tables {
        start_game(connection, &state, number, table.table, table.players, 1)?;
    }
    webhooks::emit::round_seated(
        connection,
        state.event.club_id,
        id,
        number,
        seating.tables.len(),
    )?;
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let round = state
        .rounds
        .last()
        .ok_or_else(|| ApiError::Internal("the round just seated vanished".to_owned()))?;
    Ok(round_view(&names, round, true))
}

/// The three players `seating` leaves over, at a three-handed table after the others, in
/// the order of their numbers at North, East and West, with a new game of `rules`.
fn seat_three_handed(
    connection: &mut AnyConnection,
    state: &EventState,
    seating: &state::Seating,
    rules: ThreeHandedRules,
) -> Result<ThreeHandedSeat, ApiError> {
    let player = |number: u32| {
        state
            .entrants
            .iter()
            .find(|entrant| u32::try_from(entrant.number).ok() == Some(number))
            .map(|entrant| entrant.player_id)
            .ok_or_else(|| ApiError::Internal(format!("entrant {number} vanished")))
    };
    let [north, east, west] = [0, 1, 2].map(|at| seating.sitting_out[at]);
    let players = [player(north)?, player(east)?, player(west)?];
    let game = three_handed::insert(
        connection,
        &ThreeHandedSetup {
            club_id: state.event.club_id,
            season_id: state.event.season_id,
            rules,
            seats: players,
        },
    )?;
    Ok(ThreeHandedSeat {
        table: u32::try_from(seating.tables.len() + 1).unwrap_or(u32::MAX),
        players,
        game,
    })
}

/// The club's rounds of individual events before this one (the three most recent events),
/// for the club night's draw.
fn club_history(
    connection: &mut AnyConnection,
    state: &EventState,
) -> Result<Vec<PlayedRound>, ApiError> {
    let earlier: Vec<i64> = events::list(connection, Some(state.event.club_id), None)?
        .into_iter()
        .filter(|row| row.id < state.event.id)
        .filter(|row| !row.format.partnerships())
        .map(|row| row.id)
        .collect();
    let mut history = Vec::new();
    for event_id in earlier.iter().rev().take(3).rev() {
        for round in events::rounds(connection, *event_id)? {
            let seating: state::Seating = serde_json::from_str(&round.seating)
                .map_err(|error| ApiError::Internal(format!("event {event_id}: {error}")))?;
            history.push(
                seating
                    .tables
                    .iter()
                    .map(|table| {
                        let [n, e, s, w] = table.players;
                        [n, s, e, w]
                    })
                    .collect(),
            );
        }
    }
    Ok(history)
}

/// Creates the game of match game `match_game` at a table of round `round`, with its code.
pub(super) fn start_game(
    connection: &mut AnyConnection,
    state: &EventState,
    round: i32,
    table: u32,
    seats: [i64; 4],
    match_game: i32,
) -> Result<i64, ApiError> {
    let game = games::insert(
        connection,
        &GameSetup {
            club_id: state.event.club_id,
            season_id: state.event.season_id,
            rules: state.rules,
            seats,
            hand_limit: state.match_format.hand_limit(),
        },
    )?;
    events::link_game(
        connection,
        &EventGameRow {
            game_id: game,
            event_id: state.event.id,
            round_number: round,
            table_number: i32::try_from(table).unwrap_or(i32::MAX),
            match_game,
        },
    )?;
    Ok(game)
}

/// Keeps a table's match in step with its games after a game changed: a match that is not
/// decided although all its games are over goes on with the next game; a game no longer
/// needed because a correction decided the match is removed if nothing was entered in it.
/// A change that would leave two games of one match under way, or hands in a game that is
/// no longer needed, is refused.
pub fn reconcile_match(connection: &mut AnyConnection, game_id: i64) -> Result<(), ApiError> {
    let Some(link) = events::link_of(connection, game_id)? else {
        return Ok(());
    };
    lock_games(
        connection,
        link.event_id,
        link.round_number,
        Some(link.table_number),
    )?;
    let state = EventState::load_table(connection, &link)?;
    let Some((round, table)) = state.table_of(&link) else {
        return Ok(());
    };
    if round.closed_by_director {
        return Ok(());
    }
    let open: Vec<&PlayedGame> = table.games.iter().filter(|game| !game.finished).collect();
    if open.len() > 1 {
        return Err(Refusal::MatchUnderWay {
            game: game_id,
            other: open.iter().map(|game| game.row.id).max().unwrap_or(game_id),
        }
        .into());
    }
    if table.result.decided {
        for game in open {
            if !game.sheet.hands.is_empty()
                || !game_rows::revisions(connection, game.row.id)?.is_empty()
            {
                return Err(Refusal::DecidedWithHands {
                    table: table.seated.table.into(),
                    round: round.number.into(),
                    game: game.row.id,
                }
                .into());
            }
            events::remove_unplayed_game(connection, game.row.id)?;
        }
        return Ok(());
    }
    let played = u32::try_from(table.games.len()).unwrap_or(u32::MAX);
    if open.is_empty() && played < state.match_format.most_games() {
        start_game(
            connection,
            &state,
            round.number,
            table.seated.table,
            table.seated.players,
            i32::try_from(played + 1).unwrap_or(i32::MAX),
        )?;
    }
    Ok(())
}

/// What a later round of a knock-out or a whist drive was seated from: a table's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatingBasis {
    round: i32,
    table: u32,
    decided: bool,
    /// The entrant that went on: through the knock-out match (a level match sends the
    /// higher seed), or staying at the whist drive's table (a tie keeps North–South).
    went_on: Option<u32>,
}

/// The result a game's table gave the rounds seated after it, for formats whose seating
/// follows results (`None` when nothing was seated from it).
pub fn seating_basis(
    connection: &mut AnyConnection,
    game_id: i64,
) -> Result<Option<SeatingBasis>, ApiError> {
    let Some(link) = events::link_of(connection, game_id)? else {
        return Ok(None);
    };
    let state = EventState::load(connection, link.event_id)?;
    let follows_results = state.in_bracket(link.round_number) || state.format.seats_from_results();
    let seated_later = state
        .rounds
        .iter()
        .any(|round| round.number > link.round_number);
    if !follows_results || !seated_later {
        return Ok(None);
    }
    let Some((_, table)) = state.table_of(&link) else {
        return Ok(None);
    };
    let went_on = match table.seated.bracket_match {
        Some(bracket_match) => Progress::of(&state)?.winner_of(bracket_match),
        None if table.result.went_on() == uptown_rules::Side::NorthSouth => {
            table.seated.ns.first().copied()
        }
        None => table.seated.ew.first().copied(),
    };
    Ok(Some(SeatingBasis {
        round: link.round_number,
        table: table.seated.table,
        decided: table.result.decided,
        went_on,
    }))
}

/// Refuses a correction that would change a result later rounds were seated from: the
/// bracket or the movement would no longer follow from the hands.
pub fn check_seating_basis(
    connection: &mut AnyConnection,
    game_id: i64,
    before: Option<&SeatingBasis>,
) -> Result<(), ApiError> {
    let Some(before) = before else {
        return Ok(());
    };
    let after = seating_basis(connection, game_id)?;
    if after.as_ref() == Some(before) {
        return Ok(());
    }
    Err(Refusal::WinnerFixed {
        game: game_id,
        table: before.table.into(),
        round: before.round.into(),
    }
    .into())
}

/// Closes a round early: every unfinished game is decided by the leading score.
pub fn close_round(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    number: i32,
) -> Result<view::EventRound, ApiError> {
    // The games still going are decided as they stand once locked: a hand entered at the
    // same moment either came first and counts, or comes after and finds its game decided.
    let state = for_change(connection, actor, id, Holding::Round(number))?;
    decide_and_close(connection, &state, number, Closing::ByDirector)
}

/// Why a round closes before its games are over; each game still going is decided by the
/// leading score, and records which.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Closing {
    /// The director closed it (`leading_score`).
    ByDirector,
    /// Its clock ran out (`time`).
    OutOfTime,
}

impl Closing {
    /// What the decided games record.
    fn decision(self) -> Decision {
        match self {
            Closing::ByDirector => Decision::LeadingScore,
            Closing::OutOfTime => Decision::Time,
        }
    }
}

/// Closes round `number` of the event as `state` has it, locked: every unfinished game is
/// decided by the leading score.
pub(super) fn decide_and_close(
    connection: &mut AnyConnection,
    state: &EventState,
    number: i32,
    closing: Closing,
) -> Result<view::EventRound, ApiError> {
    let id = state.event.id;
    let round = state
        .rounds
        .iter()
        .find(|round| round.number == number)
        .ok_or(Refusal::NoSuchRound {
            event: id,
            round: number.into(),
        })?;
    if round.closed() {
        return Err(Refusal::RoundClosed {
            event: id,
            round: number.into(),
        }
        .into());
    }
    let mut decided = Vec::new();
    for game in round.tables.iter().flat_map(|table| &table.games) {
        if !game.finished {
            game_rows::decide(connection, game.row.id, &closing.decision().stored())?;
            decided.push(game.row.id);
        }
    }
    events::close_round(connection, id, number)?;
    let state = EventState::load(connection, id)?;
    tell_closed(connection, &state, &decided)?;
    let names = Names::load(connection, &state)?;
    let round = state
        .rounds
        .iter()
        .find(|round| round.number == number)
        .ok_or_else(|| ApiError::Internal(format!("round {number} vanished")))?;
    Ok(round_view(&names, round, true))
}

/// Tells the club's webhooks of the games a round's close decided, and of the event's end
/// if the close ended it (a round is closed only while its event goes on).
fn tell_closed(
    connection: &mut AnyConnection,
    state: &EventState,
    decided: &[i64],
) -> Result<(), ApiError> {
    let club = state.event.club_id;
    if !webhook_rows::any_of_club(connection, club)? {
        return Ok(());
    }
    for &game in decided {
        let game = games::view(connection, &Actor::Anonymous, game)?;
        webhooks::emit::game_finished(connection, &game)?;
    }
    super::status::tell_if_ended(connection, club, state.event.id)
}
