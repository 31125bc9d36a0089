//! The opponents' review of a hand: at an event that asks for it, the side that did not
//! enter a hand confirms it on their phone, or disputes it, which flags it for the
//! director. A director's correction of a disputed hand settles the dispute.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events;
use crate::db::repo::games as game_rows;
use crate::error::ApiError;
use crate::model;
use crate::services::games;

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Dispute {
    /// What the disputing side says happened.
    #[schema(value_type = super::text::Reason)]
    pub reason: String,
}

/// `confirmed` or `disputed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Review {
    Confirm,
    Dispute,
}

/// Records the table's review of hand `number`; a director may also confirm a disputed
/// hand as it stands, which settles the dispute.
pub fn review(
    connection: &mut AnyConnection,
    actor: &Actor,
    game_id: i64,
    number: i32,
    review: Review,
    reason: Option<&str>,
) -> Result<model::Game, ApiError> {
    // Claimed first, so that two phones confirming (or one confirming while the other
    // disputes) queue and the second sees the first's word.
    let game = games::claim(connection, game_id)?;
    // The table's code (also once the game is over: its last hand is reviewed after it),
    // or the club's directors.
    match actor {
        Actor::Table { game_id: own, .. }
            if *own == game.id || events::same_match(connection, *own, game.id)? => {}
        Actor::Table { .. } => {
            return Err(ApiError::Forbidden(format!(
                "that table code is not for game {game_id}"
            )));
        }
        _ => actor.require_director(connection, game.club_id)?,
    }
    let row = game_rows::hands(connection, game_id)?
        .into_iter()
        .find(|row| row.number == number)
        .ok_or_else(|| ApiError::NotFound(format!("game {game_id} has no hand {number}")))?;
    let director = !matches!(actor, Actor::Table { .. });
    let (status, note) = match (review, row.review.as_deref()) {
        (Review::Confirm, Some("disputed")) if director => ("resolved", row.review_note.clone()),
        (_, Some(done)) => {
            return Err(ApiError::Conflict(format!(
                "hand {number} of game {game_id} is {done} already"
            )));
        }
        (Review::Confirm, None) => ("confirmed", None),
        (Review::Dispute, None) => {
            let reason = super::text::checked_reason("reason", reason.unwrap_or_default())?
                .ok_or_else(|| {
                    ApiError::invalid("reason", "reason must say what is wrong with the hand")
                })?;
            ("disputed", Some(reason.to_owned()))
        }
    };
    game_rows::set_review(connection, game_id, number, status, note.as_deref())?;
    games::view(connection, actor, game_id)
}

/// A director's correction settles a dispute about the hand corrected.
pub fn settle_dispute(
    connection: &mut AnyConnection,
    game_id: i64,
    number: i32,
    correction: &str,
) -> Result<(), ApiError> {
    let disputed = game_rows::hands(connection, game_id)?
        .iter()
        .any(|row| row.number == number && row.review.as_deref() == Some("disputed"));
    if disputed {
        game_rows::set_review(connection, game_id, number, "resolved", Some(correction))?;
    }
    Ok(())
}
