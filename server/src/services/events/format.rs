//! What kind of event it is and how a table's contest within a round is decided.

use serde::{Deserialize, Serialize};
use uptown_rules::standings::TieBreak;

use crate::error::ApiError;
use crate::refusal::Refusal;

/// The event formats of docs/EVENTS.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    ClubNight,
    Rotating,
    WhistDrive,
    RoundRobin,
    Swiss,
    Knockout,
    DoubleKnockout,
}

impl Format {
    /// Whether the entrants are fixed partnerships (or else single players seated anew each
    /// round).
    pub fn partnerships(self) -> bool {
        matches!(
            self,
            Format::RoundRobin | Format::Swiss | Format::Knockout | Format::DoubleKnockout
        )
    }

    pub fn knockout(self) -> bool {
        matches!(self, Format::Knockout | Format::DoubleKnockout)
    }

    /// Formats whose first round fixes the field: their later rounds follow from it.
    pub fn field_fixed_once_started(self) -> bool {
        matches!(
            self,
            Format::WhistDrive | Format::RoundRobin | Format::Knockout | Format::DoubleKnockout
        )
    }

    /// A whist drive counts each player's tricks, not points (RULES.md 2.4).
    pub fn counts_tricks(self) -> bool {
        self == Format::WhistDrive
    }

    pub fn name(self) -> &'static str {
        match self {
            Format::ClubNight => "club_night",
            Format::Rotating => "rotating",
            Format::WhistDrive => "whist_drive",
            Format::RoundRobin => "round_robin",
            Format::Swiss => "swiss",
            Format::Knockout => "knockout",
            Format::DoubleKnockout => "double_knockout",
        }
    }

    pub fn parse(text: &str) -> Result<Format, ApiError> {
        serde_json::from_value(serde_json::Value::from(text)).map_err(|_| {
            Refusal::UnknownFormat {
                format: text.to_owned(),
            }
            .into()
        })
    }

    /// The tie-breaks an event of this format uses unless it names its own. A whist drive
    /// ranks by personal trick totals, which its standings carry as points.
    pub fn default_tie_breaks(self) -> Vec<TieBreak> {
        if self == Format::WhistDrive {
            vec![TieBreak::PointsFor]
        } else {
            vec![
                TieBreak::GamesWon,
                TieBreak::PointDifference,
                TieBreak::PointsFor,
            ]
        }
    }
}

/// How a table's match within a round is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum MatchFormat {
    /// This many games in turn.
    Games(u32),
    /// Games until a side has won more than half of this many.
    BestOf(u32),
    /// One game of exactly this many hands.
    Hands(u32),
}

impl Default for MatchFormat {
    fn default() -> MatchFormat {
        MatchFormat::Games(1)
    }
}

impl MatchFormat {
    pub fn check(self) -> Result<MatchFormat, ApiError> {
        let (name, count, most) = match self {
            MatchFormat::Games(count) => ("games", count, 9),
            MatchFormat::BestOf(count) => ("best_of", count, 9),
            MatchFormat::Hands(count) => ("hands", count, 99),
        };
        let field = format!("match.{name}");
        if count == 0 || count > most {
            return Err(Refusal::MatchCount { field, most, count }.into());
        }
        if matches!(self, MatchFormat::BestOf(_)) && count % 2 == 0 {
            return Err(Refusal::MatchNotOdd { field }.into());
        }
        Ok(self)
    }

    /// The most games a match can take.
    pub fn most_games(self) -> u32 {
        match self {
            MatchFormat::Games(count) | MatchFormat::BestOf(count) => count,
            MatchFormat::Hands(_) => 1,
        }
    }

    /// The hands each game is limited to.
    pub fn hand_limit(self) -> Option<i32> {
        match self {
            MatchFormat::Hands(count) => i32::try_from(count).ok(),
            _ => None,
        }
    }
}
