//! Games and their hands. The server stores what the table reported; the rules crate derives
//! every score from it, so a correction to hand 3 re-derives everything after it.

use std::collections::{HashMap, HashSet};

use serde::Deserialize;
use serde_json::{Value, json};
use uptown_rules::{EventFormat, GameKind, Hand, HandError, Match, Rules, Seat};

use crate::auth::{self, Actor};
use crate::db::AnyConnection;
use crate::db::repo::clubs::{player_rows, season_rows};
use crate::db::repo::events::{self, EventGameRow};
use crate::db::repo::games::{self, GameFilter, GameRow, GameStatus, HandRow, NewGame};
use crate::db::repo::now;
use crate::db::repo::summaries as summary_rows;
use crate::db::repo::three_handed as three_handed_rows;
use crate::error::ApiError;
use crate::refusal::Refusal;
use crate::services::privacy::{Privacy, shown};
use crate::services::verdict::Decision;
use crate::services::verdict::judge_scored;
use uptown_api as model;
use uptown_api::bodies::{NewGameBody, PlayerRef};

/// Filters of `GET /api/v1/games`.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    pub club: Option<i64>,
    pub season: Option<i64>,
    pub player: Option<i64>,
    /// `in_progress` or `finished`.
    #[param(pattern = "^(in_progress|finished)$")]
    pub status: Option<String>,
}

pub(crate) fn not_found(id: i64) -> ApiError {
    Refusal::NoSuchGame(id).into()
}

pub(crate) fn load(connection: &mut AnyConnection, id: i64) -> Result<GameRow, ApiError> {
    games::get(connection, id)?.ok_or_else(|| not_found(id))
}

pub(crate) fn rules_of(game: &GameRow) -> Result<Rules, ApiError> {
    serde_json::from_str(&game.rules)
        .map_err(|error| ApiError::Internal(format!("game {}: stored rules: {error}", game.id)))
}

/// A stored hand of a game of `kind`: checked when it was written, so a failure here is one
/// of the stored data.
pub(crate) fn parse_stored(kind: GameKind, row: &HandRow) -> Result<Hand, ApiError> {
    Hand::from_json(kind, &row.body).map_err(|error| {
        ApiError::Internal(format!("game {} hand {}: {error}", row.game_id, row.number))
    })
}

/// Scores `hands` under the game's rules; the first refused hand is named as the API names
/// fields (`hands[4].contract.level`).
pub(crate) fn score(rules: Rules, hands: &[Hand]) -> Result<Match, ApiError> {
    let mut scored = Match::new(rules);
    for (index, hand) in hands.iter().enumerate() {
        scored
            .play(hand)
            .map_err(|error| refused(index + 1, &error))?;
    }
    Ok(scored)
}

/// Reads hand `number` of a game of `kind` as a request gives it; a refusal names the hand.
pub(crate) fn read_hand(kind: GameKind, number: usize, hand: &Value) -> Result<Hand, ApiError> {
    Hand::from_value(kind, hand).map_err(|error| refused(number, &error))
}

fn refused(number: usize, error: &HandError) -> ApiError {
    Refusal::Hand {
        number,
        error: error.clone(),
    }
    .into()
}

fn seats_view(connection: &mut AnyConnection, game: &GameRow) -> Result<model::Seats, ApiError> {
    let names = games::player_names(
        connection,
        &[game.seat_n, game.seat_e, game.seat_s, game.seat_w],
    )?;
    seats_named(&names.into_iter().collect(), game)
}

/// The seats of a game whose players' names (N, E, S, W) were read with it.
pub(crate) fn seats_of(game: &GameRow, names: &[String; 4]) -> model::Seats {
    let seated = |id: i64, name: &String| model::SeatedPlayer {
        id,
        name: name.clone(),
    };
    model::Seats {
        north: seated(game.seat_n, &names[0]),
        east: seated(game.seat_e, &names[1]),
        south: seated(game.seat_s, &names[2]),
        west: seated(game.seat_w, &names[3]),
    }
}

/// The game's seats with the names in `names` (player id to name).
fn seats_named(names: &HashMap<i64, String>, game: &GameRow) -> Result<model::Seats, ApiError> {
    let seated = |id: i64| -> Result<model::SeatedPlayer, ApiError> {
        let name = names.get(&id).cloned().ok_or_else(|| {
            ApiError::Internal(format!("player {id} of game {} vanished", game.id))
        })?;
        Ok(model::SeatedPlayer { id, name })
    };
    Ok(model::Seats {
        north: seated(game.seat_n)?,
        east: seated(game.seat_e)?,
        south: seated(game.seat_s)?,
        west: seated(game.seat_w)?,
    })
}

