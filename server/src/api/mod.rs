//! The JSON API under `/api/v1/`: thin handlers that parse, call a service and answer.
// actix-web's route macros turn each handler into a struct without `Debug`.
#![allow(missing_debug_implementations)]

pub mod accounts;
pub mod clubs;
pub mod events;
pub mod games;
pub mod health;

use std::sync::Arc;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use serde::Serialize;
use utoipa::OpenApi;

use crate::auth::{Actor, Credentials, Lifetimes};
use crate::config::PublicUrl;
use crate::db::{AnyConnection, Pool};
use crate::error::ApiError;
use crate::metrics::Metrics;
use crate::readiness::Readiness;
use crate::services::read_cache::ReadCache;
use crate::services::writes::{IdempotencyKey, Reply, write};
use crate::throttle::{self, Allowance, Door, Throttles};

/// What every handler shares.
#[derive(Debug, Clone)]
pub struct AppState {
    pub pool: Pool,
    pub throttles: Arc<Throttles>,
    pub metrics: Arc<Metrics>,
    /// Standings and ratings worked out from a whole club, kept while the club is unchanged.
    pub read_cache: Arc<ReadCache>,
    /// Whether the database stores what it is given (`/readyz`).
    pub readiness: Arc<Readiness>,
    /// How long sessions last.
    pub lifetimes: Lifetimes,
    /// Where phones reach this server, when set (`--public-url`).
    pub public_url: Option<PublicUrl>,
}

impl AppState {
    /// The state of a server over `pool`, shared by all its workers.
    pub fn new(
        pool: Pool,
        allowance: Allowance,
        behind_proxy: bool,
        lifetimes: Lifetimes,
    ) -> AppState {
        AppState {
            pool,
            throttles: Arc::new(Throttles::new(allowance, behind_proxy)),
            metrics: Arc::new(Metrics::default()),
            read_cache: Arc::new(ReadCache::default()),
            readiness: Arc::new(Readiness::default()),
            lifetimes,
            public_url: None,
        }
    }

    /// The same state, with the address phones reach the server at.
    pub fn with_public_url(mut self, public_url: Option<PublicUrl>) -> AppState {
        self.public_url = public_url;
        self
    }
}

impl FromRequest for Credentials {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Credentials, ApiError>>;

    /// A table code is let through only within the client's allowance (`throttle`): this
    /// is where every spelling of `Authorization: Table CODE` ends up.
    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let header = request
            .headers()
            .get(header::AUTHORIZATION)
            .map(|value| value.to_str().unwrap_or(""));
        std::future::ready(Credentials::from_header(header).and_then(|credentials| {
            if matches!(credentials, Credentials::TableCode(_)) {
                throttle::admit(request, Door::TableCode)?;
            }
            Ok(credentials)
        }))
    }
}

/// The credentials of an operation that needs them: a request without an `Authorization`
/// header is answered 401 before anything else about it (its body above all) is looked at.
#[derive(Debug, Clone)]
pub struct Required(pub Credentials);

impl FromRequest for Required {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Required, ApiError>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        std::future::ready(
            match Credentials::from_request(request, payload).into_inner() {
                Ok(Credentials::None) => Err(ApiError::Unauthorized("log in first".to_owned())),
                other => other.map(Required),
            },
        )
    }
}

/// A request's body, read whole up to `edge::BODY_LIMIT`; one too large, or one that could not
/// be read, is refused as problem+json like every other refusal of the API.
#[derive(Debug, Clone)]
pub struct Body(pub web::Bytes);

