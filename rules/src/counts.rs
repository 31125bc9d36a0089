//! Counts of tricks. A deal has 13 tricks; in bid whist they are called books and the
//! bidder's six discards (the kitty) count as the bidding side's first book.

use std::fmt;

use serde::Serialize;

use crate::error::HandProblem;
use crate::seat::{PerSide, Side};

/// Tricks (books) in one deal.
pub const TRICKS_PER_DEAL: u8 = 13;

/// The book: the first six tricks a side takes score nothing.
pub const BOOK: u8 = 6;

/// A number of tricks (or books) won by one side in one deal: 0 to 13.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Tricks(u8);

impl Tricks {
    pub const ALL: Tricks = Tricks(TRICKS_PER_DEAL);
    pub const NONE: Tricks = Tricks(0);

    pub fn new(count: u8) -> Option<Tricks> {
        (count <= TRICKS_PER_DEAL).then_some(Tricks(count))
    }

    /// Reads a count from a record, where `what` names it (`books`, `tricks`) in the error.
    pub(crate) fn from_record(value: i64, what: &'static str) -> Result<Tricks, HandProblem> {
        u8::try_from(value)
            .ok()
            .and_then(Tricks::new)
            .ok_or(HandProblem::CountOutOfRange { value, what })
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// What the other side took in the same deal.
    pub fn rest(self) -> Tricks {
        Tricks(TRICKS_PER_DEAL - self.0)
    }

    /// Tricks over the book of six, or zero.
    pub fn over_book(self) -> u8 {
        self.0.saturating_sub(BOOK)
    }
}

impl fmt::Display for Tricks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The split of one deal's 13 tricks between the sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Split(PerSide<Tricks>);

impl Split {
    /// `count` to `side`, the rest to the other side.
    pub fn giving(side: Side, count: Tricks) -> Split {
        Split(PerSide::one(side, count, count.rest()))
    }

    /// Reads both sides' counts, which must make 13.
    pub(crate) fn from_record(
        counts: PerSide<i64>,
        what: &'static str,
    ) -> Result<Split, (Side, HandProblem)> {
        let ns = Tricks::from_record(counts.ns, what).map_err(|p| (Side::NorthSouth, p))?;
        let ew = Tricks::from_record(counts.ew, what).map_err(|p| (Side::EastWest, p))?;
        if ns.get() + ew.get() == TRICKS_PER_DEAL {
            Ok(Split(PerSide::new(ns, ew)))
        } else {
            let counts = PerSide::new(ns.get(), ew.get());
            Err((
                Side::NorthSouth,
                HandProblem::SidesDoNotMakeThirteen { counts },
            ))
        }
    }

    pub fn of(self, side: Side) -> Tricks {
        *self.0.get(side)
    }

    pub fn per_side(self) -> PerSide<Tricks> {
        self.0
    }

    /// Moves `count` tricks from `from` to the other side, or all `from` has if it has fewer:
    /// then the other side counts as having taken all 13.
    pub fn transfer(&mut self, from: Side, count: u8) {
        let had = self.of(from).get();
        *self = Split::giving(from, Tricks(had - had.min(count)));
    }
}

/// The number of a trick within a deal, 1 to 13; a renege claim may name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct TrickNumber(u8);

impl TrickNumber {
    pub fn new(number: u8) -> Option<TrickNumber> {
        (1..=TRICKS_PER_DEAL)
            .contains(&number)
            .then_some(TrickNumber(number))
    }

    pub(crate) fn from_record(value: i64) -> Result<TrickNumber, HandProblem> {
        u8::try_from(value)
            .ok()
            .and_then(TrickNumber::new)
            .ok_or(HandProblem::TrickNumberOutOfRange(value))
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_stay_within_a_deal() {
        assert!(Tricks::new(13).is_some());
        assert!(Tricks::new(14).is_none());
        assert_eq!(Tricks::new(9).unwrap().rest().get(), 4);
        assert_eq!(Tricks::new(11).unwrap().over_book(), 5);
        assert_eq!(Tricks::new(4).unwrap().over_book(), 0);
        assert!(TrickNumber::new(0).is_none());
        assert!(TrickNumber::new(13).is_some());
    }

    #[test]
    fn a_transfer_moves_at_most_what_a_side_has() {
        let mut split = Split::giving(Side::NorthSouth, Tricks::new(9).unwrap());
        split.transfer(Side::EastWest, 3);
        assert_eq!(split.of(Side::NorthSouth).get(), 12);
        split.transfer(Side::EastWest, 3);
        assert_eq!(split.of(Side::NorthSouth), Tricks::ALL);
        assert_eq!(split.of(Side::EastWest), Tricks::NONE);
    }

    #[test]
    fn both_sides_must_make_thirteen() {
        let error = Split::from_record(PerSide::new(8, 6), "tricks").unwrap_err();
        assert_eq!(error.1.to_string(), "NS 8 and EW 6 make 14, not 13");
        let error = Split::from_record(PerSide::new(-1, 14), "books").unwrap_err();
        assert_eq!(error.1.to_string(), "-1 is not a number of books (0 to 13)");
    }
}
