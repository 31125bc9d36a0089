//! Movements of fixed partnerships (PAIRINGS.md section 3, RULES.md 1.9): the stationary and
//! moving lines of a Mitchell ("A teams stay, B teams rotate"), the winners-up, losers-down
//! ladder, and the partner drive whose winners progress round the room. Partnerships are
//! numbered as in `teams`; table 1 is the top of a ladder.

use serde::{Deserialize, Serialize};

use super::error::{PairingsError, ResultsError};
use super::teams::{Match, TeamRound};

/// Who won a partnership table of the round before (a level table goes to North–South).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairResult {
    pub table: u32,
    pub winner: u32,
    pub loser: u32,
}

fn count_of(partnerships: u32) -> Result<u32, PairingsError> {
    if partnerships < 2 {
        return Err(PairingsError::TooFewPartnerships(partnerships));
    }
    Ok(partnerships)
}

/// The rounds a Mitchell takes for every stationary partnership to meet every moving one.
pub fn mitchell_rounds(partnerships: u32) -> Result<u32, PairingsError> {
    Ok(count_of(partnerships)?.div_ceil(2))
}

/// Round `round` (from 1) of a Mitchell of `partnerships`: the first half (1..T, T the
/// number of tables) sit North–South at their own table all evening; the others sit
/// East–West and move up one table each round, from T to 1. With an odd count the moving
/// line is one short, and the stationary partnership its gap reaches has the bye: it is a
/// different one each round, so every partnership has exactly one bye.
pub fn mitchell_round(partnerships: u32, round: u32) -> Result<TeamRound, PairingsError> {
    let tables = mitchell_rounds(partnerships)?;
    if round == 0 {
        return Err(PairingsError::NoRounds);
    }
    if round > tables {
        return Err(PairingsError::TooManyRounds {
            rounds: round,
            available: tables,
            players: partnerships,
        });
    }
    let mut matches = Vec::new();
    let mut bye = None;
    for table in 1..=tables {
        // The moving place at this table: it was at table 1 in round 1 and moves up one.
        let place = (table + tables - round) % tables;
        let moving = tables + 1 + place;
        if moving > partnerships {
            bye = Some(table);
        } else {
            matches.push(Match {
                table,
                north_south: table,
                east_west: moving,
            });
        }
    }
    Ok(TeamRound {
        number: round,
        matches,
        bye,
    })
}

/// Round `number` of a ladder or a partner drive: the partnerships in `order` (the seeding
/// or the room after a move, top first) two to a table down the room; with an odd count the
/// last has the bye.
pub fn seated_in_order(number: u32, order: &[u32]) -> TeamRound {
    let matches = order
        .chunks_exact(2)
        .zip(1..)
        .map(|(pair, table)| Match {
            table,
            north_south: pair[0],
            east_west: pair[1],
        })
        .collect();
    TeamRound {
        number,
        matches,
        bye: (order.len() % 2 == 1).then(|| order[order.len() - 1]),
    }
}

/// The results of `previous` table by table, top table first; every table has one.
fn results_by_table(
    previous: &TeamRound,
    results: &[PairResult],
) -> Result<Vec<PairResult>, ResultsError> {
    if let Some(unknown) = results.iter().find(|result| {
        !previous
            .matches
            .iter()
            .any(|table| table.table == result.table)
    }) {
        return Err(ResultsError::UnknownTable(unknown.table));
    }
    let mut tables: Vec<&Match> = previous.matches.iter().collect();
    tables.sort_by_key(|table| table.table);
    tables
        .into_iter()
        .map(|table| {
            results
                .iter()
                .find(|result| result.table == table.table)
                .copied()
                .ok_or(ResultsError::MissingResult(table.table))
        })
        .collect()
}

/// The room after a round of a ladder, top first: the winners at every table move up one
/// (table 1's stay), the losers down one (the bottom table's stay), so partnerships sort
/// themselves by form. A partnership with the bye comes in at the bottom table, and that
/// table's losers go last, to the next bye. Seat it with [`seated_in_order`].
pub fn ladder_order(
    previous: &TeamRound,
    results: &[PairResult],
) -> Result<Vec<u32>, ResultsError> {
    let results = results_by_table(previous, results)?;
    // w1, w2, l1, w3, l2, ..., wT, l(T-1), then the bye, then lT.
    let mut order = Vec::with_capacity(results.len() * 2 + 1);
    for (index, result) in results.iter().enumerate() {
        order.push(result.winner);
        if index > 0 {
            order.push(results[index - 1].loser);
        }
    }
    order.extend(previous.bye);
    order.extend(results.last().map(|last| last.loser));
    Ok(order)
}

/// The next round of a partner drive (RULES.md 2.4 with fixed partners): the winners move on
/// one table (the last table's to table 1) and the losers stay in their seats, so the
/// partnerships that keep winning meet new ones. A partnership with the bye takes the seats
/// of the last table's losers, who take the next bye.
pub fn partner_drive_next(
    previous: &TeamRound,
    results: &[PairResult],
) -> Result<TeamRound, ResultsError> {
    let ordered = results_by_table(previous, results)?;
    let mut tables: Vec<&Match> = previous.matches.iter().collect();
    tables.sort_by_key(|table| table.table);
    let count = tables.len();
    let mut bye = previous.bye;
    let matches = tables
        .iter()
        .enumerate()
        .map(|(index, table)| {
            let incoming = ordered[(index + count - 1) % count].winner;
            let mut staying = ordered[index].loser;
            if index + 1 == count
                && let Some(waiting) = previous.bye
            {
                bye = Some(staying);
                staying = waiting;
            }
            // The staying side keeps the seats it had, whoever sits in them.
            let (north_south, east_west) = if ordered[index].loser == table.north_south {
                (staying, incoming)
            } else {
                (incoming, staying)
            };
            Match {
                table: table.table,
                north_south,
                east_west,
            }
        })
        .collect();
    Ok(TeamRound {
        number: previous.number + 1,
        matches,
        bye,
    })
}
