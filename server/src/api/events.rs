//! Events, their rounds and standings; season standings and ratings.

use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use serde::Deserialize;
use serde_json::Value;

use super::extract::{Body, Empty, Required};
use super::games::query_numbers;
use super::respond::{json, read, read_as, write_request};
use crate::auth::{Actor, Credentials};
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::idempotency::Reply;
use crate::input::{parse_body, parse_value};
use crate::refusal::Refusal;
use crate::services::events::{self, EventQuery, standings};
use crate::services::{players, ratings};
use crate::state::{AppState, with_actor};
use uptown_api::bodies::{ClockBody, EntrantBody, NewEventBody, WithdrawBody};
use uptown_api::events as view;

/// A director's write to an event, answered with `status` and what `work` returns.
pub(super) async fn change<T, F>(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    credentials: Credentials,
    body: &[u8],
    status: u16,
    work: F,
) -> Result<HttpResponse, ApiError>
where
    T: serde::Serialize,
    F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
{
    write_request(
        state,
        request,
        credentials,
        body,
        move |connection, actor| Ok(Reply::new(status, json(&work(connection, actor)?)?)),
    )
    .await
}

fn query<T: serde::de::DeserializeOwned>(request: &HttpRequest) -> Result<T, ApiError> {
    web::Query::<Value>::from_query(request.query_string())
        .map_err(|error| ApiError::invalid("query", error.to_string()))
        .and_then(|query| parse_value(&query_numbers(query.into_inner())))
}

/// Events, filtered by club or season.
#[utoipa::path(tag = "events", params(EventQuery), responses(
    (status = 200, body = Vec<view::EventSummary>),
    (status = 422, response = problem::Invalid),
))]
#[get("/events")]
pub async fn list(
    state: web::Data<AppState>,
    request: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let filter: EventQuery = query(&request)?;
    read(&state, move |connection| events::list(connection, &filter)).await
}

/// Creates an event: its format, game, house rules (stored whole), match format,
/// tie-breaks and planned rounds. Directors of the club and admins.
#[utoipa::path(tag = "events", request_body = NewEventBody, security(("bearer" = [])), responses(
    (status = 201, body = view::Event),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 422, response = problem::Invalid),
))]
#[post("/events")]
pub async fn create(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let new: NewEventBody = parse_body(&body)?;
    change(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor| events::create(connection, actor, &new),
    )
    .await
}

/// An event with its entrants and its rounds, each table with its games and result.
/// Table codes are shown to the club's directors and admins.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), security((), ("bearer" = [])), responses(
    (status = 200, body = view::Event),
    (status = 401, response = problem::Unauthorized),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/events/{id}")]
pub async fn get_one(
    state: web::Data<AppState>,
    credentials: Credentials,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let event = with_actor(&state, credentials, move |connection, actor| {
        events::view(connection, actor, id)
    })
    .await?;
    Ok(HttpResponse::Ok().json(event))
}

/// Registers a player (individual formats) or a partnership; after the first round, a late
/// arrival is seated from the next round.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), request_body = EntrantBody, security(("bearer" = [])), responses(
    (status = 201, body = view::Entrant),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/entrants")]
pub async fn register(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let entrant: EntrantBody = parse_body(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor| events::register(connection, actor, id, &entrant),
    )
    .await
}

/// Withdraws an entrant from the next round on; their games so far still count.
#[utoipa::path(tag = "events", params(("id" = i64, Path), ("number" = i32, Path)), request_body = Option<WithdrawBody>, security(("bearer" = [])), responses(
    (status = 200, body = view::Entrant),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/entrants/{number}/withdraw")]
pub async fn withdraw(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i32)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let withdrawal = parse_body::<Option<WithdrawBody>>(&body)?.unwrap_or_default();
    let (id, number) = path.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| events::withdraw(connection, actor, id, number, &withdrawal),
    )
    .await
}

/// Takes a withdrawal back while no round has been seated since: the entrant is seated again
/// from the next round.
#[utoipa::path(tag = "events", params(("id" = i64, Path), ("number" = i32, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = view::Entrant),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/entrants/{number}/reinstate")]
pub async fn reinstate(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i32)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let (id, number) = path.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| events::reinstate(connection, actor, id, number),
    )
    .await
}

/// Seats the next round and creates its games with their table codes.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 201, body = view::EventRound),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/rounds")]
pub async fn seat_round(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor| events::seat_round(connection, actor, id),
    )
    .await
}

