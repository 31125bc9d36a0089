//! A table's hands: entering the next one, a director's correction or undo, and the other
//! side's review. Each is one write to one game, and each claims the game before it reads
//! anything of it (`games::claim`): writers to one game queue, and each decides on the game
//! as the one before it left it. What a hand changes beyond its game (the event's match,
//! the game's summary) is brought in step in the same write, here and nowhere else.

use crate::refusal::{Refusal, Reviewed};
use serde::Deserialize;
use serde_json::Value;
use uptown_rules::Match;
use utoipa::ToSchema;

use super::games::{self, FINISHED, IN_PROGRESS, game_view, rules_of, score, stored_hands};
use super::text::checked_reason;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::events;
use crate::db::repo::games::{self as game_rows, GameRow, NewRevision};
use crate::error::ApiError;
use crate::model;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Correction {
    /// The hand as it should have been reported.
    #[schema(value_type = Object)]
    pub hand: Value,
    #[schema(value_type = super::text::Reason)]
    pub reason: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Undo {
    #[schema(value_type = super::text::Reason)]
    pub reason: String,
}

/// A change to a game's hands is for its club's directors and admins; appending is also for
/// the players at the table, with the game's code, while the game goes on.
fn authorize(
    connection: &mut AnyConnection,
    actor: &Actor,
    game: &GameRow,
    appending: bool,
) -> Result<(), ApiError> {
    match actor {
        Actor::Table { game_id, .. }
            if appending
                && (*game_id == game.id || events::same_match(connection, *game_id, game.id)?) =>
        {
            if game.status == FINISHED {
                Err(Refusal::CodeOfFinishedGame { game: game.id }.into())
            } else {
                Ok(())
            }
        }
        Actor::Table { .. } if appending => {
            Err(Refusal::CodeOfAnotherGame { game: game.id }.into())
        }
        Actor::Table { .. } => Err(Refusal::TableAsksDirector.into()),
        _ => actor.require_director(connection, game.club_id),
    }
}

/// Claims game `id` for a write (see `game_rows::claim`): its row as it stands once claimed.
pub(crate) fn claim(connection: &mut AnyConnection, id: i64) -> Result<GameRow, ApiError> {
    game_rows::claim(connection, id)?.ok_or_else(|| games::not_found(id))
}

/// Refuses a write made from another version than the game's (`If-Match`); `game` is the
/// row as claimed, one version on.
fn check_version(game: &GameRow, if_match: Option<i64>) -> Result<(), ApiError> {
    let current = game.version - 1;
    match if_match {
        Some(expected) if expected != current => Err(Refusal::Stale {
            game: game.id,
            expected,
            current,
        }
        .into()),
        _ => Ok(()),
    }
}

/// Claims a game for a director's change to its hands (a correction, an undo). A game of an
/// event claims its event first: such a change may alter a result that the event's next
/// round is seated from, so it queues with the event's own changes, which claim the event
/// and then its games in the same order.
fn claim_for_change(connection: &mut AnyConnection, id: i64) -> Result<GameRow, ApiError> {
    if let Some(link) = events::link_of(connection, id)? {
        events::claim(connection, link.event_id)?;
    }
    claim(connection, id)
}

/// Who made a change, as the game's history names them: an account by its name, a table by
/// its number at the event. A table code is a credential and is never written down.
fn author(connection: &mut AnyConnection, actor: &Actor, game_id: i64) -> Result<String, ApiError> {
    Ok(match actor {
        Actor::Account { username, .. } => username.clone(),
        Actor::Table { .. } => match events::link_of(connection, game_id)? {
            Some(link) => format!("table {}", link.table_number),
            None => "the table".to_owned(),
        },
        Actor::Anonymous => "anonymous".to_owned(),
    })
}

fn body_text(hand: &Value) -> String {
    hand.to_string()
}

fn number(index: usize) -> i32 {
    i32::try_from(index).unwrap_or(i32::MAX)
}

/// A hand as a table enters it: what happened, and which side's phone entered it, when the
/// phone says (the table page does, at an event whose opponents confirm each hand).
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    pub hand: &'a Value,
    pub side: Option<&'a str>,
}

