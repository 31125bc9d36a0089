//! Clubs, and the two kinds of things a club names: its players and its seasons.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use super::now;
use crate::db::schema::clubs;
use crate::db::{AnyConnection, per_backend};

#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Serialize, Deserialize, Insertable)]
#[diesel(table_name = clubs)]
pub struct Club {
    #[diesel(skip_insertion)]
    pub id: i64,
    pub name: String,
    pub created_at: NaiveDateTime,
}

pub fn create(connection: &mut AnyConnection, name: &str) -> QueryResult<Club> {
    let created_at = now();
    let id = per_backend!(connection, |c| diesel::insert_into(clubs::table)
        .values((clubs::name.eq(name), clubs::created_at.eq(created_at)))
        .returning(clubs::id)
        .get_result(c))?;
    Ok(Club {
        id,
        name: name.to_owned(),
        created_at,
    })
}

pub fn get(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<Club>> {
    clubs::table
        .find(id)
        .select(Club::as_select())
        .first(connection)
        .optional()
}

pub fn list(connection: &mut AnyConnection) -> QueryResult<Vec<Club>> {
    clubs::table
        .order(clubs::id)
        .select(Club::as_select())
        .load(connection)
}

pub fn rename(connection: &mut AnyConnection, id: i64, name: &str) -> QueryResult<usize> {
    diesel::update(clubs::table.find(id))
        .set(clubs::name.eq(name))
        .execute(connection)
}

/// A row a club names: a player or a season. Both have an id, a club, a unique name.
#[derive(Debug, Clone, Queryable, PartialEq, Serialize, Deserialize)]
pub struct Named {
    pub id: i64,
    pub club_id: i64,
    pub name: String,
    pub created_at: NaiveDateTime,
}

/// The same four queries for each table of named club rows.
macro_rules! named_rows {
    ($module:ident, $table:ident) => {
        pub mod $module {
            use diesel::prelude::*;

            use super::{Named, now};
            use crate::db::schema::$table;
            use crate::db::{AnyConnection, per_backend};

            pub fn create(
                connection: &mut AnyConnection,
                club_id: i64,
                name: &str,
            ) -> QueryResult<Named> {
                let created_at = now();
                let row = (
                    $table::club_id.eq(club_id),
                    $table::name.eq(name),
                    $table::created_at.eq(created_at),
                );
                let id = per_backend!(connection, |c| diesel::insert_into($table::table)
                    .values(row)
                    .returning($table::id)
                    .get_result(c))?;
                Ok(Named {
                    id,
                    club_id,
                    name: name.to_owned(),
                    created_at,
                })
            }

            pub fn get(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<Named>> {
                $table::table.find(id).first(connection).optional()
            }

            pub fn list(connection: &mut AnyConnection, club_id: i64) -> QueryResult<Vec<Named>> {
                $table::table
                    .filter($table::club_id.eq(club_id))
                    .order($table::id)
                    .load(connection)
            }

            pub fn rename(
                connection: &mut AnyConnection,
                id: i64,
                name: &str,
            ) -> QueryResult<usize> {
                diesel::update($table::table.find(id))
                    .set($table::name.eq(name))
                    .execute(connection)
            }
        }
    };
}

named_rows!(player_rows, players);
named_rows!(season_rows, seasons);

/// Takes the club's row until the transaction ends, so that two directors changing the
/// club's own settings at once queue rather than interleave.
pub fn claim(connection: &mut AnyConnection, id: i64) -> QueryResult<usize> {
    diesel::update(clubs::table.find(id))
        .set(clubs::name.eq(clubs::name))
        .execute(connection)
}
