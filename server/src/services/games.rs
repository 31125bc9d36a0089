//! Games and their hands. The server stores what the table reported; the rules crate derives
//! every score from it, so a correction to hand 3 re-derives everything after it.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::{Value, json};
use uptown_rules::{GameKind, HandError, Match, Rules, Seat, hand_field};
use utoipa::ToSchema;

use crate::auth::{self, Actor};
use crate::db::AnyConnection;
use crate::db::repo::clubs::{player_rows, season_rows};
use crate::db::repo::events;
use crate::db::repo::games::{self, GameFilter, GameRow, HandRow, NewGame, NewRevision};
use crate::db::repo::now;
use crate::error::ApiError;
use crate::model;

pub(crate) const IN_PROGRESS: &str = "in_progress";
pub(crate) const FINISHED: &str = "finished";

/// A player in a seat, by id or by name within the club.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum PlayerRef {
    Id(i64),
    Name(String),
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatRefs {
    #[serde(rename = "N")]
    pub north: PlayerRef,
    #[serde(rename = "E")]
    pub east: PlayerRef,
    #[serde(rename = "S")]
    pub south: PlayerRef,
    #[serde(rename = "W")]
    pub west: PlayerRef,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewGameBody {
    pub club_id: i64,
    #[serde(default)]
    pub season_id: Option<i64>,
    /// `bid_whist` or `whist`.
    #[schema(value_type = String, pattern = "^(bid_whist|whist)$")]
    pub game: GameKind,
    /// House rules by the names of RULES.md; what is left out takes its default.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub rules: Value,
    pub seats: SeatRefs,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Correction {
    /// The hand as it should have been reported.
    #[schema(value_type = Object)]
    pub hand: Value,
    #[schema(value_type = super::text::Reason)]
    pub reason: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Undo {
    #[schema(value_type = super::text::Reason)]
    pub reason: String,
}

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

fn not_found(id: i64) -> ApiError {
    ApiError::NotFound(format!("there is no game {id}"))
}

pub(crate) fn load(connection: &mut AnyConnection, id: i64) -> Result<GameRow, ApiError> {
    games::get(connection, id)?.ok_or_else(|| not_found(id))
}

pub(crate) fn rules_of(game: &GameRow) -> Result<Rules, ApiError> {
    serde_json::from_str(&game.rules)
        .map_err(|error| ApiError::Internal(format!("game {}: stored rules: {error}", game.id)))
}

pub(crate) fn parse_stored(game_id: i64, row: &HandRow) -> Result<Value, ApiError> {
    serde_json::from_str(&row.body)
        .map_err(|error| ApiError::Internal(format!("game {game_id} hand {}: {error}", row.number)))
}

/// Scores `hands` under the game's rules; the first refused hand is named as the API names
/// fields (`hands[4].contract.level`).
pub(crate) fn score(rules: Rules, hands: &[Value]) -> Result<Match, ApiError> {
    let mut scored = Match::new(rules);
    for (index, hand) in hands.iter().enumerate() {
        scored
            .play_json(hand)
            .map_err(|error| refused(index + 1, &error))?;
    }
    Ok(scored)
}

fn refused(number: usize, error: &HandError) -> ApiError {
    ApiError::invalid(
        hand_field(number, &error.field),
        format!("hand {number}: {error}"),
    )
}

fn seats_view(connection: &mut AnyConnection, game: &GameRow) -> Result<model::Seats, ApiError> {
    let names = games::player_names(
        connection,
        &[game.seat_n, game.seat_e, game.seat_s, game.seat_w],
    )?;
    seats_named(&names.into_iter().collect(), game)
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
    let hands = stored_hands(connection, id)?;
    let scored = score(rules_of(&game)?, &hands)?;
    game_view(connection, actor, &game, hands, &scored)
}

/// The game a table code enters hands into now: its own game, or in an event match of
/// several games, the match's latest game.
pub fn for_table(connection: &mut AnyConnection, actor: &Actor) -> Result<model::Game, ApiError> {
    let Actor::Table { game_id, .. } = actor else {
        return Err(ApiError::Unauthorized(
            "send the table's code as `Authorization: Table CODE`".to_owned(),
        ));
    };
    let current = events::current_of_match(connection, *game_id)?;
    view(connection, actor, current)
}

/// The view of a game whose hands are loaded and scored already.
fn game_view(
    connection: &mut AnyConnection,
    actor: &Actor,
    game: &GameRow,
    hands: Vec<Value>,
    scored: &Match,
) -> Result<model::Game, ApiError> {
    let next_dealer = match scored.outcome() {
        Some(_) => None,
        None => scored.expected_dealer().map(|seat| seat.to_string()),
    };
    Ok(model::Game {
        id: game.id,
        club_id: game.club_id,
        season_id: game.season_id,
        game: game.kind.clone(),
        rules: scored.rules(),
        seats: seats_view(connection, game)?,
        status: game.status.clone(),
        version: game.version,
        table_code: sees_table_code(connection, actor, game.club_id)
            .then(|| game.table_code.clone()),
        next_dealer,
        hands,
        sheet: scored.sheet(),
        hand_limit: game.hand_limit,
        decision: game.decision.clone(),
        reviews: reviews_of(connection, game.id)?,
        event: events::link_of(connection, game.id)?.map(|link| model::EventLink {
            event_id: link.event_id,
            round: link.round_number,
            table: link.table_number,
            match_game: link.match_game,
        }),
        created_at: game.created_at,
        updated_at: game.updated_at,
    })
}

pub fn list(
    connection: &mut AnyConnection,
    query: &ListQuery,
) -> Result<Vec<model::GameSummary>, ApiError> {
    if let Some(status) = &query.status
        && status != IN_PROGRESS
        && status != FINISHED
    {
        return Err(ApiError::invalid(
            "status",
            format!("status {status} is not in_progress or finished"),
        ));
    }
    let filter = GameFilter {
        club_id: query.club,
        season_id: query.season,
        player_id: query.player,
        status: query.status.clone(),
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
    rows.into_iter()
        .map(|game| {
            Ok(model::GameSummary {
                id: game.id,
                club_id: game.club_id,
                season_id: game.season_id,
                game: game.kind.clone(),
                seats: seats_named(&names, &game)?,
                status: game.status,
                version: game.version,
                created_at: game.created_at,
                updated_at: game.updated_at,
            })
        })
        .collect()
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
    let described = match player {
        PlayerRef::Id(id) => format!("player {id}"),
        PlayerRef::Name(name) => format!("a player named {name}"),
    };
    found.map(|row| row.id).ok_or_else(|| {
        ApiError::invalid(field, format!("{field}: club {club_id} has no {described}"))
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
        .map_err(|_| ApiError::invalid("club_id", format!("there is no club {club_id}")))?;
    actor.require_director(connection, club_id)?;
    if let Some(season_id) = season_id {
        let season = season_rows::get(connection, season_id)?;
        if season.is_none_or(|season| season.club_id != club_id) {
            return Err(ApiError::invalid(
                "season_id",
                format!("club {club_id} has no season {season_id}"),
            ));
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
    let rules = Rules::from_options(body.game, &body.rules)
        .map_err(|error| ApiError::invalid(error.field(), error.to_string()))?;
    let refs = [
        (Seat::North, &body.seats.north),
        (Seat::East, &body.seats.east),
        (Seat::South, &body.seats.south),
        (Seat::West, &body.seats.west),
    ];
    let mut seated = Vec::with_capacity(4);
    for (seat, player) in refs {
        let id = resolve_player(connection, body.club_id, &format!("seats.{seat}"), player)?;
        if seated.contains(&id) {
            return Err(ApiError::invalid(
                format!("seats.{seat}"),
                format!("seats.{seat}: a player can sit in one seat only"),
            ));
        }
        seated.push(id);
    }
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
    let kind = serde_json::to_value(setup.rules.kind())
        .ok()
        .and_then(|kind| kind.as_str().map(str::to_owned))
        .unwrap_or_default();
    Ok(games::create(
        connection,
        &NewGame {
            club_id: setup.club_id,
            season_id: setup.season_id,
            kind,
            rules: serde_json::to_string(&setup.rules)
                .map_err(|error| ApiError::Internal(error.to_string()))?,
            seat_n,
            seat_e,
            seat_s,
            seat_w,
            table_code,
            status: IN_PROGRESS.to_owned(),
            version: 1,
            created_at,
            updated_at: created_at,
            hand_limit: setup.hand_limit,
            decision: None,
        },
    )?)
}

/// A table code no game has.
pub fn unused_table_code(connection: &mut AnyConnection) -> Result<String, ApiError> {
    for _ in 0..20 {
        let code = auth::new_table_code();
        if !games::table_code_taken(connection, &code)? {
            return Ok(code);
        }
    }
    Err(ApiError::Internal("no unused table code found".to_owned()))
}

/// A change to a game's hands is for its club's directors and admins; appending is also for
/// the players at the table, with the game's code, while the game goes on.
fn authorize(
    connection: &mut AnyConnection,
    actor: &Actor,
    game: &GameRow,
    appending: bool,
) -> Result<(), ApiError> {
    match actor {
        Actor::Table { game_id, .. }
            if appending
                && (*game_id == game.id || events::same_match(connection, *game_id, game.id)?) =>
        {
            if game.status == FINISHED {
                Err(ApiError::Forbidden(format!(
                    "game {} is finished; its table code no longer enters hands",
                    game.id
                )))
            } else {
                Ok(())
            }
        }
        Actor::Table { .. } if appending => Err(ApiError::Forbidden(format!(
            "that table code is not for game {}",
            game.id
        ))),
        Actor::Table { .. } => Err(ApiError::Forbidden(
            "a table code may only enter hands; ask the director".to_owned(),
        )),
        _ => actor.require_director(connection, game.club_id),
    }
}

/// Claims game `id` for a write (see `games::claim`): its row as it stands once claimed.
pub(crate) fn claim(connection: &mut AnyConnection, id: i64) -> Result<GameRow, ApiError> {
    games::claim(connection, id)?.ok_or_else(|| not_found(id))
}

/// Refuses a write made from another version than the game's (`If-Match`); `game` is the
/// row as claimed, one version on.
fn check_version(game: &GameRow, if_match: Option<i64>) -> Result<(), ApiError> {
    let current = game.version - 1;
    match if_match {
        Some(expected) if expected != current => Err(ApiError::Conflict(format!(
            "game {} has changed since version {expected} (it is at version {current}): someone else entered or corrected a hand; reload it and try again",
            game.id
        ))),
        _ => Ok(()),
    }
}

/// Claims a game for a director's change to its hands (a correction, an undo). A game of an
/// event claims its event first: such a change may alter a result that the event's next
/// round is seated from, so it queues with the event's own changes, which claim the event
/// and then its games in the same order.
fn claim_for_change(connection: &mut AnyConnection, id: i64) -> Result<GameRow, ApiError> {
    if let Some(link) = events::link_of(connection, id)? {
        events::claim(connection, link.event_id)?;
    }
    claim(connection, id)
}

/// Who made a change, as the game's history names them: an account by its name, a table by
/// its number at the event. A table code is a credential and is never written down.
fn author(connection: &mut AnyConnection, actor: &Actor, game_id: i64) -> Result<String, ApiError> {
    Ok(match actor {
        Actor::Account { username, .. } => username.clone(),
        Actor::Table { .. } => match events::link_of(connection, game_id)? {
            Some(link) => format!("table {}", link.table_number),
            None => "the table".to_owned(),
        },
        Actor::Anonymous => "anonymous".to_owned(),
    })
}

/// The hands whose entering side or review is known.
fn reviews_of(
    connection: &mut AnyConnection,
    game_id: i64,
) -> Result<Vec<model::HandReview>, ApiError> {
    Ok(games::hands(connection, game_id)?
        .into_iter()
        .filter(|row| row.entered_side.is_some() || row.review.is_some())
        .map(|row| model::HandReview {
            number: row.number,
            entered_side: row.entered_side,
            status: row.review,
            note: row.review_note,
        })
        .collect())
}

fn stored_hands(connection: &mut AnyConnection, game_id: i64) -> Result<Vec<Value>, ApiError> {
    games::hands(connection, game_id)?
        .iter()
        .map(|row| parse_stored(game_id, row))
        .collect()
}

fn body_text(hand: &Value) -> String {
    hand.to_string()
}

fn number(index: usize) -> i32 {
    i32::try_from(index).unwrap_or(i32::MAX)
}

/// Appends the next hand. The rules decide whether it is valid; a refused hand leaves the
/// game untouched.
pub fn append(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    hand: &Value,
) -> Result<model::Game, ApiError> {
    let game = claim(connection, id)?;
    authorize(connection, actor, &game, true)?;
    check_version(&game, if_match)?;
    let mut hands = stored_hands(connection, id)?;
    check_open(&game, hands.len())?;
    hands.push(hand.clone());
    let scored = score(rules_of(&game)?, &hands)?;
    let body = body_text(hand);
    let at = number(hands.len());
    let by = author(connection, actor, id)?;
    games::insert_hand(connection, id, at, &body, &by)?;
    crate::metrics::hand_recorded();
    games::insert_revision(
        connection,
        &NewRevision {
            game_id: id,
            number: at,
            action: "entered",
            previous_body: None,
            new_body: Some(&body),
            reason: None,
            actor: &by,
        },
    )?;
    finish(connection, actor, game, hands, &scored, false)
}

/// Ends a write: keeps the stored status in step with the score and answers with the game
/// as it now stands (`game` is its row as claimed, at the new version). When a game ends, or
/// an earlier hand is revised, the game's event match is brought in step (the next game of a
/// best-of match, or one a correction made unnecessary).
fn finish(
    connection: &mut AnyConnection,
    actor: &Actor,
    mut game: GameRow,
    hands: Vec<Value>,
    scored: &Match,
    revised: bool,
) -> Result<model::Game, ApiError> {
    let status = derived_status(&game, scored);
    let changed = status != game.status;
    if changed {
        games::set_status(connection, game.id, status)?;
        status.clone_into(&mut game.status);
    }
    if changed || revised {
        crate::services::events::reconcile_match(connection, game.id)?;
    }
    crate::services::summaries::refresh(connection, &game, scored)?;
    game_view(connection, actor, &game, hands, scored)
}

/// A game is over when the rules end it, when its fixed number of hands is played, or when
/// it was decided otherwise (its round closed by the director).
fn derived_status(game: &GameRow, scored: &Match) -> &'static str {
    let hands_done = game
        .hand_limit
        .and_then(|limit| usize::try_from(limit).ok())
        .is_some_and(|limit| scored.hands_played() >= limit);
    if scored.outcome().is_some() || hands_done || game.decision.is_some() {
        FINISHED
    } else {
        IN_PROGRESS
    }
}

/// Refuses a hand for a game that is over although the rules have not ended it.
fn check_open(game: &GameRow, hands_played: usize) -> Result<(), ApiError> {
    if let Some(decision) = &game.decision {
        return Err(ApiError::invalid(
            "hands",
            format!(
                "game {} is over: it was decided by the {} when its round was closed",
                game.id,
                decision.replace('_', " ")
            ),
        ));
    }
    match game.hand_limit {
        Some(limit) if usize::try_from(limit).is_ok_and(|limit| hands_played >= limit) => {
            Err(ApiError::invalid(
                "hands",
                format!("game {} is over: its {limit} hands are played", game.id),
            ))
        }
        _ => Ok(()),
    }
}

fn required_reason(reason: &str) -> Result<&str, ApiError> {
    super::text::checked_reason("reason", reason)?
        .ok_or_else(|| ApiError::invalid("reason", "reason must say why the hand is changed"))
}

/// Replaces hand `at` and re-derives every later total; refused if any hand is then invalid.
pub fn correct(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    at: i32,
    if_match: Option<i64>,
    correction: &Correction,
) -> Result<model::Game, ApiError> {
    let game = claim_for_change(connection, id)?;
    authorize(connection, actor, &game, false)?;
    check_version(&game, if_match)?;
    let reason = required_reason(&correction.reason)?;
    let mut hands = stored_hands(connection, id)?;
    let index = usize::try_from(at)
        .ok()
        .filter(|at| (1..=hands.len()).contains(at))
        .ok_or_else(|| {
            ApiError::NotFound(format!(
                "game {id} has no hand {at} (it has {} hands)",
                hands.len()
            ))
        })?;
    let seated_from = crate::services::events::seating_basis(connection, id)?;
    let previous = std::mem::replace(&mut hands[index - 1], correction.hand.clone());
    let scored = score(rules_of(&game)?, &hands)?;
    let body = body_text(&correction.hand);
    games::replace_hand(connection, id, at, &body)?;
    crate::services::reviews::settle_dispute(connection, id, at, reason)?;
    let by = author(connection, actor, id)?;
    games::insert_revision(
        connection,
        &NewRevision {
            game_id: id,
            number: at,
            action: "corrected",
            previous_body: Some(&body_text(&previous)),
            new_body: Some(&body),
            reason: Some(reason),
            actor: &by,
        },
    )?;
    let changed = finish(connection, actor, game, hands, &scored, true)?;
    crate::services::events::check_seating_basis(connection, id, seated_from.as_ref())?;
    Ok(changed)
}

/// Removes the last hand; it stays in the history.
pub fn undo(
    connection: &mut AnyConnection,
    actor: &Actor,
    id: i64,
    if_match: Option<i64>,
    undo: &Undo,
) -> Result<model::Game, ApiError> {
    let game = claim_for_change(connection, id)?;
    authorize(connection, actor, &game, false)?;
    check_version(&game, if_match)?;
    let reason = required_reason(&undo.reason)?;
    let mut hands = stored_hands(connection, id)?;
    let Some(last) = hands.pop() else {
        return Err(ApiError::invalid(
            "hands",
            format!("game {id} has no hand to undo"),
        ));
    };
    let seated_from = crate::services::events::seating_basis(connection, id)?;
    let scored = score(rules_of(&game)?, &hands)?;
    let at = number(hands.len() + 1);
    games::delete_hand(connection, id, at)?;
    let by = author(connection, actor, id)?;
    games::insert_revision(
        connection,
        &NewRevision {
            game_id: id,
            number: at,
            action: "undone",
            previous_body: Some(&body_text(&last)),
            new_body: None,
            reason: Some(reason),
            actor: &by,
        },
    )?;
    let changed = finish(connection, actor, game, hands, &scored, true)?;
    crate::services::events::check_seating_basis(connection, id, seated_from.as_ref())?;
    Ok(changed)
}

pub fn history(
    connection: &mut AnyConnection,
    id: i64,
) -> Result<Vec<model::HistoryEntry>, ApiError> {
    load(connection, id)?;
    let parse = |text: Option<String>| text.and_then(|text| serde_json::from_str(&text).ok());
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

/// The game record of CONTRACT.md section 1: rules in full and the hands as reported.
pub fn record(connection: &mut AnyConnection, id: i64) -> Result<Value, ApiError> {
    let game = load(connection, id)?;
    let hands = stored_hands(connection, id)?;
    Ok(json!({ "game": game.kind, "rules": rules_of(&game)?, "hands": hands }))
}
