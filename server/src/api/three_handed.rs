//! Three-handed games (RULES.md 3: Cutthroat Bid Whist, Dummy Whist) and their hands. They
//! are written as the partnership games are: the table enters each hand with its code,
//! `If-Match` makes two phones entering the same hand get one hand and one 409, and every
//! POST takes an `Idempotency-Key`.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use serde::Deserialize;
use serde_json::Value;
use utoipa_actix_web::service_config::ServiceConfig;

use super::extract::{Body, Required};
use super::games::{Versioned, change_game, query_numbers};
use super::respond::{read, read_as};
use crate::auth::Credentials;
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::idempotency::etag;
use crate::input::{parse_body, parse_value};
use crate::services::three_handed;
use crate::state::{AppState, with_actor};
use uptown_api::bodies::Undo;
use uptown_api::three_handed::{
    NewThreeHandedGameBody, ThreeHandedGame, ThreeHandedHistoryEntry, ThreeHandedSummary,
};

pub fn routes(config: &mut ServiceConfig) {
    config
        .service(list)
        .service(create)
        .service(get_one)
        .service(for_table)
        .service(append_hand)
        .service(undo)
        .service(history)
        .service(record);
}

impl Versioned for ThreeHandedGame {
    fn version(&self) -> i64 {
        self.version
    }
}

/// Filters of `GET /api/v1/three-handed-games`.
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// The club whose games to list.
    pub club: i64,
    /// Only the games this player sat at.
    pub player: Option<i64>,
}

/// A club's three-handed games, oldest first, with the winning seat of each finished one.
#[utoipa::path(tag = "three-handed games", params(ListQuery), responses(
    (status = 200, body = Vec<ThreeHandedSummary>),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/three-handed-games")]
pub async fn list(
    state: web::Data<AppState>,
    request: HttpRequest,
    credentials: Credentials,
) -> Result<HttpResponse, ApiError> {
    let query: ListQuery = web::Query::<Value>::from_query(request.query_string())
        .map_err(|error| ApiError::invalid("query", error.to_string()))
        .and_then(|query| parse_value(&query_numbers(query.into_inner())))?;
    read_as(&state, credentials, move |connection, reader| {
        three_handed::list(connection, reader, query.club, query.player)
    })
    .await
}

/// Creates a three-handed game: a club, an optional season, `cutthroat` or `dummy_whist`,
/// its house rules (stored in full) and the players at North, East and West (by id or by
/// name). The answer carries the table code.
#[utoipa::path(tag = "three-handed games", request_body = NewThreeHandedGameBody, security(("bearer" = [])), responses(
    (status = 201, body = ThreeHandedGame, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 422, response = problem::Invalid),
))]
#[post("/three-handed-games")]
pub async fn create(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let new: NewThreeHandedGameBody = parse_body(&body)?;
    change_game(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor, _| three_handed::create(connection, actor, &new),
    )
    .await
}

/// A three-handed game with its hands and its score sheet; the `ETag` is its version.
#[utoipa::path(tag = "three-handed games", params(("id" = i64, Path)), security((), ("bearer" = []), ("table" = [])), responses(
    (status = 200, body = ThreeHandedGame, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/three-handed-games/{id}")]
pub async fn get_one(
    state: web::Data<AppState>,
    credentials: Credentials,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let game = with_actor(&state, credentials, move |connection, actor| {
        three_handed::view(connection, actor, id)
    })
    .await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(game.version)))
        .json(game))
}

/// The three-handed game a table code enters hands into (`Authorization: Table CODE`).
#[utoipa::path(tag = "three-handed games", security(("table" = [])), responses(
    (status = 200, body = ThreeHandedGame, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 429, response = problem::TooManyRequests),
))]
#[get("/three-handed-table")]
pub async fn for_table(
    state: web::Data<AppState>,
    Required(credentials): Required,
) -> Result<HttpResponse, ApiError> {
    let game = with_actor(&state, credentials, three_handed::for_table).await?;
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag(game.version)))
        .json(game))
}

/// Appends the next hand (a RULES.md 3 hand object: `dealer`, `contract` with `bidder`,
/// `level` and `mode`, `books`, `reneges`). A refused hand is 422 naming the field
/// (`hands[4].books`) and changes nothing. With `If-Match`, a game changed since is 409.
#[utoipa::path(tag = "three-handed games", params(("id" = i64, Path)), request_body(content = Object, description = "A three-handed hand object"), security(("bearer" = []), ("table" = [])), responses(
    (status = 201, body = ThreeHandedGame, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
    (status = 429, response = problem::TooManyRequests),
))]
#[post("/three-handed-games/{id}/hands")]
pub async fn append_hand(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let hand: Value = parse_body(&body)?;
    let id = id.into_inner();
    change_game(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor, expected| {
            three_handed::hands::append(connection, actor, id, expected, &hand)
        },
    )
    .await
}

/// Takes back the last hand with a reason; it stays in the history. Directors and admins only.
#[utoipa::path(tag = "three-handed games", params(("id" = i64, Path)), request_body = Undo, security(("bearer" = [])), responses(
    (status = 200, body = ThreeHandedGame, headers(("ETag" = String, description = "The game's version, to send back as `If-Match`"))),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/three-handed-games/{id}/undo")]
pub async fn undo(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let undo: Undo = parse_body(&body)?;
    let id = id.into_inner();
    change_game(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor, expected| {
            three_handed::hands::undo(connection, actor, id, expected, &undo)
        },
    )
    .await
}

/// Every change to the game's hands: who, when, what and why.
#[utoipa::path(tag = "three-handed games", params(("id" = i64, Path)), responses(
    (status = 200, body = Vec<ThreeHandedHistoryEntry>),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/three-handed-games/{id}/history")]
pub async fn history(
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read(&state, move |connection| {
        three_handed::history(connection, id)
    })
    .await
}

/// The game's record, as `uptown score` reads it: `game`, `rules` in full, `hands`.
#[utoipa::path(tag = "three-handed games", params(("id" = i64, Path)), responses(
    (status = 200, body = Object),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[get("/three-handed-games/{id}/record")]
pub async fn record(
    state: web::Data<AppState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read(&state, move |connection| {
        three_handed::record(connection, id)
    })
    .await
}
