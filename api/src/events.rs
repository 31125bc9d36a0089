//! The JSON of events, their standings and ratings (docs/EVENTS.md).

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uptown_rules::{GameKind, MatchFormat, PerSide, Side};
use utoipa::ToSchema;

use super::SeatedPlayer;

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Event {
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    pub name: String,
    /// `club_night`, `rotating`, `whist_drive`, `semi_partner_drive`, `round_robin`, `swiss`,
    /// `knockout`, `double_knockout`, `partner_drive`, `mitchell` or `ladder`.
    pub format: String,
    #[schema(value_type = String)]
    pub game: GameKind,
    /// The full rule set every game of the event is played under.
    #[schema(value_type = Object)]
    pub rules: Value,
    /// How a table's match is won (RULES.md 1.9): `{"games": N}`, `{"best_of": N}`,
    /// `{"hands": N}`, `{"minutes": M}` or `{"hands_won": K, "counts_double": [..]}`, with
    /// `forfeit_points` and `bye_score` beside where they are not 0 and `nothing`.
    #[serde(rename = "match")]
    #[schema(value_type = Object)]
    pub match_format: MatchFormat,
    pub tie_breaks: Vec<String>,
    /// `null` until the first round fixes it, or when the director ends the event.
    pub rounds_planned: Option<i32>,
    pub seed: i64,
    /// Whether the opponents confirm each hand at the table.
    pub confirm_hands: bool,
    /// Whether the director has hidden the standings from all but the event's directors.
    #[serde(default)]
    pub standings_hidden: bool,
    /// The house rules, in full, of the three-handed table that seats the three players a
    /// round leaves over; `null`: they sit out.
    #[serde(default)]
    #[schema(value_type = Option<Object>)]
    pub three_handed_rules: Option<serde_json::Value>,
    /// The knock-out the qualifying rounds lead into, for an event in stages.
    #[serde(default)]
    pub playoff: Option<Playoff>,
    /// When and where it is played, once the director has said.
    #[serde(default)]
    pub schedule: Option<Schedule>,
    /// `registering`, `running` or `finished`.
    pub status: String,
    pub entrants: Vec<Entrant>,
    pub rounds: Vec<EventRound>,
    #[serde(with = "super::utc")]
    pub created_at: NaiveDateTime,
}

/// When and where an event is played. Its times are in the offset from UTC the director
/// gave them in, so they read as the club's own clock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Schedule {
    /// RFC 3339, with the director's offset: `2026-12-08T19:30:00+01:00`.
    pub starts_at: String,
    /// The same; `null` if the director gave no end.
    pub ends_at: Option<String>,
    pub location: Option<String>,
    /// Names the event in calendars for good.
    pub uid: String,
    /// Counts the changes of time or place (a calendar's `SEQUENCE`).
    pub sequence: i32,
    #[serde(with = "super::utc")]
    #[schema(value_type = String)]
    pub updated_at: NaiveDateTime,
}

/// An event's second stage, after `qualifying_rounds` (the event's `rounds_planned`).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Playoff {
    /// How many of the qualifying standings go through.
    pub top: u32,
    /// `knockout` or `double_knockout`.
    pub format: String,
    /// The entrants who went through, by seed; empty until the play-off is seated.
    pub seeds: Vec<u32>,
}

/// An event in a list, without its entrants and rounds.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct EventSummary {
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    pub name: String,
    pub format: String,
    #[schema(value_type = String)]
    pub game: GameKind,
    pub status: String,
    pub rounds_planned: Option<i32>,
    pub rounds_seated: i32,
    pub entrants: i32,
    #[serde(with = "super::utc")]
    pub created_at: NaiveDateTime,
}

/// A player, or a partnership, in an event.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Entrant {
    pub number: i32,
    pub name: String,
    pub players: Vec<SeatedPlayer>,
    /// The first round they could be seated in.
    pub joined_round: i32,
    /// The first round they were no longer seated in, if they withdrew.
    pub withdrawn_round: Option<i32>,
    pub withdraw_reason: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct EventRound {
    pub number: i32,
    /// `open` or `closed`.
    pub status: String,
    pub closed_by_director: bool,
    /// The round's clock, once the director has started it.
    #[serde(default)]
    pub clock: Option<RoundClock>,
    pub tables: Vec<EventTable>,
    pub sitting_out: Vec<u32>,
    pub byes: Vec<u32>,
    pub walkovers: Vec<WalkoverView>,
    /// The three players the round leaves over, at a three-handed table, where the event
    /// seats them (its `three_handed_rules`); they are not among `sitting_out` then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub three_handed: Option<ThreeHandedTable>,
}

/// A round's three-handed table (RULES.md 3): its number after the round's other tables,
/// who sits where, and its game.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct ThreeHandedTable {
    pub table: u32,
    /// The game, at `/api/v1/three-handed-games/{game_id}`.
    pub game_id: i64,
    pub seats: crate::three_handed::PlayerSeats,
    /// `in_progress` or `finished`.
    pub status: String,
    /// The seat that won, once the game is over.
    pub winner: Option<String>,
    /// Shown to directors and admins only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_code: Option<String>,
}

