//! The query and the form of a page, read so that a field that does not parse is named: a
//! page that cannot be shown says which part of its address or form is wrong, and why, in
//! the reader's language (`refusal_page`), instead of actix's plain-text 400.

use actix_web::dev::Payload;
use actix_web::error::InternalError;
use actix_web::{FromRequest, HttpRequest, web};
use serde::de::DeserializeOwned;

use super::render::refusal_page;
use crate::error::ApiError;

/// Most bytes a page's form may have; the largest, a director's correction, is far below.
const FORM_LIMIT: usize = 32 * 1024;

/// `text` (a query string or a form body) read into `T`, naming the field that is wrong.
fn parse<T: DeserializeOwned>(what: &str, text: &[u8]) -> Result<T, ApiError> {
    let deserializer = serde_urlencoded::Deserializer::new(form_urlencoded::parse(text));
    serde_path_to_error::deserialize(deserializer).map_err(|error| {
        let field = error.path().to_string();
        ApiError::invalid(what, format!("{field}: {}", error.into_inner()))
    })
}

fn refused(request: &HttpRequest, error: ApiError) -> actix_web::Error {
    let page = refusal_page(request, &error);
    InternalError::from_response(error, page).into()
}

/// A page's query string, read into `T`.
#[derive(Debug)]
pub struct Query<T>(pub T);

impl<T: DeserializeOwned> FromRequest for Query<T> {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<Query<T>, actix_web::Error>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(
            parse("query", request.query_string().as_bytes())
                .map(Query)
                .map_err(|error| refused(request, error)),
        )
    }
}

/// A page's form, sent as `application/x-www-form-urlencoded`, read into `T`.
#[derive(Debug)]
pub struct Form<T>(pub T);

impl<T: DeserializeOwned + 'static> FromRequest for Form<T> {
    type Error = actix_web::Error;
    type Future = futures_util::future::LocalBoxFuture<'static, Result<Form<T>, actix_web::Error>>;

    fn from_request(request: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let request = request.clone();
        let body = web::Bytes::from_request(&request, payload);
        Box::pin(async move {
            let body = body.await.map_err(|error| {
                let refusal = match error.as_error::<actix_web::error::PayloadError>() {
                    Some(payload) => ApiError::from(payload),
                    None => ApiError::invalid("form", error.to_string()),
                };
                refused(&request, refusal)
            })?;
            if body.len() > FORM_LIMIT {
                let refusal = ApiError::TooLarge(format!(
                    "the form is larger than the {FORM_LIMIT} bytes a page takes"
                ));
                return Err(refused(&request, refusal));
            }
            parse("form", &body)
                .map(Form)
                .map_err(|error| refused(&request, error))
        })
    }
}

impl<T> std::ops::Deref for Query<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> Form<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}
