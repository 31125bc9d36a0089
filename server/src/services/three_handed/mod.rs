//! Three-handed games (RULES.md 3): creating one, listing a club's, and the game, its
//! history and its record as the API shows them; `hands` writes the hands. As with the
//! partnership games, the server stores what the table entered and the rules crate derives
//! every score from it.

pub mod hands;

use std::collections::HashMap;

use serde_json::{Value, json};
use uptown_rules::three_handed::{
    PlayerSeat, ThreeHandedError, ThreeHandedGame, ThreeHandedHand, ThreeHandedReport,
    ThreeHandedRules,
};

use super::games::{check_place, seat_players, stored_bodies, unused_table_code};
use super::privacy::{Privacy, shown};
use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::games::{self as game_rows, GameStatus};
use crate::db::repo::now;
use crate::db::repo::three_handed::{self as rows, ThreeHandedHandRow, ThreeHandedRow};
use crate::error::ApiError;
use crate::refusal::Refusal;
use uptown_api::SeatedPlayer;
use uptown_api::three_handed::{
    NewThreeHandedGameBody, PlayerSeats, ThreeHandedGame as View, ThreeHandedHistoryEntry,
    ThreeHandedSummary,
};

fn not_found(id: i64) -> ApiError {
    Refusal::NoSuchGame(id).into()
}

fn load(connection: &mut AnyConnection, id: i64) -> Result<ThreeHandedRow, ApiError> {
    rows::get(connection, id)?.ok_or_else(|| not_found(id))
}

fn rules_of(game: &ThreeHandedRow) -> Result<ThreeHandedRules, ApiError> {
    let stored: Value = serde_json::from_str(&game.rules)
        .map_err(|error| ApiError::Internal(format!("game {}: stored rules: {error}", game.id)))?;
    ThreeHandedRules::from_options(game.kind, &stored)
        .map_err(|error| ApiError::Internal(format!("game {}: stored rules: {error}", game.id)))
}

fn refused(number: usize, error: ThreeHandedError) -> ApiError {
    Refusal::ThreeHandedHand { number, error }.into()
}

/// The stored hands, checked when they were written: a failure here is one of the data.
fn stored_hands(
    game: &ThreeHandedRow,
    rows: &[ThreeHandedHandRow],
) -> Result<Vec<ThreeHandedHand>, ApiError> {
    rows.iter()
        .map(|row| {
            serde_json::from_str::<Value>(&row.body)
                .map_err(|error| error.to_string())
                .and_then(|body| {
                    ThreeHandedHand::from_value(game.kind, &body).map_err(|error| error.to_string())
                })
                .map_err(|error| {
                    ApiError::Internal(format!("game {} hand {}: {error}", game.id, row.number))
                })
        })
        .collect()
}

/// Scores `hands` in order; the first the rules refuse is named by its number.
fn score(rules: ThreeHandedRules, hands: &[ThreeHandedHand]) -> Result<ThreeHandedGame, ApiError> {
    let mut game = ThreeHandedGame::new(rules);
    for (index, hand) in hands.iter().enumerate() {
        game.play(hand).map_err(|error| refused(index + 1, error))?;
    }
    Ok(game)
}

fn seats_named(
    names: &HashMap<i64, String>,
    game: &ThreeHandedRow,
) -> Result<PlayerSeats, ApiError> {
    let seated = |id: i64| -> Result<SeatedPlayer, ApiError> {
        let name = names.get(&id).cloned().ok_or_else(|| {
            ApiError::Internal(format!("player {id} of game {} vanished", game.id))
        })?;
        Ok(SeatedPlayer { id, name })
    };
    Ok(PlayerSeats {
        north: seated(game.seat_n)?,
        east: seated(game.seat_e)?,
        west: seated(game.seat_w)?,
    })
}

fn seats_of(
    connection: &mut AnyConnection,
    game: &ThreeHandedRow,
) -> Result<PlayerSeats, ApiError> {
    let names = game_rows::player_names(connection, &game.seats())?;
    seats_named(&names.into_iter().collect(), game)
}

