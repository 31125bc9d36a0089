//! Writing a three-handed game's hands: the table or a director entering the next one, a
//! preview of what it would score, and a director taking the last one back. Each write
//! claims the game first, so writers to one game queue. A hand that ends the game may end
//! the event whose round seats it, which this module tells the club's webhooks of; it is
//! apart from the rest of `three_handed` because the events module creates those games.

use serde_json::Value;
use uptown_rules::three_handed::{
    PlayerSheetHand, ThreeHandedGame, ThreeHandedHand, ThreeHandedReport,
};

use super::{load, not_found, refused, rules_of, score, stored_hands, to_view};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::games::GameStatus;
use crate::db::repo::now;
use crate::db::repo::three_handed::{
    self as rows, ThreeHandedHandRow, ThreeHandedRevisionRow, ThreeHandedRow,
};
use crate::db::repo::webhooks as webhook_rows;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::events;
use crate::services::text::checked_reason;
use crate::services::version::check_version;
use crate::services::webhooks;
use uptown_api::bodies::Undo;
use uptown_api::three_handed::ThreeHandedGame as View;

/// Who made a change, as the history names them. A table code is a credential and is
/// never written down.
fn author(actor: &Actor) -> String {
    match actor {
        Actor::Account { username, .. } => username.clone(),
        _ => "the table".to_owned(),
    }
}

/// Claims the game for a write by `actor`, made from version `if_match` if given.
fn claim(
    connection: &mut AnyConnection,
    id: i64,
    if_match: Option<i64>,
) -> Result<ThreeHandedRow, ApiError> {
    let game = rows::claim(connection, id)?.ok_or_else(|| not_found(id))?;
    check_version(game.id, game.version, if_match)?;
    Ok(game)
}

/// Appends the next hand: for the players at the table, with the game's code, while the
/// game goes on, and for the club's directors. A hand the rules refuse changes nothing.
pub fn append(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    hand: &Value,
) -> Result<View, ApiError> {
    let mut game = claim(connection, id, if_match)?;
    match actor {
        Actor::ThreeHandedTable { game_id } if *game_id == id => {
            if game.status == GameStatus::Finished {
                return Err(Refusal::CodeOfFinishedGame { game: id }.into());
            }
        }
        Actor::ThreeHandedTable { .. } | Actor::Table { .. } => {
            return Err(Refusal::CodeOfAnotherGame { game: id }.into());
        }
        _ => actor.require_director(connection, game.club_id)?,
    }
    let rows = rows::hands(connection, id)?;
    let mut hands = stored_hands(&game, &rows)?;
    let number = hands.len() + 1;
    let checked = ThreeHandedHand::from_value(game.kind, hand).map_err(|e| refused(number, e))?;
    let mut scored = score(rules_of(&game)?, &hands)?;
    scored
        .play(&checked)
        .map_err(|error| refused(number, error))?;
    let body = serde_json::to_string(&ThreeHandedReport::from(checked.clone()))
        .map_err(|error| ApiError::Internal(error.to_string()))?;
    let by = author(actor);
    let at = i32::try_from(number).unwrap_or(i32::MAX);
    rows::insert_hand(
        connection,
        &ThreeHandedHandRow {
            game_id: id,
            number: at,
            body: body.clone(),
            entered_by: by.clone(),
            entered_at: now(),
        },
    )?;
    record_change(connection, id, at, "entered", body, None, by)?;
    hands.push(checked);
    // Where a running event seats the game: the hand is told with it, and may end it.
    let place = if webhook_rows::any_of_club(connection, game.club_id)? {
        events::three_handed_place(connection, game.club_id, id)?
    } else {
        None
    };
    let ended = keep_status(connection, &mut game, &scored)?;
    let view = to_view(connection, actor, &game, hands, &scored)?;
    webhooks::emit::three_handed_hand_entered(connection, &view, place.as_ref())?;
    if let Some(link) = place.filter(|_| ended) {
        events::tell_if_ended(connection, game.club_id, link.event_id)?;
    }
    Ok(view)
}

/// What `hand` would score as the next hand of game `id`, its line on the sheet; nothing
/// is stored. A hand the rules refuse is refused as an entry would be.
pub fn preview(
    connection: &mut AnyConnection,
    id: i64,
    hand: &Value,
) -> Result<PlayerSheetHand, ApiError> {
    let game = load(connection, id)?;
    let hands = stored_hands(&game, &rows::hands(connection, id)?)?;
    let number = hands.len() + 1;
    let checked = ThreeHandedHand::from_value(game.kind, hand).map_err(|e| refused(number, e))?;
    let mut scored = score(rules_of(&game)?, &hands)?;
    scored
        .play(&checked)
        .cloned()
        .map_err(|error| refused(number, error))
}

/// Takes back the last hand, with a reason; it stays in the history. Directors only.
pub fn undo(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    undo: &Undo,
) -> Result<View, ApiError> {
    let mut game = claim(connection, id, if_match)?;
    match actor {
        Actor::ThreeHandedTable { .. } | Actor::Table { .. } => {
            return Err(Refusal::TableAsksDirector.into());
        }
        _ => actor.require_director(connection, game.club_id)?,
    }
    let reason = checked_reason("reason", &undo.reason)?.ok_or(Refusal::NoCorrectionReason)?;
    let mut rows = rows::hands(connection, id)?;
    let Some(last) = rows.pop() else {
        return Err(Refusal::NothingToUndo { game: id }.into());
    };
    rows::delete_hand(connection, id, last.number)?;
    record_change(
        connection,
        id,
        last.number,
        "undone",
        last.body,
        Some(reason.to_owned()),
        author(actor),
    )?;
    let hands = stored_hands(&game, &rows)?;
    let scored = score(rules_of(&game)?, &hands)?;
    // An undo that reopens the game reopens its event, if the game was its last.
    if keep_status(connection, &mut game, &scored)?
        && webhook_rows::any_of_club(connection, game.club_id)?
        && let Some(link) = events::three_handed_place(connection, game.club_id, id)?
    {
        events::tell_if_ended(connection, game.club_id, link.event_id)?;
    }
    to_view(connection, actor, &game, hands, &scored)
}

fn record_change(
    connection: &mut AnyConnection,
    game_id: i64,
    number: i32,
    action: &str,
    body: String,
    reason: Option<String>,
    actor: String,
) -> Result<(), ApiError> {
    Ok(rows::insert_revision(
        connection,
        &ThreeHandedRevisionRow {
            id: 0,
            game_id,
            number,
            action: action.to_owned(),
            body,
            reason,
            actor,
            at: now(),
        },
    )?)
}

/// Keeps the stored status in step with the score: finished once the rules end the game.
/// Whether the status changed.
fn keep_status(
    connection: &mut AnyConnection,
    game: &mut ThreeHandedRow,
    scored: &ThreeHandedGame,
) -> Result<bool, ApiError> {
    let status = match scored.outcome() {
        Some(_) => GameStatus::Finished,
        None => GameStatus::InProgress,
    };
    let changed = status != game.status;
    if changed {
        rows::set_status(connection, game.id, status)?;
        game.status = status;
    }
    Ok(changed)
}