impl FromRequest for Body {
    type Error = ApiError;
    type Future = futures_util::future::LocalBoxFuture<'static, Result<Body, ApiError>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let bytes = web::Bytes::from_request(request, payload);
        Box::pin(async move {
            bytes.await.map(Body).map_err(|error| {
                match error.as_error::<actix_web::error::PayloadError>() {
                    Some(payload) => crate::edge::payload_refusal(payload),
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

/// Runs `work` with a pooled connection and the checked actor, off the async workers.
pub async fn with_actor<T, F>(
    state: &web::Data<AppState>,
    credentials: Credentials,
    work: F,
) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
{
    let pool = state.pool.clone();
    web::block(move || {
        let mut connection = pool.get()?;
        let actor = Actor::resolve(&mut connection, &credentials)?;
        work(&mut connection, &actor)
    })
    .await?
}

/// A public read: no credentials needed.
pub async fn read<T, F>(state: &web::Data<AppState>, work: F) -> Result<HttpResponse, ApiError>
where
    T: Serialize + Send + 'static,
    F: FnOnce(&mut AnyConnection) -> Result<T, ApiError> + Send + 'static,
{
    let body = with_actor(state, Credentials::None, move |connection, _| {
        work(connection)
    })
    .await?;
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

/// The methods each path of the API answers, read from its OpenAPI document, so that a
/// request to a known path with another method is answered 405 with `Allow` (RFC 9110)
/// rather than 404.
#[derive(Debug, Default, Clone)]
pub struct Routes(Vec<(Vec<String>, Vec<&'static str>)>);

impl Routes {
    pub fn of(openapi: &utoipa::openapi::OpenApi) -> Routes {
        Routes(
            openapi
                .paths
                .paths
                .iter()
                .map(|(path, item)| {
                    let operations = [
                        ("GET", &item.get),
                        ("PUT", &item.put),
                        ("POST", &item.post),
                        ("DELETE", &item.delete),
                        ("OPTIONS", &item.options),
                        ("HEAD", &item.head),
                        ("PATCH", &item.patch),
                        ("TRACE", &item.trace),
                    ];
                    let methods = operations
                        .into_iter()
                        .filter(|(_, operation)| operation.is_some())
                        .map(|(method, _)| method)
                        .collect();
                    (path.split('/').map(str::to_owned).collect(), methods)
                })
                .collect(),
        )
    }

    /// The methods `path` answers; none if it is no path of the API.
    pub fn allowed(&self, path: &str) -> Vec<&'static str> {
        let segments: Vec<&str> = path.split('/').collect();
        let mut allowed = Vec::new();
        for (template, methods) in &self.0 {
            let matches = template.len() == segments.len()
                && template.iter().zip(&segments).all(|(part, segment)| {
                    part == segment
                        || (part.starts_with('{') && part.ends_with('}') && !segment.is_empty())
                });
            if matches {
                for method in methods {
                    if !allowed.contains(method) {
                        allowed.push(*method);
                    }
                }
            }
        }
        allowed
    }
}

/// What answers a request no route took: 405 with `Allow` for a path of the API asked with
/// a method it does not answer (given the app's `Routes`), 404 for anything else (a page,
/// outside the API).
pub fn no_route(request: &HttpRequest) -> HttpResponse {
    let allowed = request
        .app_data::<web::Data<Routes>>()
        .map(|routes| routes.allowed(request.path()))
        .unwrap_or_default();
    if allowed.is_empty() || allowed.contains(&request.method().as_str()) {
        let missing = ApiError::NotFound("no such page or endpoint".to_owned());
        return crate::edge::answer(request, &missing);
    }
    let allow = allowed.join(", ");
    let status = actix_web::http::StatusCode::METHOD_NOT_ALLOWED;
    HttpResponse::build(status)
        .insert_header((header::ALLOW, allow.clone()))
        .content_type("application/problem+json")
        .json(crate::error::Problem {
            kind: "urn:uptown:problem:method-not-allowed".to_owned(),
            title: "Method not allowed".to_owned(),
            status: status.as_u16(),
            detail: format!(
                "{} answers {allow}, not {}",
                request.path(),
                request.method()
            ),
            field: None,
        })
}

#[derive(Debug, OpenApi)]
#[openapi(
    info(
        title = "Uptown",
        description = "Score-keeping and club events for Bid Whist and Whist. Errors are application/problem+json (RFC 9457). \
                       Writes take `Authorization: Bearer TOKEN` (from /api/v1/login) or, for entering hands, `Authorization: Table CODE`. \
                       Every POST takes an optional `Idempotency-Key`; game writes take `If-Match` with the game's ETag."
    ),
    components(
        schemas(crate::error::Problem),
        responses(
            crate::error::responses::Unauthorized,
            crate::error::responses::Forbidden,
            crate::error::responses::NotFound,
            crate::error::responses::Conflict,
            crate::error::responses::Invalid,
            crate::error::responses::TooManyRequests,
            crate::error::responses::Unavailable,
        )
    ),
    modifiers(&SecuritySchemes)
)]
pub struct ApiDoc;

/// The two credentials an operation may name under `security`: an account's token from
/// `/api/v1/login`, and the code printed on a table's card.
#[derive(Debug)]
struct SecuritySchemes;

impl utoipa::Modify for SecuritySchemes {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::SecurityScheme;
        use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder};

        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "`Authorization: Bearer TOKEN`, the token from /api/v1/login",
                    ))
                    .build(),
            ),
        );
        components.add_security_scheme(
            "table",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "Authorization",
                "`Authorization: Table CODE`, the code on the table's card: enters and reviews hands of that table's game",
            ))),
        );
    }
}

#[cfg(test)]
mod tests {
    use actix_web::{App, test};
    use utoipa_actix_web::{AppExt, scope};

    use super::*;

    #[actix_web::test]
    async fn a_path_of_the_api_asked_with_another_method_is_405_naming_the_allowed_ones() {
        let (_, openapi) = App::new()
            .into_utoipa_app()
            .service(
                scope("/api/v1")
                    .service(clubs::get_one)
                    .service(clubs::rename),
            )
            .split_for_parts();
        let app = test::init_service(
            App::new()
                .app_data(web::Data::new(Routes::of(&openapi)))
                .default_service(web::to(
                    |request: HttpRequest| async move { no_route(&request) },
                )),
        )
        .await;

        let request = test::TestRequest::with_uri("/api/v1/clubs/7")
            .method(actix_web::http::Method::TRACE)
            .to_request();
        let response = test::call_service(&app, request).await;
        assert_eq!(response.status(), 405);
        assert_eq!(response.headers().get(header::ALLOW).unwrap(), "GET, PATCH");
        assert_eq!(
            response.headers().get(header::CONTENT_TYPE).unwrap(),
            "application/problem+json"
        );

        for uri in ["/api/v1/clubs", "/api/v1/clubs/7/nothing", "/api/v1/clubs/"] {
            let request = test::TestRequest::with_uri(uri)
                .method(actix_web::http::Method::TRACE)
                .to_request();
            assert_eq!(
                test::call_service(&app, request).await.status(),
                404,
                "{uri}"
            );
        }
    }
}
