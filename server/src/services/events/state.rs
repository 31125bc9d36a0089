//! An event loaded whole, and what follows from its stored hands: each game's score and
//! winner, each table's match result, each round's and the event's status. Nothing here is
//! stored, so a correction to any hand is reflected everywhere at the next read.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use uptown_rules::standings::TieBreak;
use uptown_rules::three_handed::{PerPlayer, ThreeHandedKind, ThreeHandedRules};
use uptown_rules::{Hand, PerSide, Rules, ScoreSheet, Side, SideTally};

use uptown_rules::pairings::brackets::Drops;

use super::format::{Format, MatchFormat, MatchPlay};
use crate::db::AnyConnection;
use crate::db::repo::events::{self, ClockRow, EntrantRow, EventGameRow, EventRow, PlayoffRow};
use crate::db::repo::games::{self as game_rows, GameRow, GameStatus};
use crate::db::repo::three_handed as three_handed_rows;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::games::{parse_stored, rules_of, score};
use crate::services::three_handed::finished_sheets;
use crate::services::verdict::{Decision, Judged, ahead, judge_scored};

/// A round's seating as stored: who sits at which table, and who does not play.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    pub tables: Vec<SeatedTable>,
    /// Players without a seat this round (individual formats).
    #[serde(default)]
    pub sitting_out: Vec<u32>,
    /// Partnerships without an opponent this round.
    #[serde(default)]
    pub byes: Vec<u32>,
    /// Matches won because the other partnership withdrew.
    #[serde(default)]
    pub walkovers: Vec<Walkover>,
    /// A double knock-out's first round: how its losers drop, as the bracket was drawn.
    /// Brackets are drawn again from it on every read; events seated before Uptown chose
    /// the orders have none, and keep the reversed drops they were drawn with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drops: Option<Drops>,
    /// The first round of an event's play-off: its entrants by seed, as the qualifying
    /// standings had them when it was seated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seeds: Option<Vec<u32>>,
    /// The three players the round leaves over, at a three-handed table of their own, when
    /// the event seats them (they are among `sitting_out` still: the rotation left them
    /// out, and it plans the rounds after as it would have).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub three_handed: Option<ThreeHandedSeat>,
}

/// A round's three-handed table: its number, its players and its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreeHandedSeat {
    pub table: u32,
    /// Player ids in the seats N, E, W.
    pub players: [i64; 3],
    /// The three-handed game they play.
    pub game: i64,
}

