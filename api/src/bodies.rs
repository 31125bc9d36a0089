//! The bodies of the API's writes: what a client sends.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use uptown_rules::standings::TieBreak;
use uptown_rules::{GameKind, MatchFormat, Side};
use utoipa::ToSchema;

/// A player in a seat, by id or by name within the club.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum PlayerRef {
    Id(i64),
    Name(String),
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatRefs {
    #[serde(rename = "N")]
    pub north: PlayerRef,
    #[serde(rename = "E")]
    pub east: PlayerRef,
    #[serde(rename = "S")]
    pub south: PlayerRef,
    #[serde(rename = "W")]
    pub west: PlayerRef,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGameBody {
    pub club_id: i64,
    #[serde(default)]
    pub season_id: Option<i64>,
    /// `bid_whist` or `whist`.
    #[schema(value_type = String, pattern = "^(bid_whist|whist)$")]
    pub game: GameKind,
    /// House rules by the names of RULES.md; what is left out takes its default.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub rules: Value,
    pub seats: SeatRefs,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewEventBody {
    pub club_id: i64,
    #[serde(default)]
    pub season_id: Option<i64>,
    #[schema(value_type = crate::text::Name)]
    pub name: String,
    /// `club_night`, `rotating`, `whist_drive`, `semi_partner_drive`, `round_robin`, `swiss`,
    /// `knockout`, `double_knockout`, `partner_drive`, `mitchell` or `ladder`.
    #[schema(
        pattern = "^(club_night|rotating|whist_drive|semi_partner_drive|round_robin|swiss|knockout|double_knockout|partner_drive|mitchell|ladder)$"
    )]
    pub format: String,
    /// `bid_whist` (the default) or `whist`; a whist drive of any kind defaults to `whist`.
    #[serde(default)]
    #[schema(value_type = Option<String>, pattern = "^(bid_whist|whist)$")]
    pub game: Option<GameKind>,
    /// House rules by the names of RULES.md; what is left out takes its default.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub rules: Value,
    /// How a table's match is won (RULES.md 1.9): `{"games": N}` (default 1),
    /// `{"best_of": N}`, `{"hands": N}`, `{"minutes": M}` or `{"hands_won": K,
    /// "counts_double": ["boston", "notrump"]}` (bid whist), with `"forfeit_points": P` and
    /// `"bye_score": "nothing" | "win" | "average"` beside.
    #[serde(default, rename = "match")]
    #[schema(value_type = Option<Object>)]
    pub match_format: Option<MatchFormat>,
    #[serde(default)]
    #[schema(value_type = Option<Vec<String>>)]
    pub tie_breaks: Option<Vec<TieBreak>>,
    /// Rounds planned; the default depends on the format.
    #[serde(default)]
    #[schema(minimum = 1, maximum = 99)]
    pub rounds: Option<u32>,
    /// Seeds the draw; the same seed and field give the same rounds.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Whether the opponents confirm each hand on their phone (or dispute it, which flags
    /// it for the director), as club scoring terminals do.
    #[serde(default)]
    pub confirm_hands: bool,
    /// An event in stages: after the qualifying rounds of a `swiss` or `round_robin`, a
    /// knock-out of the top entrants of the standings, in the same event.
    #[serde(default)]
    pub playoff: Option<PlayoffBody>,
    /// An evening of individuals (`rotating`, `club_night`): the house rules of the
    /// three-handed table (RULES.md 3; cutthroat at bid whist, dummy whist at whist) that
    /// seats the three players a round leaves over; `{}` for the game's own. Left out: they
    /// sit out.
    #[serde(default)]
    #[schema(value_type = Option<Object>)]
    pub three_handed_rules: Option<Value>,
}

