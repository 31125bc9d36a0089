//! Correcting a hand of a game from the console, with a reason.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, to};
use crate::error::ApiError;
use crate::pages::extract::{Form, Query};
use crate::pages::notices::{NoticeQuery, RefusalNotice};
use crate::pages::render::{Chrome, page};
use crate::services::games;
use crate::services::hands;
use crate::state::AppState;
use uptown_api::bodies::Correction;

/// A hand on the correction page: its number, its score line, and its JSON to edit.
struct HandItem {
    number: usize,
    line: String,
    json: String,
}

#[derive(Template)]
#[template(path = "director_game.html")]
struct GamePage {
    chrome: Chrome,
    csrf: String,
    game: i64,
    event: Option<i64>,
    hands: Vec<HandItem>,
    notice: Option<RefusalNotice>,
}

/// A game's hands, each correctable with a reason: the hand as the table reported it, in
/// the record's JSON, which the director edits.
#[get("/director/games/{id}")]
pub async fn game_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let loaded = console
        .show(&state, &chrome, move |connection, actor| {
            let game = games::view(connection, actor, id)?;
            actor.require_director(connection, game.club_id)?;
            Ok(game)
        })
        .await;
    let game = match loaded {
        Ok(loaded) => loaded,
        Err(answer) => return answer,
    };
    let hands = game
        .hands
        .iter()
        .zip(&game.sheet.hands)
        .map(|(hand, line)| HandItem {
            number: line.number,
            line: format!(
                "{} – {} ({} – {})",
                line.points.ns, line.points.ew, line.totals.ns, line.totals.ew
            ),
            json: serde_json::to_string_pretty(hand).unwrap_or_default(),
        })
        .collect();
    let title = chrome.t.with("game-title", &[("id", game.id)]);
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &GamePage {
            chrome: chrome.clone(),
            csrf: console.csrf(),
            game: game.id,
            event: game.event.as_ref().map(|link| link.event_id),
            hands,
            notice: query.refusal(chrome.t),
        },
    )
}

#[derive(Debug, Deserialize)]
pub struct CorrectionForm {
    csrf: String,
    hand: String,
    reason: String,
}

#[post("/director/games/{id}/hands/{number}")]
pub async fn correct_hand(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    path: web::Path<(i64, i32)>,
    form: Form<CorrectionForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let csrf = form.csrf.clone();
    let (id, number) = path.into_inner();
    let done = console
        .act(&state, &chrome, &csrf, move |connection, actor| {
            let hand = serde_json::from_str(&form.hand)
                .map_err(|error| ApiError::invalid("hand", format!("hand: not JSON: {error}")))?;
            let correction = Correction {
                hand,
                reason: form.reason,
            };
            hands::correct(connection, actor, id, number, None, &correction).map(drop)
        })
        .await;
    let back = format!("/director/games/{id}");
    match done {
        Ok(()) => to(&back),
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}
