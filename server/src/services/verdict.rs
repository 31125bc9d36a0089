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

/// How a game the rules did not end was decided, as its `decision` column stores it:
/// `leading_score` and `time` when its round closed, `forfeit:NS:5` when the director
/// awarded it (the side and the event's forfeit points at that moment).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    LeadingScore,
    Time,
    Forfeit { winner: Side, points: u8 },
}

impl Decision {
    /// What the game's view and pages call it: the sheet's reason.
    pub fn reason(self) -> Reason {
        match self {
            Decision::LeadingScore => Reason::LeadingScore,
            Decision::Time => Reason::Time,
            Decision::Forfeit { .. } => Reason::Forfeit,
        }
    }

    /// As the column stores it.
    pub fn stored(self) -> String {
        match self {
            Decision::Forfeit { winner, points } => format!("forfeit:{winner}:{points}"),
            other => other.reason().to_string(),
        }
    }

    /// The decision of `row`, if it was decided otherwise than by its rules. A stored text
    /// that names none (there is no other writer) is read as the leading score, the decision
    /// that has been written longest.
    pub fn of(row: &GameRow) -> Option<Decision> {
        let stored = row.decision.as_deref()?;
        Some(match stored.split(':').collect::<Vec<_>>().as_slice() {
            ["time"] => Decision::Time,
            ["forfeit", side, points] => match (side.parse(), points.parse()) {
                (Ok(winner), Ok(points)) => Decision::Forfeit { winner, points },
                _ => Decision::LeadingScore,
            },
            _ => Decision::LeadingScore,
        })
    }
}

/// The verdict on `row`, whose hands are `scored`; `counts_tricks` where its event counts
/// tricks.
pub fn judge_scored(counts_tricks: bool, row: &GameRow, scored: &Match) -> Judged {
    let mut sheet = scored.sheet();
    let tally = sheet.tally();
    let mut score = if counts_tricks {
        PerSide::new(i64::from(tally.ns.tricks), i64::from(tally.ew.tricks))
    } else {
        PerSide::new(i64::from(tally.ns.points), i64::from(tally.ew.points))
    };
    let decision = Decision::of(row);
    if let Some(Decision::Forfeit { winner, points }) = decision {
        *score.get_mut(winner) += i64::from(points);
    }
    let finished = row.status == GameStatus::Finished;
    let winner = match (finished, decision) {
        (false, _) => None,
        (true, Some(Decision::Forfeit { winner, .. })) => Some(winner),
        (true, _) => sheet.winner.or_else(|| ahead(score)),
    };
    if finished {
        // Over by the event's terms: the game's own sheet names the winner too.
        sheet.end_otherwise(decision.map_or(Reason::HandLimit, Decision::reason), winner);
    }
    Judged {
        sheet,
        tally,
        score,
        finished,
        winner,
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
