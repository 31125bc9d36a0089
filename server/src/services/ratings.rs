//! Individual ratings from partnership results: every finished game of a club, oldest
//! first, updates its four players with skillratings' Weng-Lin two-team model. Ratings are
//! replayed from the stored hands on every read, so a correction re-rates every game after
//! the one corrected.

use std::collections::HashMap;
use std::sync::Arc;

use skillratings::Outcomes;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_two_teams};
use uptown_rules::Side;

use crate::db::AnyConnection;
use crate::db::repo::clubs::player_rows;
use crate::db::repo::summaries;
use crate::error::ApiError;
use crate::model::SeatedPlayer;
use crate::model::events::{PlayerRatings, Rating, RatingStep, RatingValue};
use crate::services::read_cache::{Key, ReadCache};
use crate::services::summaries::{bring_up_to_date, winner};

fn value(rating: WengLinRating) -> RatingValue {
    RatingValue {
        rating: rating.rating,
        uncertainty: rating.uncertainty,
        conservative: rating.rating - 3.0 * rating.uncertainty,
    }
}

/// A rated game: who sat North–South and East–West, and how it went for North–South.
struct Replay {
    current: HashMap<i64, (WengLinRating, u32)>,
    steps: HashMap<i64, Vec<RatingStep>>,
}

/// Replays every finished game of the club in order, from the games' summaries.
fn replay(connection: &mut AnyConnection, club_id: i64) -> Result<Replay, ApiError> {
    let mut games = summaries::finished_in_club(connection, club_id)?;
    bring_up_to_date(connection, &mut games)?;
    let config = WengLinConfig::new();
    let mut replay = Replay {
        current: HashMap::new(),
        steps: HashMap::new(),
    };
    for game in &games {
        let Some(summary) = game.fresh() else {
            continue;
        };
        let outcome = match winner(summary) {
            Some(Side::NorthSouth) => Outcomes::WIN,
            Some(Side::EastWest) => Outcomes::LOSS,
            None => Outcomes::DRAW,
        };
        let (seat_n, seat_e, seat_s, seat_w) = game.seats;
        let north_south = [seat_n, seat_s];
        let east_west = [seat_e, seat_w];
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
                    event_id: game.event_id,
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
/// The club's replay, worked out again only when its games have changed since the last.
fn kept_replay(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    club_id: i64,
) -> Result<Arc<Replay>, ApiError> {
    cache.get_or_work(
        connection,
        club_id,
        Key::Ratings { club: club_id },
        |connection| replay(connection, club_id),
    )
}

pub fn club_ratings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    club_id: i64,
) -> Result<Vec<Rating>, ApiError> {
    crate::services::clubs::get_club(connection, club_id)?;
    let replay = kept_replay(connection, cache, club_id)?;
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
    cache: &ReadCache,
    player_id: i64,
) -> Result<PlayerRatings, ApiError> {
    let player = player_rows::get(connection, player_id)?
        .ok_or_else(|| ApiError::NotFound(format!("there is no player {player_id}")))?;
    let replay = kept_replay(connection, cache, player.club_id)?;
    Ok(PlayerRatings {
        current: replay
            .current
            .get(&player_id)
            .map(|(rating, _)| value(*rating)),
        history: replay.steps.get(&player_id).cloned().unwrap_or_default(),
        player: SeatedPlayer {
            id: player.id,
            name: player.name,
        },
    })
}
