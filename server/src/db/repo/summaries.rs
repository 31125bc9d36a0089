//! What each game came to (`game_summaries`), read beside the few columns of the game that
//! standings and ratings need, so that a season of a million hands is read a row a game.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::games::GameStatus;
use crate::db::schema::{event_entrants, event_games, events, game_summaries, games};
use crate::db::{AnyConnection, per_backend};

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = game_summaries)]
// A winner that goes (a correction levels a game) must be cleared, not left as it was.
#[diesel(treat_none_as_null = true)]
pub struct SummaryRow {
    pub game_id: i64,
    /// The game's version this summary was made from.
    pub version: i64,
    pub finished: bool,
    pub winner: Option<String>,
    pub score_ns: i64,
    pub score_ew: i64,
    pub bostons_ns: i32,
    pub bostons_ew: i32,
    pub sets_ns: i32,
    pub sets_ew: i32,
    /// The hands the game has: none for a table closed before it played one.
    pub hands: i32,
}

/// A finished game as standings and ratings see it: who sat where, in which event, and
/// its summary if one was made (possibly of an older version).
#[derive(Debug, Clone, Queryable)]
pub struct SeatedGame {
    pub id: i64,
    pub version: i64,
    pub created_at: NaiveDateTime,
    /// North, East, South, West.
    pub seats: (i64, i64, i64, i64),
    pub event_id: Option<i64>,
    pub summary: Option<SummaryRow>,
}

impl SeatedGame {
    /// The summary, if it is of the game as it now stands.
    pub fn fresh(&self) -> Option<&SummaryRow> {
        self.summary
            .as_ref()
            .filter(|summary| summary.version == self.version)
    }
}

pub fn upsert(connection: &mut AnyConnection, row: &SummaryRow) -> QueryResult<()> {
    per_backend!(connection, |c| diesel::insert_into(game_summaries::table)
        .values(row)
        .on_conflict(game_summaries::game_id)
        .do_update()
        .set(row)
        .execute(c))
    .map(drop)
}

/// The columns of a [`SeatedGame`], in a query that joins games to their events' games and
/// summaries (left or inner: the event is nullable either way).
macro_rules! seated_game {
    () => {
        (
            games::id,
            games::version,
            games::created_at,
            (games::seat_n, games::seat_e, games::seat_s, games::seat_w),
            event_games::event_id.nullable(),
            Option::<SummaryRow>::as_select(),
        )
    };
}

/// Which of a club's finished games to read.
#[derive(Debug, Clone, Copy)]
pub enum ClubGames<'a> {
    /// From this game on.
    From(i64),
    /// These games, all of the club (as its logged changes name them).
    Only(&'a [i64]),
}

/// Finished games of a club, oldest first.
pub fn finished_in_club(
    connection: &mut AnyConnection,
    club_id: i64,
    which: ClubGames<'_>,
) -> QueryResult<Vec<SeatedGame>> {
    let query = games::table
        .left_join(event_games::table)
        .left_join(game_summaries::table)
        .filter(games::status.eq(GameStatus::Finished.name()))
        .into_boxed();
    let query = match which {
        ClubGames::From(from) => query
            .filter(games::club_id.eq(club_id))
            .filter(games::id.ge(from)),
        // By id alone: PostgreSQL's generic plan for a prepared statement with the club
        // as well reads every game of the club (its index leads with the club) and keeps
        // these few, 20 ms instead of 0.1.
        ClubGames::Only(ids) => query.filter(games::id.eq_any(ids.to_vec())),
    };
    query
        .order(games::id)
        .select(seated_game!())
        .load(connection)
}

/// The finished games of the events of a season (only those among `only`, if given),
/// oldest first.
pub fn finished_in_season_events(
    connection: &mut AnyConnection,
    season_id: i64,
    only: Option<&[i64]>,
) -> QueryResult<Vec<SeatedGame>> {
    let mut query = games::table
        .inner_join(event_games::table.inner_join(events::table))
        .left_join(game_summaries::table)
        .filter(events::season_id.eq(season_id))
        .filter(games::status.eq(GameStatus::Finished.name()))
        .into_boxed();
    if let Some(ids) = only {
        query = query.filter(games::id.eq_any(ids.to_vec()));
    }
    query
        .order(games::id)
        .select(seated_game!())
        .load(connection)
}

/// The event formats of the games among `ids` that belong to an event: (game, format).
pub fn formats_of(connection: &mut AnyConnection, ids: &[i64]) -> QueryResult<Vec<(i64, String)>> {
    event_games::table
        .inner_join(events::table)
        .filter(event_games::game_id.eq_any(ids.to_vec()))
        .select((event_games::game_id, events::format))
        .load(connection)
}

/// The players entered in each event of a season, once per entrant: (player, partner).
pub fn entrants_in_season(
    connection: &mut AnyConnection,
    season_id: i64,
) -> QueryResult<Vec<(i64, Option<i64>)>> {
    event_entrants::table
        .inner_join(events::table)
        .filter(events::season_id.eq(season_id))
        .select((event_entrants::player_id, event_entrants::partner_id))
        .load(connection)
}
