//! An event's page (its rounds, tables and standings, updating live), the projector's page
//! for the wall, and the standings alone.

use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::standings::StandingsTable;
use crate::auth::Actor;
use crate::db::repo::events as event_rows;
use crate::pages::house_rules::house_rules;
use crate::pages::render::{Chrome, error_page, load, page};
use crate::services::events::{self, standings};
use crate::state::AppState;
use uptown_api::events as view;

/// A seat at a table: its name in the reader's language and who sits there.
struct SeatLine {
    seat: String,
    player: String,
}

struct TableLine {
    title: String,
    seats: Vec<SeatLine>,
    games: Vec<(i64, String)>,
    result: String,
}

struct RoundLine {
    title: String,
    status: String,
    tables: Vec<TableLine>,
    notes: Vec<String>,
}

#[derive(Template)]
#[template(path = "event.html")]
struct EventPage {
    chrome: Chrome,
    event: view::Event,
    summary: String,
    /// Hands the opponents disputed, for the director.
    disputes: Vec<String>,
    /// The event's house rules in plain words.
    rules: Vec<String>,
    rounds: Vec<RoundLine>,
    standings: StandingsTable,
}

fn entrant_name(event: &view::Event, number: u32) -> String {
    event
        .entrants
        .iter()
        .find(|entrant| u32::try_from(entrant.number).ok() == Some(number))
        .map_or_else(|| format!("#{number}"), |entrant| entrant.name.clone())
}

fn round_lines(chrome: &Chrome, event: &view::Event) -> Vec<RoundLine> {
    let t = chrome.t;
    event
        .rounds
        .iter()
        .rev()
        .map(|round| {
            let tables = round
                .tables
                .iter()
                .map(|table| {
                    let seats = [
                        ("N", &table.seats.north),
                        ("E", &table.seats.east),
                        ("S", &table.seats.south),
                        ("W", &table.seats.west),
                    ]
                    .into_iter()
                    .map(|(seat, player)| SeatLine {
                        seat: t.t(&format!("seat-{seat}")),
                        player: player.name.clone(),
                    })
                    .collect();
                    let games = table
                        .games
                        .iter()
                        .map(|game| {
                            let points = &game.points;
                            let mut label = format!("{} – {}", points.ns, points.ew);
                            if game.decision.is_some() {
                                label = format!("{label} ({})", t.t("decided-leading"));
                            }
                            (game.id, label)
                        })
                        .collect();
                    let result = match (&table.result.winner, table.result.decided) {
                        (Some(side), true) => {
                            format!("{}: {}", t.t("winner"), t.t(&format!("side-{side}")))
                        }
                        (None, true) => t.t("draw"),
                        _ => t.t("status-in_progress"),
                    };
                    TableLine {
                        title: t.with("event-table", &[("number", table.table)]),
                        seats,
                        games,
                        result,
                    }
                })
                .collect();
            let names = |numbers: &[u32]| {
                numbers
                    .iter()
                    .map(|number| entrant_name(event, *number))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut notes = Vec::new();
            if !round.sitting_out.is_empty() {
                notes.push(format!(
                    "{}: {}",
                    t.t("sitting-out"),
                    names(&round.sitting_out)
                ));
            }
            if !round.byes.is_empty() {
                notes.push(format!("{}: {}", t.t("byes"), names(&round.byes)));
            }
            for walkover in &round.walkovers {
                notes.push(t.with(
                    "walkover",
                    &[
                        ("winner", entrant_name(event, walkover.winner)),
                        ("withdrawn", entrant_name(event, walkover.withdrawn)),
                    ],
                ));
            }
            RoundLine {
                title: t.with("event-round", &[("number", round.number)]),
                status: t.t(&format!("status-{}", round.status)),
                tables,
                notes,
            }
        })
        .collect()
}

/// Each disputed hand in a line: where it was played and what the opponents said.
fn dispute_lines(
    chrome: &Chrome,
    event: &view::Event,
    disputed: &[(i64, i32, Option<String>)],
) -> Vec<String> {
    disputed
        .iter()
        .filter_map(|(game, number, reason)| {
            let (round, table) = event.rounds.iter().find_map(|round| {
                round
                    .tables
                    .iter()
                    .find(|table| table.games.iter().any(|played| played.id == *game))
                    .map(|table| (round.number, table.table))
            })?;
            Some(chrome.t.with(
                "event-dispute-line",
                &[
                    ("table", table.to_string()),
                    ("round", round.to_string()),
                    ("number", number.to_string()),
                    ("reason", reason.clone().unwrap_or_default()),
                ],
            ))
        })
        .collect()
}

/// The event's kind, game and length in a line.
fn event_summary(chrome: &Chrome, event: &view::Event) -> String {
    let t = chrome.t;
    let rounds = event.rounds_planned.map_or_else(
        || t.t("event-open-ended"),
        |count| t.with("event-rounds-planned", &[("count", count)]),
    );
    let target = event.rules["target"]
        .as_i64()
        .map_or_else(String::new, |points| {
            format!(", {}", t.with("rule-target", &[("points", points)]))
        });
    format!(
        "{} · {}{target} · {rounds} · {}",
        t.t(&format!("format-{}", event.format)),
        t.t(&format!("rule-game-{}", event.game.name())),
        t.t(&format!("status-{}", event.status)),
    )
}

#[get("/events/{id}")]
pub async fn event_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    let loaded = load(&state, move |connection| {
        let event = events::view(connection, &Actor::Anonymous, id)?;
        let standings = standings::event_standings(connection, &cache, id)?;
        let disputes = event_rows::disputes(connection, id)?;
        Ok((event, standings, disputes))
    })
    .await;
    match loaded {
        Ok((event, standings, disputed)) => {
            let chrome = chrome.titled(event.name.clone());
            let rules = serde_json::from_value(event.rules.clone())
                .map(|rules| house_rules(chrome.t, &rules))
                .unwrap_or_default();
            let page_view = EventPage {
                rules,
                disputes: dispute_lines(&chrome, &event, &disputed),
                summary: event_summary(&chrome, &event),
                rounds: round_lines(&chrome, &event),
                standings: StandingsTable::of_event(&chrome, &standings),
                chrome: chrome.clone(),
                event,
            };
            page(&chrome, &page_view)
        }
        Err(error) => error_page(chrome, &error),
    }
}

