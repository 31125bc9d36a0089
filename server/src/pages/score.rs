//! Scores as the pages write them. A negative score takes the minus sign (U+2212), not the
//! hyphen: "0 – -4" reads as a range or a typo, "0 – −4" as two scores. The templates use
//! the same words through `filters::points`.

use std::fmt::Display;

/// One score: `12`, `−4`.
pub fn points(value: impl Display) -> String {
    let text = value.to_string();
    match text.strip_prefix('-') {
        Some(magnitude) => format!("\u{2212}{magnitude}"),
        None => text,
    }
}

/// Two sides' scores, North–South's first: `7 – −4`.
pub fn pair(ns: impl Display, ew: impl Display) -> String {
    format!("{} – {}", points(ns), points(ew))
}

/// The templates' filters: `{{ score|points }}`.
#[allow(
    clippy::inline_always,
    clippy::unused_self,
    clippy::unnecessary_wraps,
    reason = "what askama's filter_fn expands to, and the Result its filters answer"
)]
pub mod filters {
    #[askama::filter_fn]
    pub fn points(value: impl std::fmt::Display, _: &dyn askama::Values) -> askama::Result<String> {
        Ok(super::points(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_negative_score_takes_the_minus_sign() {
        assert_eq!(pair(0, -4), "0 – \u{2212}4");
        assert_eq!(points(12), "12");
        assert_eq!(points(-120), "\u{2212}120");
        assert_eq!(points(0), "0");
    }
}