/// Appends the next hand. The rules decide whether it is valid; a refused hand leaves the
/// game untouched.
pub fn append(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    entry: &Entry<'_>,
) -> Result<model::Game, ApiError> {
    let Entry { hand, side } = *entry;
    let game = claim(connection, id)?;
    authorize(connection, actor, &game, true)?;
    check_version(&game, if_match)?;
    let mut hands = stored_hands(connection, id)?;
    check_open(&game, hands.len())?;
    hands.push(hand.clone());
    let scored = score(rules_of(&game)?, &hands)?;
    let body = body_text(hand);
    let at = number(hands.len());
    let by = author(connection, actor, id)?;
    game_rows::insert_hand(connection, id, at, &body, &by, side)?;
    crate::counters::hand_recorded();
    game_rows::insert_revision(
        connection,
        &NewRevision {
            game_id: id,
            number: at,
            action: "entered",
            previous_body: None,
            new_body: Some(&body),
            reason: None,
            actor: &by,
        },
    )?;
    finish(connection, actor, game, hands, &scored, false)
}

/// Ends a write: keeps the stored status in step with the score and answers with the game
/// as it now stands (`game` is its row as claimed, at the new version). When a game ends, or
/// an earlier hand is revised, the game's event match is brought in step (the next game of a
/// best-of match, or one a correction made unnecessary).
fn finish(
    connection: &mut AnyConnection,
    actor: &Actor,
    mut game: GameRow,
    hands: Vec<Value>,
    scored: &Match,
    revised: bool,
) -> Result<model::Game, ApiError> {
    let status = derived_status(&game, scored);
    let changed = status != game.status;
    if changed {
        game_rows::set_status(connection, game.id, status)?;
        status.clone_into(&mut game.status);
    }
    if changed || revised {
        super::events::reconcile_match(connection, game.id)?;
    }
    super::summaries::refresh(connection, &game, scored)?;
    game_view(connection, actor, &game, hands, scored)
}

/// A game is over when the rules end it, when its fixed number of hands is played, or when
/// it was decided otherwise (its round closed by the director).
fn derived_status(game: &GameRow, scored: &Match) -> &'static str {
    let hands_done = game
        .hand_limit
        .and_then(|limit| usize::try_from(limit).ok())
        .is_some_and(|limit| scored.hands_played() >= limit);
    if scored.outcome().is_some() || hands_done || game.decision.is_some() {
        FINISHED
    } else {
        IN_PROGRESS
    }
}

/// Refuses a hand for a game that is over although the rules have not ended it.
fn check_open(game: &GameRow, hands_played: usize) -> Result<(), ApiError> {
    // The one decision there is: the leading score, when the director closes the round.
    if game.decision.is_some() {
        return Err(Refusal::DecidedAtClose { game: game.id }.into());
    }
    match game.hand_limit {
        Some(limit) if usize::try_from(limit).is_ok_and(|limit| hands_played >= limit) => {
            Err(Refusal::HandsPlayed {
                game: game.id,
                hands: limit.into(),
            }
            .into())
        }
        _ => Ok(()),
    }
}

fn required_reason(reason: &str) -> Result<&str, ApiError> {
    checked_reason("reason", reason)?.ok_or_else(|| Refusal::NoCorrectionReason.into())
}

