//! Logging in to the console and out of it, and the list of the director's sessions, each
//! of which can be ended from there.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, NotDone, TokenForm, cookie, ended, to};
use crate::auth::SessionKind;
use crate::pages::extract::{Form, Query};
use crate::pages::render::{Chrome, error_page, load, over_limit, page, respond};
use crate::refusal::Kind;
use crate::services::accounts;
use crate::state::AppState;
use crate::state::throttles::Door;

#[derive(Template)]
#[template(path = "director_login.html")]
struct LoginPage {
    chrome: Chrome,
    refused: bool,
    /// The director's session ended (idle, at its end, or ended from another device).
    ended: bool,
}

fn login_page_with(
    request: &HttpRequest,
    status: StatusCode,
    refused: bool,
    ended: bool,
) -> HttpResponse {
    let chrome = Chrome::new(request);
    let title = chrome.t.t("director-login");
    let chrome = chrome.titled(title);
    let form = LoginPage {
        chrome: chrome.clone(),
        refused,
        ended,
    };
    respond(&chrome, status, form.render())
}

#[derive(Debug, Deserialize)]
pub struct LoginQuery {
    #[serde(default)]
    ended: Option<String>,
}

#[get("/director/login")]
pub async fn login_page(request: HttpRequest, query: Query<LoginQuery>) -> HttpResponse {
    login_page_with(&request, StatusCode::OK, false, query.ended.is_some())
}

#[derive(Debug, Deserialize)]
pub struct LoginForm {
    username: String,
    password: String,
}

#[post("/director/login")]
pub async fn login(
    state: web::Data<AppState>,
    request: HttpRequest,
    form: Form<LoginForm>,
) -> HttpResponse {
    if let Some(too_many) = over_limit(&request, Door::Login).await {
        return too_many;
    }
    let form = form.into_inner();
    let credentials = uptown_api::bodies::Credentials {
        username: form.username,
        password: form.password,
    };
    let lifetime = state.lifetimes.console;
    let label = accounts::session_label(
        request
            .headers()
            .get(header::USER_AGENT)
            .and_then(|value| value.to_str().ok()),
    );
    let logged_in = load(&state, move |connection| {
        accounts::login(
            connection,
            &credentials,
            SessionKind::Console,
            lifetime,
            label.as_deref(),
        )
    })
    .await;
    match logged_in {
        Ok(login) => HttpResponse::SeeOther()
            .cookie(cookie(&request, login.token))
            .insert_header((header::LOCATION, "/director"))
            .finish(),
        // The same answer for an unknown name and a wrong password, as the API gives.
        Err(error) if error.is(Kind::Unauthorized) => {
            login_page_with(&request, StatusCode::UNAUTHORIZED, true, false)
        }
        Err(error) => error_page(Chrome::new(&request), &error),
    }
}

#[post("/director/logout")]
pub async fn logout(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    form: Form<TokenForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    // A session that has ended already leaves nothing to end: the cookie goes all the same.
    let _ = console
        .act(&state, &chrome, &form.0.csrf, accounts::logout)
        .await;
    HttpResponse::SeeOther()
        .cookie(ended(&request))
        .insert_header((header::LOCATION, "/"))
        .finish()
}

/// A session as the console lists it.
struct SessionItem {
    id: i64,
    kind: String,
    label: Option<String>,
    created: String,
    last_used: String,
    ends: String,
    current: bool,
}

#[derive(Template)]
#[template(path = "director_sessions.html")]
struct SessionsPage {
    chrome: Chrome,
    csrf: String,
    sessions: Vec<SessionItem>,
}

fn at_minute(at: chrono::NaiveDateTime) -> String {
    format!("{} UTC", at.format("%Y-%m-%d %H:%M"))
}

/// Where the director is logged in, each session with a button that ends it.
#[get("/director/sessions")]
pub async fn sessions_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let sessions = match console.show(&state, &chrome, accounts::sessions).await {
        Ok(sessions) => sessions,
        Err(answer) => return answer,
    };
    let t = chrome.t;
    let sessions = sessions
        .into_iter()
        .map(|session| SessionItem {
            id: session.id,
            kind: t.t(&format!("session-kind-{}", session.kind)),
            label: session.label,
            created: at_minute(session.created_at),
            last_used: at_minute(session.last_used_at),
            ends: at_minute(session.idle_until.min(session.expires_at)),
            current: session.current,
        })
        .collect();
    let title = t.t("director-sessions");
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &SessionsPage {
            chrome: chrome.clone(),
            csrf: console.csrf(),
            sessions,
        },
    )
}

#[post("/director/sessions/{id}/end")]
pub async fn end_session(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<TokenForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let done = console
        .act(&state, &chrome, &form.0.csrf, move |connection, actor| {
            accounts::revoke(connection, actor, id)
        })
        .await;
    match done {
        Ok(()) => to("/director/sessions"),
        Err(NotDone::Answer(answer)) => answer,
        Err(NotDone::Refused(error)) => error_page(chrome, &error),
    }
}
