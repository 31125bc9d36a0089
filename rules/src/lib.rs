//! The Whist and Bid Whist rule book as a pure library.
//!
//! Everything here is deterministic and free of I/O: bids and auctions, house rules, hand
//! scoring, games and rubbers, and the score sheet derived from a game record. The server
//! and the command line both score through this crate, so a rule lives in one place.
//!
//! ```
//! let sheet = uptown_rules::score_json(r#"{
//!     "game": "bid_whist",
//!     "hands": [{ "dealer": "N", "contract": { "bidder": "E", "level": 4, "mode": "notrump" }, "books": 11 }]
//! }"#).unwrap();
//! assert_eq!(sheet.totals.ew, 10);
//! ```

pub mod auction;
pub mod bid;
pub mod bid_whist;
pub mod counts;
pub mod error;
pub mod event_format;
pub mod house_rules;
pub mod match_terms;
pub mod pairings;
pub mod record;
pub mod rotation;
pub mod score;
pub mod seat;
pub mod sheet;
pub mod standings;
pub mod three_handed;
pub mod whist;

pub use bid::{Bid, Call, Direction, Level, Mode, Suit};
pub use counts::{Split, TrickNumber, Tricks};
pub use error::{HandError, HandProblem, RecordError, hand_field};
pub use event_format::EventFormat;
pub use house_rules::{
    AllPass, BidRanking, BidWhistRules, Boston, GameKind, GamePoints, Kitty, MadeScores,
    RenegePenalty, Rules, RulesError, TrumpRule, WhistRules, option_value,
};
pub use match_terms::{ByeScore, DoubleHand, HandsWon, MatchFormat, MatchPlay};
pub use record::{
    BidWhistHand, BidWhistReport, BooksReport, Contract, ContractReport, Counts, GameRecord, Hand,
    Honours, HonoursReport, NoneWord, Renege, RenegeReport, WhistHand, WhistReport, WhistTrump,
    WhistTrumpReport,
};
pub use score::{Match, Sheet, score_any_json, score_json, score_record};
pub use seat::{PerSide, Seat, Side};
pub use sheet::{
    GameLine, HandDetail, HandResult, Reason, RubberLine, ScoreSheet, SheetHand, SideTally,
};
