//! Events, their entrants and their rounds. A round's seating is stored as the JSON the
//! events service wrote; its games are rows of `games` that name the event and round.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use uptown_rules::{EventFormat, GameKind};

use super::games::GameRow;
use super::now;
use crate::db::schema::{event_entrants, event_games, event_playoffs, event_rounds, events, games};
use crate::db::{AnyConnection, per_backend};

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = events)]
pub struct EventRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    pub name: String,
    #[diesel(deserialize_as = String, serialize_as = String)]
    pub format: EventFormat,
    #[diesel(deserialize_as = String, serialize_as = String)]
    pub kind: GameKind,
    pub rules: String,
    pub match_format: String,
    pub tie_breaks: String,
    pub rounds_planned: Option<i32>,
    pub seed: i64,
    pub finished_at: Option<NaiveDateTime>,
    pub version: i64,
    pub created_at: NaiveDateTime,
    pub confirm_hands: bool,
    /// Hidden from all but the event's directors until they reveal them.
    #[serde(default)]
    pub standings_hidden: bool,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = events)]
pub struct NewEvent {
    pub club_id: i64,
    pub season_id: Option<i64>,
    pub name: String,
    #[diesel(serialize_as = String)]
    pub format: EventFormat,
    #[diesel(serialize_as = String)]
    pub kind: GameKind,
    pub rules: String,
    pub match_format: String,
    pub tie_breaks: String,
    pub rounds_planned: Option<i32>,
    pub seed: i64,
    pub version: i64,
    pub created_at: NaiveDateTime,
    pub confirm_hands: bool,
}

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = event_entrants)]
pub struct EntrantRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub event_id: i64,
    pub number: i32,
    pub name: String,
    pub player_id: i64,
    pub partner_id: Option<i64>,
    pub joined_round: i32,
    pub withdrawn_round: Option<i32>,
    pub withdraw_reason: Option<String>,
}

#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = event_entrants)]
pub struct NewEntrant {
    pub event_id: i64,
    pub number: i32,
    pub name: String,
    pub player_id: i64,
    pub partner_id: Option<i64>,
    pub joined_round: i32,
}

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = event_rounds)]
pub struct RoundRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub event_id: i64,
    pub number: i32,
    pub seating: String,
    pub closed_by_director: bool,
    pub created_at: NaiveDateTime,
    /// While the round's clock runs: when it ends.
    #[serde(default)]
    pub clock_ends_at: Option<NaiveDateTime>,
    /// While it is paused: the seconds it has left.
    #[serde(default)]
    pub clock_left_seconds: Option<i64>,
    /// Whether the round closes by itself when the time is up.
    #[serde(default)]
    pub clock_closes: bool,
}

/// A round's clock as stored: running until a moment, paused with seconds left, or none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockRow {
    pub ends_at: Option<NaiveDateTime>,
    pub left_seconds: Option<i64>,
    pub closes: bool,
}

/// Sets round `number`'s clock.
pub fn set_clock(
    connection: &mut AnyConnection,
    event_id: i64,
    number: i32,
    clock: ClockRow,
) -> QueryResult<usize> {
    diesel::update(
        event_rounds::table
            .filter(event_rounds::event_id.eq(event_id))
            .filter(event_rounds::number.eq(number)),
    )
    .set((
        event_rounds::clock_ends_at.eq(clock.ends_at),
        event_rounds::clock_left_seconds.eq(clock.left_seconds),
        event_rounds::clock_closes.eq(clock.closes),
    ))
    .execute(connection)
}

/// The rounds whose clock has run out at `at` and which close by themselves then:
/// (event, round), for the timekeeper.
pub fn rounds_out_of_time(
    connection: &mut AnyConnection,
    at: NaiveDateTime,
) -> QueryResult<Vec<(i64, i32)>> {
    event_rounds::table
        .filter(event_rounds::clock_closes.eq(true))
        .filter(event_rounds::clock_ends_at.le(at))
        .filter(event_rounds::closed_by_director.eq(false))
        .select((event_rounds::event_id, event_rounds::number))
        .load(connection)
}

