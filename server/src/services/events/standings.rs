//! Event standings under the event's tie-breaks, and season standings of players across a
//! season's events, both counted from the games as their hands now stand.

use std::collections::{BTreeMap, HashMap, HashSet};

use uptown_rules::standings::{Counting, GameResult, Row, TieBreak, Winner, rank_counting, totals};
use uptown_rules::{ByeScore, Side};

use super::bracket::Progress;
use super::state::{EventState, PlayedGame, RoundState, not_found};
use super::views::{Names, event_view_named, tie_break_names};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::clubs::{Named, player_rows, season_rows};
use crate::db::repo::events as event_rows;
use crate::db::repo::summaries::{self as summary_rows, SeatedGame, SummaryRow};
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::privacy::{Privacy, shown};
use crate::services::read_cache::{Changes, Kept, Key, ReadCache};
use crate::services::summaries::{self, bring_up_to_date};
use uptown_api::events as view;

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

/// Every finished game of `rounds`, by entrant numbers.
fn results<'a>(rounds: impl IntoIterator<Item = &'a RoundState>) -> Vec<GameResult> {
    rounds
        .into_iter()
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

/// What the finished three-handed games of an evening of individuals count (RULES.md 3.3,
/// decided): its winner a game won, the player who finished behind both others a game
/// lost, and the player between them nothing, as if they had sat out. A game of three is won
/// one time in three, so counting all three would cost the players seated there; this way a
/// seat at the three-handed table is worth what a seat at a partnership table is. Its points
/// are of another game and scale, and count for nobody.
fn three_handed_results(state: &EventState) -> Vec<GameResult> {
    let entrant = |player: i64| {
        state
            .entrants
            .iter()
            .find(|entrant| entrant.player_id == player)
            .and_then(|entrant| u32::try_from(entrant.number).ok())
    };
    state
        .rounds
        .iter()
        .filter_map(|round| round.three_handed.as_ref())
        .filter_map(|table| Some((table.seat, table.places?)))
        .flat_map(|(seat, places)| {
            seat.players
                .into_iter()
                .zip([places.n, places.e, places.w])
                .filter_map(|(player, place)| {
                    let winner = match place {
                        1 => Winner::First,
                        3 => Winner::Second,
                        _ => return None,
                    };
                    Some(GameResult {
                        first: vec![entrant(player)?],
                        second: Vec::new(),
                        first_points: 0,
                        second_points: 0,
                        winner: Some(winner),
                        first_bostons: 0,
                        second_bostons: 0,
                        first_sets: 0,
                        second_sets: 0,
                    })
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// What the partnerships with a bye score (RULES.md 1.9), once their round is over: under
/// `bye_score: win` a game won with no points, under `average` a game won with the average
/// score of that round's winners (rounded to the nearest point). Rounds played in a bracket
/// have walkovers, not byes.
fn byes(state: &EventState) -> Vec<GameResult> {
    let bye_score = state.match_format.bye_score;
    if bye_score == ByeScore::Nothing || !state.format.partnerships() {
        return Vec::new();
    }
    state
        .rounds
        .iter()
        .filter(|round| !state.in_bracket(round.number) && round.closed())
        .flat_map(|round| {
            let seated: HashSet<u32> = round
                .tables
                .iter()
                .flat_map(|table| table.seated.ns.iter().chain(&table.seated.ew))
                .copied()
                .collect();
            let points = match bye_score {
                ByeScore::Average => winners_average(round),
                ByeScore::Win | ByeScore::Nothing => 0,
            };
            state
                .active(round.number)
                .into_iter()
                .filter_map(|entrant| u32::try_from(entrant.number).ok())
                .filter(move |entrant| !seated.contains(entrant))
                .map(move |entrant| GameResult {
                    first: vec![entrant],
                    second: Vec::new(),
                    first_points: points,
                    second_points: 0,
                    winner: Some(Winner::First),
                    first_bostons: 0,
                    second_bostons: 0,
                    first_sets: 0,
                    second_sets: 0,
                })
        })
        .collect()
}

/// The average score of the winners of a round's tables, to the nearest point (halves up).
fn winners_average(round: &RoundState) -> i64 {
    let won: Vec<i64> = round
        .tables
        .iter()
        .filter_map(|table| Some(*table.result.points.get(table.result.winner?)))
        .collect();
    let count = i64::try_from(won.len()).unwrap_or(i64::MAX);
    if count == 0 {
        return 0;
    }
    (2 * won.iter().sum::<i64>() + count).div_euclid(2 * count)
}

/// The entrants of an event in stages as its qualifying rounds rank them, first first:
/// what seeds its play-off.
pub(super) fn qualifying_order(state: &EventState) -> Vec<u32> {
    let last = state.qualifying_rounds().unwrap_or(i32::MAX);
    let entrants: Vec<u32> = state
        .entrants
        .iter()
        .filter_map(|entrant| u32::try_from(entrant.number).ok())
        .collect();
    let mut results = results(state.rounds.iter().filter(|round| round.number <= last));
    results.extend(byes(state));
    let rows = totals(&entrants, &results);
    ranked(rows, &results, &state.tie_breaks, Counting::Totals, None)
        .into_iter()
        .map(|(row, _)| row.entrant)
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

/// Ranks counted rows under `tie_breaks`, compared as `counting` says; a knock-out first
/// groups its entrants by how far they got, and the tie-breaks order each group.
fn ranked(
    rows: Vec<Row>,
    results: &[GameResult],
    tie_breaks: &[TieBreak],
    counting: Counting,
    stage: Option<&dyn Fn(u32) -> i64>,
) -> Vec<(Row, Option<String>)> {
    let rank = |rows| rank_counting(rows, results, tie_breaks, counting);
    let Some(stage) = stage else {
        return rank(rows)
            .into_iter()
            .map(|row| {
                let separated = row.separated_by.and_then(tie_break_name);
                (row, separated)
            })
            .collect();
    };
    let mut groups: BTreeMap<std::cmp::Reverse<i64>, Vec<Row>> = BTreeMap::new();
    for row in rows {
        groups
            .entry(std::cmp::Reverse(stage(row.entrant)))
            .or_default()
            .push(row);
    }
    let mut ranked: Vec<(Row, Option<String>)> = Vec::new();
    for group in groups.into_values() {
        let offset = u32::try_from(ranked.len()).unwrap_or(u32::MAX);
        for (position, mut row) in rank(group).into_iter().enumerate() {
            row.rank += offset;
            let separated = if position == 0 && offset > 0 {
                Some("stage".to_owned())
            } else {
                row.separated_by.and_then(tie_break_name)
            };
            ranked.push((row, separated));
        }
    }
    ranked
}

/// An event's standings, kept until a game of the event or its entrants, rounds or
/// players' names change: what a wall screen polls all night while most changes are
/// elsewhere or still inside a game. Every row, whoever asks: a reader gets
/// [`visible_standings`].
pub fn event_standings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    id: i64,
) -> Result<view::Standings, ApiError> {
    let event = event_rows::get(connection, id)?.ok_or_else(|| not_found(id))?;
    kept_standings(connection, cache, &event)
}

fn kept_standings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    event: &event_rows::EventRow,
) -> Result<view::Standings, ApiError> {
    let id = event.id;
    cache.read(
        connection,
        event.club_id,
        Key::Event { event: id },
        |connection| {
            Ok(EventTally {
                event_id: id,
                standings: work_out_event(connection, id)?,
            })
        },
        |tally| tally.standings.clone(),
    )
}

/// The event's standings as `reader` may see them: while the director hides them, only the
/// event's directors (and admins) get the rows. The event's row is read once, for both.
pub fn visible_standings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    reader: &Actor,
    id: i64,
) -> Result<view::Standings, ApiError> {
    let event = event_rows::get(connection, id)?.ok_or_else(|| not_found(id))?;
    let mut standings = kept_standings(connection, cache, &event)?;
    if event.standings_hidden {
        standings.hidden = true;
        if reader.require_director(connection, event.club_id).is_err() {
            standings.rows.clear();
        }
    }
    let privacy = Privacy::for_viewer(connection, reader, event.club_id)?;
    Ok(shown(standings, privacy.as_ref()))
}

struct EventTally {
    event_id: i64,
    standings: view::Standings,
}

impl Kept for EventTally {
    fn follow(
        &mut self,
        connection: &mut AnyConnection,
        changes: &Changes,
    ) -> Result<(), ApiError> {
        if changes.beyond_games || event_rows::holds_any(connection, self.event_id, &changes.games)?
        {
            self.standings = work_out_event(connection, self.event_id)?;
        }
        Ok(())
    }
}

fn work_out_event(connection: &mut AnyConnection, id: i64) -> Result<view::Standings, ApiError> {
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    standings_of(&state, &names)
}

/// The event as the public sees it, and its standings (no rows while hidden), from one
/// reading of the event: what a live page's feed reads once per change.
pub fn public_reading(
    connection: &mut AnyConnection,
    id: i64,
) -> Result<(view::Event, view::Standings), ApiError> {
    let state = EventState::load(connection, id)?;
    let names = Names::load(connection, &state)?;
    let event = event_view_named(connection, &Actor::Anonymous, &state, &names)?;
    let mut standings = standings_of(&state, &names)?;
    if state.event.standings_hidden {
        standings.hidden = true;
        standings.rows.clear();
    }
    let privacy = Privacy::for_viewer(connection, &Actor::Anonymous, state.event.club_id)?;
    Ok((
        shown(event, privacy.as_ref()),
        shown(standings, privacy.as_ref()),
    ))
}

/// The standings of the event `state` holds, every row, names in full: as its directors
/// see them.
pub fn of_state(
    connection: &mut AnyConnection,
    state: &EventState,
) -> Result<view::Standings, ApiError> {
    let names = Names::load(connection, state)?;
    standings_of(state, &names)
}

/// The standings of the event `state` holds.
fn standings_of(state: &EventState, names: &Names) -> Result<view::Standings, ApiError> {
    let id = state.event.id;
    let entrants: Vec<u32> = state
        .entrants
        .iter()
        .filter_map(|entrant| u32::try_from(entrant.number).ok())
        .collect();
    let progress = if state.bracket_started() {
        Some(Progress::of(state)?)
    } else {
        None
    };
    let reached = progress
        .as_ref()
        .map(|progress| move |entrant: u32| progress.stage(entrant));
    let mut results = results(&state.rounds);
    results.extend(byes(state));
    results.extend(three_handed_results(state));
    // Players of rotating partnerships sit rounds out; partnerships sit out only as byes,
    // which score what the event's `bye_score` says.
    let counting = if state.format.partnerships() {
        Counting::Totals
    } else {
        Counting::PerGame
    };
    let rows = totals(&entrants, &results);
    let uneven = rows.windows(2).any(|pair| pair[0].played != pair[1].played);
    let rows = ranked(
        rows,
        &results,
        &state.tie_breaks,
        counting,
        reached
            .as_ref()
            .map(|reached| reached as &dyn Fn(u32) -> i64),
    );
    Ok(view::Standings {
        event_id: id,
        tie_breaks: tie_break_names(&state.tie_breaks),
        per_game: counting == Counting::PerGame && uneven,
        hidden: false,
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
/// the sides they sat on, read from the games' summaries. Players with fewer than
/// `min_events` events are listed unranked.
pub fn season_standings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    reader: &Actor,
    season_id: i64,
    min_events: u32,
) -> Result<view::SeasonStandings, ApiError> {
    let season =
        season_rows::get(connection, season_id)?.ok_or(Refusal::NoSuchSeason(season_id))?;
    let key = Key::Season {
        season: season_id,
        min_events,
    };
    let club_id = season.club_id;
    let standings = cache.read(
        connection,
        club_id,
        key,
        |connection| SeasonTally::work_out(connection, season, min_events),
        |tally| tally.standings.clone(),
    )?;
    let privacy = Privacy::for_viewer(connection, reader, club_id)?;
    Ok(shown(standings, privacy.as_ref()))
}

/// A season's standings with the result each game was counted with, so that a changed game
/// takes back what it counted before and counts what it comes to now.
struct SeasonTally {
    season: Named,
    min_events: u32,
    counted: HashMap<i64, GameResult>,
    /// By player.
    rows: HashMap<u32, Row>,
    entrants: SeasonEntrants,
    standings: view::SeasonStandings,
}

/// Who a season lists: every player entered in one of its events, how many events each
/// played, and their names.
struct SeasonEntrants {
    events_played: BTreeMap<i64, u32>,
    names: HashMap<i64, String>,
}

impl SeasonEntrants {
    fn load(connection: &mut AnyConnection, season: &Named) -> Result<SeasonEntrants, ApiError> {
        let mut events_played: BTreeMap<i64, u32> = BTreeMap::new();
        for (player, partner) in summary_rows::entrants_in_season(connection, season.id)? {
            for id in std::iter::once(player).chain(partner) {
                *events_played.entry(id).or_default() += 1;
            }
        }
        let names = player_rows::list(connection, season.club_id)?
            .into_iter()
            .map(|row| (row.id, row.name))
            .collect();
        Ok(SeasonEntrants {
            events_played,
            names,
        })
    }
}

impl SeasonTally {
    fn work_out(
        connection: &mut AnyConnection,
        season: Named,
        min_events: u32,
    ) -> Result<SeasonTally, ApiError> {
        let mut games = summary_rows::finished_in_season_events(connection, season.id, None)?;
        bring_up_to_date(connection, &mut games)?;
        let mut tally = SeasonTally {
            entrants: SeasonEntrants::load(connection, &season)?,
            standings: view::SeasonStandings {
                season_id: season.id,
                min_events,
                tie_breaks: tie_break_names(&SEASON_TIE_BREAKS),
                rows: Vec::new(),
            },
            season,
            min_events,
            counted: HashMap::with_capacity(games.len()),
            rows: HashMap::new(),
        };
        tally.count(&games)?;
        tally.standings = tally.rank();
        Ok(tally)
    }

    fn count(&mut self, games: &[SeatedGame]) -> Result<(), ApiError> {
        let id = |player: i64| {
            u32::try_from(player)
                .map_err(|_| ApiError::Internal(format!("player id {player} out of range")))
        };
        for game in games {
            let Some(summary) = game.fresh() else {
                continue;
            };
            let (north, east, south, west) = game.seats;
            let result = summary_result(
                summary,
                vec![id(north)?, id(south)?],
                vec![id(east)?, id(west)?],
            );
            for player in players_of(&result) {
                self.rows
                    .entry(player)
                    .or_insert_with(|| Row::new(player))
                    .count(&result);
            }
            self.counted.insert(game.id, result);
        }
        Ok(())
    }

    fn take_back(&mut self, game_id: i64) {
        let Some(result) = self.counted.remove(&game_id) else {
            return;
        };
        for player in players_of(&result) {
            if let Some(row) = self.rows.get_mut(&player) {
                row.take_back(&result);
            }
        }
    }

    /// The standings of the season's entrants from the rows counted.
    fn rank(&self) -> view::SeasonStandings {
        let SeasonEntrants {
            events_played,
            names,
        } = &self.entrants;
        let rows: Vec<Row> = events_played
            .keys()
            .filter_map(|id| u32::try_from(*id).ok())
            .map(|player| {
                self.rows
                    .get(&player)
                    .cloned()
                    .unwrap_or_else(|| Row::new(player))
            })
            .collect();
        let qualified = |player: u32| {
            events_played.get(&i64::from(player)).copied().unwrap_or(0) >= self.min_events
        };
        // Qualified players rank above the others, who are listed in the same order unranked.
        let stage = |player: u32| i64::from(qualified(player));
        let rows = ranked(
            rows,
            &[],
            &SEASON_TIE_BREAKS,
            Counting::Totals,
            Some(&stage),
        );
        view::SeasonStandings {
            season_id: self.season.id,
            min_events: self.min_events,
            tie_breaks: tie_break_names(&SEASON_TIE_BREAKS),
            rows: rows
                .into_iter()
                .map(|(row, separated_by)| {
                    let id = i64::from(row.entrant);
                    let name = names
                        .get(&id)
                        .cloned()
                        .unwrap_or_else(|| format!("player {id}"));
                    let is_qualified = qualified(row.entrant);
                    view::SeasonRow {
                        rank: is_qualified.then_some(row.rank),
                        player: uptown_api::SeatedPlayer { id, name },
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
        }
    }
}

impl Kept for SeasonTally {
    fn follow(
        &mut self,
        connection: &mut AnyConnection,
        changes: &Changes,
    ) -> Result<(), ApiError> {
        for game in &changes.games {
            self.take_back(*game);
        }
        let mut games = summary_rows::finished_in_season_events(
            connection,
            self.season.id,
            Some(&changes.games),
        )?;
        bring_up_to_date(connection, &mut games)?;
        self.count(&games)?;
        if changes.beyond_games {
            self.entrants = SeasonEntrants::load(connection, &self.season)?;
        }
        self.standings = self.rank();
        Ok(())
    }
}

/// The players of a game, each once.
fn players_of(result: &GameResult) -> Vec<u32> {
    let mut players: Vec<u32> = result.first.iter().chain(&result.second).copied().collect();
    players.sort_unstable();
    players.dedup();
    players
}
