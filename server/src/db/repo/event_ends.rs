//! Which events' ends a club's webhooks were told of, and the lock that lets writes that end
//! an event at the same moment agree on which of them tells.

use diesel::prelude::*;
use diesel::sql_types::Integer;

use super::now;
use crate::db::AnyConnection;
use crate::db::schema::event_ends_told;

/// The first key of the advisory locks `lock` takes, so that they are known for what they are
/// among any other advisory locks of the database.
const EVENT_END_LOCKS: i32 = 0x0075_7074; // "upt"

/// Makes the writes that may end event `id` take turns until they commit, so that each reads
/// the others' games: two tables finishing the last round at once both decide, read the
/// other's game unfinished, and neither would say the event ended. Taken last in a write,
/// after every lock the write needs, it waits only for writes at the same point, which wait
/// for nothing, so it cannot deadlock. SQLite runs one write at a time and needs no lock.
pub fn lock(connection: &mut AnyConnection, id: i64) -> QueryResult<()> {
    match connection {
        AnyConnection::Postgresql(connection) => {
            // Keys are 32 bits; two events sharing one only wait for each other.
            let key = i32::try_from(id & i64::from(i32::MAX)).unwrap_or_default();
            diesel::sql_query("SELECT pg_advisory_xact_lock($1, $2)")
                .bind::<Integer, _>(EVENT_END_LOCKS)
                .bind::<Integer, _>(key)
                .execute(connection)
                .map(drop)
        }
        AnyConnection::Sqlite(_) => Ok(()),
    }
}

/// Whether the webhooks were told that event `id` ended (and not since that it went on).
pub fn told(connection: &mut AnyConnection, id: i64) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(event_ends_told::table.find(id))).get_result(connection)
}

/// Notes that the webhooks were told that event `id` ended (`true`), or that it goes on
/// again (`false`).
pub fn set_told(connection: &mut AnyConnection, id: i64, told: bool) -> QueryResult<()> {
    if told {
        diesel::insert_into(event_ends_told::table)
            .values((
                event_ends_told::event_id.eq(id),
                event_ends_told::told_at.eq(now()),
            ))
            .execute(connection)
            .map(drop)
    } else {
        diesel::delete(event_ends_told::table.find(id))
            .execute(connection)
            .map(drop)
    }
}