pub fn create(connection: &mut AnyConnection, event: &NewEvent) -> QueryResult<i64> {
    // Owned: a field stored `serialize_as` another type is inserted by value.
    per_backend!(connection, |c| diesel::insert_into(events::table)
        .values(event.clone())
        .returning(events::id)
        .get_result(c))
}

pub fn get(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<EventRow>> {
    events::table
        .find(id)
        .select(EventRow::as_select())
        .first(connection)
        .optional()
}

/// When a game of the event was last written: when an event that ended with its last
/// round ended.
pub fn last_played(
    connection: &mut AnyConnection,
    event_id: i64,
) -> QueryResult<Option<NaiveDateTime>> {
    event_games::table
        .inner_join(games::table)
        .filter(event_games::event_id.eq(event_id))
        .select(diesel::dsl::max(games::updated_at))
        .first(connection)
}

pub fn list(
    connection: &mut AnyConnection,
    club_id: Option<i64>,
    season_id: Option<i64>,
) -> QueryResult<Vec<EventRow>> {
    let mut query = events::table
        .select(EventRow::as_select())
        .order(events::id)
        .into_boxed();
    if let Some(club_id) = club_id {
        query = query.filter(events::club_id.eq(club_id));
    }
    if let Some(season_id) = season_id {
        query = query.filter(events::season_id.eq(season_id));
    }
    query.load(connection)
}

/// Claims the event for a write, so that two directors asking for the next round at once
/// queue instead of both seating round 3.
pub fn claim(connection: &mut AnyConnection, id: i64) -> QueryResult<()> {
    diesel::update(events::table.find(id))
        .set(events::version.eq(events::version + 1))
        .execute(connection)
        .map(drop)
}

/// Hides the event's standings from all but its directors (`true`), or reveals them.
pub fn set_standings_hidden(
    connection: &mut AnyConnection,
    id: i64,
    hidden: bool,
) -> QueryResult<usize> {
    diesel::update(events::table.find(id))
        .set(events::standings_hidden.eq(hidden))
        .execute(connection)
}

/// Round `number`'s clock.
pub fn clock(
    connection: &mut AnyConnection,
    event_id: i64,
    number: i32,
) -> QueryResult<Option<ClockRow>> {
    event_rounds::table
        .filter(event_rounds::event_id.eq(event_id))
        .filter(event_rounds::number.eq(number))
        .select((
            event_rounds::clock_ends_at,
            event_rounds::clock_left_seconds,
            event_rounds::clock_closes,
        ))
        .first::<(Option<NaiveDateTime>, Option<i64>, bool)>(connection)
        .optional()
        .map(|row| {
            row.map(|(ends_at, left_seconds, closes)| ClockRow {
                ends_at,
                left_seconds,
                closes,
            })
        })
}

pub fn finish(connection: &mut AnyConnection, id: i64) -> QueryResult<usize> {
    diesel::update(events::table.find(id))
        .set(events::finished_at.eq(now()))
        .execute(connection)
}

pub fn entrants(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Vec<EntrantRow>> {
    event_entrants::table
        .filter(event_entrants::event_id.eq(event_id))
        .order(event_entrants::number)
        .select(EntrantRow::as_select())
        .load(connection)
}

/// An event's second stage: a knock-out of the top `top` entrants of its qualifying rounds.
#[derive(
    Debug, Clone, Copy, Queryable, Selectable, PartialEq, Eq, Serialize, Deserialize, Insertable,
)]
#[diesel(table_name = event_playoffs)]
pub struct PlayoffRow {
    pub event_id: i64,
    pub top: i32,
    /// `knockout` or `double_knockout`.
    #[diesel(deserialize_as = String, serialize_as = String)]
    pub format: EventFormat,
}

pub fn add_playoff(connection: &mut AnyConnection, playoff: &PlayoffRow) -> QueryResult<()> {
    diesel::insert_into(event_playoffs::table)
        .values(*playoff)
        .execute(connection)
        .map(drop)
}

