//! The calendar feeds: a club's, a season's and one event's, as `.ics` files that calendar
//! apps subscribe to (and ask again every hour: `pages::tagged`).

use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, get, web};

use crate::auth::Actor;
use crate::db::repo::events;
use crate::db::repo::schedules::{self, Calendar};
use crate::error::ApiError;
use crate::pages::calendar::{Entry, calendar};
use crate::pages::render::{Chrome, error_page, load, site};
use crate::pages::tagged::tagged;
use crate::services::clubs::{self, ClubRows};
use crate::services::events::not_found;
use crate::state::AppState;

#[get("/clubs/{id}/calendar.ics")]
pub async fn club_calendar(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let id = id.into_inner();
    feed(&state, &request, Calendar::Club(id), move |connection| {
        Ok(clubs::get_club(connection, id)?.name)
    })
    .await
}

#[get("/seasons/{id}/calendar.ics")]
pub async fn season_calendar(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let id = id.into_inner();
    feed(&state, &request, Calendar::Season(id), move |connection| {
        let season = ClubRows::Seasons.get(connection, &Actor::Anonymous, id)?;
        let club = clubs::get_club(connection, season.club_id)?;
        Ok(format!("{} · {}", club.name, season.name))
    })
    .await
}

/// One event, for "add to calendar" on its page.
#[get("/events/{id}/calendar.ics")]
pub async fn event_calendar(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let id = id.into_inner();
    feed(&state, &request, Calendar::Event(id), move |connection| {
        Ok(events::get(connection, id)?
            .ok_or_else(|| not_found(id))?
            .name)
    })
    .await
}

/// The calendar of `which`, named by what `name` reads (which also refuses a club, season
/// or event that does not exist).
async fn feed<F>(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    which: Calendar,
    name: F,
) -> HttpResponse
where
    F: FnOnce(&mut crate::db::AnyConnection) -> Result<String, ApiError> + Send + 'static,
{
    let loaded = load(state, move |connection| {
        let name = name(connection)?;
        Ok((name, schedules::scheduled(connection, which)?))
    })
    .await;
    let (name, scheduled) = match loaded {
        Ok(loaded) => loaded,
        Err(error) => return error_page(Chrome::new(request), &error),
    };
    let site = site(state, request);
    let entries: Vec<Entry<'_>> = scheduled
        .iter()
        .map(|(schedule, event)| Entry {
            schedule,
            name: event,
            url: format!("{site}/events/{}", schedule.event_id),
        })
        .collect();
    let mut answer = tagged(
        request,
        "text/calendar; charset=utf-8",
        calendar(&name, &entries),
    );
    if answer.status().is_success() {
        answer.headers_mut().insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("inline; filename=\"calendar.ics\""),
        );
    }
    answer
}
