//! Liveness and readiness probes.

use actix_web::{HttpResponse, get, web};
use diesel::connection::SimpleConnection;
use serde_json::json;

use super::AppState;
use crate::error::ApiError;

/// The process is up.
#[utoipa::path(tag = "health", responses((status = 200, description = "The process is up")))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "status": "ok" }))
}

/// The database answers.
#[utoipa::path(tag = "health", responses(
    (status = 200, description = "The database answers"),
    (status = 503, response = crate::error::responses::Unavailable),
))]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let pool = state.pool.clone();
    web::block(move || -> Result<(), ApiError> {
        let mut connection = pool.get()?;
        connection.batch_execute("SELECT 1").map_err(|error| {
            ApiError::Unavailable(format!("the database does not answer: {error}"))
        })
    })
    .await??;
    Ok(HttpResponse::Ok().json(json!({ "status": "ready" })))
}
