//! When and where an event is played: the director sets it or takes it off the calendar.

use actix_web::{HttpRequest, HttpResponse, delete, put, web};

use super::events::change;
use super::extract::{Body, Empty, Required};
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::input::parse_body;
use crate::services::events::{self, schedule};
use crate::state::AppState;
use uptown_api::bodies::ScheduleBody;
use uptown_api::events as view;

/// Sets when and where the event is played. A change of time or place counts one in the
/// schedule's `sequence`, which makes calendars that hold the event replace it; the same
/// time and place again changes nothing.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), request_body = ScheduleBody, security(("bearer" = [])), responses(
    (status = 200, body = view::Schedule),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[put("/events/{id}/schedule")]
pub async fn set_schedule(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let asked: ScheduleBody = parse_body(&body)?;
    let id = id.into_inner();
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| schedule::set(connection, actor, id, &asked),
    )
    .await
}

/// Takes the event off the calendar feeds.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = view::Event),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[delete("/events/{id}/schedule")]
pub async fn clear_schedule(
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
            schedule::clear(connection, actor, id)?;
            events::view(connection, actor, id)
        },
    )
    .await
}
