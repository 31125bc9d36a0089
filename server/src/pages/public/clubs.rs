//! The clubs, and a club's page: its events and seasons.

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use crate::auth::Actor;
use crate::pages::i18n::Translator;
use crate::pages::render::{Chrome, error_page, load, page, site};
use crate::services::clubs::{self, ClubRows};
use crate::services::events::{self, EventQuery};
use crate::services::three_handed;
use crate::state::AppState;
use uptown_api as model;
use uptown_api::three_handed::ThreeHandedSummary;

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

/// A three-handed game in a club's list, its words ready.
struct ThreeHandedLine {
    id: i64,
    title: String,
    players: String,
    standing: String,
}

#[derive(Template)]
#[template(path = "club.html")]
struct ClubPage {
    chrome: Chrome,
    club: model::Club,
    events: Vec<EventLine>,
    three_handed: Vec<ThreeHandedLine>,
    seasons: Vec<model::Named>,
    /// The address of the club's calendar feed, whole, for a calendar app.
    calendar: String,
}

fn three_handed_line(t: Translator, game: &ThreeHandedSummary) -> ThreeHandedLine {
    let seats = &game.seats;
    let winner = match game.winner.as_deref() {
        Some("N") => Some(&seats.north),
        Some("E") => Some(&seats.east),
        Some("W") => Some(&seats.west),
        _ => None,
    };
    ThreeHandedLine {
        id: game.id,
        title: t.with(
            "three-game-title",
            &[
                ("game", t.t(&format!("rule-game-{}", game.game.name()))),
                ("id", game.id.to_string()),
            ],
        ),
        players: format!(
            "{}, {}, {}",
            seats.north.name, seats.east.name, seats.west.name
        ),
        standing: match winner {
            Some(player) => t.with("three-line-won", &[("name", player.name.clone())]),
            None => t.t("three-line-playing"),
        },
    }
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
        let three_handed = three_handed::list(connection, &Actor::Anonymous, id, None)?;
        Ok((club, events, seasons, three_handed))
    })
    .await;
    match loaded {
        Ok((club, event_list, seasons, three_handed)) => {
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
            let three_handed = three_handed
                .into_iter()
                .rev()
                .map(|game| three_handed_line(t, &game))
                .collect();
            let chrome = chrome.titled(club.name.clone());
            page(
                &chrome,
                &ClubPage {
                    chrome: chrome.clone(),
                    club,
                    events,
                    three_handed,
                    seasons,
                    calendar: format!("{}/clubs/{id}/calendar.ics", site(&state, &request)),
                },
            )
        }
        Err(error) => error_page(chrome, &error),
    }
}
