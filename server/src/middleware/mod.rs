//! What wraps every request, in `build_app`: its log span, its timing and count, the
//! readiness it reports, its table codes' rate limit settled, the headers every answer
//! carries, HTTPS where the server serves it, and the answers to requests no handler takes.

pub mod headers;
pub mod https;
pub mod metrics;
pub mod readiness;
pub mod refusals;
pub mod request_spans;
pub mod throttle;
