//! Table entry at `/t/{code}`, phones first: the players at a table enter each hand with
//! the table code printed on their card. Plain forms, so it works without JavaScript: "show
//! the score" scores the hand without storing it; "enter" stores it once, however often a
//! flaky connection makes the phone send it (the form carries an idempotency key), and only
//! onto the game as the phone saw it (the form carries the game's version).

use actix_web::cookie::{Cookie, SameSite};
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use askama::Template;
use serde::Deserialize;
use serde_json::{Value, json};
use uptown_rules::{AllPass, Rules};

use super::extract::{Form, Query};
use super::i18n::Translator;
use super::refusals::{not_a_number, refusal_text};
use super::render::{Chrome, error_page, load, message_page, over_limit, page};
use crate::auth::{Actor, Credentials};
use crate::db::AnyConnection;
use crate::db::repo::events as event_rows;
use crate::db::repo::games as game_rows;
use crate::error::ApiError;
use crate::error::WrongTableCode;
use crate::idempotency::{IdempotencyKey, Reply, write};
use crate::model;
use crate::services::games;
use crate::services::hands::{self, Review};
use crate::state::AppState;
use crate::state::throttles::Door;

/// One choice of a group of radio buttons or check boxes.
struct Choice {
    value: String,
    label: String,
    checked: bool,
}

/// A message above the form: what was entered, or why not.
struct Notice {
    text: String,
    refused: bool,
}

#[derive(Template)]
#[template(path = "table.html")]
struct TablePage {
    chrome: Chrome,
    code: String,
    game: model::Game,
    bid_whist: bool,
    dealer_line: String,
    seats: Vec<(String, String)>,
    /// Who deals: asked for the first hand only, the rules know it after that.
    dealers: Vec<Choice>,
    open: bool,
    bidders: Vec<Choice>,
    levels: Vec<Choice>,
    modes: Vec<Choice>,
    count: String,
    honours: Vec<Choice>,
    reneges: Vec<Choice>,
    thrown_in: Option<Choice>,
    key: String,
    notice: Option<Notice>,
    totals: String,
    recent: Vec<String>,
    /// At an event that asks opponents to confirm: this phone's side, once chosen.
    review: Option<ReviewBox>,
}

/// What a table that confirms hands shows: which side this phone is, and the hand the
/// other side entered that waits for this side's word.
struct ReviewBox {
    side_line: String,
    /// (side code, its name) for the side choice.
    sides: Vec<(String, String)>,
    /// A hand this side is asked to confirm: (number, question).
    ask: Option<(i32, String)>,
    waiting: Option<String>,
}

/// The form as sent; check boxes left unticked are absent.
#[derive(Debug, Default, Clone, Deserialize)]
pub struct EntryForm {
    #[serde(default)]
    action: String,
    #[serde(default)]
    key: String,
    #[serde(default)]
    version: Option<i64>,
    #[serde(default)]
    game: Option<i64>,
    /// The dealer the page showed, so that a retried form sends the very same hand.
    #[serde(default)]
    dealer: Option<String>,
    #[serde(default)]
    bidder: Option<String>,
    /// As typed: blank, or what should be a whole number (see `typed_number`).
    #[serde(default)]
    level: String,
    #[serde(default)]
    mode: Option<String>,
    /// Books of the bidding side (bid whist) or tricks of North–South (whist).
    #[serde(default)]
    count: String,
    #[serde(default)]
    honours: Option<String>,
    #[serde(default)]
    renege_ns: Option<String>,
    #[serde(default)]
    renege_ew: Option<String>,
    #[serde(default)]
    thrown_in: Option<String>,
}

fn choices(values: &[&str], label: impl Fn(&str) -> String, chosen: Option<&str>) -> Vec<Choice> {
    values
        .iter()
        .map(|value| Choice {
            value: (*value).to_owned(),
            label: label(value),
            checked: chosen == Some(*value),
        })
        .collect()
}

fn new_key() -> String {
    hex::encode(rand::random::<[u8; 16]>())
}

/// The honours a whist side may have held, when the house rules count them.
fn honour_choices(t: Translator, rules: Rules, form: &EntryForm) -> Vec<Choice> {
    let side_name = |side: &str| t.t(&format!("side-{side}"));
    match rules {
        Rules::Whist(rules) if rules.honours => choices(
            &["", "NS:3", "NS:4", "EW:3", "EW:4"],
            |value| match value.split_once(':') {
                Some((side, count)) => t.with(
                    "entry-honours-count",
                    &[("side", side_name(side)), ("count", count.to_owned())],
                ),
                None => t.t("entry-honours-none"),
            },
            Some(form.honours.as_deref().unwrap_or("")),
        ),
        _ => Vec::new(),
    }
}

