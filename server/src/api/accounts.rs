//! Logging in and out, and accounts.

use actix_web::{HttpRequest, HttpResponse, delete, get, post, put, web};

use super::extract::{Body, Required};
use super::respond::{json, write_request};
use crate::auth::{Credentials, SessionKind};
use crate::error::ApiError;
use crate::error::responses as problem;
use crate::idempotency::Reply;
use crate::input::parse_body;
use crate::services::accounts;
use crate::state::{self, throttles::Door};
use crate::state::{AppState, with_actor};
use uptown_api as model;
use uptown_api::{Problem, bodies};
use utoipa_actix_web::service_config::ServiceConfig;

/// This module's routes, for the `/api/v1` scope.
pub fn routes(config: &mut ServiceConfig) {
    config
        .service(login)
        .service(logout)
        .service(sessions)
        .service(revoke_session)
        .service(me)
        .service(list)
        .service(create)
        .service(add_director)
        .service(set_password)
        .service(disable)
        .service(enable);
}

/// Logs in: returns a token to send as `Authorization: Bearer TOKEN`.
///
/// Retrying a login simply issues another token, so its answer is never remembered under an
/// `Idempotency-Key` (that would store the token).
#[utoipa::path(tag = "accounts", request_body = bodies::Credentials, responses(
    (status = 200, body = model::Login),
    (status = 401, body = Problem, content_type = "application/problem+json", description = "Wrong username or password"),
    (status = 422, response = problem::Invalid),
    (status = 429, response = problem::TooManyRequests),
))]
#[post("/login")]
pub async fn login(
    state: web::Data<AppState>,
    request: HttpRequest,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    // Counted before anything of the attempt is looked at, a malformed one included.
    state::admit(&request, Door::Login).await?;
    let credentials: bodies::Credentials = parse_body(&body)?;
    let lifetime = state.lifetimes.api;
    let label = accounts::session_label(user_agent(&request));
    let login = with_actor(&state, Credentials::None, move |connection, _| {
        accounts::login(
            connection,
            &credentials,
            SessionKind::Api,
            lifetime,
            label.as_deref(),
        )
    })
    .await?;
    Ok(HttpResponse::Ok().json(login))
}

fn user_agent(request: &HttpRequest) -> Option<&str> {
    request
        .headers()
        .get(actix_web::http::header::USER_AGENT)
        .and_then(|value| value.to_str().ok())
}

/// Ends the token the request carries.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), responses(
    (status = 204, description = "The token is ended"),
    (status = 401, response = problem::Unauthorized),
))]
#[post("/logout")]
pub async fn logout(
    state: web::Data<AppState>,
    Required(credentials): Required,
) -> Result<HttpResponse, ApiError> {
    with_actor(&state, credentials, accounts::logout).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The sessions of the logged-in account that have not ended: its API tokens and console
/// logins, with what logged in and when each ends.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), responses(
    (status = 200, body = Vec<model::Session>),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
))]
#[get("/sessions")]
pub async fn sessions(
    state: web::Data<AppState>,
    Required(credentials): Required,
) -> Result<HttpResponse, ApiError> {
    let sessions = with_actor(&state, credentials, accounts::sessions).await?;
    Ok(HttpResponse::Ok().json(sessions))
}

/// Ends one of the logged-in account's sessions: a lost phone's, a laptop left logged in.
#[utoipa::path(tag = "accounts", params(("id" = i64, Path)), security(("bearer" = [])), responses(
    (status = 204, description = "The session is ended"),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[delete("/sessions/{id}")]
pub async fn revoke_session(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    with_actor(&state, credentials, move |connection, actor| {
        crate::db::write_transaction(connection, |connection| {
            accounts::revoke(connection, actor, id)
        })
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The logged-in account.
#[utoipa::path(tag = "accounts", security(("bearer" = [])), responses(
    (status = 200, body = model::Account),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
))]
#[get("/me")]
pub async fn me(
    state: web::Data<AppState>,
    Required(credentials): Required,
) -> Result<HttpResponse, ApiError> {
    let account = with_actor(&state, credentials, accounts::me).await?;
    Ok(HttpResponse::Ok().json(account))
}

