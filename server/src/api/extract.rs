//! What the API's handlers take from a request before anything else: the credentials (a
//! table code only within the client's allowance), the body (refused as a problem when too
//! large), and the version in `If-Match`.

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;

use crate::auth::Credentials;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::state::{self, throttles::Door};

impl FromRequest for Credentials {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Credentials, ApiError>>;

    /// A table code is let through only within the client's allowance (`state::throttles`): this
    /// is where every spelling of `Authorization: Table CODE` ends up.
    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let header = request
            .headers()
            .get(header::AUTHORIZATION)
            .map(|value| value.to_str().unwrap_or(""));
        let credentials = Credentials::from_header(header);
        let request = request.clone();
        Box::pin(async move {
            let credentials = credentials?;
            if matches!(credentials, Credentials::TableCode(_)) {
                state::admit(&request, Door::TableCode).await?;
            }
            Ok(credentials)
        })
    }
}

/// The credentials of an operation that needs them: a request without an `Authorization`
/// header is answered 401 before anything else about it (its body above all) is looked at.
#[derive(Debug, Clone)]
pub struct Required(pub Credentials);

impl FromRequest for Required {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Required, ApiError>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let credentials = Credentials::from_request(request, payload);
        Box::pin(async move {
            match credentials.await {
                Ok(Credentials::None) => Err(Refusal::LogInFirst.into()),
                other => other.map(Required),
            }
        })
    }
}

/// A request's body, read whole up to `error::BODY_LIMIT`; one too large, or one that could not
/// be read, is refused as problem+json like every other refusal of the API.
#[derive(Debug, Clone)]
pub struct Body(pub web::Bytes);

impl FromRequest for Body {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Body, ApiError>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let bytes = web::Bytes::from_request(request, payload);
        Box::pin(async move {
            bytes.await.map(Body).map_err(|error| {
                match error.as_error::<actix_web::error::PayloadError>() {
                    Some(payload) => ApiError::from(payload),
                    None => ApiError::invalid("body", error.to_string()),
                }
            })
        })
    }
}

/// The body of a POST that needs nothing more than its path: `{}`, or no body at all.
#[derive(Debug, Default, serde::Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Empty {}

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
