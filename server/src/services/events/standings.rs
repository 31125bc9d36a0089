//! Event standings under the event's tie-breaks, and season standings of players across a
//! season's events, both counted from the games as their hands now stand.

use std::collections::BTreeMap;

use uptown_rules::Side;
use uptown_rules::standings::{GameResult, Row, TieBreak, Winner, standings};

use super::bracket::Progress;
use super::state::{EventState, PlayedGame};
use super::views::{Names, tie_break_names};
use crate::db::AnyConnection;
use crate::db::repo::clubs::{Named, player_rows, season_rows};
use crate::db::repo::summaries::{self as summary_rows, SummaryRow};
use crate::error::ApiError;
use crate::model::events as view;
use crate::services::read_cache::{Key, ReadCache};
use crate::services::summaries::{self, bring_up_to_date};

/// One finished game as standings count it, between the entrants seated on each side.
fn game_result(game: &PlayedGame, ns: Vec<u32>, ew: Vec<u32>) -> GameResult {
    GameResult {
        first: ns,
        second: ew,
        first_points: game.score.ns,
        second_points: game.score.ew,
        winner: game.winner.map(|side| match side {
            Side::NorthSouth => Winner::First,
            Side::EastWest => Winner::Second,
        }),
        first_bostons: game.tally.ns.bostons,
        second_bostons: game.tally.ew.bostons,
        first_sets: game.tally.ns.sets,
        second_sets: game.tally.ew.sets,
    }
}

/// One finished game as its summary has it, between the players seated on each side.
fn summary_result(summary: &SummaryRow, ns: Vec<u32>, ew: Vec<u32>) -> GameResult {
    GameResult {
        first: ns,
        second: ew,
        first_points: summary.score_ns,
        second_points: summary.score_ew,
        winner: summaries::winner(summary).map(|side| match side {
            Side::NorthSouth => Winner::First,
            Side::EastWest => Winner::Second,
        }),
        first_bostons: u32::try_from(summary.bostons_ns).unwrap_or(0),
        second_bostons: u32::try_from(summary.bostons_ew).unwrap_or(0),
        first_sets: u32::try_from(summary.sets_ns).unwrap_or(0),
        second_sets: u32::try_from(summary.sets_ew).unwrap_or(0),
    }
}

/// Every finished game of the event, by entrant numbers.
fn results(state: &EventState) -> Vec<GameResult> {
    state
        .rounds
        .iter()
        .flat_map(|round| &round.tables)
        .flat_map(|table| {
            table
                .games
                .iter()
                .filter(|game| game.finished)
                .map(|game| game_result(game, table.seated.ns.clone(), table.seated.ew.clone()))
        })
        .collect()
}

fn record(row: &Row) -> view::Record {
    view::Record {
        played: row.played,
        games_won: row.games_won,
        points_for: row.points_for,
        points_against: row.points_against,
        point_difference: row.point_difference,
        bostons: row.bostons,
        sets: row.sets,
    }
}

fn tie_break_name(tie_break: TieBreak) -> Option<String> {
    tie_break_names(&[tie_break]).into_iter().next()
}

/// Standings rows under `tie_breaks`; a knock-out first groups its entrants by how far they
/// got, and the tie-breaks order each group.
fn ranked(
    entrants: &[u32],
    results: &[GameResult],
    tie_breaks: &[TieBreak],
    stage: Option<&dyn Fn(u32) -> i64>,
) -> Vec<(Row, Option<String>)> {
    let Some(stage) = stage else {
        return standings(entrants, results, tie_breaks)
            .into_iter()
            .map(|row| {
                let separated = row.separated_by.and_then(tie_break_name);
                (row, separated)
            })
            .collect();
    };
    let mut groups: BTreeMap<std::cmp::Reverse<i64>, Vec<u32>> = BTreeMap::new();
    for entrant in entrants {
        groups
            .entry(std::cmp::Reverse(stage(*entrant)))
            .or_default()
            .push(*entrant);
    }
    let mut rows: Vec<(Row, Option<String>)> = Vec::with_capacity(entrants.len());
    for group in groups.values() {
        let offset = u32::try_from(rows.len()).unwrap_or(u32::MAX);
        for (position, mut row) in standings(group, results, tie_breaks)
            .into_iter()
            .enumerate()
        {
            row.rank += offset;
            let separated = if position == 0 && offset > 0 {
                Some("stage".to_owned())
            } else {
                row.separated_by.and_then(tie_break_name)
            };
            rows.push((row, separated));
        }
    }
    rows
}

