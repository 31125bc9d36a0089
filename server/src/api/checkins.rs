//! The door of an event: arrivals check in (no account: the event's QR code is on the wall),
//! and its directors see who waits and let each in or turn them away.

use actix_web::{HttpRequest, HttpResponse, get, post, web};

use super::events::change;
use super::extract::{Body, Empty, Required};
use crate::auth::Credentials;
use crate::db::repo::checkins::CheckinRow;
use crate::db::write_transaction;
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::input::parse_body;
use crate::refusal::Refusal;
use crate::services::events::checkins::{self, Arrival};
use crate::state::throttles::Door;
use crate::state::{self, AppState, with_actor};
use uptown_api::bodies::CheckinBody;
use uptown_api::events as view;

fn checkin_view(row: CheckinRow) -> view::Checkin {
    view::Checkin {
        id: row.id,
        name: row.name,
        player_id: row.player_id,
        created_at: row.created_at,
    }
}

/// An arrival checks in, as a player of the club (`player_id`) or a newcomer (`name`), and
/// waits for the director. Checking in twice is checking in once. Open to anyone, within
/// the same allowance per client as table codes.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), request_body = CheckinBody, responses(
    (status = 201, body = view::CheckedIn),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
    (status = 429, response = problem::TooManyRequests),
))]
#[post("/events/{id}/checkins")]
pub async fn check_in(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    state::admit(&request, Door::TableCode).await?;
    let arrival = match parse_body::<CheckinBody>(&body)? {
        CheckinBody {
            player_id: Some(_),
            name: Some(_),
        } => {
            return Err(ApiError::invalid(
                "name",
                "give player_id or name, not both",
            ));
        }
        CheckinBody {
            player_id: Some(player),
            ..
        } => Arrival::Player(player),
        CheckinBody { name, .. } => Arrival::Newcomer(name.unwrap_or_default()),
    };
    let id = id.into_inner();
    let name = with_actor(&state, Credentials::None, move |connection, _| {
        write_transaction(connection, |connection| {
            checkins::check_in(connection, id, &arrival)
        })
    })
    .await?;
    Ok(HttpResponse::Created().json(view::CheckedIn { name }))
}

/// Who waits at the door, the first to arrive first. The event's directors.
#[utoipa::path(tag = "events", params(("id" = i64, Path)), security(("bearer" = [])), responses(
    (status = 200, body = Vec<view::Checkin>),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[get("/events/{id}/checkins")]
pub async fn waiting(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let door = with_actor(&state, credentials, move |connection, actor| {
        checkins::waiting(connection, actor, id)
    })
    .await?;
    let door: Vec<view::Checkin> = door.into_iter().map(checkin_view).collect();
    Ok(HttpResponse::Ok().json(door))
}

/// Lets an arrival in (`admit`: registers them, a newcomer joining the club's players
/// first) or turns them away (`turn_away`); answers who still waits. Two directors acting on
/// one arrival at once let them in once; the second is told it is no longer waiting (404).
#[utoipa::path(tag = "events", params(("id" = i64, Path), ("checkin" = i64, Path), ("action" = String, Path, pattern = "^(admit|turn_away)$")), request_body = Option<Empty>, security(("bearer" = [])), responses(
    (status = 200, body = Vec<view::Checkin>),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/events/{id}/checkins/{checkin}/{action}")]
pub async fn answer(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    path: web::Path<(i64, i64, String)>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    parse_body::<Option<Empty>>(&body)?;
    let (id, checkin, action) = path.into_inner();
    let admit = match action.as_str() {
        "admit" => true,
        "turn_away" => false,
        _ => return Err(Refusal::NoSuchPage.into()),
    };
    change(
        &state,
        &request,
        credentials,
        &body,
        200,
        move |connection, actor| {
            checkins::answer(connection, actor, id, checkin, admit)?;
            let door = checkins::waiting(connection, actor, id)?;
            Ok(door.into_iter().map(checkin_view).collect::<Vec<_>>())
        },
    )
    .await
}