/// Whether the actor may see the table code: admins and the club's directors.
fn sees_table_code(connection: &mut AnyConnection, actor: &Actor, club_id: i64) -> bool {
    actor.require_director(connection, club_id).is_ok()
}

/// The game as the API shows it, derived from its stored hands.
pub fn view(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
) -> Result<model::Game, ApiError> {
    let game = load(connection, id)?;
    let rows = games::hands(connection, id)?;
    let hands = parse_rows(game.kind, &rows)?;
    let scored = score(rules_of(&game)?, &hands)?;
    let link = events::link_of(connection, game.id)?;
    // Only an event's game can count tricks: a game of its own costs no query for it.
    let counts_tricks =
        link.is_some() && counting_tricks(connection, &[game.id])?.contains(&game.id);
    let around = Around {
        seats: seats_view(connection, &game)?,
        sees_code: sees_table_code(connection, actor, game.club_id),
        reviews: reviews_in(&rows),
        link,
    };
    let view = game_view(&game, around, hands, &scored, counts_tricks);
    let privacy = Privacy::for_game(connection, actor, game.club_id, game.id)?;
    Ok(shown(view, privacy.as_ref()))
}

/// What a game's view shows besides its row and its hands: read for the view (`view`), or
/// with the game a write claimed (`hands`).
#[derive(Debug, Clone)]
pub(crate) struct Around {
    pub seats: model::Seats,
    /// Whether the reader may see the table code: admins and the club's directors.
    pub sees_code: bool,
    pub reviews: Vec<model::HandReview>,
    pub link: Option<EventGameRow>,
}

/// The game a table code enters hands into now: its own game, or in an event match of
/// several games, the match's latest game.
pub fn for_table(connection: &mut AnyConnection, actor: &Actor) -> Result<model::Game, ApiError> {
    let Actor::Table { game_id, .. } = actor else {
        return Err(Refusal::TableCodeNeeded.into());
    };
    let current = events::current_of_match(connection, *game_id)?;
    view(connection, actor, current)
}

/// The view of a game whose hands are loaded and scored already; `counts_tricks` when its
/// event counts tricks, which then decide a game its event ends early.
pub(crate) fn game_view(
    game: &GameRow,
    around: Around,
    hands: Vec<Hand>,
    scored: &Match,
    counts_tricks: bool,
) -> model::Game {
    let next_dealer = match scored.outcome() {
        Some(_) => None,
        None => scored.expected_dealer().map(|seat| seat.to_string()),
    };
    model::Game {
        id: game.id,
        club_id: game.club_id,
        season_id: game.season_id,
        game: game.kind,
        rules: scored.rules(),
        seats: around.seats,
        status: game.status.name().to_owned(),
        version: game.version,
        table_code: around.sees_code.then(|| game.table_code.clone()),
        next_dealer,
        hands,
        sheet: judge_scored(counts_tricks, game, scored).sheet,
        hand_limit: game.hand_limit,
        decision: Decision::of(game).map(|decision| decision.reason().to_string()),
        reviews: around.reviews,
        event: around.link.map(|link| model::EventLink {
            event_id: link.event_id,
            round: link.round_number,
            table: link.table_number,
            match_game: link.match_game,
        }),
        created_at: game.created_at,
        updated_at: game.updated_at,
    }
}

pub fn list(
    connection: &mut AnyConnection,
    reader: &Actor,
    query: &ListQuery,
) -> Result<Vec<model::GameSummary>, ApiError> {
    let status = match &query.status {
        None => None,
        Some(name) => Some(
            GameStatus::parse(name).ok_or_else(|| Refusal::UnknownStatus {
                status: name.clone(),
            })?,
        ),
    };
    let filter = GameFilter {
        club_id: query.club,
        season_id: query.season,
        player_id: query.player,
        status,
    };
    let rows = games::list(connection, &filter)?;
    // Every name in one query, not one query a game: a player's list runs to hundreds.
    let mut ids: Vec<i64> = rows
        .iter()
        .flat_map(|game| [game.seat_n, game.seat_e, game.seat_s, game.seat_w])
        .collect();
    ids.sort_unstable();
    ids.dedup();
    let names: HashMap<i64, String> = games::player_names(connection, &ids)?.into_iter().collect();
    // A list may hold the games of several clubs, each showing its players as it says.
    let mut privacy: HashMap<i64, Option<Privacy>> = HashMap::new();
    rows.into_iter()
        .map(|game| {
            let club = match privacy.entry(game.club_id) {
                std::collections::hash_map::Entry::Occupied(known) => known.into_mut(),
                std::collections::hash_map::Entry::Vacant(unknown) => {
                    unknown.insert(Privacy::for_viewer(connection, reader, game.club_id)?)
                }
            };
            let summary = model::GameSummary {
                id: game.id,
                club_id: game.club_id,
                season_id: game.season_id,
                game: game.kind,
                seats: seats_named(&names, &game)?,
                status: game.status.name().to_owned(),
                version: game.version,
                created_at: game.created_at,
                updated_at: game.updated_at,
            };
            Ok(shown(summary, club.as_ref()))
        })
        .collect()
}

