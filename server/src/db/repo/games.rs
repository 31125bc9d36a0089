//! Games, their hands as the tables reported them, and every revision of a hand.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use uptown_rules::GameKind;

use super::now;
use crate::db::schema::{games, hand_revisions, hands, players};
use crate::db::{AnyConnection, per_backend};

/// Whether a game goes on, stored as its name: `in_progress` or `finished`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    InProgress,
    Finished,
}

impl GameStatus {
    pub fn name(self) -> &'static str {
        match self {
            GameStatus::InProgress => "in_progress",
            GameStatus::Finished => "finished",
        }
    }

    pub fn parse(name: &str) -> Option<GameStatus> {
        [GameStatus::InProgress, GameStatus::Finished]
            .into_iter()
            .find(|status| status.name() == name)
    }
}

/// How a status is read from its column (`deserialize_as`): a name no status has is an
/// error of the stored data, not a game in some third state.
impl TryFrom<String> for GameStatus {
    type Error = String;

    fn try_from(name: String) -> Result<GameStatus, String> {
        GameStatus::parse(&name).ok_or_else(|| format!("a game's stored status is {name:?}"))
    }
}

impl From<GameStatus> for String {
    fn from(status: GameStatus) -> String {
        status.name().to_owned()
    }
}

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = games)]
pub struct GameRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub club_id: i64,
    pub season_id: Option<i64>,
    #[diesel(deserialize_as = String, serialize_as = String)]
    pub kind: GameKind,
    pub rules: String,
    pub seat_n: i64,
    pub seat_e: i64,
    pub seat_s: i64,
    pub seat_w: i64,
    /// A credential: left out of a club's export (an import makes new codes).
    #[serde(skip_serializing, default)]
    pub table_code: String,
    #[diesel(deserialize_as = String, serialize_as = String)]
    pub status: GameStatus,
    pub version: i64,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
    pub hand_limit: Option<i32>,
    pub decision: Option<String>,
}

/// What a new game is created with.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = games)]
pub struct NewGame {
    pub club_id: i64,
    pub season_id: Option<i64>,
    #[diesel(serialize_as = String)]
    pub kind: GameKind,
    pub rules: String,
    pub seat_n: i64,
    pub seat_e: i64,
    pub seat_s: i64,
    pub seat_w: i64,
    pub table_code: String,
    #[diesel(serialize_as = String)]
    pub status: GameStatus,
    pub version: i64,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
    pub hand_limit: Option<i32>,
    pub decision: Option<String>,
}

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = hands)]
pub struct HandRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub game_id: i64,
    pub number: i32,
    pub body: String,
    pub entered_by: String,
    pub entered_at: NaiveDateTime,
    pub entered_side: Option<String>,
    pub review: Option<String>,
    pub review_note: Option<String>,
}

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = hand_revisions)]
pub struct RevisionRow {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub game_id: i64,
    pub number: i32,
    pub action: String,
    pub previous_body: Option<String>,
    pub new_body: Option<String>,
    pub reason: Option<String>,
    pub actor: String,
    pub at: NaiveDateTime,
}

pub fn create(connection: &mut AnyConnection, game: &NewGame) -> QueryResult<i64> {
    // Owned: a field stored `serialize_as` another type is inserted by value.
    per_backend!(connection, |c| diesel::insert_into(games::table)
        .values(game.clone())
        .returning(games::id)
        .get_result(c))
}

pub fn get(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<GameRow>> {
    games::table
        .find(id)
        .select(GameRow::as_select())
        .first(connection)
        .optional()
}

pub fn by_table_code(connection: &mut AnyConnection, code: &str) -> QueryResult<Option<GameRow>> {
    games::table
        .filter(games::table_code.eq(code))
        .select(GameRow::as_select())
        .first(connection)
        .optional()
}

/// The names of the given players, as (id, name).
pub fn player_names(
    connection: &mut AnyConnection,
    ids: &[i64],
) -> QueryResult<Vec<(i64, String)>> {
    players::table
        .filter(players::id.eq_any(ids.to_vec()))
        .select((players::id, players::name))
        .load(connection)
}

pub fn table_code_taken(connection: &mut AnyConnection, code: &str) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        games::table.filter(games::table_code.eq(code)),
    ))
    .get_result(connection)
}

/// Filters for listing games; `None` means any.
#[derive(Debug, Clone, Default)]
pub struct GameFilter {
    pub club_id: Option<i64>,
    pub season_id: Option<i64>,
    pub player_id: Option<i64>,
    pub status: Option<GameStatus>,
}

pub fn list(connection: &mut AnyConnection, filter: &GameFilter) -> QueryResult<Vec<GameRow>> {
    let mut query = games::table
        .select(GameRow::as_select())
        .order(games::id)
        .into_boxed();
    if let Some(club_id) = filter.club_id {
        query = query.filter(games::club_id.eq(club_id));
    }
    if let Some(season_id) = filter.season_id {
        query = query.filter(games::season_id.eq(season_id));
    }
    if let Some(player) = filter.player_id {
        query = query.filter(
            games::seat_n
                .eq(player)
                .or(games::seat_e.eq(player))
                .or(games::seat_s.eq(player))
                .or(games::seat_w.eq(player)),
        );
    }
    if let Some(status) = filter.status {
        query = query.filter(games::status.eq(status.name()));
    }
    query.load(connection)
}

