//! A game's score sheet, with a chart of the score hand by hand.

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;
use uptown_rules::GameKind;

use crate::auth::Actor;
use crate::pages::chart::score_chart;
use crate::pages::render::{Chrome, error_page, load, page};
use crate::services::games;
use crate::state::AppState;

/// A hand of the score sheet, its words ready.
struct HandLine {
    number: usize,
    dealer: String,
    contract: String,
    count: String,
    result: String,
    points: (i32, i32),
    totals: (i32, i32),
}

#[derive(Template)]
#[template(path = "game.html")]
struct GamePage {
    chrome: Chrome,
    sides: [String; 2],
    hands: Vec<HandLine>,
    outcome: Option<String>,
    chart: Option<String>,
    count_header: String,
}

fn hand_lines(chrome: &Chrome, sheet: &uptown_rules::ScoreSheet) -> Vec<HandLine> {
    let t = chrome.t;
    sheet
        .hands
        .iter()
        .map(|hand| {
            let (contract, count) = match &hand.detail {
                uptown_rules::HandDetail::BidWhist {
                    bid, bidder, books, ..
                } => (
                    match (bid, bidder) {
                        (Some(bid), Some(bidder)) => {
                            format!("{} {}", t.t(&format!("seat-{bidder}")), bid)
                        }
                        _ => String::new(),
                    },
                    books.map_or_else(String::new, |books| books.to_string()),
                ),
                uptown_rules::HandDetail::Whist { tricks } => {
                    (String::new(), format!("{} – {}", tricks.ns, tricks.ew))
                }
            };
            let result = serde_json::to_value(hand.result)
                .ok()
                .and_then(|value| value.as_str().map(str::to_owned))
                .unwrap_or_default();
            HandLine {
                number: hand.number,
                dealer: t.t(&format!("seat-{}", hand.dealer)),
                contract,
                count,
                result: t.t(&format!("result-{result}")),
                points: (hand.points.ns, hand.points.ew),
                totals: (hand.totals.ns, hand.totals.ew),
            }
        })
        .collect()
}

#[get("/games/{id}")]
pub async fn game_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    match load(&state, move |connection| {
        games::view(connection, &Actor::Anonymous, id)
    })
    .await
    {
        Ok(game) => {
            let t = chrome.t;
            let sides = [
                format!("{} & {}", game.seats.north.name, game.seats.south.name),
                format!("{} & {}", game.seats.east.name, game.seats.west.name),
            ];
            let outcome = match (&game.sheet.winner, &game.sheet.reason) {
                (Some(side), Some(reason)) => Some(t.with(
                    "game-won",
                    &[
                        ("side", t.t(&format!("side-{side}"))),
                        ("reason", t.t(&format!("reason-{reason}"))),
                    ],
                )),
                _ => None,
            };
            let chart = score_chart(
                &game.sheet,
                &t.t("chart-title"),
                [sides[0].as_str(), sides[1].as_str()],
            );
            let count_header = if game.game == GameKind::Whist {
                t.t("col-tricks")
            } else {
                t.t("col-books")
            };
            let chrome = chrome.titled(t.with("game-title", &[("id", game.id)]));
            let view = GamePage {
                hands: hand_lines(&chrome, &game.sheet),
                chrome: chrome.clone(),
                sides,
                outcome,
                chart,
                count_header,
            };
            page(&chrome, &view)
        }
        Err(error) => error_page(chrome, &error),
    }
}
