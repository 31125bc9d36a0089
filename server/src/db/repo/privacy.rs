//! How players are shown on the public pages, and the club's history of what its directors
//! did with their data; and the rewrites an erasure makes where a name was written down.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use diesel::sql_types::{Nullable, Text};
use serde::{Deserialize, Serialize};

use crate::db::AnyConnection;
use crate::db::schema::{
    club_history, event_checkins, event_entrants, event_payments, events, games, hand_revisions,
    hands, player_privacy, players, three_handed_games, three_handed_revisions,
};

diesel::define_sql_function! {
    /// SQL's `REPLACE(text, from, to)`, which both backends have.
    fn replace(text: Text, from: Text, to: Text) -> Text;
}

diesel::define_sql_function! {
    /// `REPLACE` over a column that may be null.
    #[sql_name = "REPLACE"]
    fn replace_nullable(text: Nullable<Text>, from: Text, to: Text) -> Nullable<Text>;
}

/// How the players of a club are shown where a director set it: (player, `shown_as`, the
/// player's name).
pub fn of_club(
    connection: &mut AnyConnection,
    club_id: i64,
) -> QueryResult<Vec<(i64, String, String)>> {
    player_privacy::table
        .inner_join(players::table)
        .filter(players::club_id.eq(club_id))
        .select((
            player_privacy::player_id,
            player_privacy::shown_as,
            players::name,
        ))
        .load(connection)
}

/// How one player is shown, and when they were erased; `None` for a player shown by name.
pub fn of_player(
    connection: &mut AnyConnection,
    player_id: i64,
) -> QueryResult<Option<(String, Option<NaiveDateTime>)>> {
    player_privacy::table
        .find(player_id)
        .select((player_privacy::shown_as, player_privacy::erased_at))
        .first(connection)
        .optional()
}

/// Sets how a player is shown (the caller holds the club's row, so that two directors do
/// not both insert the player's row).
pub fn set_shown_as(
    connection: &mut AnyConnection,
    player_id: i64,
    shown_as: &str,
) -> QueryResult<()> {
    let updated = diesel::update(player_privacy::table.find(player_id))
        .set(player_privacy::shown_as.eq(shown_as))
        .execute(connection)?;
    if updated == 0 {
        diesel::insert_into(player_privacy::table)
            .values((
                player_privacy::player_id.eq(player_id),
                player_privacy::shown_as.eq(shown_as),
            ))
            .execute(connection)?;
    }
    Ok(())
}

/// Marks a player erased at `at`.
pub fn mark_erased(
    connection: &mut AnyConnection,
    player_id: i64,
    at: NaiveDateTime,
) -> QueryResult<usize> {
    diesel::update(player_privacy::table.find(player_id))
        .set(player_privacy::erased_at.eq(at))
        .execute(connection)
}

/// How one player is shown, as a club's export carries it.
#[derive(Debug, Clone, PartialEq, Queryable, Selectable, Serialize, Deserialize)]
#[diesel(table_name = player_privacy)]
pub struct PrivacyRow {
    pub player_id: i64,
    pub shown_as: String,
    pub erased_at: Option<NaiveDateTime>,
}

/// Every player's setting of a club, for its export.
pub fn rows_of_club(connection: &mut AnyConnection, club_id: i64) -> QueryResult<Vec<PrivacyRow>> {
    player_privacy::table
        .inner_join(players::table)
        .filter(players::club_id.eq(club_id))
        .order(player_privacy::player_id)
        .select(PrivacyRow::as_select())
        .load(connection)
}

/// Writes an imported player's setting.
pub fn insert(connection: &mut AnyConnection, row: &PrivacyRow) -> QueryResult<usize> {
    diesel::insert_into(player_privacy::table)
        .values((
            player_privacy::player_id.eq(row.player_id),
            player_privacy::shown_as.eq(&row.shown_as),
            player_privacy::erased_at.eq(row.erased_at),
        ))
        .execute(connection)
}

