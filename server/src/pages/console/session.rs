//! The director's console session: the cookie that holds it (a console session, which the
//! API does not take), the CSRF token its forms carry, and the one way a console page or
//! form runs its work as the session's director. A request without a session, or with one
//! that has ended, is sent to the login page; a form without the session's CSRF token is
//! refused as stale, before anything of it is done.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::dev::Payload;
use actix_web::error::InternalError;
use actix_web::http::{StatusCode, header};
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use sha2::{Digest, Sha256};

use crate::auth::{Actor, SessionKind};
use crate::db::{AnyConnection, write_transaction};
use crate::error::ApiError;
use crate::pages::notices::refused_location;
use crate::pages::render::{Chrome, error_page, load, message_page};
use crate::refusal::Kind;
use crate::state::AppState;

const COOKIE: &str = "session";

/// To the login page, for a session that has ended or was ended: the page says so.
pub(super) fn to_login_again() -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, "/director/login?ended=1"))
        .finish()
}

fn to_login() -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, "/director/login"))
        .finish()
}

/// The cookie that holds a console session's secret (empty, to end it: see `ended`).
pub(super) fn cookie<'a>(request: &HttpRequest, secret: String) -> Cookie<'a> {
    Cookie::build(COOKIE, secret)
        .path("/director")
        .http_only(true)
        .same_site(SameSite::Strict)
        // Secure where the server is reached over TLS; a club LAN may have plain HTTP.
        .secure(request.connection_info().scheme() == "https")
        .finish()
}

/// The cookie that makes the browser forget its session.
pub(super) fn ended<'a>(request: &HttpRequest) -> Cookie<'a> {
    let mut gone = cookie(request, String::new());
    gone.make_removal();
    gone
}

/// A request's console session, from its cookie: the session's secret.
#[derive(Debug)]
pub(super) struct Console {
    secret: String,
}

impl FromRequest for Console {
    type Error = InternalError<&'static str>;
    type Future = std::future::Ready<Result<Console, Self::Error>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        let secret = request
            .cookie(COOKIE)
            .map(|cookie| cookie.value().to_owned())
            .filter(|secret| !secret.is_empty());
        std::future::ready(match secret {
            Some(secret) => Ok(Console { secret }),
            None => Err(InternalError::from_response("log in first", to_login())),
        })
    }
}

/// Why a console form's action did not happen: an answer decided already (the login page,
/// or the form refused as stale), or what the work itself refused, for the handler to show.
#[derive(Debug)]
pub(super) enum NotDone {
    Answer(HttpResponse),
    Refused(ApiError),
}

/// Whether a refusal is a page of its own (something missing, or not allowed) rather than
/// a notice above the form it refused.
pub(super) fn refused_outright(error: &ApiError) -> bool {
    error.is(Kind::Forbidden) || error.is(Kind::NotFound)
}

impl NotDone {
    /// The answer to a form of `back`'s page that was not done: a refusal of something
    /// missing or not allowed is a page of its own; any other goes back to the form, with
    /// the refusal worded for the director.
    pub(super) fn answer_from(self, chrome: Chrome, back: &str) -> HttpResponse {
        match self {
            NotDone::Answer(answer) => answer,
            NotDone::Refused(error) if refused_outright(&error) => error_page(chrome, &error),
            NotDone::Refused(error) => to(&refused_location(back, &error, chrome.t)),
        }
    }
}

impl Console {
    /// The CSRF token of this session: its forms carry it, and only its pages have it.
    pub(super) fn csrf(&self) -> String {
        hex::encode(Sha256::digest(format!("uptown csrf {}", self.secret)))
    }

    /// Runs `work` as the session's director, off the async workers.
    async fn run<T, F>(&self, state: &web::Data<AppState>, work: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
    {
        let secret = self.secret.clone();
        load(state, move |connection| {
            let actor = Actor::of_session(connection, &secret, SessionKind::Console)?;
            work(connection, &actor)
        })
        .await
    }

    /// What a console page shows, as `work` finds it; or the answer to give instead: the
    /// login page for a session that has ended, an error page for what `work` refused.
    pub(super) async fn show<T, F>(
        &self,
        state: &web::Data<AppState>,
        chrome: &Chrome,
        work: F,
    ) -> Result<T, HttpResponse>
    where
        T: Send + 'static,
        F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
    {
        match self.run(state, work).await {
            Ok(value) => Ok(value),
            Err(error) if error.is(Kind::Unauthorized) => Err(to_login_again()),
            Err(error) => Err(error_page(chrome.clone(), &error)),
        }
    }

    /// A console form's action: refused as stale unless the form carries this session's
    /// CSRF token; then `work` in one write transaction, as the session's director.
    pub(super) async fn act<T, F>(
        &self,
        state: &web::Data<AppState>,
        chrome: &Chrome,
        sent_csrf: &str,
        work: F,
    ) -> Result<T, NotDone>
    where
        T: Send + 'static,
        F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
    {
        if sent_csrf != self.csrf() {
            let message = chrome.t.t("director-stale-form");
            return Err(NotDone::Answer(message_page(
                chrome.clone(),
                StatusCode::FORBIDDEN,
                message,
            )));
        }
        let done = self
            .run(state, move |connection, actor| {
                write_transaction(connection, |connection| work(connection, actor))
            })
            .await;
        match done {
            Ok(value) => Ok(value),
            Err(error) if error.is(Kind::Unauthorized) => Err(NotDone::Answer(to_login_again())),
            Err(error) => Err(NotDone::Refused(error)),
        }
    }
}

/// A form that carries nothing but the session's CSRF token: a button.
#[derive(Debug, serde::Deserialize)]
pub struct TokenForm {
    pub(super) csrf: String,
}

/// A redirect to `location`, after a form's action.
pub(super) fn to(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location.to_owned()))
        .finish()
}
