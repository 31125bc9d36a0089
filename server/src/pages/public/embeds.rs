//! Small views of a club for a frame on its own website: its latest results, a season's
//! standings, and its next event. Each may be framed by the sites the club's directors
//! list (`services::embedding`), and by no other.

use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::seasons::season_table;
use super::standings::StandingsTable;
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::now;
use crate::error::ApiError;
use crate::pages::calendar::when;
use crate::pages::framing::framed_by;
use crate::pages::render::{Chrome, error_page, load, page};
use crate::pages::score::points;
use crate::services::clubs::ClubRows;
use crate::services::embedding;
use crate::services::events::results::{self, Finished};
use crate::services::events::standings;
use crate::state::AppState;
use uptown_api::events::{Record, Schedule};

/// How many finished events the results view lists.
const LATEST: usize = 5;

/// The places of an event that the results show.
pub(super) const PODIUM: u32 = 3;

/// A place on an event's podium, its words ready.
struct Placed {
    rank: u32,
    name: String,
    /// What placed them: the event's first tie-break, e.g. "games won 5".
    record: String,
}

/// A finished event as the results view shows it.
struct ResultLine {
    id: i64,
    name: String,
    finished_at: String,
    finished_on: String,
    podium: Vec<Placed>,
}

#[derive(Template)]
#[template(path = "embed_results.html")]
struct ResultsView {
    chrome: Chrome,
    full_page: String,
    results: Vec<ResultLine>,
}

struct NextEvent {
    id: i64,
    name: String,
    when: String,
    schedule: Schedule,
}

#[derive(Template)]
#[template(path = "embed_next.html")]
struct NextView {
    chrome: Chrome,
    full_page: String,
    next: Option<NextEvent>,
}

#[derive(Template)]
#[template(path = "embed_standings.html")]
struct StandingsView {
    chrome: Chrome,
    full_page: String,
    standings: StandingsTable,
}

/// The value that placed a row, in words: the event's first tie-break and its number.
pub(super) fn deciding(chrome: &Chrome, tie_breaks: &[String], record: &Record) -> String {
    let Some(first) = tie_breaks.first() else {
        return String::new();
    };
    let value = match first.as_str() {
        "games_won" => record.games_won.to_string(),
        "point_difference" => points(record.point_difference),
        "points_for" => points(record.points_for),
        "bostons" => record.bostons.to_string(),
        "sets" => record.sets.to_string(),
        _ => return String::new(),
    };
    format!("{} {value}", chrome.t.t(&format!("tiebreak-{first}")))
}

fn result_line(chrome: &Chrome, finished: Finished) -> ResultLine {
    let standings = &finished.standings;
    ResultLine {
        id: finished.id,
        finished_at: format!("{}Z", finished.finished_at.format("%Y-%m-%dT%H:%M:%S")),
        finished_on: finished.finished_at.format("%Y-%m-%d").to_string(),
        podium: standings
            .rows
            .iter()
            .filter(|row| row.rank <= PODIUM)
            .map(|row| Placed {
                rank: row.rank,
                name: row.name.clone(),
                record: deciding(chrome, &standings.tie_breaks, &row.record),
            })
            .collect(),
        name: finished.name,
    }
}

/// Answers the page `render` makes of what `read` reads, framed by the sites of the club
/// `read` names; an error is a page of its own, which no other site may frame.
async fn framed<T: Send + 'static>(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    read: impl FnOnce(&mut AnyConnection) -> Result<(i64, T), ApiError> + Send + 'static,
    render: impl FnOnce(Chrome, T) -> HttpResponse,
) -> HttpResponse {
    let chrome = Chrome::new(request);
    let loaded = load(state, move |connection| {
        let (club, read) = read(connection)?;
        Ok((embedding::get(connection, club)?.origins, read))
    })
    .await;
    match loaded {
        Ok((origins, read)) => {
            let mut answer = render(chrome, read);
            if answer.status().is_success() {
                framed_by(&mut answer, &origins);
            }
            answer
        }
        Err(error) => error_page(chrome, &error),
    }
}

#[get("/embed/clubs/{id}/results")]
pub async fn latest_results(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let id = id.into_inner();
    let cache = Arc::clone(&state.read_cache);
    let read = move |connection: &mut AnyConnection| {
        Ok((id, results::latest(connection, &cache, id, LATEST)?))
    };
    framed(&state, &request, read, |chrome, finished: Vec<Finished>| {
        let title = chrome.t.t("embed-results");
        let chrome = chrome.titled(title);
        let results = finished
            .into_iter()
            .map(|finished| result_line(&chrome, finished))
            .collect();
        page(
            &chrome,
            &ResultsView {
                chrome: chrome.clone(),
                full_page: format!("/clubs/{id}"),
                results,
            },
        )
    })
    .await
}

#[get("/embed/clubs/{id}/next")]
pub async fn next_event(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let id = id.into_inner();
    let read =
        move |connection: &mut AnyConnection| Ok((id, results::next(connection, id, now())?));
    framed(
        &state,
        &request,
        read,
        |chrome, next: Option<(i64, String, Schedule)>| {
            let title = chrome.t.t("embed-next");
            let chrome = chrome.titled(title);
            let next = next.map(|(event, name, schedule)| NextEvent {
                id: event,
                name,
                when: when(&schedule),
                schedule,
            });
            page(
                &chrome,
                &NextView {
                    chrome: chrome.clone(),
                    full_page: format!("/clubs/{id}"),
                    next,
                },
            )
        },
    )
    .await
}

#[get("/embed/seasons/{id}/standings")]
pub async fn season_standings(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let id = id.into_inner();
    let cache = Arc::clone(&state.read_cache);
    let read = move |connection: &mut AnyConnection| {
        let season = ClubRows::Seasons.get(connection, &Actor::Anonymous, id)?;
        let standings = standings::season_standings(connection, &cache, &Actor::Anonymous, id, 1)?;
        Ok((season.club_id, (season.name, standings)))
    };
    framed(&state, &request, read, |chrome, (name, standings)| {
        let title = chrome.t.with("season-title", &[("name", name)]);
        let chrome = chrome.titled(title);
        let view = StandingsView {
            standings: season_table(&chrome, &standings),
            chrome: chrome.clone(),
            full_page: format!("/seasons/{id}"),
        };
        page(&chrome, &view)
    })
    .await
}