fn renege_choices(t: Translator, form: &EntryForm) -> Vec<Choice> {
    [
        ("renege_ns", "NS", form.renege_ns.is_some()),
        ("renege_ew", "EW", form.renege_ew.is_some()),
    ]
    .into_iter()
    .map(|(value, side, checked)| Choice {
        value: value.to_owned(),
        label: t.t(&format!("side-{side}")),
        checked,
    })
    .collect()
}

/// The table's page for `game`, the form filled from `form`.
fn table_page(
    chrome: &Chrome,
    code: &str,
    table: Table,
    form: &EntryForm,
    notice: Option<Notice>,
) -> TablePage {
    let Table {
        game,
        confirm,
        side,
    } = table;
    let review = confirm.then(|| review_box(chrome.t, &game, side.as_deref()));
    let t = chrome.t;
    let seat_name = |seat: &str| t.t(&format!("seat-{seat}"));
    let side_name = |side: &str| t.t(&format!("side-{side}"));
    let bid_whist = game.game == "bid_whist";
    let seats = [
        ("N", &game.seats.north),
        ("E", &game.seats.east),
        ("S", &game.seats.south),
        ("W", &game.seats.west),
    ]
    .into_iter()
    .map(|(seat, player)| (seat_name(seat), player.name.clone()))
    .collect();
    let open = game.status != "finished";
    let dealer_line = match game.next_dealer.as_deref() {
        Some(seat) => t.with("entry-dealer", &[("seat", seat_name(seat))]),
        None if open => t.t("entry-first-dealer"),
        None => t.t("entry-over"),
    };
    let dealers = if open && game.next_dealer.is_none() {
        choices(
            &["N", "E", "S", "W"],
            seat_name,
            Some(form.dealer.as_deref().unwrap_or("N")),
        )
    } else {
        Vec::new()
    };
    let levels: Vec<String> = (1..=7).map(|level: u8| level.to_string()).collect();
    let level_refs: Vec<&str> = levels.iter().map(String::as_str).collect();
    let chosen_level = Some(form.level.trim()).filter(|level| !level.is_empty());
    let honours = honour_choices(t, game.rules, form);
    let thrown_in = match game.rules {
        Rules::BidWhist(rules) if rules.all_pass == AllPass::Redeal => Some(Choice {
            value: "yes".to_owned(),
            label: t.t("entry-thrown-in"),
            checked: form.thrown_in.is_some(),
        }),
        _ => None,
    };
    let reneges = renege_choices(t, form);
    let totals = format!(
        "{} {} – {} {}",
        side_name("NS"),
        game.sheet.totals.ns,
        game.sheet.totals.ew,
        side_name("EW")
    );
    let recent = game
        .sheet
        .hands
        .iter()
        .rev()
        .take(4)
        .map(|hand| format!("{}. {} – {}", hand.number, hand.totals.ns, hand.totals.ew))
        .collect();
    TablePage {
        chrome: chrome.clone(),
        code: code.to_owned(),
        bid_whist,
        dealer_line,
        seats,
        dealers,
        open,
        bidders: choices(&["N", "E", "S", "W"], seat_name, form.bidder.as_deref()),
        levels: choices(&level_refs, str::to_owned, chosen_level),
        modes: choices(
            &["uptown", "downtown", "notrump"],
            |mode| t.t(&format!("mode-{mode}")),
            form.mode.as_deref(),
        ),
        count: form.count.trim().to_owned(),
        honours,
        reneges,
        thrown_in,
        key: new_key(),
        notice,
        totals,
        recent,
        review,
        game,
    }
}

/// The review box of a table whose event asks the opponents to confirm each hand.
fn review_box(t: Translator, game: &model::Game, side: Option<&str>) -> ReviewBox {
    let side_name = |side: &str| t.t(&format!("side-{side}"));
    let pending = game
        .reviews
        .iter()
        .rev()
        .find(|review| review.status.is_none() && review.entered_side.is_some());
    let (mut ask, mut waiting) = (None, None);
    if let (Some(mine), Some(pending)) = (side, pending) {
        let entered = pending.entered_side.as_deref().unwrap_or_default();
        if entered == mine {
            let other = if mine == "NS" { "EW" } else { "NS" };
            waiting = Some(t.with(
                "review-waiting",
                &[
                    ("side", side_name(other)),
                    ("number", pending.number.to_string()),
                ],
            ));
        } else {
            let points = usize::try_from(pending.number - 1)
                .ok()
                .and_then(|index| game.sheet.hands.get(index))
                .map_or_else(String::new, |hand| {
                    format!("{} – {}", hand.points.ns, hand.points.ew)
                });
            ask = Some((
                pending.number,
                t.with(
                    "review-ask",
                    &[
                        ("side", side_name(entered)),
                        ("number", pending.number.to_string()),
                        ("points", points),
                    ],
                ),
            ));
        }
    }
    ReviewBox {
        side_line: side.map_or_else(
            || t.t("entry-side-question"),
            |side| t.with("entry-side-is", &[("side", side_name(side))]),
        ),
        sides: ["NS", "EW"]
            .iter()
            .map(|side| ((*side).to_owned(), side_name(side)))
            .collect(),
        ask,
        waiting,
    }
}

