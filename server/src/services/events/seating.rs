//! Seats an event's next round from its format, its field and the rounds before.

use std::collections::HashSet;

use uptown_rules::pairings::brackets::Drops;
use uptown_rules::pairings::club_night::club_night;
use uptown_rules::pairings::drive::{DriveResult, Movement, next_round};
use uptown_rules::pairings::movements::{
    PairResult, ladder_order, mitchell_round, mitchell_rounds, partner_drive_next, seated_in_order,
};
use uptown_rules::pairings::rest_of_evening::rest_of_evening;
use uptown_rules::pairings::teams::{Match, SwissStanding, TeamRound, round_robin, swiss_round};
use uptown_rules::pairings::{PairingsError, Round, TableSeating, rotating_partnerships};

use super::bracket::Progress;
use super::format::Format;
use super::state::{EventState, SeatedTable, Seating, Walkover};
use crate::db::repo::events::EntrantRow;
use crate::error::ApiError;
use crate::refusal::Refusal;

/// A round played before, by player ids: tables as (N, S, E, W), for the history-aware draw.
pub type PlayedRound = Vec<[i64; 4]>;

fn refused(error: &PairingsError) -> ApiError {
    Refusal::CannotSeat(error.clone()).into()
}

fn number(entrant: &EntrantRow) -> u32 {
    u32::try_from(entrant.number).unwrap_or(0)
}

