//! Progressive whist (RULES.md 2.4, PAIRINGS.md section 3): after each round of a fixed
//! number of hands the winning pair at every table stays but splits, so the two now oppose
//! each other, and the losers move on in opposite directions, one up a table and one down.
//! Every player keeps a personal total of the tricks their side took.

use serde::{Deserialize, Serialize};

use super::schedule::{Round, TableSeating};

/// The tricks each side took at one table over a round's hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DriveResult {
    pub table: u32,
    pub north_south: u32,
    pub east_west: u32,
}

/// Why the next round cannot be seated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DriveError {
    #[error("results: table {0} has no result")]
    MissingResult(u32),
    #[error("results: table {0} is not a table of the round")]
    UnknownTable(u32),
}

/// The next round's seating. At table t the winners keep North and East; the loser from
/// North or East of table t − 1 comes up to South, and the other loser of table t + 1 comes
/// down to West (the tables wrap around). A tied table counts North–South as winners.
pub fn next_round(previous: &Round, results: &[DriveResult]) -> Result<Round, DriveError> {
    if let Some(unknown) = results.iter().find(|result| {
        !previous
            .tables
            .iter()
            .any(|table| table.table == result.table)
    }) {
        return Err(DriveError::UnknownTable(unknown.table));
    }
    let count = previous.tables.len();
    // For each table in order: (the two winners, the loser going up, the loser going down).
    let mut moves = Vec::with_capacity(count);
    for table in &previous.tables {
        let result = results
            .iter()
            .find(|result| result.table == table.table)
            .ok_or(DriveError::MissingResult(table.table))?;
        let north_south_won = result.north_south >= result.east_west;
        let (winners, losers) = if north_south_won {
            ((table.north, table.south), (table.east, table.west))
        } else {
            ((table.east, table.west), (table.north, table.south))
        };
        moves.push((winners, losers.0, losers.1));
    }
    let tables = (0..count)
        .map(|index| {
            let ((first, second), _, _) = moves[index];
            let (_, up, _) = moves[(index + count - 1) % count];
            let (_, _, down) = moves[(index + 1) % count];
            TableSeating {
                table: previous.tables[index].table,
                north: first,
                east: second,
                south: up,
                west: down,
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