/// The players at the table (the game's own code) and the club's directors see every
/// name; anyone else sees the club's players as the club shows them.
fn privacy_for(
    connection: &mut AnyConnection,
    actor: &Actor,
    game: &ThreeHandedRow,
) -> Result<Option<Privacy>, ApiError> {
    if *actor == (Actor::ThreeHandedTable { game_id: game.id }) {
        return Ok(None);
    }
    Privacy::for_viewer(connection, actor, game.club_id)
}

fn to_view(
    connection: &mut AnyConnection,
    actor: &Actor,
    game: &ThreeHandedRow,
    hands: Vec<ThreeHandedHand>,
    scored: &ThreeHandedGame,
) -> Result<View, ApiError> {
    let sheet = scored.sheet();
    let view = View {
        id: game.id,
        club_id: game.club_id,
        season_id: game.season_id,
        game: game.kind,
        seats: seats_of(connection, game)?,
        status: game.status.name().to_owned(),
        version: game.version,
        table_code: actor
            .require_director(connection, game.club_id)
            .is_ok()
            .then(|| game.table_code.clone()),
        next_dealer: scored
            .expected_dealer()
            .filter(|_| !sheet.finished)
            .map(|seat| seat.letter().to_owned()),
        hands: hands.into_iter().map(ThreeHandedReport::from).collect(),
        sheet,
        created_at: game.created_at,
        updated_at: game.updated_at,
    };
    let privacy = privacy_for(connection, actor, game)?;
    Ok(shown(view, privacy.as_ref()))
}

/// The game as the API shows it, derived from its stored hands.
pub fn view(connection: &mut AnyConnection, actor: &Actor, id: i64) -> Result<View, ApiError> {
    let game = load(connection, id)?;
    let hands = stored_hands(&game, &rows::hands(connection, id)?)?;
    let scored = score(rules_of(&game)?, &hands)?;
    to_view(connection, actor, &game, hands, &scored)
}

/// The game a three-handed table's code enters hands into.
pub fn for_table(connection: &mut AnyConnection, actor: &Actor) -> Result<View, ApiError> {
    let Actor::ThreeHandedTable { game_id } = actor else {
        return Err(Refusal::TableCodeNeeded.into());
    };
    view(connection, actor, *game_id)
}

/// Creates a game: its club, the players at North, East and West, its house rules.
pub fn create(
    connection: &mut AnyConnection,
    actor: &Actor,
    body: &NewThreeHandedGameBody,
) -> Result<View, ApiError> {
    check_place(connection, actor, body.club_id, body.season_id)?;
    let rules = ThreeHandedRules::from_options(body.game, &body.rules).map_err(Refusal::Rules)?;
    let seated = seat_players(
        connection,
        body.club_id,
        [
            (PlayerSeat::North.letter(), &body.seats.north),
            (PlayerSeat::East.letter(), &body.seats.east),
            (PlayerSeat::West.letter(), &body.seats.west),
        ],
    )?;
    let id = insert(
        connection,
        &ThreeHandedSetup {
            club_id: body.club_id,
            season_id: body.season_id,
            rules,
            seats: [seated[0], seated[1], seated[2]],
        },
    )?;
    view(connection, actor, id)
}

/// A three-handed game about to be created: where it counts, its rules, who sits where
/// (N, E, W).
#[derive(Debug, Clone, Copy)]
pub(crate) struct ThreeHandedSetup {
    pub club_id: i64,
    pub season_id: Option<i64>,
    pub rules: ThreeHandedRules,
    pub seats: [i64; 3],
}

/// Stores a new game with a fresh table code; the caller has checked the seats.
pub(crate) fn insert(
    connection: &mut AnyConnection,
    setup: &ThreeHandedSetup,
) -> Result<i64, ApiError> {
    let table_code = unused_table_code(connection)?;
    let created_at = now();
    let [seat_n, seat_e, seat_w] = setup.seats;
    Ok(rows::create(
        connection,
        &ThreeHandedRow {
            id: 0,
            club_id: setup.club_id,
            season_id: setup.season_id,
            kind: setup.rules.game,
            rules: serde_json::to_string(&setup.rules)
                .map_err(|error| ApiError::Internal(error.to_string()))?,
            seat_n,
            seat_e,
            seat_w,
            table_code,
            status: GameStatus::InProgress,
            version: 1,
            created_at,
            updated_at: created_at,
        },
    )?)
}

