//! The JSON of an event as the API shows it, built from its derived state.

use chrono::NaiveDateTime;
use uptown_rules::standings::TieBreak;

use super::state::{EventState, RoundState, TableState, ThreeHandedTableState};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events::{ClockRow, EntrantRow};
use crate::db::repo::games as game_rows;
use crate::db::repo::schedules;
use crate::error::ApiError;
use crate::services::verdict::Decision;
use uptown_api::events as view;
use uptown_api::three_handed::PlayerSeats;
use uptown_api::{SeatedPlayer, Seats};
use uptown_rules::three_handed::PlayerSeat;

pub(super) fn event_view(
    connection: &mut AnyConnection,
    actor: &Actor,
    state: &EventState,
) -> Result<view::Event, ApiError> {
    let names = Names::load(connection, state)?;
    event_view_named(connection, actor, state, &names)
}

/// The same, with the players' names already looked up.
pub(super) fn event_view_named(
    connection: &mut AnyConnection,
    actor: &Actor,
    state: &EventState,
    names: &Names,
) -> Result<view::Event, ApiError> {
    let show_codes = actor
        .require_director(connection, state.event.club_id)
        .is_ok();
    let event = &state.event;
    Ok(view::Event {
        id: event.id,
        club_id: event.club_id,
        season_id: event.season_id,
        name: event.name.clone(),
        format: event.format.name().to_owned(),
        game: event.kind,
        rules: serde_json::to_value(state.rules)
            .map_err(|error| ApiError::Internal(error.to_string()))?,
        match_format: state.match_format,
        tie_breaks: tie_break_names(&state.tie_breaks),
        rounds_planned: event.rounds_planned,
        seed: event.seed,
        confirm_hands: event.confirm_hands,
        standings_hidden: event.standings_hidden,
        three_handed_rules: state
            .three_handed_rules
            .map(serde_json::to_value)
            .transpose()
            .map_err(|error| ApiError::Internal(error.to_string()))?,
        playoff: state.playoff.map(|playoff| view::Playoff {
            top: u32::try_from(playoff.top).unwrap_or(0),
            format: playoff.format.name().to_owned(),
            seeds: state
                .bracket_rounds()
                .next()
                .and_then(|first| first.seating.seeds.clone())
                .unwrap_or_default(),
        }),
        schedule: schedules::get(connection, event.id)?
            .as_ref()
            .map(super::schedule::view),
        status: state.status().name().to_owned(),
        entrants: state
            .entrants
            .iter()
            .map(|entrant| entrant_view(names, entrant))
            .collect(),
        rounds: state
            .rounds
            .iter()
            .map(|round| round_view(names, round, show_codes))
            .collect(),
        created_at: event.created_at,
    })
}

pub(crate) fn tie_break_names(tie_breaks: &[TieBreak]) -> Vec<String> {
    tie_breaks
        .iter()
        .filter_map(|tie_break| serde_json::to_value(tie_break).ok())
        .filter_map(|value| value.as_str().map(str::to_owned))
        .collect()
}

/// The names of the players an event seats, looked up once.
pub(crate) struct Names(Vec<(i64, String)>);

impl Names {
    pub(crate) fn load(
        connection: &mut AnyConnection,
        state: &EventState,
    ) -> Result<Names, ApiError> {
        let ids: Vec<i64> = state
            .entrants
            .iter()
            .flat_map(|entrant| [Some(entrant.player_id), entrant.partner_id])
            .flatten()
            .collect();
        Ok(Names(game_rows::player_names(connection, &ids)?))
    }

    pub(crate) fn player(&self, id: i64) -> SeatedPlayer {
        let name = self
            .0
            .iter()
            .find(|(known, _)| *known == id)
            .map_or_else(|| format!("player {id}"), |(_, name)| name.clone());
        SeatedPlayer { id, name }
    }

    pub(crate) fn players(&self, entrant: &EntrantRow) -> Vec<SeatedPlayer> {
        [Some(entrant.player_id), entrant.partner_id]
            .into_iter()
            .flatten()
            .map(|id| self.player(id))
            .collect()
    }
}

