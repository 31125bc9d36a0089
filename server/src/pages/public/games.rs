//! A game's score sheet, with a chart of the score hand by hand: for whist, game by game
//! within the rubber, and with what the table reported besides the count (reneges, honours,
//! trumps), which changes the score.

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;
use uptown_rules::{GameKind, Hand, HandDetail, Renege, ScoreSheet, SheetHand, Side, WhistTrump};

use crate::auth::Actor;
use crate::pages::chart::score_chart;
use crate::pages::i18n::Translator;
use crate::pages::render::{Chrome, error_page, load, page};
use crate::pages::score;
use crate::pages::score::filters;
use crate::services::games;
use crate::state::AppState;

/// A hand of the score sheet, its words ready.
struct HandLine {
    number: usize,
    /// The game of the rubber it belongs to (whist).
    game: u32,
    dealer: String,
    contract: String,
    count: String,
    result: String,
    /// What else the table reported that counts: reneges, honours, trumps, a Boston.
    notes: String,
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
    /// Whist: each game of the rubber, then the rubber's account.
    games: Vec<String>,
    rubber: Vec<String>,
}

fn side_name(t: Translator, side: Side) -> String {
    t.t(&format!("side-{}", side.letters()))
}

fn renege_notes(t: Translator, reneges: &[Renege]) -> Vec<String> {
    reneges
        .iter()
        .map(|renege| match renege.trick {
            Some(trick) => t.with(
                "note-renege-at",
                &[
                    ("side", side_name(t, renege.side)),
                    ("trick", trick.get().to_string()),
                ],
            ),
            None => t.with("note-renege", &[("side", side_name(t, renege.side))]),
        })
        .collect()
}

/// What the table reported of `hand` besides its count, as the sheet's notes.
fn notes(t: Translator, line: &SheetHand, hand: Option<&Hand>) -> String {
    let mut notes = Vec::new();
    if let HandDetail::BidWhist { boston: true, .. } = line.detail {
        notes.push(t.t("note-boston"));
    }
    match hand {
        Some(Hand::BidWhist(hand)) => notes.extend(renege_notes(t, &hand.reneges)),
        Some(Hand::Whist(hand)) => {
            match hand.trump {
                Some(WhistTrump::Suit(suit)) => notes.push(t.with(
                    "note-trump",
                    &[("suit", t.t(&format!("suit-{}", suit.name())))],
                )),
                Some(WhistTrump::NoTrump) => notes.push(t.t("note-no-trump")),
                None => {}
            }
            if let Some(honours) = hand.honours {
                notes.push(t.with(
                    "note-honours",
                    &[
                        ("side", side_name(t, honours.side)),
                        ("count", honours.count.to_string()),
                    ],
                ));
            }
            notes.extend(renege_notes(t, &hand.reneges));
        }
        None => {}
    }
    notes.join("; ")
}

fn hand_lines(t: Translator, sheet: &ScoreSheet, hands: &[Hand]) -> Vec<HandLine> {
    sheet
        .hands
        .iter()
        .enumerate()
        .map(|(index, line)| {
            let (contract, count) = match &line.detail {
                HandDetail::BidWhist {
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
                HandDetail::Whist { tricks } => (String::new(), score::pair(tricks.ns, tricks.ew)),
            };
            let result = serde_json::to_value(line.result)
                .ok()
                .and_then(|value| value.as_str().map(str::to_owned))
                .unwrap_or_default();
            HandLine {
                number: line.number,
                game: line.game,
                dealer: t.t(&format!("seat-{}", line.dealer)),
                contract,
                count,
                result: t.t(&format!("result-{result}")),
                notes: notes(t, line, hands.get(index)),
                points: (line.points.ns, line.points.ew),
                totals: (line.totals.ns, line.totals.ew),
            }
        })
        .collect()
}

/// Each game of a whist rubber: who won it and its score, or its score so far.
fn game_lines(t: Translator, sheet: &ScoreSheet) -> Vec<String> {
    sheet
        .games
        .iter()
        .flatten()
        .map(|game| {
            let score = [
                ("number", game.number.to_string()),
                ("ns", score::points(game.points.ns)),
                ("ew", score::points(game.points.ew)),
            ];
            match game.winner {
                Some(winner) => {
                    let mut args = score.to_vec();
                    args.push(("side", side_name(t, winner)));
                    t.with("sheet-game-won", &args)
                }
                None => t.with("sheet-game-open", &score),
            }
        })
        .collect()
}

/// The rubber's account: games won, bonus and totals, and the margin once it is won.
fn rubber_lines(t: Translator, sheet: &ScoreSheet) -> Vec<String> {
    let Some(rubber) = &sheet.rubber else {
        return Vec::new();
    };
    let mut lines = vec![t.with(
        "sheet-rubber",
        &[
            ("ns_games", rubber.games_won.ns.to_string()),
            ("ew_games", rubber.games_won.ew.to_string()),
            ("ns_bonus", score::points(rubber.bonus.ns)),
            ("ew_bonus", score::points(rubber.bonus.ew)),
            ("ns", score::points(rubber.totals.ns)),
            ("ew", score::points(rubber.totals.ew)),
        ],
    )];
    if let (Some(margin), Some(winner)) = (rubber.margin, sheet.winner) {
        lines.push(t.with(
            "sheet-rubber-margin",
            &[
                ("side", side_name(t, winner)),
                ("margin", margin.to_string()),
            ],
        ));
    }
    lines
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
                // Level when its event ended it: a draw, and how it ended.
                (None, Some(reason)) => Some(t.t(&format!("game-level-{reason}"))),
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
                hands: hand_lines(t, &game.sheet, &game.hands),
                games: game_lines(t, &game.sheet),
                rubber: rubber_lines(t, &game.sheet),
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
