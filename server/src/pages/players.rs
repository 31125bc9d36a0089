//! A player's page: their rating now and over time (an SVG chart drawn on the server),
//! their games with partner, opponents and result, and how they fared with each partner.

use std::sync::Arc;

use actix_web::{HttpRequest, HttpResponse, get, web};
use askama::Template;

use super::chart::line_chart;
use super::render::{Chrome, error_page, load, page};
use crate::auth::Actor;
use crate::services::clubs::ClubRows;
use crate::services::{players, ratings};
use crate::state::AppState;
use uptown_api as model;

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
        let player = ClubRows::Players.get(connection, &Actor::Anonymous, id)?;
        let rated = ratings::player_ratings(connection, &cache, &Actor::Anonymous, id)?;
        let record = players::record(connection, &Actor::Anonymous, id, &rated)?;
        Ok((player, rated, record))
    })
    .await;
    match loaded {
        Ok((player, rated, record)) => {
            let t = chrome.t;
            let rating = rated.current.map(|current| {
                t.with(
                    "player-rating",
                    &[
                        ("rating", t.decimal(current.rating, 1)),
                        ("uncertainty", t.decimal(current.uncertainty, 1)),
                    ],
                )
            });
            let points: Vec<f64> = rated.history.iter().map(|step| step.value.rating).collect();
            let chart = line_chart(t, &points, &t.t("player-chart-title"));
            let pair = |players: &[model::SeatedPlayer; 2]| {
                format!("{} & {}", players[0].name, players[1].name)
            };
            let games = record
                .games
                .iter()
                .map(|game| GameLine {
                    id: game.game_id,
                    partner: game.partner.name.clone(),
                    opponents: pair(&game.opponents),
                    result: t.t(&format!("player-{}", game.result)),
                })
                .collect();
            let partners = record
                .partners
                .into_iter()
                .map(|together| PartnerLine {
                    name: together.partner.name,
                    played: together.played,
                    won: together.won,
                })
                .collect();
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
