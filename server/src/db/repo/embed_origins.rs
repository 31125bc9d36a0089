//! The sites a club lets frame its embeddable views.

use diesel::prelude::*;

use crate::db::AnyConnection;
use crate::db::schema::club_embed_origins;

/// The club's origins, in order.
pub fn of_club(connection: &mut AnyConnection, club_id: i64) -> QueryResult<Vec<String>> {
    club_embed_origins::table
        .filter(club_embed_origins::club_id.eq(club_id))
        .select(club_embed_origins::origin)
        .order(club_embed_origins::origin)
        .load(connection)
}

/// Makes `origins` the club's whole list.
pub fn replace(
    connection: &mut AnyConnection,
    club_id: i64,
    origins: &[String],
) -> QueryResult<()> {
    diesel::delete(club_embed_origins::table.filter(club_embed_origins::club_id.eq(club_id)))
        .execute(connection)?;
    // One statement per row: a batch insert is not one statement on every backend, and a
    // club lists a handful of sites.
    for origin in origins {
        diesel::insert_into(club_embed_origins::table)
            .values((
                club_embed_origins::club_id.eq(club_id),
                club_embed_origins::origin.eq(origin),
            ))
            .execute(connection)?;
    }
    Ok(())
}