/// What a table's page shows: the game its code enters hands into now, whether its event
/// asks the opponents to confirm, and which side this phone said it is.
struct Table {
    game: model::Game,
    confirm: bool,
    side: Option<String>,
}

/// The table code's actor and its table.
fn current_game(
    connection: &mut AnyConnection,
    code: &str,
    side: Option<String>,
) -> Result<(Actor, Table), ApiError> {
    let actor = Actor::resolve(
        connection,
        &Credentials::TableCode(code.trim().to_ascii_uppercase()),
    )?;
    let game = games::for_table(connection, &actor)?;
    let confirm = match &game.event {
        Some(link) => {
            event_rows::get(connection, link.event_id)?.is_some_and(|event| event.confirm_hands)
        }
        None => false,
    };
    Ok((
        actor,
        Table {
            game,
            confirm,
            side,
        },
    ))
}

/// The cookie in which a phone remembers its side at a table (its path is the table's).
const SIDE_COOKIE: &str = "side";

/// The side this phone is at the table: `?side=` just now, else the cookie.
fn side_of(request: &HttpRequest, query: Option<&str>) -> (Option<String>, bool) {
    let valid = |side: &str| matches!(side, "NS" | "EW");
    if let Some(side) = query.filter(|side| valid(side)) {
        return (Some(side.to_owned()), true);
    }
    let cookie = request
        .cookie(SIDE_COOKIE)
        .map(|cookie| cookie.value().to_owned())
        .filter(|side| valid(side));
    (cookie, false)
}

/// The answer to a table page that could not be shown: for a code no game has, a page
/// that says so, marked for the rate limit to charge as a wrong code (see `state::throttles`).
fn unknown_code(chrome: Chrome, error: &ApiError) -> HttpResponse {
    match error {
        ApiError::UnknownTableCode(_) => {
            let message = chrome.t.t("entry-unknown-code");
            let mut page = message_page(chrome, StatusCode::NOT_FOUND, message);
            page.extensions_mut().insert(WrongTableCode);
            page
        }
        other => error_page(chrome, other),
    }
}

#[derive(Debug, Deserialize)]
pub struct ShowQuery {
    entered: Option<usize>,
    reviewed: Option<i32>,
    side: Option<String>,
}

#[get("/t/{code}")]
pub async fn table_page_get(
    state: web::Data<AppState>,
    request: HttpRequest,
    code: web::Path<String>,
    query: Query<ShowQuery>,
) -> HttpResponse {
    if let Some(too_many) = over_limit(&request, Door::TableCode) {
        return too_many;
    }
    let chrome = Chrome::new(&request);
    let code = code.into_inner();
    let (side, side_chosen) = side_of(&request, query.side.as_deref());
    let lookup = (code.clone(), side.clone());
    match load(&state, move |connection| {
        current_game(connection, &lookup.0, lookup.1)
    })
    .await
    {
        Ok((_, table)) => {
            let t = chrome.t;
            let notice = query
                .entered
                .map(|number| t.with("entry-entered", &[("number", number)]))
                .or_else(|| {
                    let number = query.reviewed?;
                    let status = table
                        .game
                        .reviews
                        .iter()
                        .find(|review| review.number == number)?
                        .status
                        .clone()?;
                    Some(t.with(&format!("review-{status}"), &[("number", number)]))
                })
                .map(|text| Notice {
                    text,
                    refused: false,
                });
            let title = t.with("table-title", &[("code", code.clone())]);
            let chrome = chrome.titled(title);
            let mut response = page(
                &chrome,
                &table_page(&chrome, &code, table, &EntryForm::default(), notice),
            );
            if side_chosen && let Some(side) = side {
                let cookie = Cookie::build(SIDE_COOKIE, side)
                    .path(format!("/t/{code}"))
                    .same_site(SameSite::Lax)
                    .http_only(true)
                    .finish();
                let _ = response.add_cookie(&cookie);
            }
            response
        }
        Err(error) => unknown_code(chrome, &error),
    }
}

