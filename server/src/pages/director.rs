//! The director's console: log in (a session cookie holding an API token), then run an
//! event from a laptop: register and withdraw players, seat and close rounds, finish the
//! event, accept disputed hands, and print the table cards. Every form carries a CSRF token
//! derived from the session, and every action goes through the same services, and the same
//! checks of who may do what, as the API.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::extract::{Form, Query};
use super::house_rules::house_rules;
use super::notices::{NoticeQuery, Refusal, refused_location};
use super::render::{Chrome, error_page, load, message_page, over_limit, page};
use crate::auth::{Actor, SessionKind};
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::idempotency::{Reply, write};
use crate::model::events as view;
use crate::services::accounts;
use crate::services::events::{self, EntrantBody, EventQuery, NewEventBody, WithdrawBody};
use crate::services::games::{self, PlayerRef};
use crate::services::hands::{self, Correction, Review, Undo};
use crate::state::AppState;
use crate::state::throttles::Door;

const SESSION: &str = "session";

/// The session's token, from its cookie.
fn session(request: &HttpRequest) -> Option<String> {
    request
        .cookie(SESSION)
        .map(|cookie| cookie.value().to_owned())
        .filter(|token| !token.is_empty())
}

/// The CSRF token of a session: forms carry it, and only a page of this session has it.
fn csrf(token: &str) -> String {
    hex::encode(Sha256::digest(format!("uptown csrf {token}")))
}

/// To the login page, for a session that has ended or was ended: the page says so.
fn to_login_again() -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, "/director/login?ended=1"))
        .finish()
}

fn to_login() -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, "/director/login"))
        .finish()
}

fn session_cookie<'a>(request: &HttpRequest, token: String) -> Cookie<'a> {
    Cookie::build(SESSION, token)
        .path("/director")
        .http_only(true)
        .same_site(SameSite::Strict)
        // Secure where the server is reached over TLS; a club LAN may have plain HTTP.
        .secure(request.connection_info().scheme() == "https")
        .finish()
}

#[derive(Template)]
#[template(path = "director_login.html")]
struct LoginPage {
    chrome: Chrome,
    refused: bool,
    /// The director's session ended (idle, at its end, or ended from another device).
    ended: bool,
}

#[derive(Debug, Deserialize)]
pub struct LoginQuery {
    #[serde(default)]
    ended: Option<String>,
}

#[get("/director/login")]
pub async fn login_page(request: HttpRequest, query: Query<LoginQuery>) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let title = chrome.t.t("director-login");
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &LoginPage {
            chrome: chrome.clone(),
            refused: false,
            ended: query.ended.is_some(),
        },
    )
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
    if let Some(too_many) = over_limit(&request, Door::Login) {
        return too_many;
    }
    let form = form.into_inner();
    let credentials = accounts::Credentials {
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
    if let Ok(login) = logged_in {
        return HttpResponse::SeeOther()
            .cookie(session_cookie(&request, login.token))
            .insert_header((header::LOCATION, "/director"))
            .finish();
    }
    // The same answer for an unknown name and a wrong password, as the API gives.
    let chrome = Chrome::new(&request);
    let title = chrome.t.t("director-login");
    let chrome = chrome.titled(title);
    let mut response = page(
        &chrome,
        &LoginPage {
            chrome: chrome.clone(),
            refused: true,
            ended: false,
        },
    );
    *response.status_mut() = actix_web::http::StatusCode::UNAUTHORIZED;
    response
}

#[derive(Debug, Deserialize)]
pub struct CsrfForm {
    csrf: String,
}