fn small(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

/// How many rounds an event plays, fixed when its first round is seated: what the director
/// asked for, else the complete schedule of its format (`None`: until the director ends it).
pub fn planned_rounds(state: &EventState, field: u32) -> Result<Option<i32>, ApiError> {
    let asked = state.event.rounds_planned;
    let complete = match state.format {
        Format::Rotating => {
            let schedule =
                rotating_partnerships(field, None, seed(state)).map_err(|error| refused(&error))?;
            Some(small(schedule.rounds.len()))
        }
        Format::RoundRobin => Some(if field.is_multiple_of(2) {
            field - 1
        } else {
            field
        }),
        // Swiss: as many rounds as a knock-out of the field would take. A knock-out: a
        // round for each halving of its bracket, byes in the first; the last is the final.
        Format::Swiss | Format::Knockout => Some(field.next_power_of_two().trailing_zeros().max(1)),
        Format::Mitchell => Some(mitchell_rounds(field).map_err(|error| refused(&error))?),
        _ => None,
    };
    let capped = match (asked, complete) {
        (Some(asked), Some(complete))
            if matches!(state.format, Format::RoundRobin | Format::Mitchell) =>
        {
            Some(asked.min(i32::try_from(complete).unwrap_or(i32::MAX)))
        }
        (Some(asked), _) => Some(asked),
        (None, complete) => complete.map(|rounds| i32::try_from(rounds).unwrap_or(i32::MAX)),
    };
    Ok(capped)
}

fn seed(state: &EventState) -> u64 {
    u64::from_ne_bytes(state.event.seed.to_ne_bytes())
}

/// The seating of round `state.next_round_number()`. `earlier` holds the club's rounds
/// before this event, oldest first, for the club night's draw.
pub fn next(state: &EventState, earlier: &[PlayedRound]) -> Result<Seating, ApiError> {
    let round = state.next_round_number();
    let active = state.active(round);
    if state.in_bracket(round) {
        return knockout(state, round);
    }
    match state.format {
        Format::Rotating | Format::ClubNight => individual(state, round, &active, earlier),
        Format::WhistDrive => drive(state, round, &active, Movement::Progressive),
        Format::SemiPartnerDrive => drive(state, round, &active, Movement::SemiPartner),
        Format::Ladder | Format::PartnerDrive => from_results(state, round, &active),
        Format::Mitchell => {
            let field: Vec<u32> = state
                .active(1)
                .iter()
                .map(|entrant| number(entrant))
                .collect();
            let planned = mitchell_round(small(field.len()), u32::try_from(round).unwrap_or(0))
                .map_err(|error| refused(&error))?;
            Ok(teams(state, round, &relabel(&planned, &field)))
        }
        Format::RoundRobin => {
            let field: Vec<u32> = state
                .active(1)
                .iter()
                .map(|entrant| number(entrant))
                .collect();
            let schedule = round_robin(small(field.len())).map_err(|error| refused(&error))?;
            let index = usize::try_from(round - 1).unwrap_or(usize::MAX);
            let planned = schedule.get(index).ok_or(Refusal::RoundRobinOver {
                partnerships: field.len(),
                rounds: schedule.len(),
            })?;
            Ok(teams(state, round, &relabel(planned, &field)))
        }
        Format::Swiss => swiss(state, round, &active),
        Format::Knockout | Format::DoubleKnockout => knockout(state, round),
    }
}

/// Rotating partnerships and club nights: the stored schedule while the field is the one
/// the event started with; after a late arrival or a withdrawal, the rest of the evening
/// planned again from its rounds so far (sit-outs by rounds missed, partners fresh); a club
/// night, whose length is open, a draw that avoids this evening's and the club's recent
/// partners and opponents.
fn individual(
    state: &EventState,
    round: i32,
    active: &[&EntrantRow],
    earlier: &[PlayedRound],
) -> Result<Seating, ApiError> {
    let field = small(active.len());
    let unchanged = active.len() == state.active(1).len()
        && state
            .entrants
            .iter()
            .all(|entrant| entrant.joined_round <= 1)
        && state
            .entrants
            .iter()
            .all(|entrant| entrant.withdrawn_round.is_none());
    let schedule = if state.format == Format::Rotating && unchanged {
        let planned = state
            .event
            .rounds_planned
            .and_then(|planned| u32::try_from(planned).ok());
        let schedule =
            rotating_partnerships(field, planned, seed(state)).map_err(|error| refused(&error))?;
        // A late arrival seated in round 1 while it was under way joined round 1 too, but
        // the round was played from another field's schedule.
        let followed = state
            .rounds
            .iter()
            .zip(&schedule.rounds)
            .all(|(played, planned)| played.seating.tables == seat_players(active, planned).tables);
        Some(schedule).filter(|_| followed)
    } else {
        None
    };
    let drawn = if let Some(schedule) = schedule {
        let index = usize::try_from(round - 1).unwrap_or(usize::MAX);
        schedule
            .rounds
            .get(index)
            .cloned()
            .ok_or_else(|| Refusal::ScheduleOver {
                players: usize::try_from(field).unwrap_or(usize::MAX),
                rounds: schedule.rounds.len(),
            })?
    } else {
        let ids: Vec<i64> = active.iter().map(|entrant| entrant.player_id).collect();
        let tonight: Vec<Round> = state
            .rounds
            .iter()
            .map(|played| {
                played
                    .seating
                    .tables
                    .iter()
                    .map(|table| {
                        let [n, e, s, w] = table.players;
                        [n, s, e, w]
                    })
                    .collect::<PlayedRound>()
            })
            .map(|played| numbered(&played, &ids, Absent::SatOut))
            .collect();
        let draw_seed = seed(state) ^ u64::try_from(round).unwrap_or(0);
        let left = state
            .event
            .rounds_planned
            .and_then(|planned| u32::try_from(planned.saturating_sub(round).saturating_add(1)).ok())
            .filter(|left| *left > 0);
        let drawn = if let (Format::Rotating, Some(left)) = (state.format, left) {
            rest_of_evening(field, left, &tonight, draw_seed)
        } else {
            let mut history: Vec<Round> = earlier
                .iter()
                .map(|played| numbered(played, &ids, Absent::Elsewhere))
                .collect();
            history.extend(tonight);
            club_night(field, 1, &history, draw_seed)
        };
        let drawn = drawn.map_err(|error| refused(&error))?;
        drawn.rounds.into_iter().next().unwrap_or(Round {
            number: 1,
            tables: Vec::new(),
            sitting_out: Vec::new(),
        })
    };
    Ok(seat_players(active, &drawn))
}

/// What a player of this draw who was not at a table of an earlier round did then.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Absent {
    /// A round of another evening: they were not there, which says nothing.
    Elsewhere,
    /// A round of this event: they sat out, or had not arrived yet, which is as good as
    /// sitting out; the draw seats them before anyone who has played every round.
    SatOut,
}