/// The ids of the players a new game seats, each given by id or by name at its seat's
/// letter, in the order given; refused by the seat where a player is seated twice.
pub(crate) fn seat_players<'a>(
    connection: &mut AnyConnection,
    club_id: i64,
    seats: impl IntoIterator<Item = (&'static str, &'a PlayerRef)>,
) -> Result<Vec<i64>, ApiError> {
    let mut seated = Vec::with_capacity(4);
    for (seat, player) in seats {
        let id = resolve_player(connection, club_id, &format!("seats.{seat}"), player)?;
        if seated.contains(&id) {
            return Err(Refusal::SeatedTwice { seat }.into());
        }
        seated.push(id);
    }
    Ok(seated)
}

/// The id of a club's player given by id or by name; `field` names where it was given.
pub(crate) fn resolve_player(
    connection: &mut AnyConnection,
    club_id: i64,
    field: &str,
    player: &PlayerRef,
) -> Result<i64, ApiError> {
    let found = match player {
        PlayerRef::Id(id) => {
            player_rows::get(connection, *id)?.filter(|row| row.club_id == club_id)
        }
        PlayerRef::Name(name) => player_rows::list(connection, club_id)?
            .into_iter()
            .find(|row| row.name.eq_ignore_ascii_case(name.trim())),
    };
    found.map(|row| row.id).ok_or_else(|| {
        let field = field.to_owned();
        match player {
            PlayerRef::Id(id) => Refusal::NoPlayerNumbered {
                field,
                club: club_id,
                player: *id,
            },
            PlayerRef::Name(name) => Refusal::NoPlayerNamed {
                field,
                club: club_id,
                name: name.trim().to_owned(),
            },
        }
        .into()
    })
}

/// Checks that the club exists, that the actor directs it, and that the season is the
/// club's: what creating a game or an event in it needs.
pub(crate) fn check_place(
    connection: &mut AnyConnection,
    actor: &Actor,
    club_id: i64,
    season_id: Option<i64>,
) -> Result<(), ApiError> {
    crate::services::clubs::get_club(connection, club_id)
        .map_err(|_| Refusal::UnknownClub { club: club_id })?;
    actor.require_director(connection, club_id)?;
    if let Some(season_id) = season_id {
        let season = season_rows::get(connection, season_id)?;
        if season.is_none_or(|season| season.club_id != club_id) {
            return Err(Refusal::SeasonOfAnotherClub {
                club: club_id,
                season: season_id,
            }
            .into());
        }
    }
    Ok(())
}

/// Creates a game with its full rule set and a fresh table code.
pub fn create(
    connection: &mut AnyConnection,
    actor: &Actor,
    body: &NewGameBody,
) -> Result<model::Game, ApiError> {
    check_place(connection, actor, body.club_id, body.season_id)?;
    let rules = Rules::from_options(body.game, &body.rules).map_err(Refusal::Rules)?;
    let seated = seat_players(
        connection,
        body.club_id,
        [
            (Seat::North.letter(), &body.seats.north),
            (Seat::East.letter(), &body.seats.east),
            (Seat::South.letter(), &body.seats.south),
            (Seat::West.letter(), &body.seats.west),
        ],
    )?;
    let id = insert(
        connection,
        &GameSetup {
            club_id: body.club_id,
            season_id: body.season_id,
            rules,
            seats: [seated[0], seated[1], seated[2], seated[3]],
            hand_limit: None,
        },
    )?;
    view(connection, actor, id)
}

/// A game about to be created: where it counts, its rules, who sits where (N, E, S, W).
#[derive(Debug, Clone)]
pub struct GameSetup {
    pub club_id: i64,
    pub season_id: Option<i64>,
    pub rules: Rules,
    pub seats: [i64; 4],
    /// A game of a fixed number of hands (a whist drive's round) ends after them.
    pub hand_limit: Option<i32>,
}