#[post("/director/logout")]
pub async fn logout(
    state: web::Data<AppState>,
    request: HttpRequest,
    form: Form<CsrfForm>,
) -> HttpResponse {
    if let Some(token) = session(&request)
        && form.0.csrf == csrf(&token)
    {
        // Logging out of a session that has ended already leaves nothing to end.
        let _ = load(&state, move |connection| {
            let actor = session_actor(connection, &token)?;
            accounts::logout(connection, &actor)
        })
        .await;
    }
    let mut gone = session_cookie(&request, String::new());
    gone.make_removal();
    HttpResponse::SeeOther()
        .cookie(gone)
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
pub async fn sessions_page(state: web::Data<AppState>, request: HttpRequest) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let loaded = console_load(&state, &request, &chrome, accounts::sessions).await;
    let (token, sessions) = match loaded {
        Ok(loaded) => loaded,
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
            csrf: csrf(&token),
            sessions,
        },
    )
}

#[post("/director/sessions/{id}/end")]
pub async fn end_session(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
    form: Form<CsrfForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let token = match posted_session(&request, &chrome, &form.0.csrf) {
        Ok(token) => token,
        Err(refused) => return *refused,
    };
    let id = id.into_inner();
    let ended = load(&state, move |connection| {
        let actor = session_actor(connection, &token)?;
        crate::db::write_transaction(connection, |connection| {
            accounts::revoke(connection, &actor, id)
        })
    })
    .await;
    match ended {
        Ok(()) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, "/director/sessions"))
            .finish(),
        Err(ApiError::Unauthorized(_)) => to_login_again(),
        Err(error) => error_page(chrome, &error),
    }
}

/// A new event, from the console's form.
#[derive(Debug, Deserialize)]
pub struct NewEventForm {
    csrf: String,
    club: i64,
    name: String,
    format: String,
    game: String,
    #[serde(default)]
    target: String,
    match_kind: String,
    match_count: u32,
    #[serde(default)]
    rounds: String,
    #[serde(default)]
    confirm_hands: Option<String>,
}

impl NewEventForm {
    /// The API's body for this form: blank fields take the defaults.
    fn body(&self) -> Result<NewEventBody, ApiError> {
        let number = |field: &str, text: &str| -> Result<Option<u32>, ApiError> {
            let text = text.trim();
            if text.is_empty() {
                return Ok(None);
            }
            text.parse().map(Some).map_err(|_| {
                ApiError::invalid(field, format!("{field} must be a whole number, not {text}"))
            })
        };
        let mut rules = serde_json::Map::new();
        if let Some(target) = number("target", &self.target)? {
            rules.insert("target".to_owned(), target.into());
        }
        let match_format = serde_json::json!({ self.match_kind.as_str(): self.match_count });
        let body = serde_json::json!({
            "club_id": self.club,
            "name": self.name,
            "format": self.format,
            "game": self.game,
            "rules": rules,
            "match": match_format,
            "rounds": number("rounds", &self.rounds)?,
            "confirm_hands": self.confirm_hands.is_some(),
        });
        crate::input::parse_value(&body)
    }
}

#[post("/director/events")]
pub async fn create_event(
    state: web::Data<AppState>,
    request: HttpRequest,
    form: Form<NewEventForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let token = match posted_session(&request, &chrome, &form.csrf) {
        Ok(token) => token,
        Err(refused) => return *refused,
    };
    let created = load(&state, move |connection| {
        let actor = session_actor(connection, &token)?;
        let body = form.body()?;
        write(connection, &actor, None, |connection| {
            let event = events::create(connection, &actor, &body)?;
            Ok(Reply::created(event.id.to_string()))
        })
    })
    .await;
    match created {
        Ok(reply) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, format!("/director/events/{}", reply.body)))
            .finish(),
        Err(ApiError::Unauthorized(_)) => to_login_again(),
        Err(error @ ApiError::Invalid { .. }) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, refused_location("/director", &error)))
            .finish(),
        Err(error) => error_page(chrome, &error),
    }
}

/// An event the director may run, in the console's list.
struct EventItem {
    id: i64,
    name: String,
    status: String,
}

