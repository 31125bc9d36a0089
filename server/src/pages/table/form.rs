//! The table's form as a phone sends it: a hand's fields, and what makes the entry once.

use serde::Deserialize;

use crate::pages::hand_form::HandFields;

/// The form as sent.
#[derive(Debug, Default, Clone, Deserialize)]
pub(super) struct EntryForm {
    #[serde(default)]
    pub(super) action: String,
    /// The form's idempotency key: the same form sent twice enters its hand once.
    #[serde(default)]
    pub(super) key: String,
    /// The game's version the page showed: a hand someone else entered meanwhile wins.
    #[serde(default)]
    pub(super) version: Option<i64>,
    #[serde(default)]
    pub(super) game: Option<i64>,
    #[serde(flatten)]
    pub(super) hand: HandFields,
}