/// A played round in this draw's numbering (1..N by `ids`); players no longer in the draw
/// become 0, which the draw ignores.
fn numbered(played: &PlayedRound, ids: &[i64], absent: Absent) -> Round {
    let position = |id: i64| {
        ids.iter()
            .position(|known| *known == id)
            .map_or(0, |index| small(index + 1))
    };
    let sitting_out = match absent {
        Absent::Elsewhere => Vec::new(),
        Absent::SatOut => ids
            .iter()
            .filter(|id| !played.iter().any(|table| table.contains(id)))
            .map(|id| position(*id))
            .collect(),
    };
    Round {
        number: 0,
        tables: played
            .iter()
            .enumerate()
            .map(|(index, [n, s, e, w])| TableSeating {
                table: small(index + 1),
                north: position(*n),
                south: position(*s),
                east: position(*e),
                west: position(*w),
            })
            .collect(),
        sitting_out,
    }
}

/// Seats a round drawn over players 1..N, where player k is the k-th of `active`.
fn seat_players(active: &[&EntrantRow], drawn: &Round) -> Seating {
    let entrant = |player: u32| active[usize::try_from(player).unwrap_or(1) - 1];
    Seating {
        tables: drawn
            .tables
            .iter()
            .map(|table| SeatedTable {
                table: table.table,
                ns: vec![number(entrant(table.north)), number(entrant(table.south))],
                ew: vec![number(entrant(table.east)), number(entrant(table.west))],
                players: [
                    entrant(table.north).player_id,
                    entrant(table.east).player_id,
                    entrant(table.south).player_id,
                    entrant(table.west).player_id,
                ],
                bracket_match: None,
            })
            .collect(),
        sitting_out: drawn
            .sitting_out
            .iter()
            .map(|player| number(entrant(*player)))
            .collect(),
        ..Seating::default()
    }
}

/// A whist drive of players (RULES.md 2.4): the first round in registration order, then
/// the losers move one table up and one down and the winners sit as `movement` says.
fn drive(
    state: &EventState,
    round: i32,
    active: &[&EntrantRow],
    movement: Movement,
) -> Result<Seating, ApiError> {
    if active.len() < 4 || !active.len().is_multiple_of(4) {
        return Err(Refusal::DriveTables {
            players: active.len(),
        }
        .into());
    }
    let Some(previous) = state.rounds.last() else {
        let tables = (0..active.len() / 4)
            .map(|table| {
                let first = small(table * 4);
                TableSeating {
                    table: small(table + 1),
                    north: first + 1,
                    east: first + 2,
                    south: first + 3,
                    west: first + 4,
                }
            })
            .collect();
        let first = Round {
            number: 1,
            tables,
            sitting_out: Vec::new(),
        };
        return Ok(seat_players(active, &first));
    };
    let position = |entrant: u32| {
        active
            .iter()
            .position(|row| number(row) == entrant)
            .map_or(0, |index| small(index + 1))
    };
    let last = Round {
        number: u32::try_from(round - 1).unwrap_or(0),
        tables: previous
            .seating
            .tables
            .iter()
            .map(|table| TableSeating {
                table: table.table,
                north: position(table.ns[0]),
                south: position(table.ns[1]),
                east: position(table.ew[0]),
                west: position(table.ew[1]),
            })
            .collect(),
        sitting_out: Vec::new(),
    };
    let results: Vec<DriveResult> = previous
        .tables
        .iter()
        .map(|table| DriveResult {
            table: table.seated.table,
            north_south: u32::try_from(table.result.points.ns).unwrap_or(0),
            east_west: u32::try_from(table.result.points.ew).unwrap_or(0),
        })
        .collect();
    let seated = next_round(&last, &results, movement)
        .map_err(|error| ApiError::Internal(format!("whist drive: {error}")))?;
    Ok(seat_players(active, &seated))
}

