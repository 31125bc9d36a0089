//! Whist drives (RULES.md 2.4, PAIRINGS.md section 3), whose players change partners as they
//! win and lose. After each round of a fixed number of hands the winners at every table stay
//! and the losers move on in opposite directions, one up a table and one down (the tables
//! wrap around). Every player keeps a personal total of the tricks their side took.

use serde::{Deserialize, Serialize};

use super::error::ResultsError;
use super::schedule::{Round, TableSeating};

/// The tricks each side took at one table over a round's hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DriveResult {
    pub table: u32,
    pub north_south: u32,
    pub east_west: u32,
}

/// How the winners sit when the losers have moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Movement {
    /// Progressive whist: the winning pair splits, so the two now oppose each other, and
    /// each partners a newcomer.
    Progressive,
    /// A semi-partner drive ("ladies up, gents down"): the winners stay in their seats as
    /// partners and the newcomers partner each other. The North and East seats are one line
    /// (the ladies'), South and West the other; a losing player of the first line moves up
    /// a table and one of the second down, so each line keeps to its seats.
    SemiPartner,
}

/// The next round's seating. The loser from the first line (North or East) of table t − 1
/// comes up to table t and the loser from the second line (South or West) of table t + 1
/// comes down; `movement` says where the winners sit. A tied table counts North–South as
/// winners.
pub fn next_round(
    previous: &Round,
    results: &[DriveResult],
    movement: Movement,
) -> Result<Round, ResultsError> {
    if let Some(unknown) = results.iter().find(|result| {
        !previous
            .tables
            .iter()
            .any(|table| table.table == result.table)
    }) {
        return Err(ResultsError::UnknownTable(unknown.table));
    }
    let count = previous.tables.len();
    // For each table in order: (the two winners, the loser going up, the loser going down,
    // whether North–South won).
    let mut moves = Vec::with_capacity(count);
    for table in &previous.tables {
        let result = results
            .iter()
            .find(|result| result.table == table.table)
            .ok_or(ResultsError::MissingResult(table.table))?;
        let north_south_won = result.north_south >= result.east_west;
        let (winners, losers) = if north_south_won {
            ((table.north, table.south), (table.east, table.west))
        } else {
            ((table.east, table.west), (table.north, table.south))
        };
        moves.push((winners, losers.0, losers.1, north_south_won));
    }
    let tables = (0..count)
        .map(|index| {
            let ((first, second), _, _, north_south_won) = moves[index];
            let (_, up, _, _) = moves[(index + count - 1) % count];
            let (_, _, down, _) = moves[(index + 1) % count];
            let table = previous.tables[index].table;
            let seat = |north, east, south, west| TableSeating {
                table,
                north,
                south,
                east,
                west,
            };
            match (movement, north_south_won) {
                (Movement::Progressive, _) => seat(first, second, up, down),
                (Movement::SemiPartner, true) => seat(first, up, second, down),
                (Movement::SemiPartner, false) => seat(up, first, down, second),
            }
        })
        .collect();
    Ok(Round {
        number: previous.number + 1,
        tables,
        sitting_out: previous.sitting_out.clone(),
    })
}

/// Each player's personal total: the tricks their side took in every round they played.
pub fn personal_totals(rounds: &[(Round, Vec<DriveResult>)]) -> Vec<(u32, u32)> {
    let mut totals: Vec<(u32, u32)> = Vec::new();
    let mut add = |player: u32, tricks: u32| match totals.iter_mut().find(|(who, _)| *who == player)
    {
        Some((_, total)) => *total += tricks,
        None => totals.push((player, tricks)),
    };
    for (round, results) in rounds {
        for table in &round.tables {
            if let Some(result) = results.iter().find(|result| result.table == table.table) {
                add(table.north, result.north_south);
                add(table.south, result.north_south);
                add(table.east, result.east_west);
                add(table.west, result.east_west);
            }
        }
    }
    totals.sort_by_key(|(player, total)| (std::cmp::Reverse(*total), *player));
    totals
}