#[derive(Template)]
#[template(path = "director_home.html")]
struct HomePage {
    chrome: Chrome,
    csrf: String,
    logged_in: String,
    events: Vec<EventItem>,
    /// The clubs the director may create events in: (id, name).
    clubs: Vec<(i64, String)>,
    /// The formats to choose from: (value, words).
    formats: Vec<(String, String)>,
    notice: Option<Refusal>,
}

/// The session of a console form: its token, or the answer when there is none (log in) or
/// the form does not carry the session's CSRF token (refused).
fn posted_session(
    request: &HttpRequest,
    chrome: &Chrome,
    sent_csrf: &str,
) -> Result<String, Box<HttpResponse>> {
    let token = session(request).ok_or_else(|| Box::new(to_login()))?;
    if sent_csrf != csrf(&token) {
        let message = chrome.t.t("director-stale-form");
        return Err(Box::new(message_page(
            chrome.clone(),
            actix_web::http::StatusCode::FORBIDDEN,
            message,
        )));
    }
    Ok(token)
}

/// What a console page shows, loaded as the session's director: the session's token and
/// `work`'s result, or the answer to give instead (the login page, or an error page).
async fn console_load<T, F>(
    state: &web::Data<AppState>,
    request: &HttpRequest,
    chrome: &Chrome,
    work: F,
) -> Result<(String, T), HttpResponse>
where
    T: Send + 'static,
    F: FnOnce(&mut AnyConnection, &Actor) -> Result<T, ApiError> + Send + 'static,
{
    let token = session(request).ok_or_else(to_login)?;
    let lookup = token.clone();
    let loaded = load(state, move |connection| {
        let actor = session_actor(connection, &lookup)?;
        work(connection, &actor)
    })
    .await;
    match loaded {
        Ok(value) => Ok((token, value)),
        Err(ApiError::Unauthorized(_)) => Err(to_login_again()),
        Err(error) => Err(error_page(chrome.clone(), &error)),
    }
}

/// The logged-in actor of a console session, for work that needs one.
fn session_actor(connection: &mut AnyConnection, token: &str) -> Result<Actor, ApiError> {
    Actor::of_session(connection, token, SessionKind::Console)
}

#[get("/director")]
pub async fn home(
    state: web::Data<AppState>,
    request: HttpRequest,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let loaded = console_load(&state, &request, &chrome, |connection, actor| {
        let me = accounts::me(connection, actor)?;
        let all = events::list(connection, &EventQuery::default())?;
        let mine = all
            .into_iter()
            .filter(|event| me.admin || me.directs.contains(&event.club_id))
            .collect::<Vec<_>>();
        let clubs = crate::services::clubs::list_clubs(connection)?
            .into_iter()
            .filter(|club| me.admin || me.directs.contains(&club.id))
            .map(|club| (club.id, club.name))
            .collect::<Vec<_>>();
        Ok((me.username, mine, clubs))
    })
    .await;
    match loaded {
        Ok((token, (account, list, clubs))) => {
            let t = chrome.t;
            let events = list
                .into_iter()
                .rev()
                .map(|event| EventItem {
                    id: event.id,
                    name: event.name,
                    status: t.t(&format!("status-{}", event.status)),
                })
                .collect();
            let title = t.t("director-title");
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &HomePage {
                    chrome: chrome.clone(),
                    csrf: csrf(&token),
                    logged_in: t.with("director-logged-in", &[("name", account)]),
                    events,
                    clubs,
                    formats: [
                        "club_night",
                        "rotating",
                        "whist_drive",
                        "round_robin",
                        "swiss",
                        "knockout",
                        "double_knockout",
                    ]
                    .iter()
                    .map(|format| ((*format).to_owned(), t.t(&format!("format-{format}"))))
                    .collect(),
                    notice: query.refusal(t),
                },
            )
        }
        Err(answer) => answer,
    }
}

/// A round as the console lists it.
struct RoundItem {
    number: i32,
    open: bool,
    close_label: String,
    cards_label: String,
    /// The round's games: (game id, its table's title), to take a hand back from.
    games: Vec<(i64, String)>,
}

