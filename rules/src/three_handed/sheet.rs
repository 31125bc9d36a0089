//! The score sheet of a three-handed game: every hand's points and running totals per
//! player, who dropped out and when, and who won and why.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::sheet::{HandResult, Reason};

use super::bid::ThreeHandedBid;
use super::kind::ThreeHandedKind;
use super::rules::ThreeHandedRules;
use super::seat::{PerPlayer, PlayerSeat};

/// A scored three-handed game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerSheet {
    pub game: ThreeHandedKind,
    /// The full rule set, defaults filled in.
    pub rules: ThreeHandedRules,
    pub hands: Vec<PlayerSheetHand>,
    pub totals: PerPlayer<i32>,
    /// The players out of the game, in the order they went out.
    pub out: Vec<OutLine>,
    pub finished: bool,
    pub winner: Option<PlayerSeat>,
    pub reason: Option<Reason>,
}

/// One hand's line on the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSheetHand {
    /// 1-based position in the record.
    pub number: usize,
    pub dealer: PlayerSeat,
    /// The contract, `None` for a thrown-in hand.
    pub bid: Option<ThreeHandedBid>,
    pub bidder: Option<PlayerSeat>,
    /// The bidder's books after reneges.
    pub books: Option<u8>,
    pub result: HandResult,
    pub boston: bool,
    pub points: PerPlayer<i32>,
    pub totals: PerPlayer<i32>,
}

/// A player who dropped out: at minus the target (`setback`) or set too often (`set_limit`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutLine {
    pub seat: PlayerSeat,
    /// The number of the hand that put them out.
    pub hand: usize,
    pub reason: Reason,
}

/// A sheet read back (by a client) reads its rules as its game's.
impl<'de> Deserialize<'de> for PlayerSheet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Written {
            game: ThreeHandedKind,
            rules: Value,
            hands: Vec<PlayerSheetHand>,
            totals: PerPlayer<i32>,
            out: Vec<OutLine>,
            finished: bool,
            winner: Option<PlayerSeat>,
            reason: Option<Reason>,
        }
        let written = Written::deserialize(deserializer)?;
        let rules = ThreeHandedRules::from_options(written.game, &written.rules)
            .map_err(serde::de::Error::custom)?;
        Ok(PlayerSheet {
            game: written.game,
            rules,
            hands: written.hands,
            totals: written.totals,
            out: written.out,
            finished: written.finished,
            winner: written.winner,
            reason: written.reason,
        })
    }
}
