//! The console's first page: the director's events, and the form for a new one.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, NotDone, to};
use crate::error::ApiError;
use crate::pages::extract::{Form, Query};
use crate::pages::notices::{NoticeQuery, RefusalNotice, refused_location};
use crate::pages::render::{Chrome, error_page, page};
use crate::refusal::Kind;
use crate::services::accounts;
use crate::services::events::{self, EventQuery};
use crate::state::AppState;
use uptown_api::bodies::NewEventBody;

/// A new event, from the console's form.
#[derive(Debug, Deserialize)]
pub struct NewEventForm {
    csrf: String,
    club: i64,
    name: String,
    format: String,
    game: String,
    #[serde(default)]
    target: String,
    match_kind: String,
    match_count: u32,
    #[serde(default)]
    rounds: String,
    #[serde(default)]
    confirm_hands: Option<String>,
}

impl NewEventForm {
    /// The API's body for this form: blank fields take the defaults.
    fn body(&self) -> Result<NewEventBody, ApiError> {
        let number = |field: &str, text: &str| -> Result<Option<u32>, ApiError> {
            let text = text.trim();
            if text.is_empty() {
                return Ok(None);
            }
            text.parse().map(Some).map_err(|_| {
                ApiError::invalid(field, format!("{field} must be a whole number, not {text}"))
            })
        };
        let mut rules = serde_json::Map::new();
        if let Some(target) = number("target", &self.target)? {
            rules.insert("target".to_owned(), target.into());
        }
        let match_format = serde_json::json!({ self.match_kind.as_str(): self.match_count });
        let body = serde_json::json!({
            "club_id": self.club,
            "name": self.name,
            "format": self.format,
            "game": self.game,
            "rules": rules,
            "match": match_format,
            "rounds": number("rounds", &self.rounds)?,
            "confirm_hands": self.confirm_hands.is_some(),
        });
        crate::input::parse_value(&body)
    }
}

#[post("/director/events")]
pub async fn create_event(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    form: Form<NewEventForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let csrf = form.csrf.clone();
    let created = console
        .act(&state, &chrome, &csrf, move |connection, actor| {
            let body = form.body()?;
            events::create(connection, actor, &body).map(|event| event.id)
        })
        .await;
    match created {
        Ok(id) => to(&format!("/director/events/{id}")),
        Err(NotDone::Answer(answer)) => answer,
        Err(NotDone::Refused(error)) if error.is(Kind::Invalid) => {
            to(&refused_location("/director", &error, chrome.t))
        }
        Err(NotDone::Refused(error)) => error_page(chrome, &error),
    }
}

/// An event the director may run, in the console's list.
struct EventItem {
    id: i64,
    name: String,
    status: String,
}

#[derive(Template)]
#[template(path = "director_home.html")]
struct HomePage {
    chrome: Chrome,
    csrf: String,
    logged_in: String,
    events: Vec<EventItem>,
    /// The clubs the director may create events in: (id, name).
    clubs: Vec<(i64, String)>,
    /// The formats to choose from: (value, words).
    formats: Vec<(String, String)>,
    notice: Option<RefusalNotice>,
}

#[get("/director")]
pub async fn home(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let loaded = console
        .show(&state, &chrome, |connection, actor| {
            let me = accounts::me(connection, actor)?;
            let all = events::list(connection, &EventQuery::default())?;
            let mine = all
                .into_iter()
                .filter(|event| me.admin || me.directs.contains(&event.club_id))
                .collect::<Vec<_>>();
            let clubs = crate::services::clubs::list_clubs(connection)?
                .into_iter()
                .filter(|club| me.admin || me.directs.contains(&club.id))
                .map(|club| (club.id, club.name))
                .collect::<Vec<_>>();
            Ok((me.username, mine, clubs))
        })
        .await;
    match loaded {
        Ok((account, list, clubs)) => {
            let t = chrome.t;
            let events = list
                .into_iter()
                .rev()
                .map(|event| EventItem {
                    id: event.id,
                    name: event.name,
                    status: t.t(&format!("status-{}", event.status)),
                })
                .collect();
            let title = t.t("director-title");
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &HomePage {
                    chrome: chrome.clone(),
                    csrf: console.csrf(),
                    logged_in: t.with("director-logged-in", &[("name", account)]),
                    events,
                    clubs,
                    formats: [
                        "club_night",
                        "rotating",
                        "whist_drive",
                        "round_robin",
                        "swiss",
                        "knockout",
                        "double_knockout",
                    ]
                    .iter()
                    .map(|format| ((*format).to_owned(), t.t(&format!("format-{format}"))))
                    .collect(),
                    notice: query.refusal(t),
                },
            )
        }
        Err(answer) => answer,
    }
}
