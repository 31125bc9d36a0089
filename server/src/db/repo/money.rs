//! An event's money: its terms, the players in its Boston pot, and the payments taken.

use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use crate::db::AnyConnection;
use crate::db::schema::{event_money, event_payments, event_pot_players, events};

/// An event's terms; `payouts` is the percents, comma-separated. A `boston_pot_stake` of 0
/// is no pot.
#[derive(
    Debug, Clone, PartialEq, Queryable, Selectable, Insertable, AsChangeset, Serialize, Deserialize,
)]
#[diesel(table_name = event_money)]
pub struct TermsRow {
    pub event_id: i64,
    pub currency: String,
    pub entry_fee: i64,
    pub table_money: i64,
    pub prize_percent: i32,
    pub payouts: String,
    pub boston_pot_stake: i64,
    pub boston_pot_by_game: i32,
}

/// A player in an event's Boston pot.
#[derive(Debug, Clone, PartialEq, Queryable, Selectable, Insertable, Serialize, Deserialize)]
#[diesel(table_name = event_pot_players)]
pub struct PotRow {
    pub event_id: i64,
    pub player_id: i64,
}

#[derive(Debug, Clone, PartialEq, Queryable, Selectable, Serialize, Deserialize)]
#[diesel(table_name = event_payments)]
pub struct PaymentRow {
    pub id: i64,
    pub event_id: i64,
    pub player_id: i64,
    pub amount: i64,
    pub method: String,
    pub note: String,
    pub recorded_at: NaiveDateTime,
    pub recorded_by: String,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = event_payments)]
pub struct NewPaymentRow<'a> {
    pub event_id: i64,
    pub player_id: i64,
    pub amount: i64,
    pub method: &'a str,
    pub note: &'a str,
    pub recorded_at: NaiveDateTime,
    pub recorded_by: &'a str,
}

pub fn terms(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Option<TermsRow>> {
    event_money::table
        .find(event_id)
        .select(TermsRow::as_select())
        .first(connection)
        .optional()
}

/// Sets an event's terms, whether or not it had some.
pub fn set_terms(connection: &mut AnyConnection, row: &TermsRow) -> QueryResult<()> {
    let changed = diesel::update(event_money::table.find(row.event_id))
        .set(row)
        .execute(connection)?;
    if changed == 0 {
        diesel::insert_into(event_money::table)
            .values(row)
            .execute(connection)?;
    }
    Ok(())
}

/// The players in the event's Boston pot.
pub fn opted_in(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Vec<i64>> {
    event_pot_players::table
        .filter(event_pot_players::event_id.eq(event_id))
        .select(event_pot_players::player_id)
        .load(connection)
}

/// Puts a player in the event's Boston pot or takes them out; doing it twice does no more.
pub fn set_opted_in(
    connection: &mut AnyConnection,
    event_id: i64,
    player_id: i64,
    opted_in: bool,
) -> QueryResult<()> {
    let theirs = event_pot_players::table
        .filter(event_pot_players::event_id.eq(event_id))
        .filter(event_pot_players::player_id.eq(player_id));
    diesel::delete(theirs).execute(connection)?;
    if opted_in {
        diesel::insert_into(event_pot_players::table)
            .values((
                event_pot_players::event_id.eq(event_id),
                event_pot_players::player_id.eq(player_id),
            ))
            .execute(connection)?;
    }
    Ok(())
}

/// The event's payments, first first.
pub fn payments(connection: &mut AnyConnection, event_id: i64) -> QueryResult<Vec<PaymentRow>> {
    event_payments::table
        .filter(event_payments::event_id.eq(event_id))
        .order(event_payments::id)
        .select(PaymentRow::as_select())
        .load(connection)
}

/// A player's payments at every event, first first: what their data export holds.
pub fn payments_of_player(
    connection: &mut AnyConnection,
    player_id: i64,
) -> QueryResult<Vec<PaymentRow>> {
    event_payments::table
        .filter(event_payments::player_id.eq(player_id))
        .order(event_payments::id)
        .select(PaymentRow::as_select())
        .load(connection)
}

/// The events whose Boston pot the player opted in to.
pub fn pots_of_player(connection: &mut AnyConnection, player_id: i64) -> QueryResult<Vec<i64>> {
    event_pot_players::table
        .filter(event_pot_players::player_id.eq(player_id))
        .select(event_pot_players::event_id)
        .order(event_pot_players::event_id)
        .load(connection)
}

pub fn payment(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<PaymentRow>> {
    event_payments::table
        .find(id)
        .select(PaymentRow::as_select())
        .first(connection)
        .optional()
}

pub fn insert_payment(connection: &mut AnyConnection, row: &NewPaymentRow<'_>) -> QueryResult<i64> {
    diesel::insert_into(event_payments::table)
        .values(row)
        .returning(event_payments::id)
        .get_result(connection)
}

pub fn delete_payment(connection: &mut AnyConnection, id: i64) -> QueryResult<usize> {
    diesel::delete(event_payments::table.find(id)).execute(connection)
}

/// The money of every event of club `club_id`, as an export writes it: the terms, the
/// players in the pots, the payments.
pub fn of_club(
    connection: &mut AnyConnection,
    club_id: i64,
) -> QueryResult<(Vec<TermsRow>, Vec<PotRow>, Vec<PaymentRow>)> {
    let club_events = || {
        events::table
            .filter(events::club_id.eq(club_id))
            .select(events::id)
    };
    let terms = event_money::table
        .filter(event_money::event_id.eq_any(club_events()))
        .order(event_money::event_id)
        .select(TermsRow::as_select())
        .load(connection)?;
    let pots = event_pot_players::table
        .filter(event_pot_players::event_id.eq_any(club_events()))
        .order((event_pot_players::event_id, event_pot_players::player_id))
        .select(PotRow::as_select())
        .load(connection)?;
    let payments = event_payments::table
        .filter(event_payments::event_id.eq_any(club_events()))
        .order(event_payments::id)
        .select(PaymentRow::as_select())
        .load(connection)?;
    Ok((terms, pots, payments))
}

pub fn insert_pot_player(connection: &mut AnyConnection, row: &PotRow) -> QueryResult<()> {
    diesel::insert_into(event_pot_players::table)
        .values(row)
        .execute(connection)
        .map(drop)
}
