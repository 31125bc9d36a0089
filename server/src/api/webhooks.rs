//! A club's webhooks: registering and removing them, and the log of their deliveries, with
//! a delivery sent again on request. Directors and admins.

use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};

use super::events::change;
use super::extract::{Body, Empty, Required};
use super::respond::read_as;
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::input::parse_body;
use crate::services::webhooks;
use crate::state::AppState;
use uptown_api::webhooks::{Delivery, NewWebhook, Webhook};
use utoipa_actix_web::service_config::ServiceConfig;

/// This module's routes, for the `/api/v1` scope.
pub fn routes(config: &mut ServiceConfig) {
    config
        .service(list)
        .service(create)
        .service(get_one)
        .service(remove)
        .service(deliveries)
        .service(replay);
}

/// The club's webhooks, each with the secret its deliveries are signed with.
#[utoipa::path(tag = "webhooks", params(("id" = i64, Path, description = "Club id")), security(("bearer" = [])), responses(
    (status = 200, body = Vec<Webhook>),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[get("/clubs/{id}/webhooks")]
pub async fn list(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read_as(&state, credentials, move |connection, actor| {
        webhooks::list(connection, actor, id)
    })
    .await
}

/// Registers a webhook: from now on each of its `events` at the club's tables is sent to
/// `url` as a signed `POST` (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
/// `webhook-signature` over them and the body, with the answer's `secret`).
#[utoipa::path(tag = "webhooks", params(("id" = i64, Path, description = "Club id")), request_body = NewWebhook, security(("bearer" = [])), responses(
    (status = 201, body = Webhook),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[post("/clubs/{id}/webhooks")]
pub async fn create(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let asked: NewWebhook = parse_body(&body)?;
    let (id, reach) = (id.into_inner(), state.webhook_reach);
    change(
        &state,
        &request,
        credentials,
        &body,
        201,
        move |connection, actor| webhooks::create(connection, actor, id, &asked, reach),
    )
    .await
}

#[utoipa::path(tag = "webhooks", params(("id" = i64, Path)), security(("bearer" = [])), responses(
    (status = 200, body = Webhook),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[get("/webhooks/{id}")]
pub async fn get_one(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read_as(&state, credentials, move |connection, actor| {
        webhooks::get(connection, actor, id)
    })
    .await
}

/// Removes a webhook and its log: nothing more is sent to it. Answers the club's webhooks
/// that remain.
#[utoipa::path(tag = "webhooks", params(("id" = i64, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = Vec<Webhook>),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[delete("/webhooks/{id}")]
pub async fn remove(
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
        move |connection, actor| {
            let club = webhooks::get(connection, actor, id)?.club_id;
            webhooks::remove(connection, actor, id)?;
            webhooks::list(connection, actor, club)
        },
    )
    .await
}

/// The webhook's latest 50 deliveries, the latest first, each with every try and what its
/// address answered.
#[utoipa::path(tag = "webhooks", params(("id" = i64, Path)), security(("bearer" = [])), responses(
    (status = 200, body = Vec<Delivery>),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[get("/webhooks/{id}/deliveries")]
pub async fn deliveries(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    read_as(&state, credentials, move |connection, actor| {
        webhooks::deliveries(connection, actor, id)
    })
    .await
}

/// Sends a delivery again, now: the same message with the same `webhook-id`, tried for
/// another day if need be.
#[utoipa::path(tag = "webhooks", params(("id" = i64, Path), ("delivery" = i64, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = Delivery),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[post("/webhooks/{id}/deliveries/{delivery}/replay")]
pub async fn replay(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i64)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let (id, delivery) = path.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| webhooks::replay(connection, actor, id, delivery),
    )
    .await
}
