//! Settling a request's table codes once its answer is known (see `state::throttles`).

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::web;

use crate::error::WrongTableCode;
use crate::state::AppState;

/// The middleware: once a request's answer is known, hands back what its table codes did
/// not cost (see `Throttles::settle`).
pub async fn settle_table_codes(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let response = next.call(request).await?;
    if let Some(state) = response.request().app_data::<web::Data<AppState>>() {
        let wrong = response
            .response()
            .extensions()
            .contains::<WrongTableCode>();
        state.throttles.settle(response.request(), wrong).await;
    }
    Ok(response.map_into_boxed_body())
}
