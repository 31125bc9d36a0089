//! The table cards of a round, to print: a page per table with its seats, its code as text
//! and as a QR code of the table's page, and the house rules in short.

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::session::Console;
use crate::pages::house_rules::{RuleLine, house_rules, match_terms};
use crate::pages::i18n::Translator;
use crate::pages::qr;
use crate::pages::render::{Chrome, error_page, only_here, page, site};
use crate::refusal::Refusal;
use crate::services::events;
use crate::state::AppState;
use uptown_api::events as view;
use uptown_rules::three_handed::ThreeHandedKind;

/// One printed table card.
struct Card {
    title: String,
    seats: Vec<(String, String)>,
    code: String,
    url: String,
    qr: String,
    /// The game it plays, where it is not the event's own: a three-handed table's.
    game: Option<String>,
}

#[derive(Template)]
#[template(path = "table_cards.html")]
struct CardsPage {
    chrome: Chrome,
    event: String,
    round: String,
    cards: Vec<Card>,
    rules: Vec<RuleLine>,
    /// Said on screen, not printed, when the cards point at an address phones cannot reach.
    loopback: Option<String>,
}

/// The card of a round's three-handed table: its three seats, its code, and the game it
/// plays in place of the event's house rules.
fn three_handed_card(
    t: Translator,
    site: &str,
    event: &view::Event,
    table: &view::ThreeHandedTable,
) -> Card {
    let code = table.table_code.clone().unwrap_or_default();
    let url = format!("{site}/t/{code}");
    let rules = event.three_handed_rules.as_ref();
    let game = ThreeHandedKind::beside(event.game);
    Card {
        title: t.with("event-three-handed-table", &[("number", table.table)]),
        seats: [
            ("N", &table.seats.north),
            ("E", &table.seats.east),
            ("W", &table.seats.west),
        ]
        .into_iter()
        .map(|(seat, player)| (t.t(&format!("seat-{seat}")), player.name.clone()))
        .collect(),
        qr: qr::svg(&url),
        code,
        url,
        game: Some(
            t.with(
                "cards-three-handed-game",
                &[
                    ("game", t.t(&format!("rule-game-{}", game.name()))),
                    (
                        "target",
                        rules
                            .and_then(|rules| rules["target"].as_u64())
                            .unwrap_or_default()
                            .to_string(),
                    ),
                ],
            ),
        ),
    }
}

/// The table cards of a round: one printed page per table, with its seats, its code as
/// text and as a QR code of the table's page, and the house rules in short.
#[get("/director/events/{id}/rounds/{round}/cards")]
pub async fn table_cards(
    state: web::Data<AppState>,
    request: HttpRequest,
    console: Console,
    path: web::Path<(i64, i32)>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, number) = path.into_inner();
    let loaded = console
        .show(&state, &chrome, move |connection, actor| {
            let event = events::view(connection, actor, id)?;
            actor.require_director(connection, event.club_id)?;
            Ok(event)
        })
        .await;
    let event = match loaded {
        Ok(event) => event,
        Err(answer) => return answer,
    };
    let Some(round) = event.rounds.iter().find(|round| round.number == number) else {
        let missing = Refusal::NoSuchRound {
            event: id,
            round: number.into(),
        };
        return error_page(chrome, &missing.into());
    };
    let t = chrome.t;
    let site = site(&state, &request);
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
                qr: qr::svg(&url),
                code,
                url,
                game: None,
            }
        })
        .chain(
            round
                .three_handed
                .as_ref()
                .map(|table| three_handed_card(t, &site, &event, table)),
        )
        .collect();
    let mut rules = match_terms(t, event.match_format);
    rules.extend(
        serde_json::from_value(event.rules.clone())
            .map(|rules| house_rules(t, &rules))
            .unwrap_or_default(),
    );
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
            loopback: only_here(&site).then(|| t.with("cards-loopback", &[("site", site.clone())])),
        },
    )
}