/// A disputed hand and its game.
struct DisputeItem {
    game: i64,
    number: i32,
    line: String,
}

#[derive(Template)]
#[template(path = "director_event.html")]
struct EventPage {
    chrome: Chrome,
    csrf: String,
    event: view::Event,
    rounds: Vec<RoundItem>,
    disputes: Vec<DisputeItem>,
    notice: Option<Refusal>,
}

#[get("/director/events/{id}")]
pub async fn event_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let loaded = console_load(&state, &request, &chrome, move |connection, actor| {
        let event = events::view(connection, actor, id)?;
        actor.require_director(connection, event.club_id)?;
        let disputes = crate::db::repo::events::disputes(connection, id)?;
        Ok((event, disputes))
    })
    .await;
    match loaded {
        Ok((token, (event, flagged))) => {
            let t = chrome.t;
            let rounds = event
                .rounds
                .iter()
                .map(|round| RoundItem {
                    number: round.number,
                    open: round.status == "open",
                    close_label: t.with("director-close-round", &[("number", round.number)]),
                    cards_label: t.with("director-cards", &[("number", round.number)]),
                    games: round
                        .tables
                        .iter()
                        .flat_map(|table| {
                            let title = t.with("event-table", &[("number", table.table)]);
                            table.games.iter().map(move |game| (game.id, title.clone()))
                        })
                        .collect(),
                })
                .collect();
            let disputes = flagged
                .into_iter()
                .map(|(game, number, reason)| DisputeItem {
                    game,
                    number,
                    line: t.with(
                        "director-dispute-line",
                        &[
                            ("game", game.to_string()),
                            ("number", number.to_string()),
                            ("reason", reason.unwrap_or_default()),
                        ],
                    ),
                })
                .collect();
            let title = event.name.clone();
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &EventPage {
                    chrome: chrome.clone(),
                    csrf: csrf(&token),
                    event,
                    rounds,
                    disputes,
                    notice: query.refusal(t),
                },
            )
        }
        Err(answer) => answer,
    }
}

/// A console action's form: the CSRF token and what the action needs.
#[derive(Debug, Deserialize)]
pub struct ActionForm {
    csrf: String,
    #[serde(default)]
    player: Option<String>,
    #[serde(default)]
    partner: Option<String>,
    #[serde(default)]
    entrant: Option<i32>,
    #[serde(default)]
    round: Option<i32>,
    #[serde(default)]
    game: Option<i64>,
    #[serde(default)]
    hand: Option<i32>,
    #[serde(default)]
    reason: String,
}

fn player_ref(text: &str) -> PlayerRef {
    text.trim()
        .parse::<i64>()
        .map_or_else(|_| PlayerRef::Name(text.trim().to_owned()), PlayerRef::Id)
}

/// Does `action` for the event as the actor, in one write transaction.
fn act(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    action: &str,
    form: &ActionForm,
) -> Result<(), ApiError> {
    let missing = |field: &str| ApiError::invalid(field, format!("{field} is missing"));
    write(connection, actor, None, |connection| {
        match action {
            "register" => {
                let mut players = vec![player_ref(form.player.as_deref().unwrap_or(""))];
                if let Some(partner) = form.partner.as_deref().filter(|p| !p.trim().is_empty()) {
                    players.push(player_ref(partner));
                }
                let body = EntrantBody {
                    players,
                    name: None,
                };
                events::register(connection, actor, id, &body).map(drop)
            }
            "withdraw" => {
                let entrant = form.entrant.ok_or_else(|| missing("entrant"))?;
                events::withdraw(connection, actor, id, entrant, &WithdrawBody::default()).map(drop)
            }
            "round" => events::seat_round(connection, actor, id).map(drop),
            "close" => {
                let round = form.round.ok_or_else(|| missing("round"))?;
                events::close_round(connection, actor, id, round).map(drop)
            }
            "finish" => events::finish(connection, actor, id).map(drop),
            "undo" => {
                let game = form.game.ok_or_else(|| missing("game"))?;
                let undo = Undo {
                    reason: form.reason.clone(),
                };
                hands::undo(connection, actor, game, None, &undo).map(drop)
            }
            "accept" => {
                let game = form.game.ok_or_else(|| missing("game"))?;
                let hand = form.hand.ok_or_else(|| missing("hand"))?;
                hands::review(connection, actor, game, hand, Review::Confirm, None).map(drop)
            }
            other => Err(ApiError::NotFound(format!("there is no action {other}"))),
        }?;
        Ok(Reply::ok(String::new()))
    })
    .map(drop)
}