/// The second stage of an event: a knock-out of the qualifying standings' top `top`, seeded
/// by rank (first against last).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayoffBody {
    #[schema(minimum = 2, maximum = 64)]
    pub top: u32,
    /// `knockout` (the default) or `double_knockout`.
    #[serde(default)]
    #[schema(value_type = Option<String>, pattern = "^(knockout|double_knockout)$")]
    pub format: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EntrantBody {
    /// One player (individual formats) or two (partnership formats), by id or name.
    #[schema(min_items = 1, max_items = 2)]
    pub players: Vec<PlayerRef>,
    /// A partnership's name; by default the two players' names.
    #[serde(default)]
    #[schema(value_type = Option<crate::text::Name>)]
    pub name: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WithdrawBody {
    #[serde(default)]
    #[schema(value_type = Option<crate::text::OptionalReason>)]
    pub reason: Option<String>,
}

/// What the director does to a round's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ClockAction {
    /// Starts it at `minutes`.
    Start,
    Pause,
    Resume,
    /// Gives it `minutes` more.
    Extend,
    /// Takes the clock away.
    Stop,
}

/// An arrival at an event's door: a player of the club by `player_id`, or a newcomer by
/// `name` (a name the club knows is that player).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckinBody {
    #[serde(default)]
    pub player_id: Option<i64>,
    #[serde(default)]
    #[schema(pattern = "^[^\\u0000]*$")]
    pub name: Option<String>,
}

/// When and where an event is played (`PUT /api/v1/events/{id}/schedule`).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScheduleBody {
    /// RFC 3339 with an offset from UTC: `2026-12-08T19:30:00+01:00`.
    #[schema(format = DateTime)]
    pub starts_at: String,
    /// The same, after `starts_at` and in the same offset; optional.
    #[serde(default)]
    #[schema(format = DateTime)]
    pub ends_at: Option<String>,
    /// Where it is played, as one line; optional.
    #[serde(default)]
    #[schema(value_type = Option<crate::text::Name>)]
    pub location: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ClockBody {
    pub action: ClockAction,
    /// For `start` and `extend`: 1 to 600.
    #[serde(default)]
    pub minutes: Option<i64>,
    /// For `start`: the round closes by itself when the time is up.
    #[serde(default)]
    pub closes: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    #[schema(pattern = "^[^\\u0000]*$")]
    pub username: String,
    #[schema(pattern = "^[^\\u0000]*$")]
    pub password: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewAccount {
    #[schema(value_type = crate::text::Username)]
    pub username: String,
    /// At least 8 characters.
    #[schema(min_length = 8, pattern = "^[^\\u0000]*$")]
    pub password: String,
    /// Whether the account may do everything.
    #[serde(default)]
    pub admin: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewDirector {
    /// The account that is to direct the club.
    #[schema(value_type = crate::text::Name)]
    pub username: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Correction {
    /// The hand as it should have been reported.
    #[schema(value_type = Object)]
    pub hand: Value,
    #[schema(value_type = crate::text::Reason)]
    pub reason: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Undo {
    #[schema(value_type = crate::text::Reason)]
    pub reason: String,
}

/// A table awarded by forfeit to the side present (RULES.md 1.9).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Forfeit {
    /// `NS` or `EW`: the side that came.
    #[schema(value_type = String, pattern = "^(NS|EW)$")]
    pub winner: Side,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Dispute {
    /// What the disputing side says happened.
    #[schema(value_type = crate::text::Reason)]
    pub reason: String,
}

/// A new password for an account.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewPassword {
    /// At least 8 characters.
    #[schema(min_length = 8, pattern = "^[^\\u0000]*$")]
    pub password: String,
}

/// The body that creates or renames a club, a player or a season.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NameBody {
    #[schema(value_type = crate::text::Name)]
    pub name: String,
}

/// The body that adds or renames a player: a `NameBody` whose name may not look like an
/// erased player's (`#12`). The server reads both alike; the schema says the difference.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerNameBody {
    #[schema(value_type = crate::text::PlayerName)]
    pub name: String,
}
