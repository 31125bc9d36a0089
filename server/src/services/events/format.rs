//! What kind of event it is and how a table's contest within a round is decided.

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

/// How a table's match within a round is decided: the rule book's.
pub use uptown_rules::{MatchFormat, MatchPlay};

/// `format` if its counts are ones an event can hold.
pub fn checked_match(format: MatchFormat) -> Result<MatchFormat, ApiError> {
    let (name, count, most) = match format.play {
        MatchPlay::Games(count) => ("games", count, 9),
        MatchPlay::BestOf(count) => ("best_of", count, 9),
        MatchPlay::Hands(count) => ("hands", count, 99),
        // As long as a round's clock can be set (`clock.rs`).
        MatchPlay::Minutes(count) => ("minutes", count, 600),
        MatchPlay::HandsWon(terms) => ("hands_won", u32::from(terms.count), 9),
    };
    let field = format!("match.{name}");
    if count == 0 || count > most {
        return Err(Refusal::MatchCount { field, most, count }.into());
    }
    if matches!(format.play, MatchPlay::BestOf(_)) && count % 2 == 0 {
        return Err(Refusal::MatchNotOdd { field }.into());
    }
    Ok(format)
}
