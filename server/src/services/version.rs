//! A write to a game made from the version its client read (`If-Match`): the same check for
//! a partnership game and a three-handed one.

use crate::error::ApiError;
use crate::refusal::Refusal;

/// Refuses a write made from another version than the game's (`If-Match`); `claimed` is
/// the game's version as claimed, one on from the version the writer read.
pub fn check_version(game: i64, claimed: i64, if_match: Option<i64>) -> Result<(), ApiError> {
    let current = claimed - 1;
    match if_match {
        Some(expected) if expected != current => Err(Refusal::Stale {
            game,
            expected,
            current,
        }
        .into()),
        _ => Ok(()),
    }
}
