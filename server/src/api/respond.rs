//! How the API's handlers answer: a read as JSON, and a write in one transaction whose answer
//! is remembered under the request's `Idempotency-Key`.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Serialize;

use crate::auth::{Actor, Credentials};
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::idempotency::{IdempotencyKey, Reply, write};
use crate::state::{AppState, with_actor};

/// A public read: no credentials needed.
pub async fn read<T, F>(state: &web::Data<AppState>, work: F) -> Result<HttpResponse, ApiError>
where
    T: Serialize + Send + 'static,
    F: FnOnce(&mut AnyConnection) -> Result<T, ApiError> + Send + 'static,
{
    read_as(state, Credentials::None, move |connection, _| {
        work(connection)
    })
    .await
}

/// A read whose answer depends on who asks (a player's name, as the club shows it to them).
pub async fn read_as<T, F>(
    state: &web::Data<AppState>,
    credentials: Credentials,
    work: F,
) -> Result<HttpResponse, ApiError>
where
    T: Serialize + Send + 'static,
    F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
{
    let body = with_actor(state, credentials, work).await?;
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
