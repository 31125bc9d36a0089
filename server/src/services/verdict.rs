//! What a game came to as its event counts it: its score (points, or tricks in a whist
//! drive), whether it is over and who won, and its sheet saying so. A game can be over by
//! its rules or by its event's terms (a fixed number of hands, a round closed or out of
//! time); the sheet names the winner either way.

use uptown_rules::{Match, PerSide, Reason, ScoreSheet, Side, SideTally};

use crate::db::repo::games::{GameRow, GameStatus};

/// A game's score as an event counts it, and its winner once it is over.
#[derive(Debug, Clone)]
pub struct Judged {
    pub sheet: ScoreSheet,
    pub tally: PerSide<SideTally>,
    /// Points, or tricks where the event counts tricks (a whist drive).
    pub score: PerSide<i64>,
    pub finished: bool,
    /// The side the rules declared, else the side ahead (`None`: level, or not over).
    pub winner: Option<Side>,
}

/// The verdict on `row`, whose hands are `scored`; `counts_tricks` where its event counts
/// tricks.
pub fn judge_scored(counts_tricks: bool, row: &GameRow, scored: &Match) -> Judged {
    let mut sheet = scored.sheet();
    let tally = sheet.tally();
    let score = if counts_tricks {
        PerSide::new(i64::from(tally.ns.tricks), i64::from(tally.ew.tricks))
    } else {
        PerSide::new(i64::from(tally.ns.points), i64::from(tally.ew.points))
    };
    let finished = row.status == GameStatus::Finished;
    let winner = if finished {
        sheet.winner.or_else(|| ahead(score))
    } else {
        None
    };
    if finished {
        // Over by the event's terms: the game's own sheet names the winner too.
        sheet.end_otherwise(ending(row), winner);
    }
    Judged {
        sheet,
        tally,
        score,
        finished,
        winner,
    }
}

/// Why a finished game the rules have not ended is over: its round's closing decided it,
/// else its event's fixed number of hands was played.
fn ending(row: &GameRow) -> Reason {
    match &row.decision {
        None => Reason::HandLimit,
        Some(decision) if *decision == Reason::Time.to_string() => Reason::Time,
        Some(_) => Reason::LeadingScore,
    }
}

/// The side with more, if either.
pub fn ahead(score: PerSide<i64>) -> Option<Side> {
    match score.ns.cmp(&score.ew) {
        std::cmp::Ordering::Greater => Some(Side::NorthSouth),
        std::cmp::Ordering::Less => Some(Side::EastWest),
        std::cmp::Ordering::Equal => None,
    }
}
