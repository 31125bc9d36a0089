//! Liveness and readiness probes.

use actix_web::{HttpResponse, get, web};
use serde_json::json;

use crate::error::ApiError;
use crate::state::AppState;

/// The process is up.
#[utoipa::path(tag = "health", responses((status = 200, description = "The process is up")))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "status": "ok" }))
}

/// The database answers and stores: a small write commits, and no request met a database
/// unable to store (full, read-only) in the last seconds.
#[utoipa::path(tag = "health", responses(
    (status = 200, description = "The database answers and stores"),
    (status = 503, response = crate::error::responses::Unavailable),
))]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> Result<HttpResponse, ApiError> {
    let (pool, readiness) = (state.pool.clone(), state.readiness.clone());
    web::block(move || -> Result<(), ApiError> {
        let mut connection = pool.get()?;
        readiness.check(&mut connection)
    })
    .await??;
    Ok(HttpResponse::Ok().json(json!({ "status": "ready" })))
}

/// Prometheus metrics: requests and latencies by route, hands recorded, the pool, memory.
#[get("/metrics")]
pub async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/openmetrics-text; version=1.0.0; charset=utf-8")
        .body(state.metrics.render(&state.pool))
}
