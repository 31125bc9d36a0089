//! Standings with ordered tie-breaks, each row saying which tie-break put it below the row
//! above (or that nothing did, and the two share a place).

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

/// A way of ordering entrants that are level, in the order an event lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// More games won.
    GamesWon,
    /// Points for minus points against, higher first.
    PointDifference,
    /// More points scored.
    PointsFor,
    /// More Bostons.
    Bostons,
    /// More wins in the games between the entrants still level.
    HeadToHead,
    /// Fewer times set.
    Sets,
}

/// Which side of a game won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    First,
    Second,
}

/// The result of one game between two sides: one partnership each, or (in events with
/// rotating partners) two players each, every one of them an entrant credited with the side's
/// result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub first: Vec<u32>,
    pub second: Vec<u32>,
    pub first_points: i64,
    pub second_points: i64,
    /// `None` for a drawn or undecided game.
    pub winner: Option<Winner>,
    #[serde(default)]
    pub first_bostons: u32,
    #[serde(default)]
    pub second_bostons: u32,
    #[serde(default)]
    pub first_sets: u32,
    #[serde(default)]
    pub second_sets: u32,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// Shared by entrants nothing separates (1, 2, 2, 4).
    pub rank: u32,
    pub entrant: u32,
    pub played: u32,
    pub games_won: u32,
    pub points_for: i64,
    pub points_against: i64,
    pub point_difference: i64,
    pub bostons: u32,
    pub sets: u32,
    /// The tie-break that put this row below the one above; `None` when they are level on
    /// every tie-break (or for the first row).
    pub separated_by: Option<TieBreak>,
}

impl Row {
    /// An entrant's row before any game is counted.
    pub fn new(entrant: u32) -> Row {
        Row {
            rank: 0,
            entrant,
            played: 0,
            games_won: 0,
            points_for: 0,
            points_against: 0,
            point_difference: 0,
            bostons: 0,
            sets: 0,
            separated_by: None,
        }
    }

    /// Counts `result` for this row's entrant, if they sat in it.
    pub fn count(&mut self, result: &GameResult) {
        if let Some(side) = result.side_of(self.entrant) {
            self.credit(result, side, Direction::Count);
        }
    }

    /// Takes back a `result` counted before, so that totals kept between reads follow a
    /// corrected game without counting every game again.
    pub fn take_back(&mut self, result: &GameResult) {
        if let Some(side) = result.side_of(self.entrant) {
            self.credit(result, side, Direction::TakeBack);
        }
    }

    fn credit(&mut self, result: &GameResult, side: Winner, direction: Direction) {
        let (own, other, bostons, sets) = match side {
            Winner::First => (
                result.first_points,
                result.second_points,
                result.first_bostons,
                result.first_sets,
            ),
            Winner::Second => (
                result.second_points,
                result.first_points,
                result.second_bostons,
                result.second_sets,
            ),
        };
        let won = u32::from(result.winner == Some(side));
        match direction {
            Direction::Count => {
                self.played += 1;
                self.games_won += won;
                self.points_for += own;
                self.points_against += other;
                self.bostons += bostons;
                self.sets += sets;
            }
            Direction::TakeBack => {
                self.played = self.played.saturating_sub(1);
                self.games_won = self.games_won.saturating_sub(won);
                self.points_for -= own;
                self.points_against -= other;
                self.bostons = self.bostons.saturating_sub(bostons);
                self.sets = self.sets.saturating_sub(sets);
            }
        }
        self.point_difference = self.points_for - self.points_against;
    }
}

#[derive(Clone, Copy)]
enum Direction {
    Count,
    TakeBack,
}

impl GameResult {
    /// The side `entrant` sat on, if they played in this game.
    fn side_of(&self, entrant: u32) -> Option<Winner> {
        if self.first.contains(&entrant) {
            Some(Winner::First)
        } else if self.second.contains(&entrant) {
            Some(Winner::Second)
        } else {
            None
        }
    }
}

/// Every entrant's totals, in the order of `entrants`, from one pass over the results (a
/// season runs to tens of thousands of games and a thousand players).
pub fn totals(entrants: &[u32], results: &[GameResult]) -> Vec<Row> {
    let mut rows: Vec<Row> = entrants.iter().copied().map(Row::new).collect();
    let position: HashMap<u32, usize> = entrants
        .iter()
        .enumerate()
        .map(|(index, entrant)| (*entrant, index))
        .collect();
    for result in results {
        for (side, entrants) in [
            (Winner::First, &result.first),
            (Winner::Second, &result.second),
        ] {
            for entrant in entrants {
                if let Some(index) = position.get(entrant) {
                    rows[*index].credit(result, side, Direction::Count);
                }
            }
        }
    }
    rows
}

/// How rows are compared on the tie-breaks that count (all but head to head).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counting {
    /// By the totals: every entrant plays every round (a bye scores what `bye_score` says).
    Totals,
    /// By the totals per game played, for events where players sit rounds out: a sit-out
    /// then neither helps nor hurts, as if the player had scored their own average in it.
    /// Someone who has played no game yet ranks below everyone who has. With equal games
    /// played, this is the order of the totals.
    PerGame,
}

/// What a row is ranked by on one tie-break: a total over the games it counts in (one game
/// for totals, so that a total compares as itself). Higher is better.
#[derive(Debug, Clone, Copy)]
struct Standing {
    value: i64,
    games: u32,
}