/// A round's clock, counted by the server: pages count down from `seconds_left` as they
/// got it, never from the phone's own clock.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RoundClock {
    /// `running`, `paused`, or `up` once the time has run out.
    pub state: String,
    /// The seconds left when the server answered.
    pub seconds_left: i64,
    /// Whether the round closes by itself when the time is up, its games still going
    /// decided by the leading score.
    pub closes: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct EventTable {
    pub table: u32,
    #[serde(rename = "NS")]
    pub ns: Vec<u32>,
    #[serde(rename = "EW")]
    pub ew: Vec<u32>,
    pub seats: super::Seats,
    pub bracket_match: Option<u32>,
    pub games: Vec<TableGame>,
    pub result: TableResult,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TableGame {
    pub id: i64,
    pub status: String,
    /// Shown to directors and admins only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_code: Option<String>,
    /// `leading_score`, `time` or `forfeit`, for a game the rules did not end.
    pub decision: Option<String>,
    /// `NS`, `EW`, or `null` (in progress, or level).
    #[schema(value_type = Option<String>)]
    pub winner: Option<Side>,
    #[schema(value_type = Object)]
    pub points: PerSide<i64>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct TableResult {
    pub decided: bool,
    #[schema(value_type = Option<String>)]
    pub winner: Option<Side>,
    #[schema(value_type = Object)]
    pub games_won: PerSide<u32>,
    #[schema(value_type = Object)]
    pub points: PerSide<i64>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct WalkoverView {
    pub winner: u32,
    pub withdrawn: u32,
    pub bracket_match: Option<u32>,
}

/// What a standings row counts, for events and seasons alike.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Record {
    pub played: u32,
    pub games_won: u32,
    pub points_for: i64,
    pub points_against: i64,
    pub point_difference: i64,
    pub bostons: u32,
    pub sets: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct StandingRow {
    pub rank: u32,
    pub entrant: u32,
    pub name: String,
    pub players: Vec<SeatedPlayer>,
    #[serde(flatten)]
    pub record: Record,
    /// What put this row below the one above: a tie-break's name, or `stage` (how far a
    /// knock-out got); `null` when level with it (same rank).
    pub separated_by: Option<String>,
    pub withdrawn: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Standings {
    pub event_id: i64,
    pub tie_breaks: Vec<String>,
    /// Whether the rows are ranked by their totals per game played: some players have sat
    /// out more rounds than others (rotating partners), so a sit-out neither helps nor hurts.
    #[serde(default)]
    pub per_game: bool,
    /// The director has hidden the standings (until the prize-giving, say): `rows` is empty
    /// for all but the event's directors.
    #[serde(default)]
    pub hidden: bool,
    pub rows: Vec<StandingRow>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SeasonRow {
    /// `null` for a player who has not played enough events to qualify.
    pub rank: Option<u32>,
    pub player: SeatedPlayer,
    pub events: u32,
    #[serde(flatten)]
    pub record: Record,
    pub qualified: bool,
    pub separated_by: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct SeasonStandings {
    pub season_id: i64,
    pub min_events: u32,
    pub tie_breaks: Vec<String>,
    pub rows: Vec<SeasonRow>,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
pub struct RatingValue {
    /// Weng-Lin μ.
    pub rating: f64,
    /// Weng-Lin σ.
    pub uncertainty: f64,
    /// rating − 3 × uncertainty: what the list is ordered by.
    pub conservative: f64,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Rating {
    pub player: SeatedPlayer,
    #[serde(flatten)]
    pub value: RatingValue,
    pub games: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RatingStep {
    pub game_id: i64,
    pub event_id: Option<i64>,
    /// `won`, `lost` or `drawn`; at a three-handed game, `won` for its winner alone.
    pub result: String,
    /// Whether the game is a three-handed one (`/api/v1/three-handed-games/{game_id}`);
    /// left out for a partnership game.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub three_handed: bool,
    #[serde(flatten)]
    pub value: RatingValue,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayerRatings {
    pub player: SeatedPlayer,
    pub current: Option<RatingValue>,
    pub history: Vec<RatingStep>,
}

/// A rated game from one player's seat.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayerGame {
    pub game_id: i64,
    pub partner: SeatedPlayer,
    pub opponents: [SeatedPlayer; 2],
    /// `won`, `lost` or `drawn`.
    pub result: String,
}

/// How a player fared with one partner, over their rated games together.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Partnership {
    pub partner: SeatedPlayer,
    pub played: u32,
    pub won: u32,
}

/// A player's rated games, the newest first, and their partners, the most played first.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PlayerRecord {
    pub games: Vec<PlayerGame>,
    pub partners: Vec<Partnership>,
}

/// Someone waiting at an event's door for the director to let them in.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Checkin {
    pub id: i64,
    /// The name they checked in under: a player's of the club, or a newcomer's.
    pub name: String,
    /// The club's player, when they are one; `null` for a newcomer.
    pub player_id: Option<i64>,
    #[serde(with = "crate::utc")]
    pub created_at: NaiveDateTime,
}

/// What checking in answers: the name the arrival waits under.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct CheckedIn {
    pub name: String,
}
