//! What can be wrong with a hand or a record, in words a player understands.
//!
//! Every hand error names the field it is about (`contract.level`, `auction[2]`), so the CLI
//! can print `hand 3: contract.level 8 is above the maximum bid of 7` and the server can
//! answer with `"field": "hands[2].contract.level"`.

use std::fmt;

use crate::bid::{Bid, Direction, Mode, Suit};
use crate::house_rules::{BidRanking, RulesError};
use crate::seat::{PerSide, Seat, Side};
use crate::sheet::Reason;
use crate::three_handed::error::ThreeHandedError;

/// A hand the rules refuse, and which field of it is at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct HandError {
    /// Path within the hand object, e.g. `contract.level` or `reneges[1].trick`; empty when
    /// the hand as a whole is refused.
    pub field: String,
    pub problem: HandProblem,
}

impl HandError {
    pub fn new(field: impl Into<String>, problem: HandProblem) -> HandError {
        HandError {
            field: field.into(),
            problem,
        }
    }

    /// The error as seen from one level up, e.g. a renege's own error placed at `reneges[1]`.
    pub(crate) fn within(mut self, parent: &str) -> HandError {
        self.field = if self.field.is_empty() {
            parent.to_owned()
        } else {
            format!("{parent}.{}", self.field)
        };
        self
    }
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.problem, self.field.is_empty()) {
            (_, true) => write!(f, "{}", self.problem),
            (HandProblem::Malformed(_), false) => write!(f, "{}: {}", self.field, self.problem),
            (_, false) => write!(f, "{} {}", self.field, self.problem),
        }
    }
}

/// Why a hand is refused. Each message reads on from the field's name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandProblem {
    /// The JSON has the wrong shape: a wrong type, an unknown field, a word that is no seat.
    #[error("{0}")]
    Malformed(String),
    #[error("is missing")]
    Missing,
    #[error("{0} is above the maximum bid of 7")]
    LevelAboveMaximum(i64),
    #[error("{0} is not a bid level (1 to 7 books over six)")]
    LevelNotPositive(i64),
    #[error("{level} is below the minimum bid of {min}")]
    LevelBelowMinimum { level: u8, min: u8 },
    #[error("{value} is not a number of {what} (0 to 13)")]
    CountOutOfRange { value: i64, what: &'static str },
    #[error("{0} would leave the bidding side without the kitty, which is always its first book")]
    BiddersWithoutKitty(u8),
    #[error("{} and {} make {}, not 13", side_count(Side::NorthSouth, counts.ns), side_count(Side::EastWest, counts.ew), counts.ns + counts.ew)]
    SidesDoNotMakeThirteen { counts: PerSide<u8> },
    #[error("{0} is not a trick number (1 to 13)")]
    TrickNumberOutOfRange(i64),
    #[error("{0} is not a count of honours (3 or 4; a 2-2 split is not recorded)")]
    HonoursCountOutOfRange(i64),
    #[error("{0} is given, but a notrump contract has no trump suit (give its direction instead)")]
    TrumpInNotrump(Suit),
    #[error("{direction} is for notrump contracts; {mode} contracts name a trump suit instead")]
    DirectionWithTrumps { direction: Direction, mode: Mode },
    #[error(
        "{got} is not the next dealer: {previous} dealt the hand before, so {expected} deals this one"
    )]
    WrongDealer {
        got: Seat,
        expected: Seat,
        previous: Seat,
    },
    #[error("the {match_name} is already over ({winner} won by {reason}); it takes no more hands")]
    MatchOver {
        match_name: &'static str,
        winner: Side,
        reason: Reason,
    },
    #[error("has {0} calls, but each of the four seats calls once, starting left of the dealer")]
    AuctionLength(usize),
    #[error("{bid} is below the minimum bid of {min}")]
    CallBelowMinimum { bid: Bid, min: u8 },
    #[error("{bid} by {seat} does not {} {highest} by {by}{}", if *dealer_may_match { "match" } else { "beat" }, ranking_hint(*ranking, *bid, *highest))]
    CallDoesNotBeat {
        bid: Bid,
        seat: Seat,
        highest: Bid,
        by: Seat,
        ranking: BidRanking,
        /// The call was the dealer's under `dealer_may_match`: matching would have done.
        dealer_may_match: bool,
    },
    #[error(
        "pass by the dealer {dealer} is not allowed: the other three passed, so the dealer must bid (rules.all_pass is dealer_must_bid)"
    )]
    DealerMustBid { dealer: Seat },
    #[error("{value} does not match the auction, which {by} won with {winning}")]
    ContractDoesNotMatchAuction {
        value: String,
        winning: Bid,
        by: Seat,
    },
    #[error("is missing, and the auction was won by {by} with {winning}")]
    ContractMissingAfterAuction { winning: Bid, by: Seat },
    #[error("is missing (a hand passed out by all four records its four passes in auction)")]
    ContractMissing,
    #[error("is given, but all four passed: the hand was thrown in and never played")]
    ThrownIn,
    #[error("{0} is given, but this game is played without trumps (rules.trump is none)")]
    TrumpInNoTrumpWhist(Suit),
    #[error("none is given, but the turned card names trumps in this game (rules.trump is turned)")]
    NoTrumpInTurnedWhist,
    #[error("are not scored in this game (rules.honours is false); leave them out")]
    HonoursNotScored,
    #[error("cannot be held in a game without trumps (rules.trump is none)")]
    HonoursWithoutTrumps,
}

fn side_count(side: Side, count: u8) -> String {
    format!("{side} {count}")
}

/// Explains, for two bids of one level, why the second cannot overcall the first.
fn ranking_hint(ranking: BidRanking, bid: Bid, highest: Bid) -> &'static str {
    if bid.level != highest.level {
        return "";
    }
    match ranking {
        BidRanking::NotrumpHigh => {
            " (rules.bid_ranking is notrump_high: at one level notrump beats uptown and downtown, which are equal)"
        }
        BidRanking::DowntownOverUptown => {
            " (rules.bid_ranking is downtown_over_uptown: at one level uptown < downtown < notrump)"
        }
        BidRanking::LevelOnly => {
            " (rules.bid_ranking is level_only: only a higher level beats a bid)"
        }
    }
}

/// A game record that cannot be scored.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("the record is not valid JSON: {0}")]
    Syntax(String),
    #[error("{field} {reason}")]
    Malformed { field: String, reason: String },
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("hand {number}: {error}")]
    Hand { number: usize, error: HandError },
    /// A hand of a three-handed game.
    #[error("hand {number}: {error}")]
    PlayerHand {
        number: usize,
        error: ThreeHandedError,
    },
}

impl RecordError {
    /// The path of the offending field in the record, e.g. `hands[2].contract.level`
    /// (array positions count from 0, hand numbers in messages from 1).
    pub fn field(&self) -> String {
        match self {
            RecordError::Syntax(_) => String::new(),
            RecordError::Malformed { field, .. } => field.clone(),
            RecordError::Rules(error) => error.field(),
            RecordError::Hand { number, error } => hand_field(*number, &error.field),
            RecordError::PlayerHand { number, error } => hand_field(*number, &error.field),
        }
    }
}

/// `hands[i]` for hand number `i + 1`, followed by the field within the hand.
pub fn hand_field(number: usize, field: &str) -> String {
    let index = number.saturating_sub(1);
    if field.is_empty() {
        format!("hands[{index}]")
    } else {
        format!("hands[{index}].{field}")
    }
}
