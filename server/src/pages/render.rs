//! What every page is made of: the chrome around it (its language, title and language
//! switcher), the way it is rendered and answered, and the pages that only say something
//! went wrong.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use askama::Template;

use super::display::{self, Display, is_display_pair};
use super::i18n::{self, Lang, Translator};
use super::refusals;
use crate::auth::Credentials;
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::state;
use crate::state::throttles::{Door, Wait};
use crate::state::{AppState, with_actor};

/// A link of the language switcher.
#[derive(Debug, Clone)]
pub struct LanguageLink {
    pub code: &'static str,
    pub name: &'static str,
    pub href: String,
    pub current: bool,
}

/// A link in the header that switches the look (larger text, high contrast) the other way.
#[derive(Debug, Clone)]
pub struct DisplayLink {
    pub href: String,
    pub words: String,
}

/// What every page has around its content: its language, title, look, and the switchers of
/// both.
#[derive(Debug, Clone)]
pub struct Chrome {
    pub t: Translator,
    pub title: String,
    pub languages: Vec<LanguageLink>,
    pub display: Display,
    pub display_links: Vec<DisplayLink>,
    /// Whether the language was chosen with `?lang=` just now, to be remembered.
    chosen: bool,
    /// Whether the look was chosen just now, to be remembered.
    display_chosen: bool,
}

impl Chrome {
    pub fn new(request: &HttpRequest) -> Chrome {
        let (lang, chosen) = i18n::negotiate(request);
        let (display, display_chosen) = Display::of(request);
        let path = request.path().to_owned();
        // The switchers keep the page's other query parameters.
        let others: Vec<&str> = request
            .query_string()
            .split('&')
            .filter(|pair| !pair.is_empty() && !pair.starts_with("lang=") && !is_display_pair(pair))
            .collect();
        let t = Translator::new(lang);
        let display_links = display
            .switches()
            .into_iter()
            .map(|(pair, words)| {
                let mut query = others.clone();
                query.push(pair);
                DisplayLink {
                    href: format!("{path}?{}", query.join("&")),
                    words: t.t(words),
                }
            })
            .collect();
        let languages = Lang::ALL
            .iter()
            .map(|other| {
                let mut query = others.clone();
                let lang_pair = format!("lang={}", other.code());
                query.push(&lang_pair);
                LanguageLink {
                    code: other.code(),
                    name: other.native_name(),
                    href: format!("{path}?{}", query.join("&")),
                    current: *other == lang,
                }
            })
            .collect();
        Chrome {
            t,
            title: String::new(),
            languages,
            display,
            display_links,
            chosen,
            display_chosen,
        }
    }

    pub fn titled(mut self, title: String) -> Chrome {
        self.title = title;
        self
    }

    pub fn lang(&self) -> &'static str {
        self.t.lang.code()
    }
}

/// Where phones and browsers reach this server: the configured public address, else the one
/// this request was made to.
pub(super) fn site(state: &AppState, request: &HttpRequest) -> String {
    state.public_url.as_ref().map_or_else(
        || {
            let info = request.connection_info();
            format!("{}://{}", info.scheme(), info.host())
        },
        |url| url.as_str().to_owned(),
    )
}

/// Whether `site` is an address only the computer running the server can open.
pub(super) fn only_here(site: &str) -> bool {
    let host = site
        .split_once("://")
        .map_or(site, |(_, rest)| rest)
        .split('/')
        .next()
        .unwrap_or_default();
    let name = host
        .strip_prefix('[')
        .and_then(|rest| rest.split(']').next())
        .unwrap_or_else(|| host.rsplit_once(':').map_or(host, |(name, _)| name));
    name.eq_ignore_ascii_case("localhost")
        || name
            .parse::<std::net::IpAddr>()
            .is_ok_and(|address| address.is_loopback() || address.is_unspecified())
}

/// Runs `work` on a pooled connection, off the async workers.
pub(super) async fn load<T, F>(state: &web::Data<AppState>, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut AnyConnection) -> Result<T, ApiError> + Send + 'static,
{
    with_actor(state, Credentials::None, move |connection, _| {
        work(connection)
    })
    .await
}

/// Answers with a rendered page, remembering a language chosen with `?lang=`.
pub(super) fn respond(
    chrome: &Chrome,
    status: StatusCode,
    rendered: Result<String, askama::Error>,
) -> HttpResponse {
    let body = match rendered {
        Ok(body) => body,
        Err(error) => {
            tracing::error!(%error, "a page failed to render");
            return HttpResponse::InternalServerError()
                .content_type("text/plain; charset=utf-8")
                .body("the page failed to render");
        }
    };
    let mut response = HttpResponse::build(status);
    if chrome.display_chosen {
        response.cookie(
            Cookie::build(display::COOKIE, chrome.display.cookie_value())
                .path("/")
                .same_site(SameSite::Lax)
                .http_only(true)
                .max_age(actix_web::cookie::time::Duration::days(365))
                .finish(),
        );
    }
    if chrome.chosen {
        response.cookie(
            Cookie::build(i18n::COOKIE, chrome.lang())
                .path("/")
                .same_site(SameSite::Lax)
                .http_only(true)
                .max_age(actix_web::cookie::time::Duration::days(365))
                .finish(),
        );
    }
    response.content_type("text/html; charset=utf-8").body(body)
}