/// All accounts (admins only).
#[utoipa::path(tag = "accounts", security(("bearer" = [])), responses(
    (status = 200, body = Vec<model::Account>),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
))]
#[get("/accounts")]
pub async fn list(
    state: web::Data<AppState>,
    Required(credentials): Required,
) -> Result<HttpResponse, ApiError> {
    let accounts = with_actor(&state, credentials, accounts::list).await?;
    Ok(HttpResponse::Ok().json(accounts))
}

/// Creates an account (admins only).
#[utoipa::path(tag = "accounts", request_body = bodies::NewAccount, security(("bearer" = [])), responses(
    (status = 201, body = model::Account),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 409, response = problem::Conflict),
    (status = 422, response = problem::Invalid),
))]
#[post("/accounts")]
pub async fn create(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let new: bodies::NewAccount = parse_body(&body)?;
    write_request(
        &state,
        &request,
        credentials,
        &body,
        move |connection, actor| {
            Ok(Reply::created(json(&accounts::create(
                connection,
                Some(actor),
                &new,
            )?)?))
        },
    )
    .await
}

/// Makes an account a director of the club (admins only).
#[utoipa::path(tag = "clubs", request_body = bodies::NewDirector, params(("id" = i64, Path, description = "Club id")), security(("bearer" = [])), responses(
    (status = 200, body = model::Account),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[post("/clubs/{id}/directors")]
pub async fn add_director(
    state: web::Data<AppState>,
    request: HttpRequest,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let director: bodies::NewDirector = parse_body(&body)?;
    let club_id = id.into_inner();
    write_request(
        &state,
        &request,
        credentials,
        &body,
        move |connection, actor| {
            Ok(Reply::ok(json(&accounts::add_director(
                connection, actor, club_id, &director,
            )?)?))
        },
    )
    .await
}

/// Sets an account's password: an admin sets anyone's, an account its own. Every other
/// session of the account ends.
#[utoipa::path(tag = "accounts", request_body = bodies::NewPassword, params(("id" = i64, Path, description = "Account id")), security(("bearer" = [])), responses(
    (status = 200, body = model::Account),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 422, response = problem::Invalid),
))]
#[put("/accounts/{id}/password")]
pub async fn set_password(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
    Body(body): Body,
) -> Result<HttpResponse, ApiError> {
    let new: bodies::NewPassword = parse_body(&body)?;
    let id = id.into_inner();
    let account = with_actor(&state, credentials, move |connection, actor| {
        crate::db::write_transaction(connection, |connection| {
            accounts::set_password(connection, actor, id, &new)
        })
    })
    .await?;
    Ok(HttpResponse::Ok().json(account))
}

/// Disables an account (admins only, not their own): it cannot log in, and every session it
/// has ends. Its directorships are kept for when it is enabled again.
#[utoipa::path(tag = "accounts", params(("id" = i64, Path, description = "Account id")), security(("bearer" = [])), responses(
    (status = 200, body = model::Account),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
    (status = 409, response = problem::Conflict),
))]
#[post("/accounts/{id}/disable")]
pub async fn disable(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    set_disabled(state, credentials, id.into_inner(), true).await
}

/// Enables a disabled account again (admins only).
#[utoipa::path(tag = "accounts", params(("id" = i64, Path, description = "Account id")), security(("bearer" = [])), responses(
    (status = 200, body = model::Account),
    (status = 401, response = problem::Unauthorized),
    (status = 403, response = problem::Forbidden),
    (status = 404, response = problem::NotFound),
))]
#[post("/accounts/{id}/enable")]
pub async fn enable(
    state: web::Data<AppState>,
    Required(credentials): Required,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    set_disabled(state, credentials, id.into_inner(), false).await
}

async fn set_disabled(
    state: web::Data<AppState>,
    credentials: Credentials,
    id: i64,
    disabled: bool,
) -> Result<HttpResponse, ApiError> {
    let account = with_actor(&state, credentials, move |connection, actor| {
        crate::db::write_transaction(connection, |connection| {
            accounts::set_disabled(connection, actor, id, disabled)
        })
    })
    .await?;
    Ok(HttpResponse::Ok().json(account))
}
