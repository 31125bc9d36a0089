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
pub use uptown_rules::MatchFormat;

/// `format` if its count is one an event can hold.
pub fn checked_match(format: MatchFormat) -> Result<MatchFormat, ApiError> {
    let (name, count, most) = match format {
        MatchFormat::Games(count) => ("games", count, 9),
        MatchFormat::BestOf(count) => ("best_of", count, 9),
        MatchFormat::Hands(count) => ("hands", count, 99),
        // As long as a round's clock can be set (`clock.rs`).
        MatchFormat::Minutes(count) => ("minutes", count, 600),
    };
    let field = format!("match.{name}");
    if count == 0 || count > most {
        return Err(Refusal::MatchCount { field, most, count }.into());
    }
    if matches!(format, MatchFormat::BestOf(_)) && count % 2 == 0 {
        return Err(Refusal::MatchNotOdd { field }.into());
    }
    Ok(format)
}
