//! The score sheet of CONTRACT.md section 2: every hand's points and running totals, and
//! who won and why. It is derived from a game record, never stored as the truth.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bid::Bid;
use crate::house_rules::{GameKind, Rules};
use crate::seat::{PerSide, Seat, Side};

/// The scored game (or whist rubber).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub game: GameKind,
    /// The full rule set, defaults filled in.
    pub rules: Rules,
    pub hands: Vec<SheetHand>,
    /// The running total of the latest game: the one in progress, or the last one played.
    pub totals: PerSide<i32>,
    pub finished: bool,
    pub winner: Option<Side>,
    pub reason: Option<Reason>,
    /// Whist only: each game of the match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub games: Option<Vec<GameLine>>,
    /// Whist rubbers only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rubber: Option<RubberLine>,
    /// The hands each side has won, in a game played to hands won.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands_won: Option<PerSide<u32>>,
}

/// One hand's line on the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetHand {
    /// 1-based position in the record.
    pub number: usize,
    pub dealer: Seat,
    pub points: PerSide<i32>,
    /// Running totals of this hand's game after it.
    pub totals: PerSide<i32>,
    pub result: HandResult,
    #[serde(flatten)]
    pub detail: HandDetail,
    /// The game within a rubber this hand belongs to (always 1 in bid whist).
    pub game: u32,
}

/// What a line shows beyond the points, per kind of game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum HandDetail {
    BidWhist {
        /// The contract, `None` for a thrown-in hand.
        bid: Option<Bid>,
        bidder: Option<Seat>,
        /// The bidding side's books after reneges.
        books: Option<u8>,
        boston: bool,
    },
    Whist {
        /// Both sides' tricks after reneges.
        tricks: PerSide<u8>,
    },
}

/// How a hand came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HandResult {
    Made,
    Set,
    ThrownIn,
    Scored,
}

/// Why a game or match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// A side reached the target.
    Target,
    /// A side fell to minus the target.
    Setback,
    /// A Boston under `boston: wins_game`.
    Boston,
    /// A side was set more often than `max_sets` allows.
    SetLimit,
    /// A side won two games of a whist rubber.
    Rubber,
    /// A renege under `renege_loses_game`: the offending side lost.
    Renege,
    /// A side won the hands a match of hands won asks for.
    HandsWon,
    /// The director awarded the table to the side present.
    Forfeit,
    /// The event plays a fixed number of hands, and the last was played: the side ahead
    /// won. The rules of play never end a game so; an event's terms do.
    HandLimit,
    /// The director closed the round while the game went on: the side ahead won.
    LeadingScore,
    /// The round's time ran out while the game went on: the side ahead won.
    Time,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reason::Target => "target",
            Reason::Setback => "setback",
            Reason::Boston => "boston",
            Reason::SetLimit => "set_limit",
            Reason::Rubber => "rubber",
            Reason::Renege => "renege",
            Reason::HandsWon => "hands_won",
            Reason::Forfeit => "forfeit",
            Reason::HandLimit => "hand_limit",
            Reason::LeadingScore => "leading_score",
            Reason::Time => "time",
        })
    }
}

/// One whist game of a match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameLine {
    pub number: u32,
    pub winner: Option<Side>,
    pub points: PerSide<i32>,
}

/// The rubber's account (RULES.md 2.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RubberLine {
    pub games_won: PerSide<u8>,
    pub bonus: PerSide<i32>,
    /// Every point each side scored in the rubber's games, plus the bonus; under
    /// `game_points: laws`, the game points of each game won, plus the bonus.
    pub totals: PerSide<i32>,
    /// The winner's total minus the loser's; `None` while the rubber goes on.
    pub margin: Option<i32>,
}

/// What one side of a game brings to standings and ratings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SideTally {
    /// The side's score: the rubber's totals with their bonus where there is a rubber, else
    /// the game's totals.
    pub points: i32,
    /// Tricks taken (whist) or books won (bid whist, the bidding side's books counted to the
    /// bidders and the rest to the defenders), as a whist drive's personal totals count them.
    pub tricks: u32,
    /// Bostons made by the side.
    pub bostons: u32,
    /// Contracts of the side that were set.
    pub sets: u32,
}

impl ScoreSheet {
    /// Points, tricks, Bostons and sets of each side over the whole sheet.
    pub fn tally(&self) -> PerSide<SideTally> {
        let points = self
            .rubber
            .as_ref()
            .map_or(self.totals, |rubber| rubber.totals);
        let mut tally = PerSide::new(
            SideTally {
                points: points.ns,
                ..SideTally::default()
            },
            SideTally {
                points: points.ew,
                ..SideTally::default()
            },
        );
        for hand in &self.hands {
            match &hand.detail {
                HandDetail::Whist { tricks } => {
                    tally.ns.tricks += u32::from(tricks.ns);
                    tally.ew.tricks += u32::from(tricks.ew);
                }
                HandDetail::BidWhist {
                    bidder: Some(bidder),
                    books: Some(books),
                    boston,
                    ..
                } => {
                    let side = bidder.side();
                    let bidders = tally.get_mut(side);
                    bidders.tricks += u32::from(*books);
                    bidders.bostons += u32::from(*boston);
                    bidders.sets += u32::from(hand.result == HandResult::Set);
                    tally.get_mut(side.other()).tricks += 13 - u32::from(*books).min(13);
                }
                HandDetail::BidWhist { .. } => {}
            }
        }
        tally
    }

    /// Ends a game its rules have not ended, for `reason` (the event's hand limit, or a
    /// round closed on the leading score); `winner` is the side ahead, `None` when level
    /// (a draw). A game the rules have ended keeps the rules' verdict.
    pub fn end_otherwise(&mut self, reason: Reason, winner: Option<Side>) {
        if self.finished {
            return;
        }
        self.finished = true;
        self.winner = winner;
        self.reason = Some(reason);
    }
}
