//! Sending the table's form: "show the score" scores the hand without storing it; "enter"
//! stores it once, however often a flaky connection makes the phone send it (the form
//! carries an idempotency key), and only onto the game as the phone saw it (the form carries
//! the game's version).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde_json::Value;
use uptown_rules::{Hand, HandError};

use super::form::EntryForm;
use super::notice::{Notice, unknown_code, with_outcome};
use super::page::{Table, current_game, side_of, table_page};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::idempotency::{IdempotencyKey, Reply, write};
use crate::pages::extract::Form;
use crate::pages::hand_form::{form_field, hand_of};
use crate::pages::i18n::Translator;
use crate::pages::refusals;
use crate::pages::render::{Chrome, load, over_limit, page};
use crate::pages::score;
use crate::refusal::{Kind, Refusal, hand_words};
use crate::services::hands;
use crate::services::{games, tables};
use crate::state::AppState;
use crate::state::throttles::Door;
use uptown_api as model;

/// What posting the form did.
enum Outcome {
    /// Stored (or stored before, by the same form): show the table again.
    Entered(usize),
    /// Scored without storing, or refused: show the form with this notice.
    Shown(Box<Table>, Notice),
    /// Someone entered a hand first: show the game as it now stands.
    Conflict(Box<Table>, Notice),
}

/// What the rules make of `hand` after the game's hands: its score, or why it is refused,
/// in the reader's language. Nothing is stored.
fn preview(t: Translator, game: &model::Game, hand: &Hand) -> Notice {
    let mut scored = match games::score(game.rules, &game.hands) {
        Ok(scored) => scored,
        Err(error) => return refusal(t, &error),
    };
    match scored.play(hand) {
        Ok(_) => {
            let sheet = scored.sheet();
            let last = sheet.hands.last();
            let (points, totals) = last.map_or(((0, 0), (0, 0)), |hand| {
                (
                    (hand.points.ns, hand.points.ew),
                    (hand.totals.ns, hand.totals.ew),
                )
            });
            Notice {
                text: t.with(
                    "entry-preview-line",
                    &[
                        ("ns", score::points(points.0)),
                        ("ew", score::points(points.1)),
                        ("total_ns", score::points(totals.0)),
                        ("total_ew", score::points(totals.1)),
                    ],
                ),
                refused: false,
                field: None,
            }
        }
        Err(error) => refused_hand(t, &error),
    }
}

fn refused_hand(t: Translator, error: &HandError) -> Notice {
    Notice {
        text: t.with("entry-refused", &[("reason", hand_words(t, error))]),
        refused: true,
        field: form_field(&error.field),
    }
}

/// Why the write refused: for the hand on the form, the rules' reason alone (the table knows
/// which hand it is entering).
fn refusal(t: Translator, error: &ApiError) -> Notice {
    if let ApiError::Refused(Refusal::Hand { error, .. }) = error {
        return refused_hand(t, error);
    }
    Notice {
        text: t.with("entry-refused", &[("reason", refusals::words(t, error))]),
        refused: true,
        field: error.field().as_deref().and_then(form_field),
    }
}

/// A form to enter, with its dealer and the game it was shown with, as it goes to the write
/// without the game's view (the write scores the game, and the page after it again): the
/// table's actor, the game and the hand. `None` for any other form.
fn entry_without_view(
    connection: &mut AnyConnection,
    code: &str,
    form: &EntryForm,
) -> Result<Option<(Actor, i64, Value)>, ApiError> {
    let (true, Some(dealer), Some(game_id)) =
        (form.action == "enter", &form.hand.dealer, form.game)
    else {
        return Ok(None);
    };
    let (actor, rules) = tables::enterer(connection, code)?;
    Ok(hand_of(&form.hand, rules, dealer, None)
        .ok()
        .map(|hand| (actor, game_id, hand_object(&hand))))
}

fn submit_hand(
    connection: &mut AnyConnection,
    t: Translator,
    code: &str,
    path: &str,
    form: &EntryForm,
    side: Option<String>,
) -> Result<Outcome, ApiError> {
    let entry = if let Some(entry) = entry_without_view(connection, code, form)? {
        entry
    } else {
        let (actor, table) = current_game(connection, code, side.clone())?;
        let game = &table.game;
        let dealer = form
            .hand
            .dealer
            .clone()
            .or_else(|| game.next_dealer.clone())
            .unwrap_or_else(|| "N".to_owned());
        let hand = match hand_of(&form.hand, game.rules, &dealer, None) {
            Ok(hand) => hand,
            Err(not_a_hand) => {
                let notice = Notice {
                    text: t.with("entry-refused", &[("reason", not_a_hand.words(t))]),
                    refused: true,
                    field: not_a_hand.form_field(),
                };
                return Ok(Outcome::Shown(Box::new(table), notice));
            }
        };
        if form.action != "enter" {
            let notice = preview(t, game, &hand);
            return Ok(Outcome::Shown(Box::new(table), notice));
        }
        (actor, form.game.unwrap_or(game.id), hand_object(&hand))
    };
    enter(connection, t, code, path, form, side, entry)
}

