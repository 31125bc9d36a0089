//! A season's standings, as a page and as CSV for a spreadsheet.

use std::fmt::Write as _;
use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;
use serde::Deserialize;

use super::standings::{StandingLine, StandingsTable, separated};
use crate::auth::Actor;
use crate::pages::extract::Query;
use crate::pages::render::{Chrome, error_page, load, page, site};
use crate::services::clubs::ClubRows;
use crate::services::events::standings;
use crate::state::AppState;
use uptown_api::{self as model, events as view};

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
    /// The address of the season's calendar feed, whole, for a calendar app.
    calendar: String,
    standings: StandingsTable,
}

/// A season's standings as a table: a line per player, with the events each played.
pub(super) fn season_table(chrome: &Chrome, standings: &view::SeasonStandings) -> StandingsTable {
    StandingsTable {
        lines: season_lines(chrome, standings),
        chrome: chrome.clone(),
        with_events: true,
        per_game: false,
        hidden: false,
    }
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
        let season = ClubRows::Seasons.get(connection, &Actor::Anonymous, id)?;
        let standings =
            standings::season_standings(connection, &cache, &Actor::Anonymous, id, min_events)?;
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
                standings: season_table(&chrome, &standings),
                rule: chrome.t.with("season-min-events", &[("count", min_events)]),
                calendar: format!("{}/seasons/{id}/calendar.ics", site(&state, &request)),
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
        standings::season_standings(connection, &cache, &Actor::Anonymous, id, min_events)
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
                    crate::services::csv::text_cell(&row.player.name),
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