/// One line of a club's history.
#[derive(Debug, Clone, PartialEq, Queryable, Serialize, Deserialize)]
pub struct HistoryRow {
    pub id: i64,
    pub club_id: i64,
    pub at: NaiveDateTime,
    pub actor: String,
    pub action: String,
    pub player_id: Option<i64>,
    pub detail: Option<String>,
}

/// Adds a line to a club's history.
pub fn add_history(
    connection: &mut AnyConnection,
    club_id: i64,
    actor: &str,
    action: &str,
    player_id: Option<i64>,
    detail: Option<&str>,
) -> QueryResult<usize> {
    diesel::insert_into(club_history::table)
        .values((
            club_history::club_id.eq(club_id),
            club_history::at.eq(super::now()),
            club_history::actor.eq(actor),
            club_history::action.eq(action),
            club_history::player_id.eq(player_id),
            club_history::detail.eq(detail),
        ))
        .execute(connection)
}

/// Writes an imported line of a club's history under the club's new id.
pub fn insert_history(connection: &mut AnyConnection, row: &HistoryRow) -> QueryResult<usize> {
    diesel::insert_into(club_history::table)
        .values((
            club_history::club_id.eq(row.club_id),
            club_history::at.eq(row.at),
            club_history::actor.eq(&row.actor),
            club_history::action.eq(&row.action),
            club_history::player_id.eq(row.player_id),
            club_history::detail.eq(&row.detail),
        ))
        .execute(connection)
}

/// A club's history, oldest first.
pub fn history(connection: &mut AnyConnection, club_id: i64) -> QueryResult<Vec<HistoryRow>> {
    club_history::table
        .filter(club_history::club_id.eq(club_id))
        .order(club_history::id)
        .load(connection)
}

/// Writes `to` for `from` wherever the club's records wrote a player's name down: the
/// player's own row, the names of the entrants and the arrivals at the door, and the free
/// texts of its events and games (a withdrawal's reason, a dispute's note, a correction's
/// or an undo's reason). Returns how many rows changed.
pub fn rewrite_name(
    connection: &mut AnyConnection,
    club_id: i64,
    player_id: i64,
    from: &str,
    to: &str,
) -> QueryResult<usize> {
    let club_events = events::table
        .filter(events::club_id.eq(club_id))
        .select(events::id);
    let club_games = games::table
        .filter(games::club_id.eq(club_id))
        .select(games::id);
    let mut changed = diesel::update(players::table.find(player_id))
        .set(players::name.eq(to))
        .execute(connection)?;
    changed +=
        diesel::update(event_entrants::table.filter(event_entrants::event_id.eq_any(club_events)))
            .set((
                event_entrants::name.eq(replace(event_entrants::name, from, to)),
                event_entrants::withdraw_reason.eq(replace_nullable(
                    event_entrants::withdraw_reason,
                    from,
                    to,
                )),
            ))
            .execute(connection)?;
    changed +=
        diesel::update(event_checkins::table.filter(event_checkins::event_id.eq_any(club_events)))
            .set(event_checkins::name.eq(replace(event_checkins::name, from, to)))
            .execute(connection)?;
    changed += diesel::update(hands::table.filter(hands::game_id.eq_any(club_games)))
        .set(hands::review_note.eq(replace_nullable(hands::review_note, from, to)))
        .execute(connection)?;
    changed +=
        diesel::update(hand_revisions::table.filter(hand_revisions::game_id.eq_any(club_games)))
            .set(hand_revisions::reason.eq(replace_nullable(hand_revisions::reason, from, to)))
            .execute(connection)?;
    let club_three_handed = three_handed_games::table
        .filter(three_handed_games::club_id.eq(club_id))
        .select(three_handed_games::id);
    changed += diesel::update(
        three_handed_revisions::table
            .filter(three_handed_revisions::game_id.eq_any(club_three_handed)),
    )
    .set(three_handed_revisions::reason.eq(replace_nullable(
        three_handed_revisions::reason,
        from,
        to,
    )))
    .execute(connection)?;
    changed +=
        diesel::update(event_payments::table.filter(event_payments::event_id.eq_any(club_events)))
            .set(event_payments::note.eq(replace(event_payments::note, from, to)))
            .execute(connection)?;
    Ok(changed)
}