/// The hand object the write takes, as the API's clients send it.
fn hand_object(hand: &Hand) -> Value {
    serde_json::to_value(hand).expect("a hand always serialises")
}

/// Enters `hand` onto game `game_id` as the table `actor`, at the version the phone showed.
fn enter(
    connection: &mut AnyConnection,
    t: Translator,
    code: &str,
    path: &str,
    form: &EntryForm,
    side: Option<String>,
    (actor, game_id, hand): (Actor, i64, Value),
) -> Result<Outcome, ApiError> {
    let body = hand.to_string();
    let key = IdempotencyKey::new(&form.key, "POST", path, body.as_bytes())?;
    // The answer remembered under the form's key is the game as the API answers it, so that
    // a resent form shows the hand it entered the first time.
    let written = write(connection, &actor, Some(&key), |connection| {
        let entry = hands::Entry {
            hand: &hand,
            side: side.as_deref(),
        };
        let changed = hands::append(connection, &actor, game_id, form.version, &entry)?;
        let body = serde_json::to_string(&changed)
            .map_err(|error| ApiError::Internal(error.to_string()))?;
        Ok(Reply::created(body))
    });
    match written {
        Ok(reply) => Ok(Outcome::Entered(hands_in(&reply.body))),
        // The phone showed the game at an older version: someone entered a hand first.
        Err(ApiError::Refused(Refusal::Stale { .. })) => {
            let (_, now) = current_game(connection, code, side)?;
            let notice = Notice {
                text: t.t("entry-conflict"),
                refused: true,
                field: None,
            };
            Ok(Outcome::Conflict(Box::new(now), notice))
        }
        Err(error)
            if error.is(Kind::Invalid) || error.is(Kind::Forbidden) || error.is(Kind::Conflict) =>
        {
            let (_, table) = current_game(connection, code, side)?;
            Ok(Outcome::Shown(Box::new(table), refusal(t, &error)))
        }
        Err(error) => Err(error),
    }
}

/// How many hands the game in a remembered answer has.
fn hands_in(answer: &str) -> usize {
    serde_json::from_str::<Value>(answer)
        .ok()
        .and_then(|game| game["hands"].as_array().map(Vec::len))
        .unwrap_or(0)
}

#[post("/t/{code}")]
pub async fn table_page_post(
    state: web::Data<AppState>,
    request: HttpRequest,
    code: web::Path<String>,
    form: Form<EntryForm>,
) -> HttpResponse {
    if let Some(too_many) = over_limit(&request, Door::TableCode).await {
        return too_many;
    }
    let chrome = Chrome::new(&request);
    let code = code.into_inner();
    let form = form.into_inner();
    let (t, path, lookup, sent) = (
        chrome.t,
        request.path().to_owned(),
        code.clone(),
        form.clone(),
    );
    let (side, _) = side_of(&request, None);
    let outcome = load(&state, move |connection| {
        submit_hand(connection, t, &lookup, &path, &sent, side)
    })
    .await;
    match outcome {
        Ok(Outcome::Entered(number)) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, format!("/t/{code}?entered={number}")))
            .finish(),
        Ok(Outcome::Shown(table, notice)) => {
            let outcome = if notice.refused { "refused" } else { "preview" };
            shown(chrome, &code, *table, &form, notice, outcome)
        }
        Ok(Outcome::Conflict(table, notice)) => {
            shown(chrome, &code, *table, &form, notice, "conflict")
        }
        Err(error) => unknown_code(chrome, &error),
    }
}

/// The table page again, with `notice`, saying what became of the form (`with_outcome`).
fn shown(
    chrome: Chrome,
    code: &str,
    table: Table,
    form: &EntryForm,
    notice: Notice,
    outcome: &'static str,
) -> HttpResponse {
    let title = chrome.t.with("table-title", &[("code", code.to_owned())]);
    let chrome = chrome.titled(title);
    with_outcome(
        page(
            &chrome,
            &table_page(&chrome, code, table, form, Some(notice)),
        ),
        outcome,
    )
}