impl Seating {
    /// A round's stored seating with each seated player's id mapped by `id_of`, and its
    /// three-handed game's by `three_handed_game`: a club's import gives its players and
    /// games new ids, and the rounds must seat them by those.
    pub fn with_players(
        stored: &str,
        mut id_of: impl FnMut(i64) -> Result<i64, ApiError>,
        three_handed_game: impl FnOnce(i64) -> Result<i64, ApiError>,
    ) -> Result<String, ApiError> {
        let mut seating: Seating = serde_json::from_str(stored)
            .map_err(|error| ApiError::invalid("seating", error.to_string()))?;
        for table in &mut seating.tables {
            for player in &mut table.players {
                *player = id_of(*player)?;
            }
        }
        if let Some(three) = &mut seating.three_handed {
            for player in &mut three.players {
                *player = id_of(*player)?;
            }
            three.game = three_handed_game(three.game)?;
        }
        serde_json::to_string(&seating).map_err(|error| ApiError::Internal(error.to_string()))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatedTable {
    pub table: u32,
    /// The entrants North–South: two players, or one partnership.
    #[serde(rename = "NS")]
    pub ns: Vec<u32>,
    #[serde(rename = "EW")]
    pub ew: Vec<u32>,
    /// Player ids in the seats N, E, S, W.
    pub players: [i64; 4],
    /// The knock-out bracket's match played at this table.
    #[serde(default)]
    pub bracket_match: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Walkover {
    pub winner: u32,
    pub withdrawn: u32,
    pub bracket_match: Option<u32>,
}

/// A game of the event with its score derived.
#[derive(Debug, Clone)]
pub struct PlayedGame {
    pub link: EventGameRow,
    pub row: GameRow,
    pub sheet: ScoreSheet,
    pub tally: PerSide<SideTally>,
    /// What the event counts: points, or tricks in a whist drive.
    pub score: PerSide<i64>,
    pub finished: bool,
    /// The winner of a finished game: the side the rules declared, else the side ahead
    /// (`None`: level).
    pub winner: Option<Side>,
}

/// A table's match within its round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchResult {
    pub decided: bool,
    pub winner: Option<Side>,
    pub games_won: PerSide<u32>,
    pub points: PerSide<i64>,
}

impl MatchResult {
    /// The side a movement that follows results treats as the table's winners: the match's
    /// winner, else the side ahead on points, else North–South.
    pub fn went_on(&self) -> Side {
        self.winner.unwrap_or(if self.points.ns >= self.points.ew {
            Side::NorthSouth
        } else {
            Side::EastWest
        })
    }
}

#[derive(Debug, Clone)]
pub struct TableState {
    pub seated: SeatedTable,
    pub games: Vec<PlayedGame>,
    pub result: MatchResult,
}

#[derive(Debug, Clone)]
pub struct RoundState {
    pub number: i32,
    pub seating: Seating,
    pub closed_by_director: bool,
    pub tables: Vec<TableState>,
    pub clock: ClockRow,
    /// The round's three-handed table, where it has one.
    pub three_handed: Option<ThreeHandedTableState>,
}

/// A round's three-handed table as its game now stands.
#[derive(Debug, Clone)]
pub struct ThreeHandedTableState {
    pub seat: ThreeHandedSeat,
    /// The code its players enter hands with: a credential, shown to directors only.
    pub code: String,
    pub finished: bool,
    /// Where each player finished (`PlayerSheet::places`), once the game is over.
    pub places: Option<PerPlayer<usize>>,
}

impl RoundState {
    /// Whether the round is over: closed by the director, or every table's match decided
    /// and its three-handed game, if any, finished.
    pub fn closed(&self) -> bool {
        self.closed_by_director
            || (self.tables.iter().all(|table| table.result.decided)
                && self
                    .three_handed
                    .as_ref()
                    .is_none_or(|three| three.finished))
    }
}

#[derive(Debug, Clone)]
pub struct EventState {
    pub event: EventRow,
    pub format: Format,
    pub match_format: MatchFormat,
    pub rules: Rules,
    pub tie_breaks: Vec<TieBreak>,
    pub entrants: Vec<EntrantRow>,
    pub rounds: Vec<RoundState>,
    /// The knock-out the qualifying rounds lead into, for an event in stages.
    pub playoff: Option<PlayoffRow>,
    /// The house rules of the three-handed table that seats the three players a round
    /// leaves over; `None`: they sit out.
    pub three_handed_rules: Option<ThreeHandedRules>,
}

/// Each round's three-handed table, its game as it now stands (read in one query).
fn three_handed_tables(
    connection: &mut AnyConnection,
    rounds: &mut [RoundState],
) -> Result<(), ApiError> {
    let ids: Vec<i64> = rounds
        .iter()
        .filter_map(|round| round.seating.three_handed.map(|seat| seat.game))
        .collect();
    if ids.is_empty() {
        return Ok(());
    }
    let games = three_handed_rows::by_ids(connection, &ids)?;
    let places: HashMap<i64, PerPlayer<usize>> = finished_sheets(connection, &games)?
        .into_iter()
        .filter_map(|(id, game)| Some((id, game.sheet().places()?)))
        .collect();
    for round in rounds {
        let Some(seat) = round.seating.three_handed else {
            continue;
        };
        let game = games
            .iter()
            .find(|game| game.id == seat.game)
            .ok_or_else(|| {
                ApiError::Internal(format!("three-handed game {} vanished", seat.game))
            })?;
        round.three_handed = Some(ThreeHandedTableState {
            seat,
            code: game.table_code.clone(),
            finished: game.status == GameStatus::Finished,
            places: places.get(&seat.game).copied(),
        });
    }
    Ok(())
}

/// The stored rules of an event's three-handed table, of the game its kind plays.
fn three_handed_rules(event: &EventRow, stored: &str) -> Result<ThreeHandedRules, ApiError> {
    let game = ThreeHandedKind::beside(event.kind);
    serde_json::from_str(stored)
        .map_err(|error| error.to_string())
        .and_then(|options| {
            ThreeHandedRules::from_options(game, &options).map_err(|error| error.to_string())
        })
        .map_err(|error| {
            ApiError::Internal(format!("event {}: three-handed rules: {error}", event.id))
        })
}

fn stored<T: serde::de::DeserializeOwned>(
    event: &EventRow,
    what: &str,
    text: &str,
) -> Result<T, ApiError> {
    serde_json::from_str(text)
        .map_err(|error| ApiError::Internal(format!("event {}: stored {what}: {error}", event.id)))
}

pub fn not_found(id: i64) -> ApiError {
    Refusal::NoSuchEvent(id).into()
}

impl EventState {
    pub fn load(connection: &mut AnyConnection, id: i64) -> Result<EventState, ApiError> {
        EventState::load_where(connection, id, None)
    }

    /// The event with only the round and table of `link` and that table's games: what
    /// keeping one match in step needs, without reading the whole event.
    pub fn load_table(
        connection: &mut AnyConnection,
        link: &EventGameRow,
    ) -> Result<EventState, ApiError> {
        EventState::load_where(
            connection,
            link.event_id,
            Some((link.round_number, link.table_number)),
        )
    }

    fn load_where(
        connection: &mut AnyConnection,
        id: i64,
        only: Option<(i32, i32)>,
    ) -> Result<EventState, ApiError> {
        let event = events::get(connection, id)?.ok_or_else(|| not_found(id))?;
        let format = event.format;
        let match_format: MatchFormat = stored(&event, "match", &event.match_format)?;
        let rules: Rules = stored(&event, "rules", &event.rules)?;
        let tie_breaks: Vec<TieBreak> = stored(&event, "tie-breaks", &event.tie_breaks)?;
        let entrants = events::entrants(connection, id)?;
        let playoff = events::playoff(connection, id)?;
        let three_handed_rules = match three_handed_rows::event_rules(connection, id)? {
            Some(stored) => Some(three_handed_rules(&event, &stored)?),
            None => None,
        };
        let linked = match only {
            None => events::games(connection, id)?,
            Some((round, table)) => events::games_at(connection, id, round, table)?,
        };
        let ids: Vec<i64> = linked.iter().map(|(_, game)| game.id).collect();
        // Every game of an event is of the event's kind.
        let mut hands: HashMap<i64, Vec<Hand>> = HashMap::new();
        for row in game_rows::hands_of(connection, &ids)? {
            hands
                .entry(row.game_id)
                .or_default()
                .push(parse_stored(event.kind, &row)?);
        }
        // The games of each table, in the order they were created.
        let mut by_table: HashMap<(i32, i32), Vec<PlayedGame>> = HashMap::new();
        for (link, row) in linked {
            let game_hands = hands.remove(&row.id).unwrap_or_default();
            by_table
                .entry((link.round_number, link.table_number))
                .or_default()
                .push(played_game(format, link, row, &game_hands)?);
        }
        let mut rounds = Vec::new();
        for round in events::rounds(connection, id)? {
            if only.is_some_and(|(number, _)| number != round.number) {
                continue;
            }
            let mut seating: Seating = stored(&event, "seating", &round.seating)?;
            if let Some((_, table)) = only {
                seating
                    .tables
                    .retain(|seated| i32::try_from(seated.table).ok() == Some(table));
            }
            let tables = seating
                .tables
                .iter()
                .map(|seated| {
                    let key = (round.number, i32::try_from(seated.table).unwrap_or(0));
                    let games = by_table.remove(&key).unwrap_or_default();
                    let result = match_result(match_format, &games, round.closed_by_director);
                    TableState {
                        seated: seated.clone(),
                        games,
                        result,
                    }
                })
                .collect();
            rounds.push(RoundState {
                number: round.number,
                three_handed: None,
                seating,
                closed_by_director: round.closed_by_director,
                tables,
                clock: ClockRow {
                    ends_at: round.clock_ends_at,
                    left_seconds: round.clock_left_seconds,
                    closes: round.clock_closes,
                },
            });
        }
        three_handed_tables(connection, &mut rounds)?;
        Ok(EventState {
            event,
            format,
            match_format,
            rules,
            tie_breaks,
            entrants,
            rounds,
            playoff,
            three_handed_rules,
        })
    }

    /// The round and table an event game was seated at.
    pub fn table_of(&self, link: &EventGameRow) -> Option<(&RoundState, &TableState)> {
        let round = self
            .rounds
            .iter()
            .find(|round| round.number == link.round_number)?;
        let table = round
            .tables
            .iter()
            .find(|table| i32::try_from(table.seated.table).ok() == Some(link.table_number))?;
        Some((round, table))
    }

    pub fn open_round(&self) -> Option<&RoundState> {
        self.rounds.last().filter(|round| !round.closed())
    }

    /// The number the next round will have.
    pub fn next_round_number(&self) -> i32 {
        i32::try_from(self.rounds.len() + 1).unwrap_or(i32::MAX)
    }

    /// The entrants who may be seated in round `round`: joined by then, not withdrawn.
    pub fn active(&self, round: i32) -> Vec<&EntrantRow> {
        self.entrants
            .iter()
            .filter(|entrant| entrant.joined_round <= round)
            .filter(|entrant| entrant.withdrawn_round.is_none_or(|from| from > round))
            .collect()
    }

    pub fn entrant(&self, number: u32) -> Option<&EntrantRow> {
        self.entrants
            .iter()
            .find(|entrant| u32::try_from(entrant.number).ok() == Some(number))
    }
}

fn played_game(
    format: Format,
    link: EventGameRow,
    row: GameRow,
    hands: &[Hand],
) -> Result<PlayedGame, ApiError> {
    let judged = judge(format.counts_tricks(), &row, hands)?;
    Ok(PlayedGame {
        link,
        row,
        sheet: judged.sheet,
        tally: judged.tally,
        score: judged.score,
        finished: judged.finished,
        winner: judged.winner,
    })
}

pub fn judge(counts_tricks: bool, row: &GameRow, hands: &[Hand]) -> Result<Judged, ApiError> {
    Ok(judge_scored(
        counts_tricks,
        row,
        &score(rules_of(row)?, hands)?,
    ))
}

/// A match is decided when its format says so, or when the director closed its round.
/// The winner has more games, then more points.
pub fn match_result(format: MatchFormat, games: &[PlayedGame], closed: bool) -> MatchResult {
    let mut games_won = PerSide::new(0, 0);
    let mut points = PerSide::new(0, 0);
    let mut finished = 0;
    // A forfeit awards the whole table: its match is decided, for the side present.
    let mut forfeited = None;
    for game in games.iter().filter(|game| game.finished) {
        finished += 1;
        if let Some(Decision::Forfeit { winner, .. }) = Decision::of(&game.row) {
            forfeited = Some(winner);
        }
        if let Some(side) = game.winner {
            *games_won.get_mut(side) += 1;
        }
        points = points + game.score;
    }
    let decided = closed
        || forfeited.is_some()
        || match format.play {
            MatchPlay::Games(count) => finished >= count,
            MatchPlay::BestOf(count) => {
                games_won.ns * 2 > count || games_won.ew * 2 > count || finished >= count
            }
            MatchPlay::Hands(_) | MatchPlay::Minutes(_) | MatchPlay::HandsWon(_) => finished >= 1,
        };
    let winner = if decided {
        forfeited.or_else(|| {
            ahead(PerSide::new(
                i64::from(games_won.ns),
                i64::from(games_won.ew),
            ))
            .or_else(|| ahead(points))
        })
    } else {
        None
    };
    MatchResult {
        decided,
        winner,
        games_won,
        points,
    }
}
