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

impl PlayerSheet {
    /// Where each player finished, 1 first, for ratings: the winner first; then the players
    /// still in, by their totals (equal totals share a place); then those out, the last to
    /// go out first. Decided (RULES.md 3.3): a player out of the game finishes behind every
    /// player still in it, whatever the totals, as in an elimination. `None` until the game
    /// is over.
    pub fn places(&self) -> Option<PerPlayer<usize>> {
        let winner = self.winner?;
        let out_at = |seat: PlayerSeat| self.out.iter().position(|line| line.seat == seat);
        // Higher keys finish higher: the winner, then in before out, then the total or how
        // late the player went out.
        let key = |seat: PlayerSeat| match (seat == winner, out_at(seat)) {
            (true, _) => (2, 0),
            (false, None) => (1, i64::from(*self.totals.get(seat))),
            (false, Some(order)) => (0, i64::try_from(order).unwrap_or(i64::MAX)),
        };
        let place = |seat: PlayerSeat| {
            1 + PlayerSeat::ALL
                .iter()
                .filter(|other| key(**other) > key(seat))
                .count()
        };
        Some(PerPlayer::new(
            place(PlayerSeat::North),
            place(PlayerSeat::East),
            place(PlayerSeat::West),
        ))
    }
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

#[cfg(test)]
mod tests {
    use crate::Sheet;

    fn sheet(rules: &str, hands: &[(&str, &str, u8, u8)]) -> super::PlayerSheet {
        let hands: Vec<String> = hands
            .iter()
            .map(|(dealer, bidder, level, books)| {
                format!(
                    r#"{{"dealer":"{dealer}","contract":{{"bidder":"{bidder}","level":{level},"mode":"uptown"}},"books":{books}}}"#
                )
            })
            .collect();
        let record = format!(
            r#"{{"game":"cutthroat","rules":{rules},"hands":[{}]}}"#,
            hands.join(",")
        );
        match crate::score_any_json(&record).unwrap() {
            Sheet::Players(sheet) => sheet,
            Sheet::Partnerships(_) => panic!("a three-handed sheet"),
        }
    }

    #[test]
    fn the_winner_is_first_and_equal_totals_share_a_place() {
        let going = sheet(r#"{"target":10}"#, &[("N", "E", 10, 12)]);
        assert_eq!(going.places(), None, "no places before the end");
        let over = sheet(
            r#"{"target":10}"#,
            &[("N", "E", 10, 12), ("E", "E", 10, 10)],
        );
        let places = over.places().unwrap();
        assert_eq!((places.e, places.n, places.w), (1, 2, 2));
        let over = sheet(r#"{"target":10}"#, &[("N", "W", 9, 11), ("E", "E", 16, 16)]);
        let places = over.places().unwrap();
        assert_eq!((places.e, places.w, places.n), (1, 2, 3));
    }

    #[test]
    fn a_player_out_finishes_behind_every_player_still_in() {
        // W makes 9 (+5), N is set on 12 (-6), W is set twice (-3, -3) and is out at -1
        // under max_sets 1; E then makes 16 and wins. N at -6 still finishes above W.
        let over = sheet(
            r#"{"target":10,"max_sets":1}"#,
            &[
                ("N", "W", 9, 11),
                ("E", "N", 12, 10),
                ("W", "W", 9, 5),
                ("N", "W", 9, 5),
                ("E", "E", 16, 16),
            ],
        );
        assert_eq!((over.totals.n, over.totals.w), (-6, -1));
        assert_eq!(over.out[0].seat, super::PlayerSeat::West);
        let places = over.places().unwrap();
        assert_eq!((places.e, places.n, places.w), (1, 2, 3));
    }
}
