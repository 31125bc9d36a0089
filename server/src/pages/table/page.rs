//! The table's page: the seats, who deals, the form for the next hand, the score so far, and
//! at an event that asks for it the other side's word on each hand.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;
use serde::Deserialize;

use super::form::EntryForm;
use super::notice::{Notice, Outbox, unknown_code};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::error::ApiError;
use crate::pages::clock::ClockLine;
use crate::pages::extract::Query;
use crate::pages::hand_form::{Choice, HandChoices, choices};
use crate::pages::i18n::Translator;
use crate::pages::render::{Chrome, load, over_limit, page};
use crate::pages::score;
use crate::services::tables;
use crate::state::AppState;
use crate::state::throttles::Door;
use uptown_api as model;
use uptown_api::events::RoundClock;

#[derive(Template)]
#[template(path = "table.html")]
pub(super) struct TablePage {
    chrome: Chrome,
    code: String,
    game: model::Game,
    dealer_line: String,
    /// (seat, player, the player's evening page at an event).
    seats: Vec<(String, String, Option<String>)>,
    /// Who deals: asked for the first hand only, the rules know it after that.
    dealers: Vec<Choice>,
    open: bool,
    /// The hand's fields, as the house rules have them.
    hand: HandChoices,
    key: String,
    notice: Option<Notice>,
    totals: String,
    recent: Vec<String>,
    /// At an event that asks opponents to confirm: this phone's side, once chosen.
    review: Option<ReviewBox>,
    /// The number the next hand will have.
    next_number: usize,
    /// The last hand entered, in words, for a phone whose own hand came second.
    last_hand: String,
    outbox: Outbox,
    clock: Option<ClockLine>,
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

fn new_key() -> String {
    hex::encode(rand::random::<[u8; 16]>())
}

/// Who deals next; or, once the game is over, who won it.
fn dealer_line(t: Translator, game: &model::Game, open: bool) -> String {
    let seat_name = |seat: &str| t.t(&format!("seat-{seat}"));
    let side_name = |side: &str| t.t(&format!("side-{side}"));
    match game.next_dealer.as_deref() {
        Some(seat) => t.with("entry-dealer", &[("seat", seat_name(seat))]),
        None if open => t.t("entry-first-dealer"),
        None => match game.sheet.winner {
            Some(winner) => {
                let totals = game.sheet.totals;
                t.with(
                    "entry-over-won",
                    &[
                        ("side", side_name(winner.letters())),
                        ("winner", totals.get(winner).to_string()),
                        ("loser", totals.get(winner.other()).to_string()),
                    ],
                )
            }
            None => t.t("entry-over"),
        },
    }
}

/// The table's page for `game`, the form filled from `form`.
pub(super) fn table_page(
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
        clock,
    } = table;
    let review = confirm.then(|| review_box(chrome.t, &game, side.as_deref()));
    let t = chrome.t;
    let seat_name = |seat: &str| t.t(&format!("seat-{seat}"));
    let side_name = |side: &str| t.t(&format!("side-{side}"));
    let seats = [
        ("N", &game.seats.north),
        ("E", &game.seats.east),
        ("S", &game.seats.south),
        ("W", &game.seats.west),
    ]
    .into_iter()
    .map(|(seat, player)| {
        // At an event, each name leads to that player's evening: where they sit next.
        let evening = game
            .event
            .as_ref()
            .map(|at| format!("/events/{}/players/{}", at.event_id, player.id));
        (seat_name(seat), player.name.clone(), evening)
    })
    .collect();
    let open = game.status != "finished";
    let dealer_line = dealer_line(t, &game, open);
    let dealers = if open && game.next_dealer.is_none() {
        choices(
            &["N", "E", "S", "W"],
            seat_name,
            Some(form.hand.dealer.as_deref().unwrap_or("N")),
        )
    } else {
        Vec::new()
    };
    let totals = format!(
        "{} {} {}",
        side_name("NS"),
        score::pair(game.sheet.totals.ns, game.sheet.totals.ew),
        side_name("EW")
    );
    let recent = game
        .sheet
        .hands
        .iter()
        .rev()
        .take(4)
        .map(|hand| {
            format!(
                "{}. {}",
                hand.number,
                score::pair(hand.totals.ns, hand.totals.ew)
            )
        })
        .collect();
    TablePage {
        chrome: chrome.clone(),
        code: code.to_owned(),
        dealer_line,
        seats,
        dealers,
        open,
        hand: HandChoices::new(t, game.rules, &form.hand, "")
            .marking(notice.as_ref().and_then(|notice| notice.field)),
        key: new_key(),
        notice,
        totals,
        recent,
        review,
        next_number: game.hands.len() + 1,
        last_hand: game.sheet.hands.last().map_or_else(String::new, |hand| {
            t.with(
                "entry-last-hand",
                &[
                    ("number", hand.number.to_string()),
                    ("points", score::pair(hand.points.ns, hand.points.ew)),
                    ("totals", score::pair(hand.totals.ns, hand.totals.ew)),
                ],
            )
        }),
        outbox: Outbox::new(t),
        clock: clock.as_ref().map(|clock| ClockLine::of(t, clock)),
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
                    score::pair(hand.points.ns, hand.points.ew)
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
pub(super) struct Table {
    pub(super) game: model::Game,
    pub(super) confirm: bool,
    pub(super) side: Option<String>,
    pub(super) clock: Option<RoundClock>,
}

/// The table code's actor and its table, as this phone sees it.
pub(super) fn current_game(
    connection: &mut AnyConnection,
    code: &str,
    side: Option<String>,
) -> Result<(Actor, Table), ApiError> {
    let (
        actor,
        tables::Table {
            game,
            confirm,
            clock,
        },
    ) = tables::open(connection, code)?;
    Ok((
        actor,
        Table {
            game,
            confirm,
            side,
            clock,
        },
    ))
}

/// The cookie in which a phone remembers its side at a table (its path is the table's).
const SIDE_COOKIE: &str = "side";

/// The side this phone is at the table: `?side=` just now, else the cookie.
pub(super) fn side_of(request: &HttpRequest, query: Option<&str>) -> (Option<String>, bool) {
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

/// What a table code opens: a partnership table or a three-handed one.
enum Opened {
    Partnership(Box<Table>),
    ThreeHanded(Box<model::three_handed::ThreeHandedGame>),
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
    if let Some(too_many) = over_limit(&request, Door::TableCode).await {
        return too_many;
    }
    let chrome = Chrome::new(&request);
    let code = code.into_inner();
    let (side, side_chosen) = side_of(&request, query.side.as_deref());
    let lookup = (code.clone(), side.clone());
    let opened = load(&state, move |connection| {
        match super::three_handed::open(connection, &lookup.0)? {
            Some((_, game)) => Ok(Opened::ThreeHanded(Box::new(game))),
            None => current_game(connection, &lookup.0, lookup.1)
                .map(|(_, table)| Opened::Partnership(Box::new(table))),
        }
    })
    .await;
    match opened {
        Ok(Opened::ThreeHanded(game)) => {
            super::three_handed::show(chrome, &code, *game, query.entered)
        }
        Ok(Opened::Partnership(table)) => {
            let table = *table;
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
                    field: None,
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
