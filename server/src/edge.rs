//! Requests refused before a handler runs, or by actix's own extractors: a body larger than
//! the server takes, a path that does not parse, a route that does not exist (a page's query
//! and form are read by `pages::extract`).
//! Under `/api/` they are answered as problem+json, like every other refusal of the API;
//! anywhere else as a page in the reader's language, never actix's plain text.

use actix_web::error::{InternalError, PayloadError};
use actix_web::{HttpRequest, HttpResponse, ResponseError};

use crate::error::ApiError;
use crate::pages;

/// Most bytes a JSON body of the API may have: a whole club's import goes through the
/// command line, not the API, and the largest body a client sends, a correction, is small.
pub const BODY_LIMIT: usize = 256 * 1024;

/// Whether `request` is one of the API's, answered in JSON.
fn is_api(request: &HttpRequest) -> bool {
    request.path().starts_with("/api/")
}

/// `error` as the answer to `request`: problem+json for the API, a page elsewhere.
pub fn answer(request: &HttpRequest, error: &ApiError) -> HttpResponse {
    if is_api(request) {
        error.error_response()
    } else {
        pages::refusal_page(request, error)
    }
}

/// `error` as the error actix's extractors give back.
fn refuse(request: &HttpRequest, error: ApiError) -> actix_web::Error {
    let response = answer(request, &error);
    InternalError::from_response(error, response).into()
}

/// A body over the limit, or one that could not be read.
pub fn payload_refusal(error: &PayloadError) -> ApiError {
    match error {
        PayloadError::Overflow => ApiError::TooLarge(format!(
            "the body is larger than the {BODY_LIMIT} bytes the server takes"
        )),
        other => ApiError::invalid("body", format!("the body could not be read: {other}")),
    }
}

/// For `web::PathConfig`: a page path that does not parse is a page that does not exist; an
/// API path names the part that does not parse.
pub fn path_refusal(
    error: &actix_web::error::PathError,
    request: &HttpRequest,
) -> actix_web::Error {
    if is_api(request) {
        refuse(request, ApiError::invalid("path", error.to_string()))
    } else {
        refuse(request, ApiError::NotFound(error.to_string()))
    }
}