/// Replaces hand `at` and re-derives every later total; refused if any hand is then invalid.
pub fn correct(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    at: i32,
    if_match: Option<i64>,
    correction: &Correction,
) -> Result<model::Game, ApiError> {
    let game = claim_for_change(connection, id)?;
    authorize(connection, actor, &game, false)?;
    check_version(&game, if_match)?;
    let reason = required_reason(&correction.reason)?;
    let mut hands = stored_hands(connection, id)?;
    let index = usize::try_from(at)
        .ok()
        .filter(|at| (1..=hands.len()).contains(at))
        .ok_or_else(|| Refusal::NoSuchHandOf {
            game: id,
            hand: at.into(),
            hands: hands.len(),
        })?;
    let seated_from = super::events::seating_basis(connection, id)?;
    let previous = std::mem::replace(&mut hands[index - 1], correction.hand.clone());
    let scored = score(rules_of(&game)?, &hands)?;
    let body = body_text(&correction.hand);
    game_rows::replace_hand(connection, id, at, &body)?;
    settle_dispute(connection, id, at, reason)?;
    let by = author(connection, actor, id)?;
    game_rows::insert_revision(
        connection,
        &NewRevision {
            game_id: id,
            number: at,
            action: "corrected",
            previous_body: Some(&body_text(&previous)),
            new_body: Some(&body),
            reason: Some(reason),
            actor: &by,
        },
    )?;
    let changed = finish(connection, actor, game, hands, &scored, true)?;
    super::events::check_seating_basis(connection, id, seated_from.as_ref())?;
    Ok(changed)
}

/// Removes the last hand; it stays in the history.
pub fn undo(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    undo: &Undo,
) -> Result<model::Game, ApiError> {
    let game = claim_for_change(connection, id)?;
    authorize(connection, actor, &game, false)?;
    check_version(&game, if_match)?;
    let reason = required_reason(&undo.reason)?;
    let mut hands = stored_hands(connection, id)?;
    let Some(last) = hands.pop() else {
        return Err(Refusal::NothingToUndo { game: id }.into());
    };
    let seated_from = super::events::seating_basis(connection, id)?;
    let scored = score(rules_of(&game)?, &hands)?;
    let at = number(hands.len() + 1);
    game_rows::delete_hand(connection, id, at)?;
    let by = author(connection, actor, id)?;
    game_rows::insert_revision(
        connection,
        &NewRevision {
            game_id: id,
            number: at,
            action: "undone",
            previous_body: Some(&body_text(&last)),
            new_body: None,
            reason: Some(reason),
            actor: &by,
        },
    )?;
    let changed = finish(connection, actor, game, hands, &scored, true)?;
    super::events::check_seating_basis(connection, id, seated_from.as_ref())?;
    Ok(changed)
}

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

/// A review as stored: `confirmed`, `disputed` or `resolved`.
fn reviewed(stored: &str) -> Result<Reviewed, ApiError> {
    match stored {
        "confirmed" => Ok(Reviewed::Confirmed),
        "disputed" => Ok(Reviewed::Disputed),
        "resolved" => Ok(Reviewed::Resolved),
        other => Err(ApiError::Internal(format!(
            "a hand's stored review is {other:?}"
        ))),
    }
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
    let game = claim(connection, game_id)?;
    // The table's code (also once the game is over: its last hand is reviewed after it),
    // or the club's directors.
    match actor {
        Actor::Table { game_id: own, .. }
            if *own == game.id || events::same_match(connection, *own, game.id)? => {}
        Actor::Table { .. } => {
            return Err(Refusal::CodeOfAnotherGame { game: game_id }.into());
        }
        _ => actor.require_director(connection, game.club_id)?,
    }
    let row = game_rows::hands(connection, game_id)?
        .into_iter()
        .find(|row| row.number == number)
        .ok_or(Refusal::NoSuchHand {
            game: game_id,
            hand: number.into(),
        })?;
    let director = !matches!(actor, Actor::Table { .. });
    let (status, note) = match (review, row.review.as_deref()) {
        (Review::Confirm, Some("disputed")) if director => ("resolved", row.review_note.clone()),
        (_, Some(done)) => {
            return Err(Refusal::AlreadyReviewed {
                game: game_id,
                hand: number.into(),
                reviewed: reviewed(done)?,
            }
            .into());
        }
        (Review::Confirm, None) => ("confirmed", None),
        (Review::Dispute, None) => {
            let reason = checked_reason("reason", reason.unwrap_or_default())?
                .ok_or(Refusal::NoDisputeReason)?;
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
