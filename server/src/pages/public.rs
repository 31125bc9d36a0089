//! The pages anyone may read: the clubs, a club's events and seasons, an event's rounds
//! and standings, a game's score sheet, and season standings (also as CSV).

use std::fmt::Write as _;
use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;
use serde::Deserialize;

use super::chart::score_chart;
use super::extract::Query;
use super::house_rules::house_rules;
use super::render::{Chrome, error_page, load, page};
use crate::auth::Actor;
use crate::db::repo::events as event_rows;
use crate::model::{self, events as view};
use crate::services::clubs::{self, ClubRows};
use crate::services::events::{self, EventQuery, standings};
use crate::services::games;
use crate::state::AppState;

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    chrome: Chrome,
    clubs: Vec<model::Club>,
}

#[get("/")]
pub async fn home_page(state: web::Data<AppState>, request: HttpRequest) -> HttpResponse {
    let chrome = Chrome::new(&request);
    match load(&state, clubs::list_clubs).await {
        Ok(clubs) => {
            let title = chrome.t.t("clubs-title");
            let chrome = chrome.titled(title);
            page(
                &chrome,
                &HomePage {
                    chrome: chrome.clone(),
                    clubs,
                },
            )
        }
        Err(error) => error_page(chrome, &error),
    }
}

/// An event in a club's list, its words ready.
struct EventLine {
    id: i64,
    name: String,
    format: String,
    status: String,
}

#[derive(Template)]
#[template(path = "club.html")]
struct ClubPage {
    chrome: Chrome,
    club: model::Club,
    events: Vec<EventLine>,
    seasons: Vec<model::Named>,
}

#[get("/clubs/{id}")]
pub async fn club_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let loaded = load(&state, move |connection| {
        let club = clubs::get_club(connection, id)?;
        let query = EventQuery {
            club: Some(id),
            season: None,
        };
        let events = events::list(connection, &query)?;
        let seasons = ClubRows::Seasons.list(connection, id)?;
        Ok((club, events, seasons))
    })
    .await;
    match loaded {
        Ok((club, event_list, seasons)) => {
            let t = chrome.t;
            let events = event_list
                .into_iter()
                .rev()
                .map(|event| EventLine {
                    id: event.id,
                    name: event.name,
                    format: t.t(&format!("format-{}", event.format)),
                    status: t.t(&format!("status-{}", event.status)),
                })
                .collect();
            let chrome = chrome.titled(club.name.clone());
            page(
                &chrome,
                &ClubPage {
                    chrome: chrome.clone(),
                    club,
                    events,
                    seasons,
                },
            )
        }
        Err(error) => error_page(chrome, &error),
    }
}

/// A line of standings, its words ready.
pub struct StandingLine {
    pub rank: Option<u32>,
    pub name: String,
    /// The player's page, for a row of one player.
    pub href: Option<String>,
    pub events: Option<u32>,
    pub record: view::Record,
    pub separated_by: String,
    pub note: String,
}

fn separated(chrome: &Chrome, separated_by: Option<&str>) -> String {
    separated_by.map_or_else(String::new, |name| chrome.t.t(&format!("tiebreak-{name}")))
}

pub fn standing_lines(chrome: &Chrome, standings: &view::Standings) -> Vec<StandingLine> {
    standings
        .rows
        .iter()
        .map(|row| StandingLine {
            rank: Some(row.rank),
            name: row.name.clone(),
            href: match row.players.as_slice() {
                [player] => Some(format!("/players/{}", player.id)),
                _ => None,
            },
            events: None,
            record: row.record.clone(),
            separated_by: separated(chrome, row.separated_by.as_deref()),
            note: if row.withdrawn {
                chrome.t.t("withdrawn")
            } else {
                String::new()
            },
        })
        .collect()
}

#[derive(Template)]
#[template(path = "standings.html")]
pub struct StandingsTable {
    pub chrome: Chrome,
    pub lines: Vec<StandingLine>,
    pub with_events: bool,
}

