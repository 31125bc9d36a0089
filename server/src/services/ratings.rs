//! Individual ratings from partnership results: every finished game of a club, oldest
//! first, updates its four players with skillratings' Weng-Lin two-team model. Ratings are
//! replayed from the stored hands on every read, so a correction re-rates every game after
//! the one corrected.

use std::collections::HashMap;

use skillratings::Outcomes;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_two_teams};
use uptown_rules::Side;

use crate::db::AnyConnection;
use crate::db::repo::clubs::player_rows;
use crate::db::repo::events as event_rows;
use crate::db::repo::games::{self, GameRow};
use crate::error::ApiError;
use crate::model::SeatedPlayer;
use crate::model::events::{PlayerRatings, Rating, RatingStep, RatingValue};
use crate::services::events::{Format, judge};

fn value(rating: WengLinRating) -> RatingValue {
    RatingValue {
        rating: rating.rating,
        uncertainty: rating.uncertainty,
        conservative: rating.rating - 3.0 * rating.uncertainty,
    }
}

/// A rated game: who sat North–South and East–West, and how it went for North–South.
struct RatedGame {
    game: GameRow,
    event_id: Option<i64>,
    outcome: Outcomes,
}

/// Every step of every player's rating, in game order.
struct Replay {
    current: HashMap<i64, (WengLinRating, u32)>,
    steps: HashMap<i64, Vec<RatingStep>>,
}

fn replay(connection: &mut AnyConnection, club_id: i64) -> Result<Replay, ApiError> {
    let (rows, hands) = games::finished_in_club(connection, club_id)?;
    let mut by_game: HashMap<i64, Vec<serde_json::Value>> = HashMap::new();
    for row in &hands {
        by_game
            .entry(row.game_id)
            .or_default()
            .push(crate::services::games::parse_stored(row.game_id, row)?);
    }
    // Each event game's event, and whether that event counts tricks.
    let links: HashMap<i64, (i64, bool)> = event_rows::links_in_club(connection, club_id)?
        .into_iter()
        .map(|(link, format)| {
            let tricks = Format::parse(&format).is_ok_and(Format::counts_tricks);
            (link.game_id, (link.event_id, tricks))
        })
        .collect();
    let mut rated = Vec::with_capacity(rows.len());
    for game in rows {
        let game_hands = by_game.remove(&game.id).unwrap_or_default();
        let (event_id, tricks) = match links.get(&game.id) {
            Some((event_id, tricks)) => (Some(*event_id), *tricks),
            None => (None, false),
        };
        let winner = judge(tricks, &game, &game_hands)?.winner;
        rated.push(RatedGame {
            event_id,
            outcome: match winner {
                Some(Side::NorthSouth) => Outcomes::WIN,
                Some(Side::EastWest) => Outcomes::LOSS,
                None => Outcomes::DRAW,
            },
            game,
        });
    }
    let config = WengLinConfig::new();
    let mut replay = Replay {
        current: HashMap::new(),
        steps: HashMap::new(),
    };
    for RatedGame {
        game,
        event_id,
        outcome,
    } in rated
    {
        let north_south = [game.seat_n, game.seat_s];
        let east_west = [game.seat_e, game.seat_w];
        let rating = |replay: &Replay, id: &i64| {
            replay
                .current
                .get(id)
                .map_or_else(WengLinRating::new, |(rating, _)| *rating)
        };
        let before_ns: Vec<WengLinRating> =
            north_south.iter().map(|id| rating(&replay, id)).collect();
        let before_ew: Vec<WengLinRating> =
            east_west.iter().map(|id| rating(&replay, id)).collect();
        let (after_ns, after_ew) = weng_lin_two_teams(&before_ns, &before_ew, &outcome, &config);
        let sides = [
            (north_south, after_ns, outcome),
            (east_west, after_ew, flipped(outcome)),
        ];
        for (players, after, result) in sides {
            for (id, new) in players.iter().zip(after) {
                let entry = replay.current.entry(*id).or_insert((new, 0));
                *entry = (new, entry.1 + 1);
                replay.steps.entry(*id).or_default().push(RatingStep {
                    game_id: game.id,
                    event_id,
                    result: match result {
                        Outcomes::WIN => "won",
                        Outcomes::LOSS => "lost",
                        Outcomes::DRAW => "drawn",
                    }
                    .to_owned(),
                    value: value(new),
                });
            }
        }
    }
    Ok(replay)
}

fn flipped(outcome: Outcomes) -> Outcomes {
    match outcome {
        Outcomes::WIN => Outcomes::LOSS,
        Outcomes::LOSS => Outcomes::WIN,
        Outcomes::DRAW => Outcomes::DRAW,
    }
}

/// The club's rated players, best conservative rating first.
pub fn club_ratings(connection: &mut AnyConnection, club_id: i64) -> Result<Vec<Rating>, ApiError> {
    crate::services::clubs::get_club(connection, club_id)?;
    let replay = replay(connection, club_id)?;
    let players = player_rows::list(connection, club_id)?;
    let mut ratings: Vec<Rating> = players
        .into_iter()
        .filter_map(|player| {
            let (rating, games) = replay.current.get(&player.id)?;
            Some(Rating {
                player: SeatedPlayer {
                    id: player.id,
                    name: player.name,
                },
                value: value(*rating),
                games: *games,
            })
        })
        .collect();
    ratings.sort_by(|a, b| {
        b.value
            .conservative
            .total_cmp(&a.value.conservative)
            .then(a.player.id.cmp(&b.player.id))
    });
    Ok(ratings)
}

/// One player's rating after each of their rated games.
pub fn player_ratings(
    connection: &mut AnyConnection,
    player_id: i64,
) -> Result<PlayerRatings, ApiError> {
    let player = player_rows::get(connection, player_id)?
        .ok_or_else(|| ApiError::NotFound(format!("there is no player {player_id}")))?;
    let mut replay = replay(connection, player.club_id)?;
    Ok(PlayerRatings {
        current: replay
            .current
            .get(&player_id)
            .map(|(rating, _)| value(*rating)),
        history: replay.steps.remove(&player_id).unwrap_or_default(),
        player: SeatedPlayer {
            id: player.id,
            name: player.name,
        },
    })
}