/// A ladder or a partner drive: the first round in registration order, then each from who
/// won at every table of the round before (a level table goes to North–South). A ladder
/// closes up round a partnership that has withdrawn; a drive's field cannot change.
fn from_results(
    state: &EventState,
    round: i32,
    active: &[&EntrantRow],
) -> Result<Seating, ApiError> {
    let number_of_round = u32::try_from(round).unwrap_or(0);
    let Some(previous) = state.rounds.last() else {
        let order: Vec<u32> = active.iter().map(|entrant| number(entrant)).collect();
        return Ok(teams(state, round, &seated_in_order(1, &order)));
    };
    let before = TeamRound {
        number: number_of_round.saturating_sub(1),
        matches: previous
            .tables
            .iter()
            .map(|table| Match {
                table: table.seated.table,
                north_south: table.seated.ns[0],
                east_west: table.seated.ew[0],
            })
            .collect(),
        bye: previous.seating.byes.first().copied(),
    };
    let results: Vec<PairResult> = previous
        .tables
        .iter()
        .map(|table| {
            let (ns, ew) = (table.seated.ns[0], table.seated.ew[0]);
            let (winner, loser) = if table.result.went_on() == uptown_rules::Side::NorthSouth {
                (ns, ew)
            } else {
                (ew, ns)
            };
            PairResult {
                table: table.seated.table,
                winner,
                loser,
            }
        })
        .collect();
    let unseatable = |error| ApiError::Internal(format!("{}: {error}", state.format.name()));
    let next = if state.format == Format::Ladder {
        let mut order = ladder_order(&before, &results).map_err(unseatable)?;
        order.retain(|entrant| !withdrawn(state, *entrant, round));
        seated_in_order(number_of_round, &order)
    } else {
        partner_drive_next(&before, &results).map_err(unseatable)?
    };
    Ok(teams(state, round, &next))
}

/// A team round over positions 1..K renumbered to the entrants of `field`.
fn relabel(planned: &TeamRound, field: &[u32]) -> TeamRound {
    let entrant = |position: u32| field[usize::try_from(position).unwrap_or(1) - 1];
    let mut relabelled = planned.clone();
    for table in &mut relabelled.matches {
        table.north_south = entrant(table.north_south);
        table.east_west = entrant(table.east_west);
    }
    relabelled.bye = planned.bye.map(entrant);
    relabelled
}

fn withdrawn(state: &EventState, entrant: u32, round: i32) -> bool {
    state
        .entrant(entrant)
        .and_then(|row| row.withdrawn_round)
        .is_some_and(|from| from <= round)
}

/// Seats a round of partnerships: one sits North–South, the other East–West, at the table
/// the round plans (a Mitchell's stationary line keeps its table whatever else is empty). A
/// match against a partnership that has withdrawn becomes a bye.
fn teams(state: &EventState, round: i32, planned: &TeamRound) -> Seating {
    let mut seating = Seating::default();
    seating.byes.extend(planned.bye);
    for planned_match in &planned.matches {
        let (ns, ew) = (planned_match.north_south, planned_match.east_west);
        match (withdrawn(state, ns, round), withdrawn(state, ew, round)) {
            (false, false) => {
                seating
                    .tables
                    .push(partnership_table(state, planned_match.table, ns, ew, None));
            }
            (true, false) => seating.byes.push(ew),
            (false, true) => seating.byes.push(ns),
            (true, true) => {}
        }
    }
    seating
}

