//! Players' data (GDPR): how a player is shown on the public pages, everything the club holds
//! about a player, erasing a player, and the club's history of these. Directors and admins.

use actix_web::{HttpRequest, HttpResponse, get, post, put, web};

use super::events::change;
use super::extract::{Body, Empty, Required};
use super::respond::read_as;
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::input::parse_body;
use crate::services::privacy;
use crate::state::AppState;
use uptown_api::privacy::{HistoryLine, PlayerPrivacy, ShownAsBody};
use utoipa_actix_web::service_config::ServiceConfig;

/// This module's routes, for the `/api/v1` scope.
pub fn routes(config: &mut ServiceConfig) {
    config
        .service(get_privacy)
        .service(set_privacy)
        .service(export)
        .service(erase)
        .service(history);
}

/// How a player is shown on the public pages, and whether they were erased.
#[utoipa::path(tag = "players", params(("id" = i64, Path)), security(("bearer" = [])), responses(
    (status = 200, body = PlayerPrivacy),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[get("/players/{id}/privacy")]
pub async fn get_privacy(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read_as(&state, credentials, move |connection, actor| {
        privacy::privacy_of(connection, actor, id)
    })
    .await
}

/// Sets how a player is shown to everyone who does not run the club: `full_name`,
/// `initials` or `hidden` (as `#id`). The club's history says who set it.
#[utoipa::path(tag = "players", params(("id" = i64, Path)), request_body = ShownAsBody, security(("bearer" = [])), responses(
    (status = 200, body = PlayerPrivacy),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[put("/players/{id}/privacy")]
pub async fn set_privacy(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let asked: ShownAsBody = parse_body(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| privacy::set_shown_as(connection, actor, id, asked.shown_as),
    )
    .await
}

/// Everything the club holds about a player, as JSON: the player, how they are shown, the
/// events they entered, their arrivals at the door, their games and the club's history of
/// them. The club's history says it was exported.
#[utoipa::path(tag = "players", params(("id" = i64, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = Object),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[post("/players/{id}/export")]
pub async fn export(
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
        move |connection, actor| privacy::export(connection, actor, id),
    )
    .await
}

/// Erases a player: their name becomes `#id` wherever the club's records wrote it, they are
/// hidden on the public pages, and their results and ratings stay. It cannot be undone. The
/// club's history says it happened, naming no one.
#[utoipa::path(tag = "players", params(("id" = i64, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = PlayerPrivacy),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[post("/players/{id}/erase")]
pub async fn erase(
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
        move |connection, actor| privacy::erase(connection, actor, id),
    )
    .await
}

/// What the club's directors did with its players' data, oldest first.
#[utoipa::path(tag = "clubs", params(("id" = i64, Path)), security(("bearer" = [])), responses(
    (status = 200, body = Vec<HistoryLine>),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[get("/clubs/{id}/history")]
pub async fn history(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read_as(&state, credentials, move |connection, actor| {
        privacy::history(connection, actor, id)
    })
    .await
}
