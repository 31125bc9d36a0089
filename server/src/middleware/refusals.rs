//! Requests refused before a handler runs, or by actix's own extractors: a body larger than
//! the server takes, a path that does not parse, a route that does not exist (a page's query
//! and form are read by `pages::extract`).
//! Under `/api/` they are answered as problem+json, like every other refusal of the API;
//! anywhere else as a page in the reader's language, never actix's plain text.

use actix_web::error::InternalError;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};

use crate::api::routes::Routes;
use crate::error::ApiError;
use crate::pages;
use crate::refusal::Refusal;

/// Whether `request` is one of the API's, answered in JSON.
fn is_api(request: &HttpRequest) -> bool {
    request.path().starts_with("/api/")
}

/// `error` as the answer to `request`: problem+json for the API, a page elsewhere.
pub fn answer(request: &HttpRequest, error: &ApiError) -> HttpResponse {
    if is_api(request) {
        error.error_response()
    } else {
        pages::render::refusal_page(request, error)
    }
}

/// `error` as the error actix's extractors give back.
fn refuse(request: &HttpRequest, error: ApiError) -> actix_web::Error {
    let response = answer(request, &error);
    InternalError::from_response(error, response).into()
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
        refuse(request, Refusal::NoSuchPage.into())
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
        let missing = Refusal::NoSuchPage.into();
        return answer(request, &missing);
    }
    let allow = allowed.join(", ");
    let status = actix_web::http::StatusCode::METHOD_NOT_ALLOWED;
    HttpResponse::build(status)
        .insert_header((header::ALLOW, allow.clone()))
        .content_type("application/problem+json")
        .json(uptown_api::Problem {
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

#[cfg(test)]
mod tests {
    use actix_web::{App, test};
    use utoipa_actix_web::{AppExt, scope};

    use actix_web::http::header;
    use actix_web::{HttpRequest, web};

    use super::*;
    use crate::api::{clubs, routes::Routes};

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