/// A number typed into the form: a blank field is none (the rules then say what is
/// missing), anything but a whole number is refused (`Err`), and a whole number is passed on
/// for the rules to judge.
fn typed_number(text: &str) -> Result<Option<i64>, ()> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse().map(Some).map_err(drop)
}

/// The hand object of CONTRACT.md from the form, dealt by `dealer`; `Err` names the field
/// (as the rules name it) that holds something other than a whole number.
fn hand_of(form: &EntryForm, bid_whist: bool, dealer: &str) -> Result<Value, &'static str> {
    let count_field = if bid_whist { "books" } else { "tricks" };
    let count = typed_number(&form.count).map_err(|()| count_field)?;
    let level = typed_number(&form.level).map_err(|()| "contract.level")?;
    let mut reneges = Vec::new();
    if form.renege_ns.is_some() {
        reneges.push(json!({ "side": "NS" }));
    }
    if form.renege_ew.is_some() {
        reneges.push(json!({ "side": "EW" }));
    }
    let mut hand = json!({ "dealer": dealer });
    if bid_whist {
        if form.thrown_in.is_some() {
            hand["auction"] = json!(["pass", "pass", "pass", "pass"]);
            return Ok(hand);
        }
        let mut contract = serde_json::Map::new();
        if let Some(bidder) = &form.bidder {
            contract.insert("bidder".to_owned(), json!(bidder));
        }
        if let Some(level) = level {
            contract.insert("level".to_owned(), json!(level));
        }
        if let Some(mode) = &form.mode {
            contract.insert("mode".to_owned(), json!(mode));
        }
        hand["contract"] = Value::Object(contract);
        if let Some(books) = count {
            hand["books"] = json!(books);
        }
    } else if let Some(tricks) = count {
        hand["tricks"] = json!({ "NS": tricks, "EW": 13 - tricks });
        if let Some((side, count)) = form.honours.as_deref().and_then(|h| h.split_once(':')) {
            hand["honours"] = json!({ "side": side, "count": count.parse::<u8>().unwrap_or(0) });
        }
    }
    if !reneges.is_empty() {
        hand["reneges"] = Value::Array(reneges);
    }
    Ok(hand)
}

/// What posting the form did.
enum Outcome {
    /// Stored (or stored before, by the same form): show the table again.
    Entered(usize),
    /// Scored without storing, or refused: show the form with this notice.
    Shown(Box<Table>, Notice),
}

/// What the rules make of `hand` after the game's hands: its score, or why it is refused,
/// in the reader's language. Nothing is stored.
fn preview(t: Translator, game: &model::Game, hand: &Value) -> Result<Notice, Notice> {
    let mut scored = games::score(game.rules, &game.hands).map_err(|error| refusal(t, &error))?;
    match scored.play_json(hand) {
        Ok(_) => {
            let sheet = scored.sheet();
            let last = sheet.hands.last();
            let (points, totals) = last.map_or(((0, 0), (0, 0)), |hand| {
                (
                    (hand.points.ns, hand.points.ew),
                    (hand.totals.ns, hand.totals.ew),
                )
            });
            Ok(Notice {
                text: t.with(
                    "entry-preview-line",
                    &[
                        ("ns", points.0),
                        ("ew", points.1),
                        ("total_ns", totals.0),
                        ("total_ew", totals.1),
                    ],
                ),
                refused: false,
            })
        }
        Err(error) => Err(Notice {
            text: t.with("entry-refused", &[("reason", refusal_text(t, &error))]),
            refused: true,
        }),
    }
}

fn refusal(t: Translator, error: &ApiError) -> Notice {
    Notice {
        text: t.with("entry-refused", &[("reason", error.to_string())]),
        refused: true,
    }
}

