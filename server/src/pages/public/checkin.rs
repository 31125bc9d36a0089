//! The door of an event, on an arriving player's phone (`/events/{id}/checkin`, a QR code on
//! the wall): they tap their name, or give it if they are new, and wait for the director to
//! let them in from the console.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use crate::auth::Actor;
use crate::error::ApiError;
use crate::pages::extract::Form;
use crate::pages::refusals;
use crate::pages::render::{Chrome, error_page, load, over_limit, respond};
use crate::services::clubs::ClubRows;
use crate::services::events::{self, checkins};
use crate::state::AppState;
use crate::state::throttles::Door;
use uptown_api::Named;
use uptown_api::events as view;

#[derive(Template)]
#[template(path = "checkin.html")]
struct CheckinPage {
    chrome: Chrome,
    event: view::Event,
    /// The club's players not yet in the event, to tap.
    players: Vec<Named>,
    /// What became of a check-in just sent: (refused, words).
    notice: Option<(bool, String)>,
    /// The name typed, kept when it was refused.
    typed: String,
}

async fn show(
    state: &web::Data<AppState>,
    chrome: Chrome,
    id: i64,
    status: StatusCode,
    notice: Option<(bool, String)>,
    typed: String,
) -> HttpResponse {
    let loaded = load(state, move |connection| {
        let event = events::view(connection, &Actor::Anonymous, id)?;
        let players = ClubRows::Players.list(connection, &Actor::Anonymous, event.club_id)?;
        Ok((event, players))
    })
    .await;
    let (event, players) = match loaded {
        Ok(loaded) => loaded,
        Err(error) => return error_page(chrome, &error),
    };
    let entered: Vec<i64> = event
        .entrants
        .iter()
        .flat_map(|entrant| entrant.players.iter().map(|player| player.id))
        .collect();
    let players = players
        .into_iter()
        .filter(|player| !entered.contains(&player.id))
        .collect();
    let title = chrome
        .t
        .with("checkin-title", &[("event", event.name.clone())]);
    let chrome = chrome.titled(title);
    let page = CheckinPage {
        chrome: chrome.clone(),
        event,
        players,
        notice,
        typed,
    };
    respond(&chrome, status, page.render())
}

#[get("/events/{id}/checkin")]
pub async fn checkin_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    show(
        &state,
        chrome,
        id.into_inner(),
        StatusCode::OK,
        None,
        String::new(),
    )
    .await
}

/// A tap on a name (`player`), or a newcomer's name (`name`).
#[derive(Debug, Deserialize)]
pub struct CheckinForm {
    #[serde(default)]
    player: Option<i64>,
    #[serde(default)]
    name: String,
}

#[post("/events/{id}/checkin")]
pub async fn checkin_post(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
    form: Form<CheckinForm>,
) -> HttpResponse {
    if let Some(too_many) = over_limit(&request, Door::TableCode).await {
        return too_many;
    }
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let form = form.into_inner();
    let arrival = match form.player {
        Some(player) => checkins::Arrival::Player(player),
        None => checkins::Arrival::Newcomer(form.name.clone()),
    };
    let done = load(&state, move |connection| {
        crate::db::write_transaction(connection, |connection| {
            checkins::check_in(connection, id, &arrival)
        })
    })
    .await;
    let t = chrome.t;
    match done {
        Ok(name) => {
            let words = t.with("checkin-waiting", &[("name", name)]);
            show(
                &state,
                chrome,
                id,
                StatusCode::OK,
                Some((false, words)),
                String::new(),
            )
            .await
        }
        Err(error) if is_answerable(&error) => {
            let words = refusals::words(t, &error);
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            show(&state, chrome, id, status, Some((true, words)), form.name).await
        }
        Err(error) => error_page(chrome, &error),
    }
}

/// A refusal the door page says above its form, rather than a page of its own.
fn is_answerable(error: &ApiError) -> bool {
    use crate::refusal::Kind;
    error.is(Kind::Invalid) || error.is(Kind::Conflict)
}
