//! A player's record: their rated games from their seat (partner, opponents, result), and
//! how they fared with each partner.

use std::collections::BTreeMap;

use super::games::{self, ListQuery};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::error::ApiError;
use uptown_api::events::{Partnership, PlayerGame, PlayerRatings, PlayerRecord};
use uptown_api::{SeatedPlayer, Seats};

/// The player's partner and opponents in a game, by the seats.
fn company(player: i64, seats: &Seats) -> Option<(SeatedPlayer, [SeatedPlayer; 2])> {
    let (north, east, south, west) = (&seats.north, &seats.east, &seats.south, &seats.west);
    let (partner, opponents) = match player {
        id if id == north.id => (south, [east, west]),
        id if id == south.id => (north, [east, west]),
        id if id == east.id => (west, [north, south]),
        id if id == west.id => (east, [north, south]),
        _ => return None,
    };
    Some((partner.clone(), opponents.map(Clone::clone)))
}

/// The record of player `id`, from their ratings (which say each rated game's result).
pub fn record(
    connection: &mut AnyConnection,
    reader: &Actor,
    id: i64,
    rated: &PlayerRatings,
) -> Result<PlayerRecord, ApiError> {
    let query = ListQuery {
        player: Some(id),
        ..ListQuery::default()
    };
    let their_games = games::list(connection, reader, &query)?;
    let mut partners: BTreeMap<i64, Partnership> = BTreeMap::new();
    let played = rated
        .history
        .iter()
        .rev()
        // A three-handed game has no partner; its id is of another kind of game.
        .filter(|step| !step.three_handed)
        .filter_map(|step| {
            let game = their_games.iter().find(|game| game.id == step.game_id)?;
            let (partner, opponents) = company(id, &game.seats)?;
            let together = partners.entry(partner.id).or_insert(Partnership {
                partner: partner.clone(),
                played: 0,
                won: 0,
            });
            together.played += 1;
            together.won += u32::from(step.result == "won");
            Some(PlayerGame {
                game_id: step.game_id,
                partner,
                opponents,
                result: step.result.clone(),
            })
        })
        .collect();
    let mut partners: Vec<Partnership> = partners.into_values().collect();
    partners.sort_by_key(|together| {
        (
            std::cmp::Reverse(together.played),
            together.partner.name.clone(),
        )
    });
    Ok(PlayerRecord {
        games: played,
        partners,
    })
}
