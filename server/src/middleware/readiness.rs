//! Noting the storage faults answers report, for `/readyz` (see `state::readiness`).

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::web;

use crate::error::StorageFault;
use crate::state::AppState;

/// The middleware: notes every storage fault an answer reports, and clears it when a write
/// succeeds.
pub async fn observe(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let writes = ![Method::GET, Method::HEAD, Method::OPTIONS].contains(request.method());
    let state = request.app_data::<web::Data<AppState>>().cloned();
    let response = next.call(request).await?;
    if let Some(state) = state {
        if let Some(StorageFault(cause)) = response.response().extensions().get::<StorageFault>() {
            state.readiness.met(cause);
        } else if writes && response.status().is_success() {
            state.readiness.cleared();
        }
    }
    Ok(response.map_into_boxed_body())
}
