//! Timing every request and counting its answer (see `state::metrics`).

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::web;

use crate::state::AppState;
use crate::state::metrics::method_label;

/// The middleware: times every request and counts its answer. Every label comes from a
/// closed set: the method from `method_label`, the route from the app's own patterns (or
/// `unmatched`), the status from the server's answers.
pub async fn measure(
    request: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let method = method_label(request.method());
    let state = request.app_data::<web::Data<AppState>>().cloned();
    let response = next.call(request).await?;
    if let Some(state) = state {
        let route = response
            .request()
            .match_pattern()
            .unwrap_or_else(|| "unmatched".to_owned());
        let status = response.status().as_u16();
        state
            .metrics
            .observe(method, route, status, started.elapsed().as_secs_f64());
    }
    Ok(response)
}