#[post("/director/events/{id}/{action}")]
pub async fn event_action(
    state: web::Data<AppState>,
    request: HttpRequest,
    path: web::Path<(i64, String)>,
    form: Form<ActionForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let token = match posted_session(&request, &chrome, &form.csrf) {
        Ok(token) => token,
        Err(refused) => return *refused,
    };
    let (id, action) = path.into_inner();
    let outcome = load(&state, move |connection| {
        let actor = session_actor(connection, &token)?;
        act(connection, &actor, id, &action, &form)
    })
    .await;
    let back = match outcome {
        Ok(()) => format!("/director/events/{id}"),
        Err(ApiError::Unauthorized(_)) => return to_login_again(),
        Err(error @ (ApiError::Forbidden(_) | ApiError::NotFound(_))) => {
            return error_page(chrome, &error);
        }
        Err(error) => refused_location(&format!("/director/events/{id}"), &error),
    };
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, back))
        .finish()
}

/// One printed table card.
struct Card {
    title: String,
    seats: Vec<(String, String)>,
    code: String,
    url: String,
    qr: String,
}

#[derive(Template)]
#[template(path = "table_cards.html")]
struct CardsPage {
    chrome: Chrome,
    event: String,
    round: String,
    cards: Vec<Card>,
    rules: Vec<String>,
    /// Said on screen, not printed, when the cards point at an address phones cannot reach.
    loopback: Option<String>,
}

/// A QR code of `text` as inline SVG.
fn qr_svg(text: &str) -> String {
    qrcode::QrCode::new(text.as_bytes()).map_or_else(
        |_| String::new(),
        |code| {
            code.render::<qrcode::render::svg::Color<'_>>()
                .min_dimensions(160, 160)
                .quiet_zone(true)
                .build()
        },
    )
}

/// The table cards of a round: one printed page per table, with its seats, its code as
/// text and as a QR code of the table's page, and the house rules in short.
#[get("/director/events/{id}/rounds/{round}/cards")]
pub async fn table_cards(
    state: web::Data<AppState>,
    request: HttpRequest,
    path: web::Path<(i64, i32)>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, number) = path.into_inner();
    let loaded = console_load(&state, &request, &chrome, move |connection, actor| {
        let event = events::view(connection, actor, id)?;
        actor.require_director(connection, event.club_id)?;
        Ok(event)
    })
    .await;
    let event = match loaded {
        Ok((_, event)) => event,
        Err(answer) => return answer,
    };
    let Some(round) = event.rounds.iter().find(|round| round.number == number) else {
        return error_page(chrome, &ApiError::NotFound(String::new()));
    };
    let t = chrome.t;
    let site = super::render::site(&state, &request);
    let cards = round
        .tables
        .iter()
        .map(|table| {
            let code = table
                .games
                .first()
                .and_then(|game| game.table_code.clone())
                .unwrap_or_default();
            let url = format!("{site}/t/{code}");
            Card {
                title: t.with("event-table", &[("number", table.table)]),
                seats: [
                    ("N", &table.seats.north),
                    ("E", &table.seats.east),
                    ("S", &table.seats.south),
                    ("W", &table.seats.west),
                ]
                .into_iter()
                .map(|(seat, player)| (t.t(&format!("seat-{seat}")), player.name.clone()))
                .collect(),
                qr: qr_svg(&url),
                code,
                url,
            }
        })
        .collect();
    let rules = serde_json::from_value(event.rules.clone())
        .map(|rules| house_rules(t, &rules))
        .unwrap_or_default();
    let round_title = t.with("event-round", &[("number", number)]);
    let chrome = chrome.titled(format!("{} · {round_title}", event.name));
    page(
        &chrome,
        &CardsPage {
            chrome: chrome.clone(),
            event: event.name.clone(),
            round: round_title,
            cards,
            rules,
            loopback: super::render::only_here(&site)
                .then(|| t.with("cards-loopback", &[("site", site.clone())])),
        },
    )
}

