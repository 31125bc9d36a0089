//! Each club's numbered changes to what its standings and ratings are made of, written by
//! the triggers of the `result_changes` migration and read by `services::read_cache`.

use diesel::prelude::*;

use crate::db::AnyConnection;
use crate::db::schema::{result_changes, result_clocks};

/// The number of the club's latest change; 0 before its first.
pub fn clock(connection: &mut AnyConnection, club_id: i64) -> QueryResult<i64> {
    result_clocks::table
        .find(club_id)
        .select(result_clocks::seq)
        .first(connection)
        .optional()
        .map(Option::unwrap_or_default)
}

/// The changes after change `after` up to change `up_to`, in order: the game that changed,
/// or `None` for a change that was not one game's.
pub fn between(
    connection: &mut AnyConnection,
    club_id: i64,
    after: i64,
    up_to: i64,
) -> QueryResult<Vec<Option<i64>>> {
    result_changes::table
        .filter(result_changes::club_id.eq(club_id))
        .filter(result_changes::seq.gt(after))
        .filter(result_changes::seq.le(up_to))
        .order(result_changes::seq)
        .select(result_changes::game_id)
        .load(connection)
}