pub(super) fn page(chrome: &Chrome, template: &impl Template) -> HttpResponse {
    respond(chrome, StatusCode::OK, template.render())
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    chrome: Chrome,
    message: String,
    /// The page of this server the reader came from (its form), to go back to.
    back: Option<String>,
}

/// An error as a page in the reader's language. What went wrong inside stays in the log.
pub(super) fn error_page(chrome: Chrome, error: &ApiError) -> HttpResponse {
    match error {
        ApiError::Internal(detail) => tracing::error!(%detail, "a page failed"),
        ApiError::Unavailable(detail) => {
            tracing::warn!(%detail, "a page could not reach the database");
        }
        ApiError::Unwritable(cause) => tracing::error!(%cause, "the database cannot store"),
        _ => {}
    }
    let message = refusals::words(chrome.t, error);
    let mut page = message_page(chrome, error.status_code(), message);
    if let ApiError::Unwritable(cause) = error {
        page.extensions_mut()
            .insert(crate::error::StorageFault(cause.clone()));
    }
    page
}

/// A request refused before its page's handler ran (see `middleware::refusals`): a query or form that does
/// not parse, a form too large, a page that does not exist. In the reader's language, with
/// a link back to the page they came from when it is one of this server's.
pub fn refusal_page(request: &HttpRequest, error: &ApiError) -> HttpResponse {
    let chrome = Chrome::new(request);
    if !matches!(error, ApiError::Invalid { .. }) {
        return error_page(chrome, error);
    }
    let message = refusals::words(chrome.t, error);
    let title = chrome.t.t("error-title");
    let chrome = chrome.titled(title);
    let page = ErrorPage {
        chrome,
        message,
        back: came_from(request),
    };
    // A page's address or form that does not parse is a bad request; the API's own word
    // for the same, 422, names a body it understood but could not accept.
    respond(&page.chrome, StatusCode::BAD_REQUEST, page.render())
}

/// The path of the page of this server that `request` came from, from its `Referer` (which
/// browsers send within this server: `Referrer-Policy: same-origin`).
pub(super) fn came_from(request: &HttpRequest) -> Option<String> {
    let referer = request.headers().get(actix_web::http::header::REFERER)?;
    let referer = referer.to_str().ok()?;
    let host = request.connection_info().host().to_owned();
    let path = referer
        .split_once("://")
        .and_then(|(_, rest)| rest.strip_prefix(host.as_str()))?;
    (path.starts_with('/') && !path.starts_with("//")).then(|| path.to_owned())
}

/// Lets one attempt at `door` through (see `state::throttles`); past the limit, the page to answer
/// instead: for someone over the limit, in their language, with `Retry-After`.
pub(super) async fn over_limit(request: &HttpRequest, door: Door) -> Option<HttpResponse> {
    let Wait(seconds) = state::admit(request, door).await.err()?;
    let chrome = Chrome::new(request);
    let message = chrome.t.with("too-many", &[("seconds", seconds)]);
    let mut page = message_page(chrome, StatusCode::TOO_MANY_REQUESTS, message);
    page.headers_mut().insert(
        actix_web::http::header::RETRY_AFTER,
        actix_web::http::header::HeaderValue::from(seconds),
    );
    Some(page)
}

/// A page that only says `message`, with `status`.
pub(super) fn message_page(chrome: Chrome, status: StatusCode, message: String) -> HttpResponse {
    let title = chrome.t.t("error-title");
    let chrome = chrome.titled(title);
    let page = ErrorPage {
        chrome,
        message,
        back: None,
    };
    respond(&page.chrome, status, page.render())
}

#[cfg(test)]
mod tests {
    use super::only_here;

    #[test]
    fn addresses_only_this_computer_opens_are_told_apart() {
        for site in [
            "http://127.0.0.1:8080",
            "http://localhost:8080",
            "http://[::1]:8080",
            "http://0.0.0.0:8080",
        ] {
            assert!(only_here(site), "{site}");
        }
        for site in [
            "http://192.168.1.10:8080",
            "https://scores.example.org",
            "http://[2001:db8::1]",
        ] {
            assert!(!only_here(site), "{site}");
        }
    }
}