/// A hand on the correction page: its number, its score line, and its JSON to edit.
struct HandItem {
    number: usize,
    line: String,
    json: String,
}

#[derive(Template)]
#[template(path = "director_game.html")]
struct GamePage {
    chrome: Chrome,
    csrf: String,
    game: i64,
    event: Option<i64>,
    hands: Vec<HandItem>,
    notice: Option<Refusal>,
}

/// A game's hands, each correctable with a reason: the hand as the table reported it, in
/// the record's JSON, which the director edits.
#[get("/director/games/{id}")]
pub async fn game_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
    query: Query<NoticeQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let loaded = console_load(&state, &request, &chrome, move |connection, actor| {
        let game = games::view(connection, actor, id)?;
        actor.require_director(connection, game.club_id)?;
        Ok(game)
    })
    .await;
    let (token, game) = match loaded {
        Ok(loaded) => loaded,
        Err(answer) => return answer,
    };
    let hands = game
        .hands
        .iter()
        .zip(&game.sheet.hands)
        .map(|(hand, line)| HandItem {
            number: line.number,
            line: format!(
                "{} – {} ({} – {})",
                line.points.ns, line.points.ew, line.totals.ns, line.totals.ew
            ),
            json: serde_json::to_string_pretty(hand).unwrap_or_default(),
        })
        .collect();
    let title = chrome.t.with("game-title", &[("id", game.id)]);
    let chrome = chrome.titled(title);
    page(
        &chrome,
        &GamePage {
            chrome: chrome.clone(),
            csrf: csrf(&token),
            game: game.id,
            event: game.event.as_ref().map(|link| link.event_id),
            hands,
            notice: query.refusal(chrome.t),
        },
    )
}

#[derive(Debug, Deserialize)]
pub struct CorrectionForm {
    csrf: String,
    hand: String,
    reason: String,
}

#[post("/director/games/{id}/hands/{number}")]
pub async fn correct_hand(
    state: web::Data<AppState>,
    request: HttpRequest,
    path: web::Path<(i64, i32)>,
    form: Form<CorrectionForm>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let form = form.into_inner();
    let token = match posted_session(&request, &chrome, &form.csrf) {
        Ok(token) => token,
        Err(refused) => return *refused,
    };
    let (id, number) = path.into_inner();
    let outcome = load(&state, move |connection| {
        let actor = session_actor(connection, &token)?;
        let hand = serde_json::from_str(&form.hand)
            .map_err(|error| ApiError::invalid("hand", format!("hand: not JSON: {error}")))?;
        let correction = Correction {
            hand,
            reason: form.reason,
        };
        write(connection, &actor, None, |connection| {
            hands::correct(connection, &actor, id, number, None, &correction)
                .map(|_| Reply::ok(String::new()))
        })
    })
    .await;
    let back = format!("/director/games/{id}");
    match outcome {
        Ok(_) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, back))
            .finish(),
        Err(ApiError::Unauthorized(_)) => to_login_again(),
        Err(error @ (ApiError::Forbidden(_) | ApiError::NotFound(_))) => error_page(chrome, &error),
        Err(error) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, refused_location(&back, &error)))
            .finish(),
    }
}
