//! Individual ratings from the club's results: every finished game of a club, oldest
//! first, updates its players with skillratings' Weng-Lin model, a partnership game as two
//! teams of two and a three-handed game as three teams of one ranked by where each player
//! finished. Ratings are replayed from the games' summaries and kept between reads
//! (`replay`); this module answers the reads.

mod replay;

use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::clubs::player_rows;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::privacy::{Privacy, shown};
use crate::services::read_cache::{Key, ReadCache};
use replay::{Replay, value};
use uptown_api::SeatedPlayer;
use uptown_api::events::{PlayerRatings, Rating};

/// Reads the club's replay as its games now stand, with `read`.
fn read_replay<R>(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    club_id: i64,
    read: impl FnOnce(&Replay) -> R,
) -> Result<R, ApiError> {
    cache.read(
        connection,
        club_id,
        Key::Ratings { club: club_id },
        |connection| Replay::work_out(connection, club_id),
        read,
    )
}

/// The club's rated players, best conservative rating first.
pub fn club_ratings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    reader: &Actor,
    club_id: i64,
) -> Result<Vec<Rating>, ApiError> {
    crate::services::clubs::get_club(connection, club_id)?;
    let players = player_rows::list(connection, club_id)?;
    let mut ratings: Vec<Rating> = read_replay(connection, cache, club_id, |replay| {
        players
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
            .collect()
    })?;
    ratings.sort_by(|a, b| {
        b.value
            .conservative
            .total_cmp(&a.value.conservative)
            .then(a.player.id.cmp(&b.player.id))
    });
    let privacy = Privacy::for_viewer(connection, reader, club_id)?;
    Ok(shown(ratings, privacy.as_ref()))
}

/// One player's rating after each of their rated games.
pub fn player_ratings(
    connection: &mut AnyConnection,
    cache: &ReadCache,
    reader: &Actor,
    player_id: i64,
) -> Result<PlayerRatings, ApiError> {
    let player =
        player_rows::get(connection, player_id)?.ok_or(Refusal::NoSuchPlayer(player_id))?;
    let (current, history) = read_replay(connection, cache, player.club_id, |replay| {
        (
            replay
                .current
                .get(&player_id)
                .map(|(rating, _)| value(*rating)),
            replay.steps.get(&player_id).cloned().unwrap_or_default(),
        )
    })?;
    let ratings = PlayerRatings {
        current,
        history,
        player: SeatedPlayer {
            id: player.id,
            name: player.name,
        },
    };
    let privacy = Privacy::for_viewer(connection, reader, player.club_id)?;
    Ok(shown(ratings, privacy.as_ref()))
}
