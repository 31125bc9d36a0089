//! Three-handed games (Cutthroat Bid Whist, Dummy Whist), their hands as the tables entered
//! them, and every change to those hands.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use uptown_rules::three_handed::ThreeHandedKind;

use super::games::GameStatus;
use super::now;
use crate::db::schema::{
    event_three_handed, events, three_handed_games, three_handed_hands, three_handed_revisions,
};
use crate::db::{AnyConnection, per_backend};

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = three_handed_games)]
pub struct ThreeHandedRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    #[diesel(deserialize_as = String, serialize_as = String)]
    pub kind: ThreeHandedKind,
    pub rules: String,
    pub seat_n: i64,
    pub seat_e: i64,
    pub seat_w: i64,
    /// A credential: left out of a club's export (an import makes new codes).
    #[serde(skip_serializing, default)]
    pub table_code: String,
    #[diesel(deserialize_as = String, serialize_as = String)]
    pub status: GameStatus,
    pub version: i64,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

impl ThreeHandedRow {
    /// The players, North, East, West.
    pub fn seats(&self) -> [i64; 3] {
        [self.seat_n, self.seat_e, self.seat_w]
    }
}

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = three_handed_hands)]
pub struct ThreeHandedHandRow {
    pub game_id: i64,
    pub number: i32,
    pub body: String,
    pub entered_by: String,
    pub entered_at: NaiveDateTime,
}

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = three_handed_revisions)]
pub struct ThreeHandedRevisionRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub game_id: i64,
    pub number: i32,
    /// `entered` or `undone`.
    pub action: String,
    /// The hand entered, or the hand taken back.
    pub body: String,
    pub reason: Option<String>,
    pub actor: String,
    pub at: NaiveDateTime,
}

/// Stores a new game (its `id` is ignored) and returns its id.
pub fn create(connection: &mut AnyConnection, game: &ThreeHandedRow) -> QueryResult<i64> {
    // Owned: a field stored `serialize_as` another type is inserted by value.
    per_backend!(connection, |c| diesel::insert_into(
        three_handed_games::table
    )
    .values(game.clone())
    .returning(three_handed_games::id)
    .get_result(c))
}

pub fn get(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<ThreeHandedRow>> {
    three_handed_games::table
        .find(id)
        .select(ThreeHandedRow::as_select())
        .first(connection)
        .optional()
}

pub fn by_table_code(
    connection: &mut AnyConnection,
    code: &str,
) -> QueryResult<Option<ThreeHandedRow>> {
    three_handed_games::table
        .filter(three_handed_games::table_code.eq(code))
        .select(ThreeHandedRow::as_select())
        .first(connection)
        .optional()
}

pub fn table_code_taken(connection: &mut AnyConnection, code: &str) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        three_handed_games::table.filter(three_handed_games::table_code.eq(code)),
    ))
    .get_result(connection)
}

/// A club's games, oldest first; only those `player_id` sat at, if given.
pub fn of_club(
    connection: &mut AnyConnection,
    club_id: i64,
    player_id: Option<i64>,
) -> QueryResult<Vec<ThreeHandedRow>> {
    let mut query = three_handed_games::table
        .filter(three_handed_games::club_id.eq(club_id))
        .order(three_handed_games::id)
        .select(ThreeHandedRow::as_select())
        .into_boxed();
    if let Some(player) = player_id {
        query = query.filter(
            three_handed_games::seat_n
                .eq(player)
                .or(three_handed_games::seat_e.eq(player))
                .or(three_handed_games::seat_w.eq(player)),
        );
    }
    query.load(connection)
}

/// A club's finished games, oldest first.
pub fn finished_of_club(
    connection: &mut AnyConnection,
    club_id: i64,
) -> QueryResult<Vec<ThreeHandedRow>> {
    three_handed_games::table
        .filter(three_handed_games::club_id.eq(club_id))
        .filter(three_handed_games::status.eq(GameStatus::Finished.name()))
        .order(three_handed_games::id)
        .select(ThreeHandedRow::as_select())
        .load(connection)
}