fn partnership_table(
    state: &EventState,
    table: u32,
    ns: u32,
    ew: u32,
    bracket_match: Option<u32>,
) -> SeatedTable {
    let pair = |entrant: u32| {
        state
            .entrant(entrant)
            .map_or((0, 0), |row| (row.player_id, row.partner_id.unwrap_or(0)))
    };
    let ((north, south), (east, west)) = (pair(ns), pair(ew));
    SeatedTable {
        table,
        ns: vec![ns],
        ew: vec![ew],
        players: [north, east, south, west],
        bracket_match,
    }
}

/// Swiss: by games won so far (then point difference, then registration), no rematch.
fn swiss(state: &EventState, round: i32, active: &[&EntrantRow]) -> Result<Seating, ApiError> {
    let mut met = Vec::new();
    let mut had_bye = HashSet::new();
    let mut standing: Vec<(u32, i64, i64)> = active
        .iter()
        .map(|entrant| (number(entrant), 0, 0))
        .collect();
    for played in &state.rounds {
        had_bye.extend(played.seating.byes.iter().copied());
        for table in &played.tables {
            let (ns, ew) = (table.seated.ns[0], table.seated.ew[0]);
            met.push((ns, ew));
            for (entrant, side) in [
                (ns, uptown_rules::Side::NorthSouth),
                (ew, uptown_rules::Side::EastWest),
            ] {
                if let Some(row) = standing.iter_mut().find(|row| row.0 == entrant) {
                    row.1 += i64::from(table.result.winner == Some(side));
                    row.2 += table.result.points.get(side) - table.result.points.get(side.other());
                }
            }
        }
    }
    standing.sort_by_key(|(entrant, won, difference)| {
        (
            std::cmp::Reverse(*won),
            std::cmp::Reverse(*difference),
            *entrant,
        )
    });
    let standings: Vec<SwissStanding> = standing
        .iter()
        .map(|(entrant, won, _)| SwissStanding {
            partnership: *entrant,
            score: *won,
            had_bye: had_bye.contains(entrant),
        })
        .collect();
    let planned = swiss_round(u32::try_from(round).unwrap_or(0), &standings, &met)
        .map_err(|error| refused(&error))?;
    Ok(teams(state, round, &planned))
}

/// A knock-out round (or a play-off's): every bracket match whose two partnerships are known. A partnership
/// that has withdrawn loses its match by walkover, which may make later matches ready.
fn knockout(state: &EventState, round: i32) -> Result<Seating, ApiError> {
    let mut seating = Seating::default();
    if !state.bracket_started() {
        seating.byes = Progress::of(state)?.first_round_byes();
        if state.bracket_format() == Format::DoubleKnockout {
            seating.drops = Some(Drops::FewestRematches);
        }
        if state.playoff.is_some() {
            seating.seeds = Some(state.bracket_seeds()?);
        }
    }
    loop {
        let progress = Progress::with(state, &seating.walkovers)?;
        let ready: Vec<(u32, u32, u32)> = progress
            .ready()
            .into_iter()
            .filter(|(id, ..)| {
                !seating
                    .tables
                    .iter()
                    .any(|table| table.bracket_match == Some(*id))
            })
            .collect();
        let mut walked_over = false;
        for (id, top, bottom) in ready {
            match (
                withdrawn(state, top, round),
                withdrawn(state, bottom, round),
            ) {
                (false, false) => {
                    let table = small(seating.tables.len() + 1);
                    seating
                        .tables
                        .push(partnership_table(state, table, top, bottom, Some(id)));
                }
                (top_out, _) => {
                    let (winner, withdrawn) = if top_out {
                        (bottom, top)
                    } else {
                        (top, bottom)
                    };
                    seating.walkovers.push(Walkover {
                        winner,
                        withdrawn,
                        bracket_match: Some(id),
                    });
                    walked_over = true;
                }
            }
        }
        if !walked_over {
            return Ok(seating);
        }
    }
}
