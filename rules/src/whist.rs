//! Scoring classic whist: one hand (RULES.md 2.2), games and rubbers (2.3).

use crate::counts::{BOOK, Split, TRICKS_PER_DEAL};
use crate::error::{HandError, HandProblem};
use crate::house_rules::{GamePoints, RenegePenalty, TrumpRule, WhistRules};
use crate::record::{Honours, WhistHand, WhistTrump};
use crate::rotation::DealerRotation;
use crate::seat::{PerSide, Seat, Side};
use crate::sheet::{GameLine, HandDetail, HandResult, Reason, RubberLine, SheetHand};

/// Tricks a renege moves from the offending side under `renege_penalty: tricks`, and points
/// it gives the other side under `renege_penalty: points`.
const RENEGE_PENALTY: u8 = 3;

/// How one hand scores within its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WhistScore {
    /// Tricks after reneges.
    pub tricks: Split,
    pub points: PerSide<i32>,
    /// The side this hand brought to the target first, if any.
    pub game_won_by: Option<Side>,
}

/// Scores a whist hand for a game standing at `before` (RULES.md 2.2, steps 1 to 5, and the
/// options of 2.5). The first side to reach the target, in the order tricks, honours, renege
/// points, wins; points scored after that are recorded but cannot change the winner.
pub fn score_hand(hand: &WhistHand, before: PerSide<i32>, rules: &WhistRules) -> WhistScore {
    let mut tricks = hand.tricks;
    if rules.renege_penalty == RenegePenalty::Tricks {
        for renege in &hand.reneges {
            tricks.transfer(renege.side, RENEGE_PENALTY);
        }
    }
    let target = i32::from(rules.target);
    let mut awards: Vec<(Side, i32)> = Vec::with_capacity(2 + hand.reneges.len());
    if let Some(side) = Side::BOTH
        .into_iter()
        .find(|side| tricks.of(*side).get() > BOOK)
    {
        let count = tricks.of(side);
        let slam_bonus = if count.get() == TRICKS_PER_DEAL {
            rules.slam_bonus
        } else {
            0
        };
        awards.push((side, i32::from(count.over_book() + slam_bonus)));
    }
    if let Some(Honours { side, count }) = hand.honours {
        // "At four, honours do not count": a side one point from game before the hand.
        let at_game_point = *before.get(side) == target - 1;
        if rules.honours_at_game_point || !at_game_point {
            awards.push((side, if count == 4 { 4 } else { 2 }));
        }
    }
    let penalty = i32::from(RENEGE_PENALTY);
    for renege in &hand.reneges {
        match rules.renege_penalty {
            RenegePenalty::Tricks => {}
            RenegePenalty::Points => awards.push((renege.side.other(), penalty)),
            RenegePenalty::Deduct => awards.push((renege.side, -penalty)),
        }
    }
    // Under revoker_cannot_win a side that reneged cannot win in this hand, and what it
    // scores in the hand (all of it, penalties included) is cut to leave it one short.
    let revoked = |side: Side| {
        rules.revoker_cannot_win && hand.reneges.iter().any(|renege| renege.side == side)
    };
    let mut totals = before;
    let mut points = PerSide::default();
    let mut game_won_by = None;
    for (side, award) in awards {
        *points.get_mut(side) += award;
        *totals.get_mut(side) += award;
        if game_won_by.is_none() && !revoked(side) && *totals.get(side) >= target {
            game_won_by = Some(side);
        }
    }
    for side in Side::BOTH.into_iter().filter(|side| revoked(*side)) {
        let most = target - 1 - *before.get(side);
        let scored: &mut i32 = points.get_mut(side);
        *scored = (*scored).min(most);
    }
    WhistScore {
        tricks,
        points,
        game_won_by,
    }
}

/// Game points of the Laws of Whist for a game won (RULES.md 2.5): a treble when the losers
/// scored nothing, a double when they scored at most half of one short of the target, else a
/// single. A losing score below nothing (a revoke deducted) counts as nothing.
fn laws_game_points(loser_score: i32, target: u8) -> i32 {
    if loser_score <= 0 {
        3
    } else if loser_score <= (i32::from(target) - 1) / 2 {
        2
    } else {
        1
    }
}

/// Game points the Laws give the winner of a rubber, whatever its games were.
const LAWS_RUBBER_POINTS: i32 = 2;

/// A whist match in progress, a rubber or a single game: a fold over its hands.
#[derive(Debug, Clone)]
pub struct WhistMatch {
    rules: WhistRules,
    rotation: DealerRotation,
    games: Vec<GameLine>,
    outcome: Option<(Side, Reason)>,
    lines: Vec<SheetHand>,
}

impl WhistMatch {
    pub fn new(rules: WhistRules) -> WhistMatch {
        WhistMatch {
            rules,
            rotation: DealerRotation::default(),
            games: Vec::new(),
            outcome: None,
            lines: Vec::new(),
        }
    }