/// Claims game `id` for a write: moves it one version on and answers it as it then stands.
/// On PostgreSQL the update locks the row until the write's transaction ends, so writers
/// to one game queue and each reads the game the one before it left; an SQLite write
/// transaction excludes every other writer from its start already. `None`: no such game.
pub fn claim(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<ThreeHandedRow>> {
    per_backend!(connection, |c| diesel::update(
        three_handed_games::table.find(id)
    )
    .set((
        three_handed_games::version.eq(three_handed_games::version + 1),
        three_handed_games::updated_at.eq(now()),
    ))
    .returning(ThreeHandedRow::as_returning())
    .get_result(c)
    .optional())
}

pub fn set_status(
    connection: &mut AnyConnection,
    id: i64,
    status: GameStatus,
) -> QueryResult<usize> {
    diesel::update(three_handed_games::table.find(id))
        .set(three_handed_games::status.eq(status.name()))
        .execute(connection)
}

pub fn hands(connection: &mut AnyConnection, game_id: i64) -> QueryResult<Vec<ThreeHandedHandRow>> {
    three_handed_hands::table
        .filter(three_handed_hands::game_id.eq(game_id))
        .order(three_handed_hands::number)
        .select(ThreeHandedHandRow::as_select())
        .load(connection)
}

/// The hands of many games at once, by game and number.
pub fn hands_of(
    connection: &mut AnyConnection,
    game_ids: &[i64],
) -> QueryResult<Vec<ThreeHandedHandRow>> {
    three_handed_hands::table
        .filter(three_handed_hands::game_id.eq_any(game_ids.to_vec()))
        .order((three_handed_hands::game_id, three_handed_hands::number))
        .select(ThreeHandedHandRow::as_select())
        .load(connection)
}

pub fn insert_hand(connection: &mut AnyConnection, hand: &ThreeHandedHandRow) -> QueryResult<()> {
    diesel::insert_into(three_handed_hands::table)
        .values(hand)
        .execute(connection)
        .map(drop)
}

pub fn delete_hand(
    connection: &mut AnyConnection,
    game_id: i64,
    number: i32,
) -> QueryResult<usize> {
    diesel::delete(
        three_handed_hands::table
            .filter(three_handed_hands::game_id.eq(game_id))
            .filter(three_handed_hands::number.eq(number)),
    )
    .execute(connection)
}

pub fn insert_revision(
    connection: &mut AnyConnection,
    revision: &ThreeHandedRevisionRow,
) -> QueryResult<()> {
    diesel::insert_into(three_handed_revisions::table)
        .values(revision)
        .execute(connection)
        .map(drop)
}

pub fn revisions(
    connection: &mut AnyConnection,
    game_id: i64,
) -> QueryResult<Vec<ThreeHandedRevisionRow>> {
    three_handed_revisions::table
        .filter(three_handed_revisions::game_id.eq(game_id))
        .order(three_handed_revisions::id)
        .select(ThreeHandedRevisionRow::as_select())
        .load(connection)
}

/// Every three-handed row of a club, for its export: the games, their hands, their history.
pub fn of_club_with_hands(
    connection: &mut AnyConnection,
    club_id: i64,
) -> QueryResult<(
    Vec<ThreeHandedRow>,
    Vec<ThreeHandedHandRow>,
    Vec<ThreeHandedRevisionRow>,
)> {
    let club_games = three_handed_games::table
        .filter(three_handed_games::club_id.eq(club_id))
        .select(three_handed_games::id);
    Ok((
        of_club(connection, club_id, None)?,
        three_handed_hands::table
            .filter(three_handed_hands::game_id.eq_any(club_games))
            .order((three_handed_hands::game_id, three_handed_hands::number))
            .select(ThreeHandedHandRow::as_select())
            .load(connection)?,
        three_handed_revisions::table
            .filter(three_handed_revisions::game_id.eq_any(club_games))
            .order(three_handed_revisions::id)
            .select(ThreeHandedRevisionRow::as_select())
            .load(connection)?,
    ))
}

/// The house rules of an event's three-handed table, in full as stored.
#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = event_three_handed)]
pub struct EventThreeHandedRow {
    pub event_id: i64,
    pub rules: String,
}

pub fn set_event_rules(
    connection: &mut AnyConnection,
    row: &EventThreeHandedRow,
) -> QueryResult<()> {
    diesel::insert_into(event_three_handed::table)
        .values(row)
        .execute(connection)
        .map(drop)
}

/// The rules of event `event_id`'s three-handed table; `None`: it has none.
pub fn event_rules(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Option<String>> {
    event_three_handed::table
        .find(event_id)
        .select(event_three_handed::rules)
        .first(connection)
        .optional()
}

/// The three-handed tables' rules of a club's events, for its export.
pub fn event_rules_of_club(
    connection: &mut AnyConnection,
    club_id: i64,
) -> QueryResult<Vec<EventThreeHandedRow>> {
    event_three_handed::table
        .inner_join(events::table)
        .filter(events::club_id.eq(club_id))
        .order(event_three_handed::event_id)
        .select(EventThreeHandedRow::as_select())
        .load(connection)
}

/// A club's events still running whose rounds may seat a three-handed table.
pub fn running_events_with_tables(
    connection: &mut AnyConnection,
    club_id: i64,
) -> QueryResult<Vec<i64>> {
    event_three_handed::table
        .inner_join(events::table)
        .filter(events::club_id.eq(club_id))
        .filter(events::finished_at.is_null())
        .order(event_three_handed::event_id)
        .select(event_three_handed::event_id)
        .load(connection)
}

/// Many games at once, by id.
pub fn by_ids(connection: &mut AnyConnection, ids: &[i64]) -> QueryResult<Vec<ThreeHandedRow>> {
    three_handed_games::table
        .filter(three_handed_games::id.eq_any(ids.to_vec()))
        .order(three_handed_games::id)
        .select(ThreeHandedRow::as_select())
        .load(connection)
}
