//! A write's claim of a game: the first statement of every change to it. It bumps the
//! version, which locks the game's row until the transaction ends, so writers to one game
//! queue here, and it returns the row as it is once claimed, with what the write reads of it
//! besides: a writer decides on what it reads after this, never before.

use chrono::NaiveDateTime;
use diesel::backend::Backend;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::serialize::ToSql;
use diesel::sql_types::{BigInt, Bool, Integer, Nullable, Text, Timestamp};

use uptown_rules::EventFormat;

use super::events::EventGameRow;
use super::games::GameRow;
use super::now;
use crate::db::schema::games;
use crate::db::{AnyConnection, per_backend};

/// A game as a write claimed it, with what every write to it reads besides, read in the
/// same statement: its place at an event and the event's format, the names of its players,
/// and whether the writing account directs the game's club.
#[derive(Debug, Clone)]
pub struct ClaimedGame {
    /// The row once claimed, at its new version.
    pub row: GameRow,
    pub link: Option<EventGameRow>,
    pub event_format: Option<EventFormat>,
    /// North, East, South, West.
    pub names: [String; 4],
    pub writer_directs: bool,
    /// Whether the game's club has webhooks to tell of the write (`services::webhooks`).
    pub club_has_webhooks: bool,
}

/// The claim as one statement of its own making, so that both backends keep it prepared
/// (diesel prepares again, for every use, a statement built with raw SQL fragments).
#[derive(Debug, Clone, Copy, QueryId)]
struct Claim {
    id: i64,
    at: NaiveDateTime,
    account: Option<i64>,
}

/// Every column of `games`, in the table's order (`GameRow`'s), then the rest of the claim.
const RETURNED: &str = " RETURNING games.id, games.club_id, games.season_id, games.kind, \
    games.rules, games.seat_n, games.seat_e, games.seat_s, games.seat_w, games.table_code, \
    games.status, games.version, games.created_at, games.updated_at, games.hand_limit, \
    games.decision, \
    (SELECT event_games.event_id FROM event_games WHERE event_games.game_id = games.id), \
    (SELECT event_games.round_number FROM event_games WHERE event_games.game_id = games.id), \
    (SELECT event_games.table_number FROM event_games WHERE event_games.game_id = games.id), \
    (SELECT event_games.match_game FROM event_games WHERE event_games.game_id = games.id), \
    (SELECT events.format FROM event_games JOIN events ON events.id = event_games.event_id \
        WHERE event_games.game_id = games.id), \
    (SELECT players.name FROM players WHERE players.id = games.seat_n), \
    (SELECT players.name FROM players WHERE players.id = games.seat_e), \
    (SELECT players.name FROM players WHERE players.id = games.seat_s), \
    (SELECT players.name FROM players WHERE players.id = games.seat_w), \
    EXISTS (SELECT 1 FROM club_directors WHERE club_directors.club_id = games.club_id \
        AND club_directors.account_id = ";

impl<DB: Backend> QueryFragment<DB> for Claim
where
    i64: ToSql<BigInt, DB>,
    NaiveDateTime: ToSql<Timestamp, DB>,
    Option<i64>: ToSql<Nullable<BigInt>, DB>,
{
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        out.push_sql("UPDATE games SET version = games.version + 1, updated_at = ");
        out.push_bind_param::<Timestamp, _>(&self.at)?;
        out.push_sql(" WHERE games.id = ");
        out.push_bind_param::<BigInt, _>(&self.id)?;
        out.push_sql(RETURNED);
        out.push_bind_param::<Nullable<BigInt>, _>(&self.account)?;
        out.push_sql("), EXISTS (SELECT 1 FROM webhooks WHERE webhooks.club_id = games.club_id)");
        Ok(())
    }
}

impl Query for Claim {
    type SqlType = (
        games::SqlType,
        (
            Nullable<BigInt>,
            Nullable<Integer>,
            Nullable<Integer>,
            Nullable<Integer>,
            Nullable<Text>,
        ),
        (
            Nullable<Text>,
            Nullable<Text>,
            Nullable<Text>,
            Nullable<Text>,
        ),
        Bool,
        Bool,
    );
}

impl<Conn> RunQueryDsl<Conn> for Claim {}

type Link = (
    Option<i64>,
    Option<i32>,
    Option<i32>,
    Option<i32>,
    Option<String>,
);
type Names = (
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

/// Claims game `id` for a write by `account` (none for a table's code). `None`: there is no
/// such game.
pub fn claim(
    connection: &mut AnyConnection,
    id: i64,
    account: Option<i64>,
) -> QueryResult<Option<ClaimedGame>> {
    let claim = Claim {
        id,
        at: now(),
        account,
    };
    let returned: Option<(GameRow, Link, Names, bool, bool)> =
        per_backend!(connection, |c| claim.get_result(c).optional())?;
    returned
        .map(|(row, link, names, writer_directs, club_has_webhooks)| {
            let (event_id, round_number, table_number, match_game, event_format) = link;
            // Read as a name, as every column of the events' format is (`EventRow`).
            let event_format = event_format
                .map(EventFormat::try_from)
                .transpose()
                .map_err(|error| diesel::result::Error::DeserializationError(error.into()))?;
            let link = match (event_id, round_number, table_number, match_game) {
                (Some(event_id), Some(round_number), Some(table_number), Some(match_game)) => {
                    Some(EventGameRow {
                        game_id: row.id,
                        event_id,
                        round_number,
                        table_number,
                        match_game,
                    })
                }
                _ => None,
            };
            let (n, e, s, w) = names;
            Ok(ClaimedGame {
                link,
                event_format,
                names: [n, e, s, w].map(Option::unwrap_or_default),
                writer_directs,
                club_has_webhooks,
                row,
            })
        })
        .transpose()
}