    pub fn rules(&self) -> &WhistRules {
        &self.rules
    }

    pub fn expected_dealer(&self) -> Option<Seat> {
        self.rotation.expected()
    }

    /// The winner of the match and why, once it is over.
    pub fn outcome(&self) -> Option<(Side, Reason)> {
        self.outcome
    }

    pub fn lines(&self) -> &[SheetHand] {
        &self.lines
    }

    /// Every game begun, the last one possibly still going on.
    pub fn games(&self) -> &[GameLine] {
        &self.games
    }

    /// Games won by each side so far.
    pub fn games_won(&self) -> PerSide<u8> {
        let mut won = PerSide::default();
        for winner in self.games.iter().filter_map(|game| game.winner) {
            *won.get_mut(winner) += 1;
        }
        won
    }

    /// The rubber's account; `None` when the match is a single game.
    pub fn rubber(&self) -> Option<RubberLine> {
        if !self.rules.rubber {
            return None;
        }
        let games_won = self.games_won();
        let bonus = match (self.outcome, self.rules.game_points) {
            (Some((winner, _)), GamePoints::Laws) => PerSide::one(winner, LAWS_RUBBER_POINTS, 0),
            (Some((winner, _)), GamePoints::Points) if *games_won.get(winner.other()) == 0 => {
                PerSide::one(winner, i32::from(self.rules.rubber_bonus), 0)
            }
            _ => PerSide::default(),
        };
        let played = match self.rules.game_points {
            GamePoints::Points => self
                .games
                .iter()
                .fold(PerSide::default(), |sum, game| sum + game.points),
            GamePoints::Laws => self
                .games
                .iter()
                .filter_map(|game| {
                    let winner = game.winner?;
                    let won = laws_game_points(*game.points.get(winner.other()), self.rules.target);
                    Some(PerSide::one(winner, won, 0))
                })
                .fold(PerSide::default(), |sum, won| sum + won),
        };
        let totals = played + bonus;
        let margin = self
            .outcome
            .map(|(winner, _)| totals.get(winner) - totals.get(winner.other()));
        Some(RubberLine {
            games_won,
            bonus,
            totals,
            margin,
        })
    }

    /// Scores the next hand. On error the match is left exactly as it was.
    pub fn play(&mut self, hand: &WhistHand) -> Result<&SheetHand, HandError> {
        if let Some((winner, reason)) = self.outcome {
            let match_name = if self.rules.rubber { "rubber" } else { "game" };
            return Err(HandError::new(
                "",
                HandProblem::MatchOver {
                    match_name,
                    winner,
                    reason,
                },
            ));
        }
        self.rotation.check(hand.dealer)?;
        self.check(hand)?;
        self.rotation.dealt(hand.dealer);
        if self.games.last().is_none_or(|game| game.winner.is_some()) {
            self.games.push(GameLine {
                number: u32::try_from(self.games.len() + 1)
                    .expect("a rubber has at most three games"),
                winner: None,
                points: PerSide::default(),
            });
        }
        let game = self.games.last_mut().expect("a game is in progress");
        let score = score_hand(hand, game.points, &self.rules);
        game.points = game.points + score.points;
        game.winner = score.game_won_by;
        let line = SheetHand {
            number: self.lines.len() + 1,
            dealer: hand.dealer,
            points: score.points,
            totals: game.points,
            result: HandResult::Scored,
            detail: HandDetail::Whist {
                tricks: PerSide::new(
                    score.tricks.of(Side::NorthSouth).get(),
                    score.tricks.of(Side::EastWest).get(),
                ),
            },
            game: game.number,
        };
        if let Some(winner) = score.game_won_by {
            self.outcome = if !self.rules.rubber {
                Some((winner, Reason::Target))
            } else if *self.games_won().get(winner) == 2 {
                Some((winner, Reason::Rubber))
            } else {
                None
            };
        }
        self.lines.push(line);
        Ok(self.lines.last().expect("just pushed"))
    }

    /// Checks the recorded trump and honours against the rules.
    fn check(&self, hand: &WhistHand) -> Result<(), HandError> {
        match (self.rules.trump, hand.trump) {
            (TrumpRule::None, Some(WhistTrump::Suit(suit))) => {
                return Err(HandError::new(
                    "trump",
                    HandProblem::TrumpInNoTrumpWhist(suit),
                ));
            }
            (TrumpRule::Turned, Some(WhistTrump::NoTrump)) => {
                return Err(HandError::new("trump", HandProblem::NoTrumpInTurnedWhist));
            }
            _ => {}
        }
        if hand.honours.is_some() {
            if !self.rules.honours {
                return Err(HandError::new("honours", HandProblem::HonoursNotScored));
            }
            if self.rules.trump == TrumpRule::None {
                return Err(HandError::new("honours", HandProblem::HonoursWithoutTrumps));
            }
        }
        Ok(())
    }
}
