//! The JSON API under `/api/v1/`: thin handlers that parse, call a service and answer.
// actix-web's route macros turn each handler into a struct without `Debug`.
#![allow(missing_debug_implementations)]

pub mod accounts;
pub mod clubs;
pub mod events;
pub mod games;
pub mod health;

use std::sync::Arc;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use serde::Serialize;
use utoipa::OpenApi;

use crate::auth::{Actor, Credentials};
use crate::db::{AnyConnection, Pool};
use crate::error::ApiError;
use crate::metrics::Metrics;
use crate::services::writes::{IdempotencyKey, Reply, write};
use crate::services::read_cache::ReadCache;
use crate::throttle::{Allowance, Throttles};

/// What every handler shares.
#[derive(Debug, Clone)]
pub struct AppState {
    pub pool: Pool,
    pub throttles: Arc<Throttles>,
    pub metrics: Arc<Metrics>,
    /// Standings and ratings worked out from a whole club, kept while the club is unchanged.
    pub read_cache: Arc<ReadCache>,
}

impl AppState {
    /// The state of a server over `pool`, shared by all its workers.
    pub fn new(pool: Pool, allowance: Allowance, behind_proxy: bool) -> AppState {
        AppState {
            pool,
            throttles: Arc::new(Throttles::new(allowance, behind_proxy)),
            metrics: Arc::new(Metrics::default()),
            read_cache: Arc::new(ReadCache::default()),
        }
    }
}

impl FromRequest for Credentials {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Credentials, ApiError>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let header = request
            .headers()
            .get(header::AUTHORIZATION)
            .map(|value| value.to_str().unwrap_or(""));
        std::future::ready(Credentials::from_header(header))
    }
}

/// Runs `work` with a pooled connection and the checked actor, off the async workers.
pub async fn with_actor<T, F>(
    state: &web::Data<AppState>,
    credentials: Credentials,
    work: F,
) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
{
    let pool = state.pool.clone();
    web::block(move || {
        let mut connection = pool.get()?;
        let actor = Actor::resolve(&mut connection, &credentials)?;
        work(&mut connection, &actor)
    })
    .await?
}

/// A public read: no credentials needed.
pub async fn read<T, F>(state: &web::Data<AppState>, work: F) -> Result<HttpResponse, ApiError>
where
    T: Serialize + Send + 'static,
    F: FnOnce(&mut AnyConnection) -> Result<T, ApiError> + Send + 'static,
{
    let body = with_actor(state, Credentials::None, move |connection, _| {
        work(connection)
    })
    .await?;
    Ok(HttpResponse::Ok().json(body))
}

/// A write: one transaction, its answer remembered under the request's `Idempotency-Key`.
pub async fn write_request<F>(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    credentials: Credentials,
    body: &[u8],
    work: F,
) -> Result<HttpResponse, ApiError>
where
    F: FnOnce(&mut AnyConnection, &Actor) -> Result<Reply, ApiError> + Send + 'static,
{
    let key = match request.headers().get("Idempotency-Key") {
        None => None,
        Some(value) => {
            let value = value.to_str().map_err(|_| {
                ApiError::invalid(
                    "Idempotency-Key",
                    "the Idempotency-Key header must be plain text",
                )
            })?;
            Some(IdempotencyKey::new(
                value,
                request.method().as_str(),
                request.uri().path(),
                body,
            )?)
        }
    };
    let reply = with_actor(state, credentials, move |connection, actor| {
        write(connection, actor, key.as_ref(), |connection| {
            work(connection, actor)
        })
    })
    .await?;
    Ok(respond(reply))
}

fn respond(reply: Reply) -> HttpResponse {
    let status = actix_web::http::StatusCode::from_u16(reply.status)
        .unwrap_or(actix_web::http::StatusCode::OK);
    let mut response = HttpResponse::build(status);
    if let Some(etag) = reply.etag {
        response.insert_header((header::ETAG, etag));
    }
    response.content_type("application/json").body(reply.body)
}

/// Serialises a service's answer for a `Reply`.
pub fn json<T: Serialize>(value: &T) -> Result<String, ApiError> {
    serde_json::to_string(value).map_err(|error| ApiError::Internal(error.to_string()))
}

/// Reads `If-Match: "7"` as version 7; absent means "whatever the version is now".
pub fn if_match(request: &HttpRequest) -> Result<Option<i64>, ApiError> {
    let Some(value) = request.headers().get(header::IF_MATCH) else {
        return Ok(None);
    };
    let text = value.to_str().unwrap_or("").trim();
    if text == "*" {
        return Ok(None);
    }
    text.trim_start_matches("W/")
        .trim_matches('"')
        .parse()
        .map(Some)
        .map_err(|_| {
            ApiError::invalid(
                "If-Match",
                format!("If-Match {text} is not an ETag of a game, like \"7\""),
            )
        })
}

#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "Uptown",
        description = "Score-keeping and club events for Bid Whist and Whist. Errors are application/problem+json (RFC 9457). \
                       Writes take `Authorization: Bearer TOKEN` (from /api/v1/login) or, for entering hands, `Authorization: Table CODE`. \
                       Every POST takes an optional `Idempotency-Key`; game writes take `If-Match` with the game's ETag."
    ),
    components(schemas(crate::error::Problem))
)]
pub struct ApiDoc;