#[derive(Template)]
#[template(path = "projector.html")]
struct ProjectorPage {
    chrome: Chrome,
    event: view::Event,
    standings: StandingsTable,
}

/// The standings for the wall: large type, updating by themselves.
#[get("/events/{id}/projector")]
pub async fn projector_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    let loaded = load(&state, move |connection| {
        let event = events::view(connection, &Actor::Anonymous, id)?;
        let standings = standings::event_standings(connection, &cache, id)?;
        Ok((event, standings))
    })
    .await;
    match loaded {
        Ok((event, standings)) => {
            let title = chrome
                .t
                .with("projector-title", &[("name", event.name.clone())]);
            let chrome = chrome.titled(title);
            let view = ProjectorPage {
                standings: StandingsTable::of_event(&chrome, &standings),
                chrome: chrome.clone(),
                event,
            };
            page(&chrome, &view)
        }
        Err(error) => error_page(chrome, &error),
    }
}

/// The standings table alone, for the live update and for a plain refresh of it.
#[get("/events/{id}/standings")]
pub async fn event_standings_fragment(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, cache) = (id.into_inner(), Arc::clone(&state.read_cache));
    match load(&state, move |connection| {
        standings::event_standings(connection, &cache, id)
    })
    .await
    {
        Ok(standings) => {
            let table = StandingsTable::of_event(&chrome, &standings);
            page(&chrome, &table)
        }
        Err(error) => error_page(chrome, &error),
    }
}