/// Closes a round early: unfinished games are decided by the leading score.
#[utoipa::path(tag = "events", params(("id" = i64, Path), ("number" = i32, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = view::EventRound),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/rounds/{number}/close")]
pub async fn close_round(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i32)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let (id, number) = path.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| events::close_round(connection, actor, id, number),
    )
    .await
}

/// The round's clock: `start` (with `minutes`, and `closes` to close the round when the
/// time is up), `pause`, `resume`, `extend` (by `minutes`) or `stop`. One clock, counted by
/// the server, for the projector, the tables and the players' pages.
#[utoipa::path(tag = "events", params(("id" = i64, Path), ("number" = i32, Path)), request_body = ClockBody, security(("bearer" = [])), responses(
    (status = 200, body = view::EventRound),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/rounds/{number}/clock")]
pub async fn round_clock(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i32)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let clock: ClockBody = parse_body(&body)?;
    let (id, number) = path.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| events::run_clock(connection, actor, id, number, &clock),
    )
    .await
}

/// Ends an event (one without planned rounds, or one stopped early).
#[utoipa::path(tag = "events", params(("id" = i64, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = view::Event),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/finish")]
pub async fn finish(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| events::finish(connection, actor, id),
    )
    .await
}

/// The event's standings under its tie-breaks, each row naming what separated it from the
/// row above.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), responses(
    (status = 200, body = view::Standings),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/events/{id}/standings")]
pub async fn event_standings(
    state: web::Data<AppState>,
    credentials: Credentials,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    let standings = with_actor(&state, credentials, move |connection, reader| {
        standings::visible_standings(connection, &cache, reader, id)
    })
    .await?;
    Ok(HttpResponse::Ok().json(standings))
}

/// Hides the event's standings from all but its directors, for the last rounds or until
/// the prize-giving (`hide`), or reveals them (`reveal`).
#[utoipa::path(tag = "events", params(("id" = i64, Path), ("action" = String, Path, description = "hide or reveal")), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = view::Event),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/standings/{action}")]
pub async fn hide_standings(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, String)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let (id, action) = path.into_inner();
    let hidden = match action.as_str() {
        "hide" => true,
        "reveal" => false,
        _ => return Err(Refusal::NoSuchPage.into()),
    };
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| events::set_standings_hidden(connection, actor, id, hidden),
    )
    .await
}

/// Filters of `GET /api/v1/seasons/{id}/standings`.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct SeasonQuery {
    /// Events a player needs to be ranked (default 1).
    #[param(value_type = Option<i64>, minimum = 0, maximum = 4_294_967_295_i64)]
    pub min_events: Option<u32>,
}

/// Players across the season's events; those below `min_events` are listed unranked.
#[utoipa::path(tag = "events", params(("id" = i64, Path), SeasonQuery), responses(
    (status = 200, body = view::SeasonStandings),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/seasons/{id}/standings")]
pub async fn season_standings(
    state: web::Data<AppState>,
    request: HttpRequest,
    credentials: Credentials,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let filter: SeasonQuery = query(&request)?;
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    read_as(&state, credentials, move |connection, reader| {
        let min_events = filter.min_events.unwrap_or(1);
        standings::season_standings(connection, &cache, reader, id, min_events)
    })
    .await
}

/// The club's players by Weng-Lin rating, replayed over every finished game.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), responses(
    (status = 200, body = Vec<view::Rating>),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/clubs/{id}/ratings")]
pub async fn club_ratings(
    state: web::Data<AppState>,
    credentials: Credentials,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    read_as(&state, credentials, move |connection, reader| {
        ratings::club_ratings(connection, &cache, reader, id)
    })
    .await
}

/// A player's rating after each of their rated games.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), responses(
    (status = 200, body = view::PlayerRatings),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/players/{id}/ratings")]
pub async fn player_ratings(
    state: web::Data<AppState>,
    credentials: Credentials,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    read_as(&state, credentials, move |connection, reader| {
        ratings::player_ratings(connection, &cache, reader, id)
    })
    .await
}

/// A player's rated games from their seat (partner, opponents, result), the newest first,
/// and how they fared with each partner, the most played first.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), responses(
    (status = 200, body = view::PlayerRecord),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/players/{id}/record")]
pub async fn player_record(
    state: web::Data<AppState>,
    credentials: Credentials,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    read_as(&state, credentials, move |connection, reader| {
        let rated = ratings::player_ratings(connection, &cache, reader, id)?;
        players::record(connection, reader, id, &rated)
    })
    .await
}
