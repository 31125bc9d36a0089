//! Which three-handed game: the numbers that differ between them.

use std::fmt;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::house_rules::GameKind;

/// Cutthroat Bid Whist (RULES.md 3.1) or Dummy Whist (3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThreeHandedKind {
    Cutthroat,
    DummyWhist,
}

impl ThreeHandedKind {
    pub const ALL: [ThreeHandedKind; 2] = [ThreeHandedKind::Cutthroat, ThreeHandedKind::DummyWhist];

    /// The name the game is written as in a record: `cutthroat` or `dummy_whist`.
    pub fn name(self) -> &'static str {
        match self {
            ThreeHandedKind::Cutthroat => "cutthroat",
            ThreeHandedKind::DummyWhist => "dummy_whist",
        }
    }

    pub fn parse(name: &str) -> Option<ThreeHandedKind> {
        ThreeHandedKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
    }

    /// The three-handed game an evening of `partnership` seats three players left over at:
    /// cutthroat at bid whist, dummy whist at whist.
    pub fn beside(partnership: GameKind) -> ThreeHandedKind {
        match partnership {
            GameKind::BidWhist => ThreeHandedKind::Cutthroat,
            GameKind::Whist => ThreeHandedKind::DummyWhist,
        }
    }

    /// The game in words, for messages.
    pub fn words(self) -> &'static str {
        match self {
            ThreeHandedKind::Cutthroat => "cutthroat bid whist",
            ThreeHandedKind::DummyWhist => "dummy whist",
        }
    }

    /// Books in one deal: 17 tricks and the kitty of three in cutthroat, 13 in dummy whist.
    pub fn books_per_deal(self) -> u8 {
        match self {
            ThreeHandedKind::Cutthroat => 18,
            ThreeHandedKind::DummyWhist => 13,
        }
    }

    /// Tricks played in one deal, which a renege claim may name.
    pub fn tricks_per_deal(self) -> u8 {
        match self {
            ThreeHandedKind::Cutthroat => 17,
            ThreeHandedKind::DummyWhist => 13,
        }
    }

    /// The bids the game has: the books bid in cutthroat (003: "exact numbers, not bid plus
    /// six"), books over six in dummy whist.
    pub fn levels(self) -> RangeInclusive<u8> {
        match self {
            ThreeHandedKind::Cutthroat => 7..=18,
            ThreeHandedKind::DummyWhist => 1..=7,
        }
    }

    /// The books a bid of `level` needs.
    pub fn books_needed(self, level: u8) -> u8 {
        match self {
            ThreeHandedKind::Cutthroat => level,
            ThreeHandedKind::DummyWhist => level + 6,
        }
    }

    /// The fewest books the bidder can have taken: the kitty of cutthroat is always the
    /// bidder's first book; dummy whist has none.
    pub fn fewest_books(self) -> u8 {
        match self {
            ThreeHandedKind::Cutthroat => 1,
            ThreeHandedKind::DummyWhist => 0,
        }
    }
}

/// How a stored game's kind is read back: a name no game has is an error of the data.
impl TryFrom<String> for ThreeHandedKind {
    type Error = String;

    fn try_from(name: String) -> Result<ThreeHandedKind, String> {
        ThreeHandedKind::parse(&name).ok_or_else(|| format!("{name:?} is no three-handed game"))
    }
}

impl From<ThreeHandedKind> for String {
    fn from(kind: ThreeHandedKind) -> String {
        kind.name().to_owned()
    }
}

impl fmt::Display for ThreeHandedKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words())
    }
}