pub(super) fn entrant_view(names: &Names, entrant: &EntrantRow) -> view::Entrant {
    view::Entrant {
        number: entrant.number,
        name: entrant.name.clone(),
        players: names.players(entrant),
        joined_round: entrant.joined_round,
        withdrawn_round: entrant.withdrawn_round,
        withdraw_reason: entrant.withdraw_reason.clone(),
    }
}

pub(super) fn round_view(names: &Names, round: &RoundState, show_codes: bool) -> view::EventRound {
    view::EventRound {
        number: round.number,
        status: if round.closed() { "closed" } else { "open" }.to_owned(),
        closed_by_director: round.closed_by_director,
        clock: clock_view(round.clock, crate::db::repo::now()),
        tables: round
            .tables
            .iter()
            .map(|table| table_view(names, table, show_codes))
            .collect(),
        // Those left over play at the three-handed table, where the event seats them.
        sitting_out: match round.three_handed {
            Some(_) => Vec::new(),
            None => round.seating.sitting_out.clone(),
        },
        byes: round.seating.byes.clone(),
        walkovers: round
            .seating
            .walkovers
            .iter()
            .map(|walkover| view::WalkoverView {
                winner: walkover.winner,
                withdrawn: walkover.withdrawn,
                bracket_match: walkover.bracket_match,
            })
            .collect(),
        three_handed: round
            .three_handed
            .as_ref()
            .map(|table| three_handed_view(names, table, show_codes)),
    }
}

fn three_handed_view(
    names: &Names,
    table: &ThreeHandedTableState,
    show_codes: bool,
) -> view::ThreeHandedTable {
    let [north, east, west] = table.seat.players;
    let winner = table.places.and_then(|places| {
        [
            (PlayerSeat::North, places.n),
            (PlayerSeat::East, places.e),
            (PlayerSeat::West, places.w),
        ]
        .into_iter()
        .find(|(_, place)| *place == 1)
        .map(|(seat, _)| seat.letter().to_owned())
    });
    view::ThreeHandedTable {
        table: table.seat.table,
        game_id: table.seat.game,
        seats: PlayerSeats {
            north: names.player(north),
            east: names.player(east),
            west: names.player(west),
        },
        status: if table.finished {
            "finished"
        } else {
            "in_progress"
        }
        .to_owned(),
        winner,
        table_code: show_codes.then(|| table.code.clone()),
    }
}

pub(super) fn table_view(names: &Names, table: &TableState, show_codes: bool) -> view::EventTable {
    let [north, east, south, west] = table.seated.players;
    view::EventTable {
        table: table.seated.table,
        ns: table.seated.ns.clone(),
        ew: table.seated.ew.clone(),
        seats: Seats {
            north: names.player(north),
            east: names.player(east),
            south: names.player(south),
            west: names.player(west),
        },
        bracket_match: table.seated.bracket_match,
        games: table
            .games
            .iter()
            .map(|game| view::TableGame {
                id: game.row.id,
                status: game.row.status.name().to_owned(),
                table_code: show_codes.then(|| game.row.table_code.clone()),
                decision: Decision::of(&game.row).map(|decision| decision.reason().to_string()),
                winner: game.winner,
                points: game.score,
            })
            .collect(),
        result: view::TableResult {
            decided: table.result.decided,
            winner: table.result.winner,
            games_won: table.result.games_won,
            points: table.result.points,
        },
    }
}

/// The clock as pages show it at `at`; `None` while there is none.
pub fn clock_view(clock: ClockRow, at: NaiveDateTime) -> Option<view::RoundClock> {
    let (state, seconds_left) = match (clock.ends_at, clock.left_seconds) {
        (Some(ends_at), _) => {
            let left = (ends_at - at).num_seconds().max(0);
            (if left > 0 { "running" } else { "up" }, left)
        }
        (None, Some(left)) => ("paused", left),
        (None, None) => return None,
    };
    Some(view::RoundClock {
        state: state.to_owned(),
        seconds_left,
        closes: clock.closes,
    })
}