fn submit_hand(
    connection: &mut AnyConnection,
    t: Translator,
    code: &str,
    path: &str,
    form: &EntryForm,
    side: Option<String>,
) -> Result<Outcome, ApiError> {
    let (actor, table) = current_game(connection, code, side.clone())?;
    let game = &table.game;
    let dealer = form
        .dealer
        .clone()
        .or_else(|| game.next_dealer.clone())
        .unwrap_or_else(|| "N".to_owned());
    let hand = match hand_of(form, game.game == "bid_whist", &dealer) {
        Ok(hand) => hand,
        Err(field) => {
            let notice = Notice {
                text: t.with("entry-refused", &[("reason", not_a_number(t, field))]),
                refused: true,
            };
            return Ok(Outcome::Shown(Box::new(table), notice));
        }
    };
    let previewed = preview(t, game, &hand);
    if form.action != "enter" {
        let notice = previewed.unwrap_or_else(|refused| refused);
        return Ok(Outcome::Shown(Box::new(table), notice));
    }
    // A hand the rules refuse is refused here, in the reader's language, unless the form is
    // stale: then the write below meets the conflict. The write checks the hand again.
    let stale = form.version.is_some_and(|version| version != game.version)
        || form.game.is_some_and(|id| id != game.id);
    if let (Err(refused), false) = (previewed, stale) {
        return Ok(Outcome::Shown(Box::new(table), refused));
    }
    // The hand goes onto the game the phone showed, at the version it showed.
    let game_id = form.game.unwrap_or(game.id);
    let body = hand.to_string();
    let key = IdempotencyKey::new(&form.key, "POST", path, body.as_bytes())?;
    let written = write(connection, &actor, Some(&key), |connection| {
        let changed = hands::append(connection, &actor, game_id, form.version, &hand)?;
        let number = changed.hands.len();
        if let Some(side) = &side {
            let at = i32::try_from(number).unwrap_or(i32::MAX);
            game_rows::set_entered_side(connection, game_id, at, side)?;
        }
        Ok(Reply::created(number.to_string()))
    });
    match written {
        Ok(reply) => Ok(Outcome::Entered(reply.body.parse().unwrap_or(0))),
        Err(ApiError::Conflict(_)) => {
            let (_, now) = current_game(connection, code, side)?;
            let notice = Notice {
                text: t.t("entry-conflict"),
                refused: true,
            };
            Ok(Outcome::Shown(Box::new(now), notice))
        }
        Err(error @ (ApiError::Invalid { .. } | ApiError::Forbidden(_))) => {
            Ok(Outcome::Shown(Box::new(table), refusal(t, &error)))
        }
        Err(error) => Err(error),
    }
}

#[post("/t/{code}")]
pub async fn table_page_post(
    state: web::Data<AppState>,
    request: HttpRequest,
    code: web::Path<String>,
    form: Form<EntryForm>,
) -> HttpResponse {
    if let Some(too_many) = over_limit(&request, Door::TableCode) {
        return too_many;
    }
    let chrome = Chrome::new(&request);
    let code = code.into_inner();
    let form = form.into_inner();
    let (t, path, lookup, sent) = (
        chrome.t,
        request.path().to_owned(),
        code.clone(),
        form.clone(),
    );
    let (side, _) = side_of(&request, None);
    let outcome = load(&state, move |connection| {
        submit_hand(connection, t, &lookup, &path, &sent, side)
    })
    .await;
    match outcome {
        Ok(Outcome::Entered(number)) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, format!("/t/{code}?entered={number}")))
            .finish(),
        Ok(Outcome::Shown(table, notice)) => {
            let title = chrome.t.with("table-title", &[("code", code.clone())]);
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &table_page(&chrome, &code, *table, &form, Some(notice)),
            )
        }
        Err(error) => unknown_code(chrome, &error),
    }
}

/// The opponents' word on a hand, from the table's page.
#[derive(Debug, Deserialize)]
pub struct ReviewForm {
    number: i32,
    decision: String,
    #[serde(default)]
    reason: String,
}

#[post("/t/{code}/review")]
pub async fn table_review_post(
    state: web::Data<AppState>,
    request: HttpRequest,
    code: web::Path<String>,
    form: Form<ReviewForm>,
) -> HttpResponse {
    if let Some(too_many) = over_limit(&request, Door::TableCode) {
        return too_many;
    }
    let chrome = Chrome::new(&request);
    let code = code.into_inner();
    let form = form.into_inner();
    let lookup = code.clone();
    let number = form.number;
    let outcome = load(&state, move |connection| {
        let (actor, table) = current_game(connection, &lookup, None)?;
        let decision = if form.decision == "dispute" {
            Review::Dispute
        } else {
            Review::Confirm
        };
        write(connection, &actor, None, |connection| {
            hands::review(
                connection,
                &actor,
                table.game.id,
                form.number,
                decision,
                Some(&form.reason),
            )
            .map(|_| Reply::ok(String::new()))
        })
    })
    .await;
    match outcome {
        Ok(_) => HttpResponse::SeeOther()
            .insert_header((header::LOCATION, format!("/t/{code}?reviewed={number}")))
            .finish(),
        Err(error @ (ApiError::Invalid { .. } | ApiError::Conflict(_))) => {
            message_page(chrome, StatusCode::UNPROCESSABLE_ENTITY, error.to_string())
        }
        Err(error) => unknown_code(chrome, &error),
    }
}