/// A club's three-handed games, oldest first; only `player`'s, if given.
pub fn list(
    connection: &mut AnyConnection,
    reader: &Actor,
    club_id: i64,
    player: Option<i64>,
) -> Result<Vec<ThreeHandedSummary>, ApiError> {
    crate::services::clubs::get_club(connection, club_id)?;
    let games = rows::of_club(connection, club_id, player)?;
    let mut ids: Vec<i64> = games.iter().flat_map(ThreeHandedRow::seats).collect();
    ids.sort_unstable();
    ids.dedup();
    let names: HashMap<i64, String> = game_rows::player_names(connection, &ids)?
        .into_iter()
        .collect();
    let winners = winners(connection, &games)?;
    let summaries = games
        .iter()
        .map(|game| {
            Ok(ThreeHandedSummary {
                id: game.id,
                club_id: game.club_id,
                season_id: game.season_id,
                game: game.kind,
                seats: seats_named(&names, game)?,
                status: game.status.name().to_owned(),
                version: game.version,
                winner: winners.get(&game.id).map(|seat| seat.letter().to_owned()),
                created_at: game.created_at,
                updated_at: game.updated_at,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    let privacy = Privacy::for_viewer(connection, reader, club_id)?;
    Ok(shown(summaries, privacy.as_ref()))
}

/// The winning seat of each finished game among `games`, scored from its hands.
pub(crate) fn winners(
    connection: &mut AnyConnection,
    games: &[ThreeHandedRow],
) -> Result<HashMap<i64, PlayerSeat>, ApiError> {
    Ok(finished_sheets(connection, games)?
        .into_iter()
        .filter_map(|(id, game)| Some((id, game.outcome()?.0)))
        .collect())
}

/// Each finished game among `games`, scored from its hands (read in one query).
pub(crate) fn finished_sheets(
    connection: &mut AnyConnection,
    games: &[ThreeHandedRow],
) -> Result<Vec<(i64, ThreeHandedGame)>, ApiError> {
    let finished: Vec<&ThreeHandedRow> = games
        .iter()
        .filter(|game| game.status == GameStatus::Finished)
        .collect();
    let ids: Vec<i64> = finished.iter().map(|game| game.id).collect();
    let mut hands: HashMap<i64, Vec<ThreeHandedHandRow>> = HashMap::new();
    for row in rows::hands_of(connection, &ids)? {
        hands.entry(row.game_id).or_default().push(row);
    }
    finished
        .into_iter()
        .map(|game| {
            let stored = stored_hands(game, hands.get(&game.id).map_or(&[], Vec::as_slice))?;
            Ok((game.id, score(rules_of(game)?, &stored)?))
        })
        .collect()
}

/// Every change to the game's hands: who, when, what and why.
pub fn history(
    connection: &mut AnyConnection,
    id: i64,
) -> Result<Vec<ThreeHandedHistoryEntry>, ApiError> {
    load(connection, id)?;
    rows::revisions(connection, id)?
        .into_iter()
        .map(|row| {
            let hand = serde_json::from_str(&row.body).map_err(|error| {
                ApiError::Internal(format!("game {id} change {}: {error}", row.id))
            })?;
            Ok(ThreeHandedHistoryEntry {
                number: row.number,
                action: row.action,
                by: row.actor,
                at: row.at,
                reason: row.reason,
                hand,
            })
        })
        .collect()
}

/// The game's record as `uptown score` reads it: its game, its rules in full, its hands.
pub fn record(connection: &mut AnyConnection, id: i64) -> Result<Value, ApiError> {
    let game = load(connection, id)?;
    let rows = rows::hands(connection, id)?;
    let hands = stored_bodies(id, rows.iter().map(|row| (row.number, row.body.as_str())))?;
    Ok(json!({ "game": game.kind, "rules": rules_of(&game)?, "hands": hands }))
}
