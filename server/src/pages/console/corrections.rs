//! Correcting a hand of a game from the console, with a reason: the hand's fields as the
//! table's phone has them, filled in as the hand was entered.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, to};
use crate::pages::extract::{Form, Query};
use crate::pages::hand_form::{Choice, HandChoices, HandFields, choices, hand_of};
use crate::pages::notices::{NoticeQuery, RefusalNotice};
use crate::pages::render::{Chrome, page};
use crate::pages::score;
use crate::refusal::Refusal;
use crate::services::games;
use crate::services::hands;
use crate::state::AppState;
use uptown_api::bodies::Correction;

/// A hand on the correction page: its number, its score line, and its fields to change.
struct HandItem {
    number: usize,
    line: String,
    dealers: Vec<Choice>,
    fields: HandChoices,
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

/// A game's hands, each correctable with a reason.
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
    let t = chrome.t;
    let hands = game
        .hands
        .iter()
        .zip(&game.sheet.hands)
        .map(|(hand, line)| {
            let fields = HandFields::of(hand);
            HandItem {
                number: line.number,
                line: format!(
                    "{} ({})",
                    score::pair(line.points.ns, line.points.ew),
                    score::pair(line.totals.ns, line.totals.ew)
                ),
                dealers: choices(
                    &["N", "E", "S", "W"],
                    |seat| t.t(&format!("seat-{seat}")),
                    fields.dealer.as_deref(),
                ),
                fields: HandChoices::new(t, game.rules, &fields, &format!("hand-{}-", line.number)),
            }
        })
        .collect();
    let title = t.with("game-title", &[("id", game.id)]);
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
    reason: String,
    #[serde(flatten)]
    hand: HandFields,
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
            let game = games::view(connection, actor, id)?;
            let index = usize::try_from(number).unwrap_or(0);
            let entered = index
                .checked_sub(1)
                .and_then(|at| game.hands.get(at))
                .ok_or(Refusal::NoSuchHandOf {
                    game: id,
                    hand: number.into(),
                    hands: game.hands.len(),
                })?;
            let dealer = form
                .hand
                .dealer
                .clone()
                .unwrap_or_else(|| entered.dealer().letter().to_owned());
            let hand = hand_of(&form.hand, game.rules, &dealer, Some(entered))
                .map_err(|not_a_hand| not_a_hand.refusal(index))?;
            let correction = Correction {
                hand: serde_json::to_value(hand).expect("a hand always serialises"),
                reason: form.reason,
            };
            hands::correct(
                connection,
                actor,
                id,
                number,
                Some(game.version),
                &correction,
            )
            .map(drop)
        })
        .await;
    let back = format!("/director/games/{id}");
    match done {
        Ok(()) => to(&back),
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}
