//! Three-handed games (RULES.md 3: Cutthroat Bid Whist and Dummy Whist) as the API shows
//! them: three players at North, East and West, each scoring for themselves.

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uptown_rules::three_handed::{PlayerSheet, ThreeHandedKind, ThreeHandedReport};
use utoipa::ToSchema;

use crate::SeatedPlayer;
use crate::bodies::PlayerRef;
use crate::utc;

/// Who sits where at a three-handed table (there is no South).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayerSeats {
    #[serde(rename = "N")]
    pub north: SeatedPlayer,
    #[serde(rename = "E")]
    pub east: SeatedPlayer,
    #[serde(rename = "W")]
    pub west: SeatedPlayer,
}

/// A three-handed game with its hands as the table entered them and the score sheet
/// derived from them.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ThreeHandedGame {
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    /// `cutthroat` or `dummy_whist`.
    #[schema(value_type = String)]
    pub game: ThreeHandedKind,
    pub seats: PlayerSeats,
    /// `in_progress` or `finished`.
    pub status: String,
    /// Changes with every write; sent as the `ETag`.
    pub version: i64,
    /// The code players at the table enter hands with; shown to directors and admins only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_code: Option<String>,
    /// The seat that deals the next hand (`null` before the first hand or once finished).
    pub next_dealer: Option<String>,
    /// The hands as the table entered them (RULES.md 3 hand objects).
    #[schema(value_type = Vec<Object>)]
    pub hands: Vec<ThreeHandedReport>,
    /// Each hand's points and running totals per player, who went out, who won; its `rules`
    /// are the full rule set the game was created with.
    #[schema(value_type = Object)]
    pub sheet: PlayerSheet,
    #[serde(with = "utc")]
    pub created_at: NaiveDateTime,
    #[serde(with = "utc")]
    pub updated_at: NaiveDateTime,
}

/// A three-handed game in a list: who, what and where it stands, without its hands.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ThreeHandedSummary {
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    #[schema(value_type = String)]
    pub game: ThreeHandedKind,
    pub seats: PlayerSeats,
    pub status: String,
    pub version: i64,
    /// The seat that won, once the game is over.
    pub winner: Option<String>,
    #[serde(with = "utc")]
    pub created_at: NaiveDateTime,
    #[serde(with = "utc")]
    pub updated_at: NaiveDateTime,
}

/// One change to a three-handed game's hands.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ThreeHandedHistoryEntry {
    pub number: i32,
    /// `entered` or `undone`.
    pub action: String,
    pub by: String,
    #[serde(with = "utc")]
    pub at: NaiveDateTime,
    pub reason: Option<String>,
    /// The hand entered, or the hand taken back.
    #[schema(value_type = Object)]
    pub hand: ThreeHandedReport,
}

/// The three players, by id or by name within the club.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerSeatRefs {
    #[serde(rename = "N")]
    pub north: PlayerRef,
    #[serde(rename = "E")]
    pub east: PlayerRef,
    #[serde(rename = "W")]
    pub west: PlayerRef,
}

/// What `POST /api/v1/three-handed-games` takes.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewThreeHandedGameBody {
    pub club_id: i64,
    #[serde(default)]
    pub season_id: Option<i64>,
    /// `cutthroat` or `dummy_whist`.
    #[schema(value_type = String, pattern = "^(cutthroat|dummy_whist)$")]
    pub game: ThreeHandedKind,
    /// House rules by the names of RULES.md 3; what is left out takes its default.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub rules: Value,
    pub seats: PlayerSeatRefs,
}
