//! A three-handed game's score sheet (RULES.md 3): each hand's bid, books and result, and
//! every player's running total; who went out and who won.

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;
use uptown_api::three_handed::ThreeHandedGame;
use uptown_rules::three_handed::PlayerSeat;

use crate::auth::Actor;
use crate::pages::i18n::Translator;
use crate::pages::render::{Chrome, error_page, load, page};
use crate::pages::score::filters;
use crate::services::three_handed;
use crate::state::AppState;

/// A hand of the sheet, its words ready.
struct HandLine {
    number: usize,
    dealer: String,
    contract: String,
    books: String,
    result: String,
    /// Each player's (points in the hand, total after it), North, East, West.
    players: [(i32, i32); 3],
}

#[derive(Template)]
#[template(path = "three_handed_game.html")]
struct ThreeHandedPage {
    chrome: Chrome,
    /// Each seat's name, its initial in the reader's language and its player's name,
    /// North, East, West.
    seats: Vec<(String, String, String)>,
    outcome: Vec<String>,
    hands: Vec<HandLine>,
}

fn seat_name(t: Translator, seat: PlayerSeat) -> String {
    t.t(&format!("seat-{}", seat.letter()))
}

/// A seat's initial in the reader's language (Danish Ø for Øst), for a column a phone's
/// width has room for.
fn initial(t: Translator, seat: PlayerSeat) -> String {
    seat_name(t, seat).chars().take(1).collect()
}

fn hand_lines(t: Translator, game: &ThreeHandedGame) -> Vec<HandLine> {
    game.sheet
        .hands
        .iter()
        .map(|line| {
            let result = serde_json::to_value(line.result)
                .ok()
                .and_then(|value| value.as_str().map(str::to_owned))
                .unwrap_or_default();
            let mut result = t.t(&format!("result-{result}"));
            if line.boston {
                result = format!("{result}, {}", t.t("note-boston"));
            }
            let each = |seat| (*line.points.get(seat), *line.totals.get(seat));
            HandLine {
                number: line.number,
                dealer: seat_name(t, line.dealer),
                contract: match (line.bidder, line.bid) {
                    (Some(bidder), Some(bid)) => format!("{} {bid}", initial(t, bidder)),
                    _ => String::new(),
                },
                books: line
                    .books
                    .map_or_else(String::new, |books| books.to_string()),
                result,
                players: PlayerSeat::ALL.map(each),
            }
        })
        .collect()
}

/// Who went out, in order, and who won and why.
fn outcome(t: Translator, game: &ThreeHandedGame) -> Vec<String> {
    let name = |seat: PlayerSeat| match seat {
        PlayerSeat::North => game.seats.north.name.clone(),
        PlayerSeat::East => game.seats.east.name.clone(),
        PlayerSeat::West => game.seats.west.name.clone(),
    };
    let sheet = &game.sheet;
    let mut lines: Vec<String> = sheet
        .out
        .iter()
        .map(|line| {
            t.with(
                "three-went-out",
                &[("name", name(line.seat)), ("hand", line.hand.to_string())],
            )
        })
        .collect();
    if let (Some(winner), Some(reason)) = (sheet.winner, sheet.reason) {
        let reason = serde_json::to_value(reason)
            .ok()
            .and_then(|value| value.as_str().map(str::to_owned))
            .unwrap_or_default();
        lines.push(t.with(
            "three-game-won",
            &[
                ("name", name(winner)),
                ("reason", t.t(&format!("three-reason-{reason}"))),
            ],
        ));
    }
    lines
}

#[get("/three-handed-games/{id}")]
pub async fn three_handed_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    match load(&state, move |connection| {
        three_handed::view(connection, &Actor::Anonymous, id)
    })
    .await
    {
        Ok(game) => {
            let t = chrome.t;
            let title = t.with(
                "three-game-title",
                &[
                    ("game", t.t(&format!("rule-game-{}", game.game.name()))),
                    ("id", game.id.to_string()),
                ],
            );
            let chrome = chrome.titled(title);
            let seats = [
                (PlayerSeat::North, &game.seats.north),
                (PlayerSeat::East, &game.seats.east),
                (PlayerSeat::West, &game.seats.west),
            ]
            .into_iter()
            .map(|(seat, player)| (seat_name(t, seat), initial(t, seat), player.name.clone()))
            .collect();
            let view = ThreeHandedPage {
                chrome: chrome.clone(),
                seats,
                outcome: outcome(t, &game),
                hands: hand_lines(t, &game),
            };
            page(&chrome, &view)
        }
        Err(error) => error_page(chrome, &error),
    }
}
