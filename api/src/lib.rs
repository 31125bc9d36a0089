//! The JSON the Uptown API speaks (CONTRACT.md), shared by the server that writes it and the
//! clients that read it: the `uptown` command and the tests. A field renamed here fails to
//! compile on both sides instead of printing blanks on one. Records, hands and score sheets
//! are the rules crate's own types.

pub mod bodies;
pub mod events;
pub mod money;
pub mod privacy;
pub mod problem;
pub mod text;
pub mod three_handed;
pub mod webhooks;

pub use problem::Problem;

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use uptown_rules::{GameKind, Hand, Rules, ScoreSheet};
use utoipa::ToSchema;

/// Timestamps are kept in UTC without an offset; the API writes them in RFC 3339 with `Z`
/// (`2026-12-01T19:30:00Z`), as the `date-time` format of their schema asks, and reads either.
pub mod utc {
    use chrono::{DateTime, NaiveDateTime, SecondsFormat};
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(at: &NaiveDateTime, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&at.and_utc().to_rfc3339_opts(SecondsFormat::AutoSi, true))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<NaiveDateTime, D::Error> {
        let text = String::deserialize(deserializer)?;
        DateTime::parse_from_rfc3339(&text)
            .map(|at| at.naive_utc())
            .or_else(|_| text.parse::<NaiveDateTime>())
            .map_err(serde::de::Error::custom)
    }

    /// The same for a time that may be missing.
    pub mod optional {
        use chrono::NaiveDateTime;
        use serde::{Deserialize, Deserializer, Serializer};

        pub fn serialize<S: Serializer>(
            at: &Option<NaiveDateTime>,
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            match at {
                Some(at) => super::serialize(at, serializer),
                None => serializer.serialize_none(),
            }
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Option<NaiveDateTime>, D::Error> {
            #[derive(Deserialize)]
            struct At(#[serde(with = "super")] NaiveDateTime);
            Ok(Option::<At>::deserialize(deserializer)?.map(|At(at)| at))
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Club {
    pub id: i64,
    pub name: String,
    #[serde(with = "utc")]
    pub created_at: NaiveDateTime,
}

/// The sites that may show a club's embeddable views in a frame
/// (`GET`/`PUT /api/v1/clubs/{id}/embedding`): each a web origin, `https://club.example`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Embedding {
    pub origins: Vec<String>,
}

/// A player or a season: something a club names.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Named {
    pub id: i64,
    pub club_id: i64,
    pub name: String,
    #[serde(with = "utc")]
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Account {
    pub id: i64,
    pub username: String,
    pub admin: bool,
    /// The clubs this account directs.
    pub directs: Vec<i64>,
    /// Whether an admin has disabled the account: it cannot log in until enabled again.
    #[serde(default)]
    pub disabled: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Login {
    /// Send as `Authorization: Bearer TOKEN`.
    pub token: String,
    /// When the token ends at the latest; it ends sooner after a time without use.
    #[serde(with = "utc")]
    #[schema(value_type = String, format = DateTime)]
    pub expires_at: NaiveDateTime,
    pub account: Account,
}

/// One of an account's sessions: an API token, or a console login.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Session {
    pub id: i64,
    /// `api` (a token, for the CLI and scripts) or `console` (the director's console).
    pub kind: String,
    /// What logged in: the browser or program, as it named itself.
    pub label: Option<String>,
    #[serde(with = "utc")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: NaiveDateTime,
    #[serde(with = "utc")]
    #[schema(value_type = String, format = DateTime)]
    pub last_used_at: NaiveDateTime,
    /// When it ends if it is not used before.
    #[serde(with = "utc")]
    #[schema(value_type = String, format = DateTime)]
    pub idle_until: NaiveDateTime,
    /// When it ends whatever its use.
    #[serde(with = "utc")]
    #[schema(value_type = String, format = DateTime)]
    pub expires_at: NaiveDateTime,
    /// Whether this is the session the request came with.
    pub current: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SeatedPlayer {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Seats {
    #[serde(rename = "N")]
    pub north: SeatedPlayer,
    #[serde(rename = "E")]
    pub east: SeatedPlayer,
    #[serde(rename = "S")]
    pub south: SeatedPlayer,
    #[serde(rename = "W")]
    pub west: SeatedPlayer,
}

/// A game with its hands as reported and the score sheet derived from them.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Game {
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    /// `bid_whist` or `whist`.
    #[schema(value_type = String)]
    pub game: GameKind,
    /// The full rule set the game was created with.
    #[schema(value_type = Object)]
    pub rules: Rules,
    pub seats: Seats,
    /// `in_progress` or `finished`.
    pub status: String,
    /// Changes with every write; sent as the `ETag`.
    pub version: i64,
    /// The code players at the table enter hands with; shown to directors and admins only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_code: Option<String>,
    /// The seat that deals the next hand (`null` before the first hand or once finished).
    pub next_dealer: Option<String>,
    /// The hands as the table reported them (CONTRACT.md hand objects).
    #[schema(value_type = Vec<Object>)]
    pub hands: Vec<Hand>,
    /// The score sheet of CONTRACT.md section 2.
    #[schema(value_type = Object)]
    pub sheet: ScoreSheet,
    /// A game of a fixed number of hands (a whist drive's round) ends after them.
    pub hand_limit: Option<i32>,
    /// How a game the rules did not end was decided: by the leading score, `leading_score`
    /// when the director closed its round and `time` when the round's clock ran out; or
    /// `forfeit` when the director awarded it to the side present (the sheet's `winner`).
    pub decision: Option<String>,
    /// The event, round and table the game was seated by, if any.
    pub event: Option<EventLink>,
    /// Which side entered each hand and how the other side reviewed it, for hands that
    /// have either.
    pub reviews: Vec<HandReview>,
    #[serde(with = "utc")]
    pub created_at: NaiveDateTime,
    #[serde(with = "utc")]
    pub updated_at: NaiveDateTime,
}

/// Who entered a hand and what the opponents said of it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct HandReview {
    pub number: i32,
    /// `NS` or `EW`: the side whose phone entered the hand.
    pub entered_side: Option<String>,
    /// `confirmed`, `disputed` or `resolved` (a dispute the director settled); `null` until
    /// reviewed.
    pub status: Option<String>,
    pub note: Option<String>,
}

/// Where an event seated a game.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct EventLink {
    pub event_id: i64,
    pub round: i32,
    pub table: i32,
    /// The game's number within its table's match (best of 3: 1 to 3).
    pub match_game: i32,
}

/// A game in a list: who, what and where it stands, without its hands.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct GameSummary {
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    #[schema(value_type = String)]
    pub game: GameKind,
    pub seats: Seats,
    pub status: String,
    pub version: i64,
    #[serde(with = "utc")]
    pub created_at: NaiveDateTime,
    #[serde(with = "utc")]
    pub updated_at: NaiveDateTime,
}

/// One change to a game's hands: who, when, what and why.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct HistoryEntry {
    /// The hand changed.
    pub number: i32,
    /// `entered`, `corrected` or `undone`.
    pub action: String,
    pub by: String,
    #[serde(with = "utc")]
    pub at: NaiveDateTime,
    pub reason: Option<String>,
    /// The hand as it became (`null` when undone).
    #[schema(value_type = Option<Object>)]
    pub hand: Option<Hand>,
    /// The hand as it was before (`null` when first entered).
    #[schema(value_type = Option<Object>)]
    pub previous: Option<Hand>,
}