/// Locks games for the rest of the transaction without changing them, in id order, the
/// order every writer that holds several takes them in. PostgreSQL locks the rows; an SQLite
/// write transaction excludes every other writer from its start already.
pub fn lock(connection: &mut AnyConnection, ids: &[i64]) -> QueryResult<()> {
    match connection {
        AnyConnection::Postgresql(c) => games::table
            .filter(games::id.eq_any(ids))
            .order(games::id)
            .select(games::id)
            .for_update()
            .load::<i64>(c)
            .map(drop),
        AnyConnection::Sqlite(_) => Ok(()),
    }
}

pub fn set_status(
    connection: &mut AnyConnection,
    id: i64,
    status: GameStatus,
) -> QueryResult<usize> {
    diesel::update(games::table.find(id))
        .set(games::status.eq(status.name()))
        .execute(connection)
}

/// Ends a game the rules have not ended, recording how it was decided.
pub fn decide(connection: &mut AnyConnection, id: i64, decision: &str) -> QueryResult<usize> {
    diesel::update(games::table.find(id))
        .set((
            games::status.eq(GameStatus::Finished.name()),
            games::decision.eq(decision),
            games::version.eq(games::version + 1),
            games::updated_at.eq(now()),
        ))
        .execute(connection)
}

/// Many games at once, by id.
pub fn by_ids(connection: &mut AnyConnection, ids: &[i64]) -> QueryResult<Vec<GameRow>> {
    games::table
        .filter(games::id.eq_any(ids.to_vec()))
        .order(games::id)
        .select(GameRow::as_select())
        .load(connection)
}

/// The hands of many games at once, by game and number.
pub fn hands_of(connection: &mut AnyConnection, game_ids: &[i64]) -> QueryResult<Vec<HandRow>> {
    hands::table
        .filter(hands::game_id.eq_any(game_ids.to_vec()))
        .order((hands::game_id, hands::number))
        .select(HandRow::as_select())
        .load(connection)
}

pub fn hands(connection: &mut AnyConnection, game_id: i64) -> QueryResult<Vec<HandRow>> {
    hands::table
        .filter(hands::game_id.eq(game_id))
        .order(hands::number)
        .select(HandRow::as_select())
        .load(connection)
}

/// Records the opponents' (or the director's) review of a hand.
pub fn set_review(
    connection: &mut AnyConnection,
    game_id: i64,
    number: i32,
    review: &str,
    note: Option<&str>,
) -> QueryResult<usize> {
    diesel::update(
        hands::table
            .filter(hands::game_id.eq(game_id))
            .filter(hands::number.eq(number)),
    )
    .set((hands::review.eq(review), hands::review_note.eq(note)))
    .execute(connection)
}

pub fn replace_hand(
    connection: &mut AnyConnection,
    game_id: i64,
    number: i32,
    body: &str,
) -> QueryResult<usize> {
    diesel::update(
        hands::table
            .filter(hands::game_id.eq(game_id))
            .filter(hands::number.eq(number)),
    )
    .set(hands::body.eq(body))
    .execute(connection)
}

pub fn delete_hand(
    connection: &mut AnyConnection,
    game_id: i64,
    number: i32,
) -> QueryResult<usize> {
    diesel::delete(
        hands::table
            .filter(hands::game_id.eq(game_id))
            .filter(hands::number.eq(number)),
    )
    .execute(connection)
}

/// One entry of a game's history.
#[derive(Debug, Clone)]
pub struct NewRevision<'a> {
    pub game_id: i64,
    pub number: i32,
    pub action: &'a str,
    pub previous_body: Option<&'a str>,
    pub new_body: Option<&'a str>,
    pub reason: Option<&'a str>,
    pub actor: &'a str,
}

pub fn insert_revision(
    connection: &mut AnyConnection,
    revision: &NewRevision<'_>,
) -> QueryResult<()> {
    diesel::insert_into(hand_revisions::table)
        .values((
            hand_revisions::game_id.eq(revision.game_id),
            hand_revisions::number.eq(revision.number),
            hand_revisions::action.eq(revision.action),
            hand_revisions::previous_body.eq(revision.previous_body),
            hand_revisions::new_body.eq(revision.new_body),
            hand_revisions::reason.eq(revision.reason),
            hand_revisions::actor.eq(revision.actor),
            hand_revisions::at.eq(now()),
        ))
        .execute(connection)
        .map(drop)
}

pub fn revisions(connection: &mut AnyConnection, game_id: i64) -> QueryResult<Vec<RevisionRow>> {
    hand_revisions::table
        .filter(hand_revisions::game_id.eq(game_id))
        .order(hand_revisions::id)
        .select(RevisionRow::as_select())
        .load(connection)
}

/// Every game player `player_id` sat at, for the player's export.
pub fn of_player(connection: &mut AnyConnection, player_id: i64) -> QueryResult<Vec<GameRow>> {
    games::table
        .filter(
            games::seat_n
                .eq(player_id)
                .or(games::seat_e.eq(player_id))
                .or(games::seat_s.eq(player_id))
                .or(games::seat_w.eq(player_id)),
        )
        .order(games::id)
        .load(connection)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_status_is_stored_by_its_name_and_no_other_name_is_read() {
        for status in [GameStatus::InProgress, GameStatus::Finished] {
            assert_eq!(GameStatus::try_from(String::from(status)), Ok(status));
            assert_eq!(
                serde_json::to_value(status).unwrap(),
                serde_json::Value::from(status.name()),
                "exported as stored"
            );
        }
        assert_eq!(
            GameStatus::try_from("Finished".to_owned()),
            Err("a game's stored status is \"Finished\"".to_owned())
        );
    }
}