/// Stores a new game with a fresh table code; the caller has checked the seats.
pub fn insert(connection: &mut AnyConnection, setup: &GameSetup) -> Result<i64, ApiError> {
    let table_code = unused_table_code(connection)?;
    let created_at = now();
    let [seat_n, seat_e, seat_s, seat_w] = setup.seats;
    Ok(games::create(
        connection,
        &NewGame {
            club_id: setup.club_id,
            season_id: setup.season_id,
            kind: setup.rules.kind(),
            rules: serde_json::to_string(&setup.rules)
                .map_err(|error| ApiError::Internal(error.to_string()))?,
            seat_n,
            seat_e,
            seat_s,
            seat_w,
            table_code,
            status: GameStatus::InProgress,
            version: 1,
            created_at,
            updated_at: created_at,
            hand_limit: setup.hand_limit,
            decision: None,
        },
    )?)
}

/// A table code no game of either kind has (partnership or three-handed): a code opens one
/// table.
pub fn unused_table_code(connection: &mut AnyConnection) -> Result<String, ApiError> {
    for _ in 0..20 {
        let code = auth::new_table_code();
        if !games::table_code_taken(connection, &code)?
            && !three_handed_rows::table_code_taken(connection, &code)?
        {
            return Ok(code);
        }
    }
    Err(ApiError::Internal("no unused table code found".to_owned()))
}

/// The hands among `rows` whose entering side or review is known.
pub(crate) fn reviews_in(rows: &[HandRow]) -> Vec<model::HandReview> {
    rows.iter()
        .filter(|row| row.entered_side.is_some() || row.review.is_some())
        .map(|row| model::HandReview {
            number: row.number,
            entered_side: row.entered_side.clone(),
            status: row.review.clone(),
            note: row.review_note.clone(),
        })
        .collect()
}

/// The hands of game `game_id` as the tables reported them, from their stored rows.
pub(crate) fn parse_rows(kind: GameKind, rows: &[HandRow]) -> Result<Vec<Hand>, ApiError> {
    rows.iter().map(|row| parse_stored(kind, row)).collect()
}

pub(crate) fn stored_hands(
    connection: &mut AnyConnection,
    game: &GameRow,
) -> Result<Vec<Hand>, ApiError> {
    parse_rows(game.kind, &games::hands(connection, game.id)?)
}

pub fn history(
    connection: &mut AnyConnection,
    id: i64,
) -> Result<Vec<model::HistoryEntry>, ApiError> {
    let kind = load(connection, id)?.kind;
    let parse = |text: Option<String>| text.and_then(|text| Hand::from_json(kind, &text).ok());
    Ok(games::revisions(connection, id)?
        .into_iter()
        .map(|row| model::HistoryEntry {
            number: row.number,
            action: row.action,
            by: row.actor,
            at: row.at,
            reason: row.reason,
            hand: parse(row.new_body),
            previous: parse(row.previous_body),
        })
        .collect())
}

/// The game record of CONTRACT.md section 1: rules in full and the hands as reported. The
/// hands are read as they are stored, unchecked, so that an imported game can be checked by
/// scoring its record (`transfer`).
pub fn record(connection: &mut AnyConnection, id: i64) -> Result<Value, ApiError> {
    let game = load(connection, id)?;
    let rows = games::hands(connection, id)?;
    let hands = stored_bodies(id, rows.iter().map(|row| (row.number, row.body.as_str())))?;
    Ok(json!({ "game": game.kind, "rules": rules_of(&game)?, "hands": hands }))
}

/// The hands of game `game` as they were stored, (number, body), as JSON: a record's hands,
/// for either kind of game.
pub(crate) fn stored_bodies<'a>(
    game: i64,
    bodies: impl Iterator<Item = (i32, &'a str)>,
) -> Result<Vec<Value>, ApiError> {
    bodies
        .map(|(number, body)| {
            serde_json::from_str::<Value>(body)
                .map_err(|error| ApiError::Internal(format!("game {game} hand {number}: {error}")))
        })
        .collect()
}

/// The games among `ids` whose event counts tricks rather than points.
pub(crate) fn counting_tricks(
    connection: &mut AnyConnection,
    ids: &[i64],
) -> Result<HashSet<i64>, ApiError> {
    Ok(summary_rows::formats_of(connection, ids)?
        .into_iter()
        .filter(|(_, format)| EventFormat::parse(format).is_some_and(EventFormat::counts_tricks))
        .map(|(game, _)| game)
        .collect())
}
