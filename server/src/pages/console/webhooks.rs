//! A club's webhooks from the console: the addresses its events are sent to, with the
//! secret a receiver checks their signatures with, a form to add one, and each webhook's
//! log of deliveries, where one can be sent again.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;

use super::session::{Console, NotDone, TokenForm, refused_outright, to};
use crate::pages::extract::{Form, Query};
use crate::pages::hand_form::Choice;
use crate::pages::i18n::Translator;
use crate::pages::notices::{NoticeQuery, RefusalNotice};
use crate::pages::render::{Chrome, respond};
use crate::services::clubs;
use crate::services::webhooks;
use crate::state::AppState;
use uptown_api::webhooks::{Attempt, Delivery, NewWebhook, Webhook, WebhookEvent};

/// An event's name on the page: `webhook-event-hand-entered` and so on.
fn event_words(t: Translator, event: WebhookEvent) -> String {
    t.t(&format!("webhook-event-{}", event.name().replace('.', "-")))
}

/// A webhook as the club's page shows it.
struct HookItem {
    id: i64,
    url: String,
    events: String,
    secret: String,
}

#[derive(Template)]
#[template(path = "director_webhooks.html")]
struct WebhooksPage {
    chrome: Chrome,
    csrf: String,
    club: i64,
    hooks: Vec<HookItem>,
    /// The add form's boxes, ticked as it was sent (all of them for a new form).
    events: Vec<Choice>,
    /// The address typed into the add form, kept when it was refused.
    url: String,
    /// Whether the address was what was refused.
    url_refused: bool,
    notice: Option<RefusalNotice>,
}

/// The add form as sent, or a fresh one.
#[derive(Debug, Default)]
struct Kept {
    url: String,
    url_refused: bool,
    events: Option<Vec<WebhookEvent>>,
}

async fn show(
    state: &web::Data<AppState>,
    chrome: Chrome,
    console: &Console,
    club: i64,
    status: StatusCode,
    notice: Option<RefusalNotice>,
    kept: Kept,
) -> HttpResponse {
    let loaded = console
        .show(state, &chrome, move |connection, actor| {
            let name = clubs::get_club(connection, club)?.name;
            Ok((name, webhooks::list(connection, actor, club)?))
        })
        .await;
    let (name, hooks) = match loaded {
        Ok(loaded) => loaded,
        Err(answer) => return answer,
    };
    let t = chrome.t;
    let ticked = kept.events.unwrap_or_else(|| WebhookEvent::ALL.to_vec());
    let page = WebhooksPage {
        csrf: console.csrf(),
        club,
        hooks: hooks
            .into_iter()
            .map(|hook: Webhook| HookItem {
                id: hook.id,
                url: hook.url,
                events: hook
                    .events
                    .iter()
                    .map(|event| event_words(t, *event))
                    .collect::<Vec<_>>()
                    .join(", "),
                secret: hook.secret,
            })
            .collect(),
        events: WebhookEvent::ALL
            .iter()
            .map(|event| Choice {
                value: event.name().to_owned(),
                label: event_words(t, *event),
                checked: ticked.contains(event),
            })
            .collect(),
        url: kept.url,
        url_refused: kept.url_refused,
        notice,
        chrome: chrome.titled(t.with("webhooks-title", &[("club", name)])),
    };
    respond(&page.chrome, status, page.render())
}

#[get("/director/clubs/{id}/webhooks")]
pub async fn webhooks_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let notice = query.refusal(chrome.t);
    let club = id.into_inner();
    show(
        &state,
        chrome,
        &console,
        club,
        StatusCode::OK,
        notice,
        Kept::default(),
    )
    .await
}

/// The add form: an address, and a box for each event.
#[derive(Debug, Deserialize)]
pub struct AddForm {
    csrf: String,
    #[serde(default)]
    url: String,
    #[serde(rename = "hand.entered")]
    hand_entered: Option<String>,
    #[serde(rename = "game.finished")]
    game_finished: Option<String>,
    #[serde(rename = "round.seated")]
    round_seated: Option<String>,
    #[serde(rename = "event.finished")]
    event_finished: Option<String>,
}

impl AddForm {
    fn events(&self) -> Vec<WebhookEvent> {
        [
            (&self.hand_entered, WebhookEvent::HandEntered),
            (&self.game_finished, WebhookEvent::GameFinished),
            (&self.round_seated, WebhookEvent::RoundSeated),
            (&self.event_finished, WebhookEvent::EventFinished),
        ]
        .into_iter()
        .filter(|(ticked, _)| ticked.is_some())
        .map(|(_, event)| event)
        .collect()
    }
}

