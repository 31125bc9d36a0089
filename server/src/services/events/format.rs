//! What kind of event it is and how a table's contest within a round is decided.

use serde::{Deserialize, Serialize};

use crate::error::ApiError;
use crate::refusal::Refusal;

/// The event formats of docs/EVENTS.md: the rule book's.
pub use uptown_rules::EventFormat as Format;

/// The format named `text` in a request.
pub fn parse(text: &str) -> Result<Format, ApiError> {
    Format::parse(text).ok_or_else(|| {
        Refusal::UnknownFormat {
            format: text.to_owned(),
        }
        .into()
    })
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
