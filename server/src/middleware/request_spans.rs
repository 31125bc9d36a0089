//! The span each request is logged under. It names the route's pattern
//! (`/t/{code}`), never the path as sent (`/t/K7Q2MX`): a path may carry a table code, a
//! credential that has no place in a log, and a query may carry anything a person typed.

use actix_web::Error;
use actix_web::HttpMessage;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use tracing::Span;
use tracing::field::Empty;
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};

/// Builds the request spans (see the module's documentation).
#[derive(Debug)]
pub struct RequestSpans;

impl RootSpanBuilder for RequestSpans {
    fn on_request_start(request: &ServiceRequest) -> Span {
        let route = request
            .match_pattern()
            .unwrap_or_else(|| "unmatched".to_owned());
        let request_id = request
            .extensions()
            .get::<RequestId>()
            .map(ToString::to_string)
            .unwrap_or_default();
        tracing::info_span!(
            "HTTP request",
            http.method = %crate::state::metrics::method_label(request.method()),
            http.route = %route,
            http.status_code = Empty,
            otel.status_code = Empty,
            exception.message = Empty,
            exception.details = Empty,
            request_id = %request_id,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}
