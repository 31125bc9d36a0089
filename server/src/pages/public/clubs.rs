//! The clubs, and a club's page: its events and seasons.

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use crate::auth::Actor;
use crate::pages::render::{Chrome, error_page, load, page, site};
use crate::services::clubs::{self, ClubRows};
use crate::services::events::{self, EventQuery};
use crate::state::AppState;
use uptown_api as model;

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    chrome: Chrome,
    clubs: Vec<model::Club>,
}

#[get("/")]
pub async fn home_page(state: web::Data<AppState>, request: HttpRequest) -> HttpResponse {
    let chrome = Chrome::new(&request);
    match load(&state, clubs::list_clubs).await {
        Ok(clubs) => {
            let title = chrome.t.t("clubs-title");
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &HomePage {
                    chrome: chrome.clone(),
                    clubs,
                },
            )
        }
        Err(error) => error_page(chrome, &error),
    }
}

/// An event in a club's list, its words ready.
struct EventLine {
    id: i64,
    name: String,
    format: String,
    status: String,
}

#[derive(Template)]
#[template(path = "club.html")]
struct ClubPage {
    chrome: Chrome,
    club: model::Club,
    events: Vec<EventLine>,
    seasons: Vec<model::Named>,
    /// The address of the club's calendar feed, whole, for a calendar app.
    calendar: String,
}

#[get("/clubs/{id}")]
pub async fn club_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let loaded = load(&state, move |connection| {
        let club = clubs::get_club(connection, id)?;
        let query = EventQuery {
            club: Some(id),
            season: None,
        };
        let events = events::list(connection, &query)?;
        let seasons = ClubRows::Seasons.list(connection, &Actor::Anonymous, id)?;
        Ok((club, events, seasons))
    })
    .await;
    match loaded {
        Ok((club, event_list, seasons)) => {
            let t = chrome.t;
            let events = event_list
                .into_iter()
                .rev()
                .map(|event| EventLine {
                    id: event.id,
                    name: event.name,
                    format: t.t(&format!("format-{}", event.format)),
                    status: t.t(&format!("status-{}", event.status)),
                })
                .collect();
            let chrome = chrome.titled(club.name.clone());
            page(
                &chrome,
                &ClubPage {
                    chrome: chrome.clone(),
                    club,
                    events,
                    seasons,
                    calendar: format!("{}/clubs/{id}/calendar.ics", site(&state, &request)),
                },
            )
        }
        Err(error) => error_page(chrome, &error),
    }
}
