//! Bids of the three-handed games: a number and a mode, the number counted as the game
//! counts it (books in cutthroat, books over six in dummy whist).

use std::fmt;
use std::str::FromStr;

use crate::bid::{Mode, mode_rank, read_bid_text};
use crate::house_rules::BidRanking;
use crate::seat::serde_via_text;

/// A bid, written `10U`, `12NT`, `4D`. Whether its number is one the game has is for the
/// game to say (`ThreeHandedKind::levels`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ThreeHandedBid {
    pub level: u8,
    pub mode: Mode,
}

impl ThreeHandedBid {
    /// The most any three-handed game bids: all 18 books of cutthroat.
    pub const MAX: u8 = 18;

    /// Whether this bid beats `other` under `ranking` (RULES.md 1.2).
    pub fn beats(self, other: ThreeHandedBid, ranking: BidRanking) -> bool {
        (self.level, mode_rank(ranking, self.mode)) > (other.level, mode_rank(ranking, other.mode))
    }
}

impl fmt::Display for ThreeHandedBid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.mode.abbreviation())
    }
}

/// Text that is not a three-handed bid or a pass.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ThreeHandedBidError {
    #[error("\"{0}\" is not a bid (write it like 10U, 9D, 12NT or pass)")]
    Unreadable(String),
    #[error("\"{0}\" is not a bid: its number is 1 to 18")]
    OutOfRange(String),
}

impl FromStr for ThreeHandedBid {
    type Err = ThreeHandedBidError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (level, mode) =
            read_bid_text(text).ok_or_else(|| ThreeHandedBidError::Unreadable(text.to_owned()))?;
        u8::try_from(level)
            .ok()
            .filter(|level| (1..=Self::MAX).contains(level))
            .map(|level| ThreeHandedBid { level, mode })
            .ok_or_else(|| ThreeHandedBidError::OutOfRange(text.to_owned()))
    }
}

/// One player's turn in the bidding: a pass or a bid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ThreeHandedCall {
    Pass,
    Bid(ThreeHandedBid),
}

impl fmt::Display for ThreeHandedCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThreeHandedCall::Pass => f.write_str("pass"),
            ThreeHandedCall::Bid(bid) => bid.fmt(f),
        }
    }
}

impl FromStr for ThreeHandedCall {
    type Err = ThreeHandedBidError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.trim().eq_ignore_ascii_case("pass") {
            Ok(ThreeHandedCall::Pass)
        } else {
            text.parse().map(ThreeHandedCall::Bid)
        }
    }
}

serde_via_text!(ThreeHandedBid, ThreeHandedCall);

#[cfg(test)]
mod tests {
    use super::*;

    fn bid(text: &str) -> ThreeHandedBid {
        text.parse().unwrap()
    }

    #[test]
    fn cutthroat_bids_go_past_seven_and_rank_as_in_bid_whist() {
        assert_eq!(bid("12 no trump").to_string(), "12NT");
        assert!(bid("10NT").beats(bid("10U"), BidRanking::NotrumpHigh));
        assert!(!bid("10D").beats(bid("10U"), BidRanking::NotrumpHigh));
        assert!(bid("11U").beats(bid("10NT"), BidRanking::NotrumpHigh));
        assert!("19U".parse::<ThreeHandedBid>().is_err());
        assert!("0U".parse::<ThreeHandedBid>().is_err());
        assert_eq!(
            "Pass".parse::<ThreeHandedCall>().unwrap(),
            ThreeHandedCall::Pass
        );
    }
}