pub fn playoff(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Option<PlayoffRow>> {
    event_playoffs::table
        .find(event_id)
        .select(PlayoffRow::as_select())
        .first(connection)
        .optional()
}

pub fn add_entrant(connection: &mut AnyConnection, entrant: &NewEntrant) -> QueryResult<()> {
    diesel::insert_into(event_entrants::table)
        .values(entrant)
        .execute(connection)
        .map(drop)
}

pub fn withdraw(
    connection: &mut AnyConnection,
    event_id: i64,
    number: i32,
    before_round: i32,
    reason: Option<&str>,
) -> QueryResult<usize> {
    diesel::update(
        event_entrants::table
            .filter(event_entrants::event_id.eq(event_id))
            .filter(event_entrants::number.eq(number)),
    )
    .set((
        event_entrants::withdrawn_round.eq(before_round),
        event_entrants::withdraw_reason.eq(reason),
    ))
    .execute(connection)
}

/// Takes a withdrawal back: the entrant is seated again from the next round.
pub fn reinstate(connection: &mut AnyConnection, event_id: i64, number: i32) -> QueryResult<usize> {
    diesel::update(
        event_entrants::table
            .filter(event_entrants::event_id.eq(event_id))
            .filter(event_entrants::number.eq(number)),
    )
    .set((
        event_entrants::withdrawn_round.eq(None::<i32>),
        event_entrants::withdraw_reason.eq(None::<String>),
    ))
    .execute(connection)
}

pub fn rounds(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Vec<RoundRow>> {
    event_rounds::table
        .filter(event_rounds::event_id.eq(event_id))
        .order(event_rounds::number)
        .select(RoundRow::as_select())
        .load(connection)
}

/// The number of the event's latest round, if it has one.
pub fn latest_round(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Option<i32>> {
    event_rounds::table
        .filter(event_rounds::event_id.eq(event_id))
        .select(diesel::dsl::max(event_rounds::number))
        .first(connection)
}

pub fn add_round(
    connection: &mut AnyConnection,
    event_id: i64,
    number: i32,
    seating: &str,
) -> QueryResult<()> {
    diesel::insert_into(event_rounds::table)
        .values((
            event_rounds::event_id.eq(event_id),
            event_rounds::number.eq(number),
            event_rounds::seating.eq(seating),
            event_rounds::closed_by_director.eq(false),
            event_rounds::created_at.eq(now()),
        ))
        .execute(connection)
        .map(drop)
}

/// Stores round `number`'s seating again: a late arrival's table added to it.
pub fn set_seating(
    connection: &mut AnyConnection,
    event_id: i64,
    number: i32,
    seating: &str,
) -> QueryResult<()> {
    diesel::update(
        event_rounds::table
            .filter(event_rounds::event_id.eq(event_id))
            .filter(event_rounds::number.eq(number)),
    )
    .set(event_rounds::seating.eq(seating))
    .execute(connection)
    .map(drop)
}

pub fn close_round(connection: &mut AnyConnection, event_id: i64, number: i32) -> QueryResult<()> {
    diesel::update(
        event_rounds::table
            .filter(event_rounds::event_id.eq(event_id))
            .filter(event_rounds::number.eq(number)),
    )
    .set(event_rounds::closed_by_director.eq(true))
    .execute(connection)
    .map(drop)
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable, PartialEq, Serialize, Deserialize)]
#[diesel(table_name = event_games)]
pub struct EventGameRow {
    pub game_id: i64,
    pub event_id: i64,
    pub round_number: i32,
    pub table_number: i32,
    pub match_game: i32,
}

pub fn link_game(connection: &mut AnyConnection, link: &EventGameRow) -> QueryResult<()> {
    diesel::insert_into(event_games::table)
        .values(link)
        .execute(connection)
        .map(drop)
}

pub fn link_of(connection: &mut AnyConnection, game_id: i64) -> QueryResult<Option<EventGameRow>> {
    event_games::table
        .find(game_id)
        .select(EventGameRow::as_select())
        .first(connection)
        .optional()
}

/// The games of an event with where they were seated, in the order they were created.
pub fn games(
    connection: &mut AnyConnection,
    event_id: i64,
) -> QueryResult<Vec<(EventGameRow, GameRow)>> {
    event_games::table
        .inner_join(games::table)
        .filter(event_games::event_id.eq(event_id))
        .order(games::id)
        .select((EventGameRow::as_select(), GameRow::as_select()))
        .load(connection)
}

pub fn set_rounds_planned(
    connection: &mut AnyConnection,
    id: i64,
    rounds: Option<i32>,
) -> QueryResult<usize> {
    diesel::update(events::table.find(id))
        .set(events::rounds_planned.eq(rounds))
        .execute(connection)
}

/// The games of one table of one round, in the order they were created.
pub fn games_at(
    connection: &mut AnyConnection,
    event_id: i64,
    round: i32,
    table: i32,
) -> QueryResult<Vec<(EventGameRow, GameRow)>> {
    event_games::table
        .inner_join(games::table)
        .filter(event_games::event_id.eq(event_id))
        .filter(event_games::round_number.eq(round))
        .filter(event_games::table_number.eq(table))
        .order(games::id)
        .select((EventGameRow::as_select(), GameRow::as_select()))
        .load(connection)
}

/// The ids of the games of a round, or of one table of it.
pub fn game_ids(
    connection: &mut AnyConnection,
    event_id: i64,
    round: i32,
    table: Option<i32>,
) -> QueryResult<Vec<i64>> {
    let mut query = event_games::table
        .filter(event_games::event_id.eq(event_id))
        .filter(event_games::round_number.eq(round))
        .select(event_games::game_id)
        .order(event_games::game_id)
        .into_boxed();
    if let Some(table) = table {
        query = query.filter(event_games::table_number.eq(table));
    }
    query.load(connection)
}

/// Whether two games are of the same table's match in an event (a best-of match's games),
/// so that the table code printed for the match enters hands into each of them.
pub fn same_match(connection: &mut AnyConnection, first: i64, second: i64) -> QueryResult<bool> {
    let (Some(first), Some(second)) = (link_of(connection, first)?, link_of(connection, second)?)
    else {
        return Ok(false);
    };
    Ok((first.event_id, first.round_number, first.table_number)
        == (second.event_id, second.round_number, second.table_number))
}

/// The latest game of the match a game belongs to (the game itself outside events).
pub fn current_of_match(connection: &mut AnyConnection, game_id: i64) -> QueryResult<i64> {
    let Some(link) = link_of(connection, game_id)? else {
        return Ok(game_id);
    };
    event_games::table
        .filter(event_games::event_id.eq(link.event_id))
        .filter(event_games::round_number.eq(link.round_number))
        .filter(event_games::table_number.eq(link.table_number))
        .order(event_games::match_game.desc())
        .select(event_games::game_id)
        .first(connection)
}

/// Whether any of `games` is a game of the event.
pub fn holds_any(
    connection: &mut AnyConnection,
    event_id: i64,
    games: &[i64],
) -> QueryResult<bool> {
    if games.is_empty() {
        return Ok(false);
    }
    diesel::select(diesel::dsl::exists(
        event_games::table
            .filter(event_games::event_id.eq(event_id))
            .filter(event_games::game_id.eq_any(games.to_vec())),
    ))
    .get_result(connection)
}

/// Removes a game of a match that a correction made unnecessary before anything was
/// entered in it.
pub fn remove_unplayed_game(connection: &mut AnyConnection, game_id: i64) -> QueryResult<()> {
    diesel::delete(event_games::table.find(game_id)).execute(connection)?;
    diesel::delete(games::table.find(game_id))
        .execute(connection)
        .map(drop)
}

/// The disputed hands of an event's games, as (game, hand number, the reason given).
pub fn disputes(
    connection: &mut AnyConnection,
    event_id: i64,
) -> QueryResult<Vec<(i64, i32, Option<String>)>> {
    use crate::db::schema::hands;
    hands::table
        .inner_join(event_games::table.on(event_games::game_id.eq(hands::game_id)))
        .filter(event_games::event_id.eq(event_id))
        .filter(hands::review.eq("disputed"))
        .order((hands::game_id, hands::number))
        .select((hands::game_id, hands::number, hands::review_note))
        .load(connection)
}

/// Every entrant player `player_id` is part of, for the player's export.
pub fn entrants_of_player(
    connection: &mut AnyConnection,
    player_id: i64,
) -> QueryResult<Vec<EntrantRow>> {
    event_entrants::table
        .filter(
            event_entrants::player_id
                .eq(player_id)
                .or(event_entrants::partner_id.eq(player_id)),
        )
        .order(event_entrants::id)
        .load(connection)
}
