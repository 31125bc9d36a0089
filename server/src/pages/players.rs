//! A player's page: their rating now and over time (an SVG chart drawn on the server),
//! their games with partner, opponents and result, and how they fared with each partner.

use std::collections::BTreeMap;
use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::chart::line_chart;
use super::render::{Chrome, error_page, load, page};
use crate::model::{self, events as view};
use crate::services::clubs::ClubRows;
use crate::services::games::{self, ListQuery};
use crate::services::ratings;
use crate::state::AppState;

/// A finished game from the player's seat.
struct GameLine {
    id: i64,
    partner: String,
    opponents: String,
    result: String,
}

/// Games with one partner.
struct PartnerLine {
    name: String,
    played: u32,
    won: u32,
}

#[derive(Template)]
#[template(path = "player.html")]
struct PlayerPage {
    chrome: Chrome,
    rating: Option<String>,
    chart: Option<String>,
    games: Vec<GameLine>,
    partners: Vec<PartnerLine>,
}

/// The player's partner and opponents in a game, by the seats.
fn company(player: i64, seats: &model::Seats) -> Option<(String, String)> {
    let (north, east, south, west) = (&seats.north, &seats.east, &seats.south, &seats.west);
    let pair =
        |a: &model::SeatedPlayer, b: &model::SeatedPlayer| format!("{} & {}", a.name, b.name);
    match player {
        id if id == north.id => Some((south.name.clone(), pair(east, west))),
        id if id == south.id => Some((north.name.clone(), pair(east, west))),
        id if id == east.id => Some((west.name.clone(), pair(north, south))),
        id if id == west.id => Some((east.name.clone(), pair(north, south))),
        _ => None,
    }
}

#[get("/players/{id}")]
pub async fn player_page(
    state: web::Data<AppState>,
    request: HttpRequest,
    id: web::Path<i64>,
) -> HttpResponse {
    let chrome = Chrome::new(&request);
    let id = id.into_inner();
    let cache = Arc::clone(&state.read_cache);
    let loaded = load(&state, move |connection| {
        let player = ClubRows::Players.get(connection, id)?;
        let rated = ratings::player_ratings(connection, &cache, id)?;
        let query = ListQuery {
            player: Some(id),
            ..ListQuery::default()
        };
        let their_games = games::list(connection, &query)?;
        Ok((player, rated, their_games))
    })
    .await;
    match loaded {
        Ok((player, rated, their_games)) => {
            let t = chrome.t;
            let rating = rated.current.map(|current| {
                t.with(
                    "player-rating",
                    &[
                        ("rating", format!("{:.1}", current.rating)),
                        ("uncertainty", format!("{:.1}", current.uncertainty)),
                    ],
                )
            });
            let points: Vec<f64> = rated.history.iter().map(|step| step.value.rating).collect();
            let chart = line_chart(&points, &t.t("player-chart-title"));
            let mut partners: BTreeMap<String, PartnerLine> = BTreeMap::new();
            let games = rated
                .history
                .iter()
                .rev()
                .filter_map(|step: &view::RatingStep| {
                    let game = their_games.iter().find(|game| game.id == step.game_id)?;
                    let (partner, opponents) = company(id, &game.seats)?;
                    let line = partners.entry(partner.clone()).or_insert(PartnerLine {
                        name: partner.clone(),
                        played: 0,
                        won: 0,
                    });
                    line.played += 1;
                    line.won += u32::from(step.result == "won");
                    Some(GameLine {
                        id: step.game_id,
                        partner,
                        opponents,
                        result: t.t(&format!("player-{}", step.result)),
                    })
                })
                .collect();
            let mut partners: Vec<PartnerLine> = partners.into_values().collect();
            partners.sort_by_key(|line| (std::cmp::Reverse(line.played), line.name.clone()));
            let chrome = chrome.titled(player.name);
            page(
                &chrome,
                &PlayerPage {
                    chrome: chrome.clone(),
                    rating,
                    chart,
                    games,
                    partners,
                },
            )
        }
        Err(error) => error_page(chrome, &error),
    }
}
