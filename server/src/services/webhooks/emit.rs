//! Telling a club's webhooks of a change: one delivery per webhook that asked for the event,
//! written in the transaction of the change itself, so that a change rolled back tells
//! nobody and a change committed is told even if the server stops right after (the
//! deliverer sends it when it runs again).
//!
//! A message says what happened and where to read more, with ids, numbers and scores and no
//! player's name: a receiver that wants names reads the API, which shows each player as the
//! club's directors set it (docs/PRIVACY.md).

use chrono::TimeDelta;
use serde_json::{Value, json};

use crate::db::AnyConnection;
use crate::db::repo::{self, webhooks as rows};
use crate::error::ApiError;
use uptown_api::three_handed::ThreeHandedGame;
use uptown_api::webhooks::WebhookEvent;
use uptown_api::{self as model, EventLink};

/// How long a delivery is tried before it is given up as failed.
pub const TRIED_FOR: TimeDelta = TimeDelta::days(1);

/// Writes a delivery of `event` with `data` to each of club `club_id`'s webhooks that asked
/// for it.
pub fn emit(
    connection: &mut AnyConnection,
    club_id: i64,
    event: WebhookEvent,
    data: &Value,
) -> Result<(), ApiError> {
    let hooks: Vec<rows::WebhookRow> = rows::of_club(connection, club_id)?
        .into_iter()
        .filter(|hook| hook.events.split(',').any(|name| name == event.name()))
        .collect();
    if hooks.is_empty() {
        return Ok(());
    }
    let now = repo::now();
    let payload = json!({
        "type": event.name(),
        "timestamp": now.and_utc().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        "data": data,
    })
    .to_string();
    for hook in hooks {
        rows::insert_delivery(
            connection,
            hook.id,
            event.name(),
            &payload,
            now,
            now + TRIED_FOR,
        )?;
    }
    Ok(())
}

fn event_of(link: Option<&EventLink>) -> Value {
    link.map_or(
        Value::Null,
        |link| json!({ "event_id": link.event_id, "round": link.round, "table": link.table }),
    )
}

/// A table entered the last hand of `game`.
pub fn hand_entered(connection: &mut AnyConnection, game: &model::Game) -> Result<(), ApiError> {
    let hand = game.sheet.hands.last();
    emit(
        connection,
        game.club_id,
        WebhookEvent::HandEntered,
        &json!({
            "game_id": game.id,
            "event": event_of(game.event.as_ref()),
            "hand": hand.map(|hand| hand.number),
            "points": hand.map(|hand| &hand.points),
            "totals": game.sheet.totals,
            "path": format!("/api/v1/games/{}", game.id),
        }),
    )
}

/// `game` is over.
pub fn game_finished(connection: &mut AnyConnection, game: &model::Game) -> Result<(), ApiError> {
    emit(
        connection,
        game.club_id,
        WebhookEvent::GameFinished,
        &json!({
            "game_id": game.id,
            "event": event_of(game.event.as_ref()),
            "totals": game.sheet.totals,
            "winner": game.sheet.winner,
            "decision": game.decision,
            "hands": game.sheet.hands.len(),
            "path": format!("/api/v1/games/{}", game.id),
        }),
    )
}

/// A three-handed table entered the last hand of `game`, and if it ended the game, that it
/// is over: the same events as a partnership game's, marked `three_handed`, with each
/// player's points and totals by seat (`N`, `E`, `W`).
pub fn three_handed_hand_entered(
    connection: &mut AnyConnection,
    game: &ThreeHandedGame,
    event: Option<&EventLink>,
) -> Result<(), ApiError> {
    let hand = game.sheet.hands.last();
    let path = format!("/api/v1/three-handed-games/{}", game.id);
    emit(
        connection,
        game.club_id,
        WebhookEvent::HandEntered,
        &json!({
            "game_id": game.id,
            "three_handed": true,
            "event": event_of(event),
            "hand": hand.map(|hand| hand.number),
            "points": hand.map(|hand| &hand.points),
            "totals": game.sheet.totals,
            "path": path,
        }),
    )?;
    if !game.sheet.finished {
        return Ok(());
    }
    emit(
        connection,
        game.club_id,
        WebhookEvent::GameFinished,
        &json!({
            "game_id": game.id,
            "three_handed": true,
            "event": event_of(event),
            "totals": game.sheet.totals,
            "winner": game.sheet.winner,
            "decision": Value::Null,
            "hands": game.sheet.hands.len(),
            "path": path,
        }),
    )
}

/// Round `round` of event `event_id` was seated at `tables` tables.
pub fn round_seated(
    connection: &mut AnyConnection,
    club_id: i64,
    event_id: i64,
    round: i32,
    tables: usize,
) -> Result<(), ApiError> {
    emit(
        connection,
        club_id,
        WebhookEvent::RoundSeated,
        &json!({
            "event_id": event_id,
            "round": round,
            "tables": tables,
            "path": format!("/api/v1/events/{event_id}"),
        }),
    )
}

/// Event `event_id` ended.
pub fn event_finished(
    connection: &mut AnyConnection,
    club_id: i64,
    event_id: i64,
) -> Result<(), ApiError> {
    emit(
        connection,
        club_id,
        WebhookEvent::EventFinished,
        &json!({
            "event_id": event_id,
            "path": format!("/api/v1/events/{event_id}/standings"),
        }),
    )
}