impl Standing {
    fn of(value: i64, row: &Row, counting: Counting) -> Standing {
        let games = match counting {
            Counting::Totals => 1,
            Counting::PerGame => row.played,
        };
        Standing { value, games }
    }
}

impl Ord for Standing {
    fn cmp(&self, other: &Standing) -> std::cmp::Ordering {
        match (self.games, other.games) {
            (0, 0) => std::cmp::Ordering::Equal,
            (0, _) => std::cmp::Ordering::Less,
            (_, 0) => std::cmp::Ordering::Greater,
            // value / games against other.value / other.games, without rounding.
            (games, others) => (i128::from(self.value) * i128::from(others))
                .cmp(&(i128::from(other.value) * i128::from(games))),
        }
    }
}

impl PartialOrd for Standing {
    fn partial_cmp(&self, other: &Standing) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Standing {
    fn eq(&self, other: &Standing) -> bool {
        self.cmp(other) == std::cmp::Ordering::Equal
    }
}

impl Eq for Standing {}

/// What `tie_break` ranks `row` by among `level` (higher is better).
fn key(
    tie_break: TieBreak,
    row: &Row,
    level: &[u32],
    results: &[GameResult],
    counting: Counting,
) -> Standing {
    let counted = |value: i64| Standing::of(value, row, counting);
    counted(match tie_break {
        TieBreak::GamesWon => i64::from(row.games_won),
        TieBreak::PointDifference => row.point_difference,
        TieBreak::PointsFor => row.points_for,
        TieBreak::Bostons => i64::from(row.bostons),
        TieBreak::Sets => -i64::from(row.sets),
        TieBreak::HeadToHead => {
            // Games won by the entrant's side against a side with another level entrant.
            let among = |side: &[u32]| side.iter().any(|entrant| level.contains(entrant));
            let wins = results
                .iter()
                .filter(|result| match result.winner {
                    Some(Winner::First) => {
                        result.first.contains(&row.entrant) && among(&result.second)
                    }
                    Some(Winner::Second) => {
                        result.second.contains(&row.entrant) && among(&result.first)
                    }
                    None => false,
                })
                .count();
            // Between the level entrants themselves: a count, never per game.
            return Standing {
                value: i64::try_from(wins).unwrap_or(i64::MAX),
                games: 1,
            };
        }
    })
}

/// The standings of `entrants` from `results`, ordered by `tie_breaks` in turn; entrants
/// level on all of them keep the order of their numbers and share a rank.
pub fn standings(entrants: &[u32], results: &[GameResult], tie_breaks: &[TieBreak]) -> Vec<Row> {
    rank(totals(entrants, results), results, tie_breaks)
}

/// Ranks rows by their totals: [`rank_counting`] with [`Counting::Totals`].
pub fn rank(rows: Vec<Row>, results: &[GameResult], tie_breaks: &[TieBreak]) -> Vec<Row> {
    rank_counting(rows, results, tie_breaks, Counting::Totals)
}

/// Ranks rows whose totals are already counted (see [`Row::count`]) by `tie_breaks` in turn;
/// `results` are read only by [`TieBreak::HeadToHead`], and rows level on every tie-break
/// keep the order of their entrants' numbers and share a rank. `counting` says whether the
/// totals or the totals per game are compared.
pub fn rank_counting(
    rows: Vec<Row>,
    results: &[GameResult],
    tie_breaks: &[TieBreak],
    counting: Counting,
) -> Vec<Row> {
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_by_key(|index| rows[*index].entrant);
    // Groups of still-level rows in standing order, each with the tie-break that separates
    // it from the group above; every tie-break splits every group further.
    let mut groups: Vec<(Option<TieBreak>, Vec<usize>)> = vec![(None, order)];
    for tie_break in tie_breaks {
        let mut split = Vec::with_capacity(groups.len());
        for (boundary, group) in groups {
            if group.len() == 1 {
                split.push((boundary, group));
                continue;
            }
            let level: Vec<u32> = group.iter().map(|index| rows[*index].entrant).collect();
            let mut keyed: Vec<(Standing, usize)> = group
                .iter()
                .map(|index| {
                    let standing = key(*tie_break, &rows[*index], &level, results, counting);
                    (standing, *index)
                })
                .collect();
            // Stable: level rows keep their order.
            keyed.sort_by_key(|(value, _)| std::cmp::Reverse(*value));
            for (position, (value, index)) in keyed.iter().enumerate() {
                if position == 0 {
                    split.push((boundary, Vec::new()));
                } else if keyed[position - 1].0 != *value {
                    split.push((Some(*tie_break), Vec::new()));
                }
                split
                    .last_mut()
                    .expect("a group was started")
                    .1
                    .push(*index);
            }
        }
        groups = split;
    }
    let separated_by: Vec<(usize, Option<TieBreak>)> = groups
        .into_iter()
        .flat_map(|(boundary, group)| {
            group
                .into_iter()
                .enumerate()
                .map(move |(position, index)| (index, if position == 0 { boundary } else { None }))
        })
        .collect();
    let mut rows: Vec<Option<Row>> = rows.into_iter().map(Some).collect();
    let mut standing: Vec<Row> = Vec::with_capacity(rows.len());
    for (position, (index, separator)) in separated_by.into_iter().enumerate() {
        let Some(mut row) = rows[index].take() else {
            continue;
        };
        row.separated_by = separator;
        row.rank = match (row.separated_by, standing.last()) {
            (None, Some(above)) => above.rank,
            _ => u32::try_from(position + 1).unwrap_or(u32::MAX),
        };
        standing.push(row);
    }
    standing
}
