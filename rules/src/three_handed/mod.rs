//! The three-handed games of RULES.md 3, Cutthroat Bid Whist and Dummy Whist: three
//! players, each keeping a score of their own, at seats North, East and West.
//!
//! They have their own seats, bids, hands and score sheet, because nothing in them is a
//! partnership: a score belongs to a player, and a player may drop out of a game that goes
//! on without them. What they share with bid whist (how bids rank, what a Boston is worth,
//! how options are read) comes from the bid whist modules.
//!
//! ```
//! let sheet = uptown_rules::score_any_json(r#"{
//!     "game": "cutthroat",
//!     "hands": [{ "dealer": "N", "contract": { "bidder": "E", "level": 10, "mode": "uptown" }, "books": 12 }]
//! }"#).unwrap();
//! let uptown_rules::Sheet::Players(sheet) = sheet else { panic!("a three-handed sheet") };
//! assert_eq!(sheet.totals.e, 6);
//! ```

mod bid;
// The crate's record errors and the partnership records name these two directly, not
// through this module, which would lead back to them.
pub(crate) mod error;
mod game;
pub(crate) mod kind;
mod record;
mod rules;
mod seat;
mod sheet;

pub use bid::{ThreeHandedBid, ThreeHandedCall};
pub use error::{ThreeHandedError, ThreeHandedProblem};
pub use game::ThreeHandedGame;
pub use kind::ThreeHandedKind;
pub use record::{
    BooksTaken, PlayerBooksReport, PlayerRenege, PlayerRenegeReport, ThreeHandedContract,
    ThreeHandedContractReport, ThreeHandedHand, ThreeHandedRecord, ThreeHandedReport,
};
pub use rules::ThreeHandedRules;
pub use seat::{PerPlayer, PlayerSeat};
pub use sheet::{OutLine, PlayerSheet, PlayerSheetHand};
