//! What can be wrong with a three-handed hand, in words a player understands. Like the
//! four-handed games' errors, each names the field it is about.

use std::fmt;

use crate::bid::{Direction, Mode, Suit};
use crate::sheet::Reason;

use super::bid::ThreeHandedBid;
use super::kind::ThreeHandedKind;
use super::seat::PlayerSeat;

/// A hand the rules refuse, and which field of it is at fault.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ThreeHandedError {
    /// Path within the hand object, e.g. `contract.level`; empty for the hand as a whole.
    pub field: String,
    pub problem: ThreeHandedProblem,
}

impl ThreeHandedError {
    pub fn new(field: impl Into<String>, problem: ThreeHandedProblem) -> ThreeHandedError {
        ThreeHandedError {
            field: field.into(),
            problem,
        }
    }
}

impl fmt::Display for ThreeHandedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.problem, self.field.is_empty()) {
            (_, true) => write!(f, "{}", self.problem),
            (ThreeHandedProblem::Malformed(_), false) => {
                write!(f, "{}: {}", self.field, self.problem)
            }
            (_, false) => write!(f, "{} {}", self.field, self.problem),
        }
    }
}

/// Why a three-handed hand is refused. Each message reads on from the field's name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ThreeHandedProblem {
    /// The JSON has the wrong shape: a wrong type, an unknown field, a seat that is not one.
    #[error("{0}")]
    Malformed(String),
    #[error("is missing")]
    Missing,
    #[error("{level} is not a bid of {game} ({} to {})", game.levels().start(), game.levels().end())]
    LevelOutOfRange { level: i64, game: ThreeHandedKind },
    #[error("{level} is below the minimum bid of {min}")]
    LevelBelowMinimum { level: u8, min: u8 },
    #[error("{value} is not a number of books ({} to {} in {game})", game.fewest_books(), game.books_per_deal())]
    BooksOutOfRange { value: i64, game: ThreeHandedKind },
    #[error("{value} is not a number of books (0 to {})", game.books_per_deal())]
    PlayerBooksOutOfRange { value: i64, game: ThreeHandedKind },
    #[error("make {total}, not the {} of a deal of {game}", game.books_per_deal())]
    BooksDoNotAddUp { total: i64, game: ThreeHandedKind },
    #[error(
        "are given for each player, but dummy whist counts only the bidder's books (with the dummy's)"
    )]
    BooksPerPlayerInDummyWhist,
    #[error(
        "must give each player's books ({{\"N\": .., \"E\": .., \"W\": ..}}): the bidder was set and the defenders score their books (rules.defenders_score)"
    )]
    EachPlayersBooksNeeded,
    #[error("{0} is not a trick number (1 to {1})")]
    TrickNumberOutOfRange(i64, u8),
    #[error("{0} is given, but a notrump contract has no trump suit (give its direction instead)")]
    TrumpInNotrump(Suit),
    #[error("{direction} is for notrump contracts; {mode} contracts name a trump suit instead")]
    DirectionWithTrumps { direction: Direction, mode: Mode },
    #[error(
        "{got} is not the next dealer: {previous} dealt the hand before, so {expected} deals this one"
    )]
    WrongDealer {
        got: PlayerSeat,
        expected: PlayerSeat,
        previous: PlayerSeat,
    },
    #[error("{0} is out of the game and no longer deals, bids or takes books")]
    PlayerOut(PlayerSeat),
    #[error("the game is already over ({winner} won by {reason}); it takes no more hands")]
    GameOver { winner: PlayerSeat, reason: Reason },
    #[error(
        "has {calls} calls, but each of the {players} players still in the game calls once, starting left of the dealer"
    )]
    AuctionLength { calls: usize, players: usize },
    #[error("{bid} is below the minimum bid of {min}")]
    CallBelowMinimum { bid: ThreeHandedBid, min: u8 },
    #[error("{bid} is not a bid of {game} ({} to {})", game.levels().start(), game.levels().end())]
    CallOutOfRange {
        bid: ThreeHandedBid,
        game: ThreeHandedKind,
    },
    #[error("{bid} by {seat} does not beat {highest} by {by} (rules.bid_ranking)")]
    CallDoesNotBeat {
        bid: ThreeHandedBid,
        seat: PlayerSeat,
        highest: ThreeHandedBid,
        by: PlayerSeat,
    },
    #[error(
        "pass by the dealer {dealer} is not allowed: the others passed, so the dealer must bid (rules.all_pass is dealer_must_bid)"
    )]
    DealerMustBid { dealer: PlayerSeat },
    #[error("{value} does not match the auction, which {by} won with {winning}")]
    ContractDoesNotMatchAuction {
        value: String,
        winning: ThreeHandedBid,
        by: PlayerSeat,
    },
    #[error("is missing, and the auction was won by {by} with {winning}")]
    ContractMissingAfterAuction {
        winning: ThreeHandedBid,
        by: PlayerSeat,
    },
    #[error("is missing (a hand everybody passed records their passes in auction)")]
    ContractMissing,
    #[error("is given, but everybody passed: the hand was thrown in and never played")]
    ThrownIn,
}