impl StandingsTable {
    /// An event's standings table, as its page, the projector and the live stream show it.
    pub fn of_event(chrome: &Chrome, standings: &view::Standings) -> StandingsTable {
        StandingsTable {
            lines: standing_lines(chrome, standings),
            chrome: chrome.clone(),
            with_events: false,
        }
    }
}

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
                            let mut label = format!("{} – {}", points["NS"], points["EW"]);
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
        t.t(&format!("rule-game-{}", event.game)),
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
            let count_header = if game.game == "whist" {
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

/// Query of the season pages.
#[derive(Debug, Deserialize)]
pub struct SeasonQuery {
    min_events: Option<u32>,
}

#[derive(Template)]
#[template(path = "season.html")]
struct SeasonPage {
    chrome: Chrome,
    season: model::Named,
    min_events: u32,
    /// How many events rank a player, in words.
    rule: String,
    standings: StandingsTable,
}

fn season_lines(chrome: &Chrome, standings: &view::SeasonStandings) -> Vec<StandingLine> {
    standings
        .rows
        .iter()
        .map(|row| StandingLine {
            rank: row.rank,
            name: row.player.name.clone(),
            href: Some(format!("/players/{}", row.player.id)),
            events: Some(row.events),
            record: row.record.clone(),
            separated_by: separated(chrome, row.separated_by.as_deref()),
            note: if row.qualified {
                String::new()
            } else {
                chrome.t.t("not-qualified")
            },
        })
        .collect()
}

#[get("/seasons/{id}")]
pub async fn season_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
    query: Query<SeasonQuery>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let (id, min_events) = (id.into_inner(), query.min_events.unwrap_or(1));
    let cache = Arc::clone(&state.read_cache);
    let loaded = load(&state, move |connection| {
        let season = ClubRows::Seasons.get(connection, id)?;
        let standings = standings::season_standings(connection, &cache, id, min_events)?;
        Ok((season, standings))
    })
    .await;
    match loaded {
        Ok((season, standings)) => {
            let title = chrome
                .t
                .with("season-title", &[("name", season.name.clone())]);
            let chrome = chrome.titled(title);
            let view = SeasonPage {
                standings: StandingsTable {
                    lines: season_lines(&chrome, &standings),
                    chrome: chrome.clone(),
                    with_events: true,
                },
                rule: chrome.t.with("season-min-events", &[("count", min_events)]),
                chrome: chrome.clone(),
                season,
                min_events,
            };
            page(&chrome, &view)
        }
        Err(error) => error_page(chrome, &error),
    }
}

/// The season standings as CSV, for a spreadsheet: the column names stay English so that
/// formulas keep working whatever the reader's language.
#[get("/seasons/{id}/standings.csv")]
pub async fn season_csv(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
    query: Query<SeasonQuery>,
) -> HttpResponse {
    let (id, min_events) = (id.into_inner(), query.min_events.unwrap_or(1));
    let cache = Arc::clone(&state.read_cache);
    match load(&state, move |connection| {
        standings::season_standings(connection, &cache, id, min_events)
    })
    .await
    {
        Ok(standings) => {
            let mut csv = String::from(
                "rank,player,events,played,games_won,points_for,points_against,point_difference,bostons,sets,qualified\n",
            );
            for row in &standings.rows {
                let record = &row.record;
                let _ = writeln!(
                    csv,
                    "{},{},{},{},{},{},{},{},{},{},{}",
                    row.rank.map_or_else(String::new, |rank| rank.to_string()),
                    super::csv::text_cell(&row.player.name),
                    row.events,
                    record.played,
                    record.games_won,
                    record.points_for,
                    record.points_against,
                    record.point_difference,
                    record.bostons,
                    record.sets,
                    row.qualified,
                );
            }
            HttpResponse::Ok()
                .content_type("text/csv; charset=utf-8")
                .insert_header((
                    "Content-Disposition",
                    format!("attachment; filename=\"season-{id}-standings.csv\""),
                ))
                .body(csv)
        }
        Err(error) => error_page(Chrome::new(&request), &error),
    }
}