#[post("/director/clubs/{id}/webhooks")]
pub async fn add_webhook(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    form: Form<AddForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (club, form) = (id.into_inner(), form.into_inner());
    let asked = NewWebhook {
        url: form.url.clone(),
        events: form.events(),
    };
    let mut kept = Kept {
        url: form.url.clone(),
        url_refused: false,
        events: Some(asked.events.clone()),
    };
    let reach = state.webhook_reach;
    let done = console
        .act(&state, &chrome, &form.csrf, move |connection, actor| {
            webhooks::create(connection, actor, club, &asked, reach)
        })
        .await;
    let back = format!("/director/clubs/{club}/webhooks");
    match done {
        Ok(made) => to(&format!("{back}#webhook-{}", made.id)),
        Err(NotDone::Refused(error)) if !refused_outright(&error) => {
            let notice = Some(RefusalNotice::of(&error, chrome.t));
            kept.url_refused = error.field().as_deref() == Some("url");
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            show(&state, chrome, &console, club, status, notice, kept).await
        }
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}

#[post("/director/webhooks/{id}/remove")]
pub async fn remove_webhook(
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
            let club = webhooks::get(connection, actor, id)?.club_id;
            webhooks::remove(connection, actor, id)?;
            Ok(club)
        })
        .await;
    match done {
        Ok(club) => to(&format!("/director/clubs/{club}/webhooks")),
        Err(not_done) => not_done.answer_from(chrome, &format!("/director/webhooks/{id}")),
    }
}

/// One try of a delivery, in words.
struct AttemptItem {
    at: String,
    answer: String,
    response: String,
}

/// A delivery as the log shows it.
struct DeliveryItem {
    id: i64,
    at: String,
    event: String,
    state: String,
    attempts: Vec<AttemptItem>,
}

#[derive(Template)]
#[template(path = "director_webhook.html")]
struct LogPage {
    chrome: Chrome,
    csrf: String,
    hook: i64,
    club: i64,
    deliveries: Vec<DeliveryItem>,
    notice: Option<RefusalNotice>,
}

fn minute(at: chrono::NaiveDateTime) -> String {
    at.format("%Y-%m-%d %H:%M:%S").to_string()
}

fn attempt_item(t: Translator, attempt: &Attempt) -> AttemptItem {
    let answer = match (attempt.status, &attempt.error) {
        (Some(status), _) => t.with("webhook-answered", &[("status", status.to_string())]),
        (None, Some(error)) => t.with("webhook-no-answer", &[("error", error.clone())]),
        (None, None) => t.with("webhook-no-answer", &[("error", String::new())]),
    };
    AttemptItem {
        at: minute(attempt.at),
        answer,
        response: attempt.response.clone().unwrap_or_default(),
    }
}

fn delivery_item(t: Translator, delivery: &Delivery) -> DeliveryItem {
    let state = match (delivery.state.as_str(), delivery.next_attempt_at) {
        ("pending", Some(next)) => t.with("webhook-state-pending", &[("at", minute(next))]),
        (state, _) => t.t(&format!("webhook-state-{state}")),
    };
    DeliveryItem {
        id: delivery.id,
        at: minute(delivery.created_at),
        event: event_words(t, delivery.event),
        state,
        attempts: delivery
            .attempts
            .iter()
            .map(|attempt| attempt_item(t, attempt))
            .collect(),
    }
}

#[get("/director/webhooks/{id}")]
pub async fn webhook_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    id: web::Path<i64>,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let loaded = console
        .show(&state, &chrome, move |connection, actor| {
            let hook = webhooks::get(connection, actor, id)?;
            Ok((hook, webhooks::deliveries(connection, actor, id)?))
        })
        .await;
    let (hook, deliveries) = match loaded {
        Ok(loaded) => loaded,
        Err(answer) => return answer,
    };
    let t = chrome.t;
    let page = LogPage {
        csrf: console.csrf(),
        hook: id,
        club: hook.club_id,
        deliveries: deliveries
            .iter()
            .map(|delivery| delivery_item(t, delivery))
            .collect(),
        notice: query.refusal(t),
        chrome: chrome.titled(t.with("webhook-log-title", &[("url", hook.url)])),
    };
    respond(&page.chrome, StatusCode::OK, page.render())
}

#[post("/director/webhooks/{id}/deliveries/{delivery}/replay")]
pub async fn replay_delivery(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    path: web::Path<(i64, i64)>,
    form: Form<TokenForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, delivery) = path.into_inner();
    let done = console
        .act(&state, &chrome, &form.0.csrf, move |connection, actor| {
            webhooks::replay(connection, actor, id, delivery).map(drop)
        })
        .await;
    let back = format!("/director/webhooks/{id}");
    match done {
        Ok(()) => to(&format!("{back}#delivery-{delivery}")),
        Err(not_done) => not_done.answer_from(chrome, &back),
    }
}
