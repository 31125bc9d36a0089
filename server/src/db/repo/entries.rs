//! A hand entered: the hand, its line in the game's history and the game's new summary,
//! written together. On PostgreSQL that is one statement (the first two as data-modifying
//! parts of its `WITH`), so an append costs one round trip for its writes; SQLite, in the
//! server's own process, takes the three statements one after the other.

use chrono::NaiveDateTime;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Bool, Integer, Nullable, Text, Timestamp};

use super::games::{self, NewRevision};
use super::summaries::{self, SummaryRow};
use crate::db::AnyConnection;
use crate::db::schema::hands;

/// The next hand of a game, as a table or a director entered it.
#[derive(Debug, Clone, Copy)]
pub struct EnteredHand<'a> {
    pub game_id: i64,
    pub number: i32,
    pub body: &'a str,
    pub entered_by: &'a str,
    pub entered_at: NaiveDateTime,
    pub entered_side: Option<&'a str>,
}

/// The hand, its history line and the summary, as one PostgreSQL statement of its own making,
/// so that it stays prepared (diesel prepares a raw `sql_query` again for every use).
#[derive(Debug, Clone, QueryId)]
struct Record {
    hand: (i64, i32, String, String, NaiveDateTime, Option<String>),
    summary: SummaryRow,
}

impl QueryFragment<Pg> for Record {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let (game_id, number, body, entered_by, entered_at, entered_side) = &self.hand;
        out.push_sql(
            "WITH hand AS (INSERT INTO hands \
             (game_id, number, body, entered_by, entered_at, entered_side) VALUES (",
        );
        out.push_bind_param::<BigInt, _>(game_id)?;
        out.push_sql(", ");
        out.push_bind_param::<Integer, _>(number)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(body)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(entered_by)?;
        out.push_sql(", ");
        out.push_bind_param::<Timestamp, _>(entered_at)?;
        out.push_sql(", ");
        out.push_bind_param::<Nullable<Text>, _>(entered_side)?;
        out.push_sql(
            ") RETURNING game_id, number, body, entered_by, entered_at), \
             revision AS (INSERT INTO hand_revisions \
             (game_id, number, action, previous_body, new_body, reason, actor, at) \
             SELECT game_id, number, 'entered', NULL, body, NULL, entered_by, entered_at \
             FROM hand) \
             INSERT INTO game_summaries (game_id, version, finished, winner, score_ns, \
             score_ew, bostons_ns, bostons_ew, sets_ns, sets_ew, hands) VALUES (",
        );
        let summary = &self.summary;
        out.push_bind_param::<BigInt, _>(&summary.game_id)?;
        out.push_sql(", ");
        out.push_bind_param::<BigInt, _>(&summary.version)?;
        out.push_sql(", ");
        out.push_bind_param::<Bool, _>(&summary.finished)?;
        out.push_sql(", ");
        out.push_bind_param::<Nullable<Text>, _>(&summary.winner)?;
        for count in [&summary.score_ns, &summary.score_ew] {
            out.push_sql(", ");
            out.push_bind_param::<BigInt, _>(count)?;
        }
        for count in [
            &summary.bostons_ns,
            &summary.bostons_ew,
            &summary.sets_ns,
            &summary.sets_ew,
            &summary.hands,
        ] {
            out.push_sql(", ");
            out.push_bind_param::<Integer, _>(count)?;
        }
        out.push_sql(
            ") ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, \
             finished = excluded.finished, winner = excluded.winner, \
             score_ns = excluded.score_ns, score_ew = excluded.score_ew, \
             bostons_ns = excluded.bostons_ns, bostons_ew = excluded.bostons_ew, \
             sets_ns = excluded.sets_ns, sets_ew = excluded.sets_ew, hands = excluded.hands",
        );
        Ok(())
    }
}

impl<Conn> RunQueryDsl<Conn> for Record {}

/// Stores `hand`, the history's "entered" line for it, and `summary`, the game's summary
/// with the hand.
pub fn record(
    connection: &mut AnyConnection,
    hand: &EnteredHand<'_>,
    summary: &SummaryRow,
) -> QueryResult<()> {
    match connection {
        AnyConnection::Postgresql(c) => Record {
            hand: (
                hand.game_id,
                hand.number,
                hand.body.to_owned(),
                hand.entered_by.to_owned(),
                hand.entered_at,
                hand.entered_side.map(str::to_owned),
            ),
            summary: summary.clone(),
        }
        .execute(c)
        .map(drop),
        AnyConnection::Sqlite(_) => {
            diesel::insert_into(hands::table)
                .values((
                    hands::game_id.eq(hand.game_id),
                    hands::number.eq(hand.number),
                    hands::body.eq(hand.body),
                    hands::entered_by.eq(hand.entered_by),
                    hands::entered_at.eq(hand.entered_at),
                    hands::entered_side.eq(hand.entered_side),
                ))
                .execute(connection)?;
            games::insert_revision(
                connection,
                &NewRevision {
                    game_id: hand.game_id,
                    number: hand.number,
                    action: "entered",
                    previous_body: None,
                    new_body: Some(hand.body),
                    reason: None,
                    actor: hand.entered_by,
                },
            )?;
            summaries::upsert(connection, summary)
        }
    }
}