pub fn event_standings(
    connection: &mut AnyConnection,
    id: i64,
) -> Result<view::Standings, ApiError> {
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let entrants: Vec<u32> = state
        .entrants
        .iter()
        .filter_map(|entrant| u32::try_from(entrant.number).ok())
        .collect();
    let progress = if state.format.knockout() && !state.rounds.is_empty() {
        Some(Progress::of(&state)?)
    } else {
        None
    };
    let reached = progress
        .as_ref()
        .map(|progress| move |entrant: u32| progress.stage(entrant));
    let rows = ranked(
        &entrants,
        &results(&state),
        &state.tie_breaks,
        reached
            .as_ref()
            .map(|reached| reached as &dyn Fn(u32) -> i64),
    );
    Ok(view::Standings {
        event_id: id,
        tie_breaks: tie_break_names(&state.tie_breaks),
        rows: rows
            .into_iter()
            .filter_map(|(row, separated_by)| {
                let entrant = state.entrant(row.entrant)?;
                Some(view::StandingRow {
                    rank: row.rank,
                    entrant: row.entrant,
                    name: entrant.name.clone(),
                    players: names.players(entrant),
                    record: record(&row),
                    separated_by,
                    withdrawn: entrant.withdrawn_round.is_some(),
                })
            })
            .collect(),
    })
}

/// The season's tie-breaks: the ones its events use for players.
const SEASON_TIE_BREAKS: [TieBreak; 3] = [
    TieBreak::GamesWon,
    TieBreak::PointDifference,
    TieBreak::PointsFor,
];

/// Players across every event of the season: each player is credited with the results of
/// the sides they sat on, read from the games' summaries. Players with fewer than `min_events` events are listed unranked.
pub fn season_standings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    season_id: i64,
    min_events: u32,
) -> Result<view::SeasonStandings, ApiError> {
    let season = season_rows::get(connection, season_id)?
        .ok_or_else(|| ApiError::NotFound(format!("there is no season {season_id}")))?;
    let key = Key::Season {
        season: season_id,
        min_events,
    };
    let standings = cache.get_or_work(connection, season.club_id, key, |connection| {
        work_out_season(connection, &season, min_events)
    })?;
    Ok(standings.as_ref().clone())
}

fn work_out_season(
    connection: &mut AnyConnection,
    season: &Named,
    min_events: u32,
) -> Result<view::SeasonStandings, ApiError> {
    let season_id = season.id;
    let mut events_played: BTreeMap<i64, u32> = BTreeMap::new();
    for (player, partner) in summary_rows::entrants_in_season(connection, season_id)? {
        for id in std::iter::once(player).chain(partner) {
            *events_played.entry(id).or_default() += 1;
        }
    }
    let names: Vec<crate::model::SeatedPlayer> = player_rows::list(connection, season.club_id)?
        .into_iter()
        .map(|row| crate::model::SeatedPlayer {
            id: row.id,
            name: row.name,
        })
        .collect();
    let mut games = summary_rows::finished_in_season_events(connection, season_id)?;
    bring_up_to_date(connection, &mut games)?;
    let id = |player: i64| {
        u32::try_from(player)
            .map_err(|_| ApiError::Internal(format!("player id {player} out of range")))
    };
    let mut results = Vec::with_capacity(games.len());
    for game in &games {
        let Some(summary) = game.fresh() else {
            continue;
        };
        let (north, east, south, west) = game.seats;
        results.push(summary_result(
            summary,
            vec![id(north)?, id(south)?],
            vec![id(east)?, id(west)?],
        ));
    }
    let players: Vec<u32> = events_played
        .keys()
        .filter_map(|id| u32::try_from(*id).ok())
        .collect();
    let qualified =
        |player: u32| events_played.get(&i64::from(player)).copied().unwrap_or(0) >= min_events;
    // Qualified players rank above the others, who are listed in the same order unranked.
    let stage = |player: u32| i64::from(qualified(player));
    let rows = ranked(&players, &results, &SEASON_TIE_BREAKS, Some(&stage));
    Ok(view::SeasonStandings {
        season_id,
        min_events,
        tie_breaks: tie_break_names(&SEASON_TIE_BREAKS),
        rows: rows
            .into_iter()
            .map(|(row, separated_by)| {
                let id = i64::from(row.entrant);
                let player = names
                    .iter()
                    .find(|player| player.id == id)
                    .cloned()
                    .unwrap_or(crate::model::SeatedPlayer {
                        id,
                        name: format!("player {id}"),
                    });
                let is_qualified = qualified(row.entrant);
                view::SeasonRow {
                    rank: is_qualified.then_some(row.rank),
                    player,
                    events: events_played.get(&id).copied().unwrap_or(0),
                    record: record(&row),
                    qualified: is_qualified,
                    separated_by: if separated_by.as_deref() == Some("stage") {
                        Some("qualification".to_owned())
                    } else {
                        separated_by
                    },
                }
            })
            .collect(),
    })
}
