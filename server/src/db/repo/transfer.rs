//! A club's rows, table by table, as they are stored: read for an export, written back for
//! an import under new ids. Each row keeps the ids it had where it was exported, so that the
//! rows of a document can refer to each other; the import maps them to the ids it gets.

use diesel::prelude::*;
use serde::{Deserialize, Serialize};

use super::clubs::{Club, Named};
use super::events::{EntrantRow, EventGameRow, EventRow, PlayoffRow, RoundRow};
use super::games::{GameRow, HandRow, RevisionRow};
use super::money::{PaymentRow, PotRow, TermsRow};
use super::privacy::{HistoryRow, PrivacyRow};
use super::schedules::ScheduleRow;
use super::three_handed::{
    EventThreeHandedRow, ThreeHandedHandRow, ThreeHandedRevisionRow, ThreeHandedRow,
};
use crate::db::schema::{
    clubs, event_entrants, event_games, event_playoffs, event_rounds, events, games,
    hand_revisions, hands, players, seasons,
};
use crate::db::{AnyConnection, per_backend};

/// Every stored row of one club, in the order they can be written back.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClubRows {
    pub club: Club,
    pub players: Vec<Named>,
    pub seasons: Vec<Named>,
    pub games: Vec<GameRow>,
    pub hands: Vec<HandRow>,
    pub hand_revisions: Vec<RevisionRow>,
    pub events: Vec<EventRow>,
    pub event_entrants: Vec<EntrantRow>,
    /// Exports made before events had stages have none.
    #[serde(default)]
    pub event_playoffs: Vec<PlayoffRow>,
    pub event_rounds: Vec<RoundRow>,
    pub event_games: Vec<EventGameRow>,
    /// Exports made before events had a time and place have none.
    #[serde(default)]
    pub event_schedules: Vec<ScheduleRow>,
    /// The sites that may frame the club's views; none in exports made before there were.
    #[serde(default)]
    pub embed_origins: Vec<String>,
    /// How players are shown on the public pages, so that a moved club does not show a
    /// name it was asked to keep off them; none in exports made before there was a choice.
    #[serde(default)]
    pub player_privacy: Vec<PrivacyRow>,
    /// What the club's directors did with its players' data.
    #[serde(default)]
    pub club_history: Vec<HistoryRow>,
    /// The events' money: terms, the players in their Boston pots, the payments taken;
    /// none in exports made before there was money.
    #[serde(default)]
    pub event_money: Vec<TermsRow>,
    #[serde(default)]
    pub event_pot_players: Vec<PotRow>,
    /// The three-handed games, their hands and every change to them; none in exports made
    /// before the server kept them.
    #[serde(default)]
    pub three_handed_games: Vec<ThreeHandedRow>,
    #[serde(default)]
    pub three_handed_hands: Vec<ThreeHandedHandRow>,
    #[serde(default)]
    pub three_handed_revisions: Vec<ThreeHandedRevisionRow>,
    /// The house rules of the events' three-handed tables.
    #[serde(default)]
    pub event_three_handed: Vec<EventThreeHandedRow>,
    #[serde(default)]
    pub event_payments: Vec<PaymentRow>,
}

/// Reads every row of club `id`, or none if there is no such club.
pub fn read_club(connection: &mut AnyConnection, id: i64) -> QueryResult<Option<ClubRows>> {
    let Some(club) = clubs::table
        .find(id)
        .select(Club::as_select())
        .first(connection)
        .optional()?
    else {
        return Ok(None);
    };
    let club_games = games::table.filter(games::club_id.eq(id)).select(games::id);
    let club_events = events::table
        .filter(events::club_id.eq(id))
        .select(events::id);
    let (event_money, event_pot_players, event_payments) = super::money::of_club(connection, id)?;
    let (three_handed_games, three_handed_hands, three_handed_revisions) =
        super::three_handed::of_club_with_hands(connection, id)?;
    Ok(Some(ClubRows {
        club,
        players: players::table
            .filter(players::club_id.eq(id))
            .order(players::id)
            .select((
                players::id,
                players::club_id,
                players::name,
                players::created_at,
            ))
            .load(connection)?,
        seasons: seasons::table
            .filter(seasons::club_id.eq(id))
            .order(seasons::id)
            .select((
                seasons::id,
                seasons::club_id,
                seasons::name,
                seasons::created_at,
            ))
            .load(connection)?,
        games: games::table
            .filter(games::club_id.eq(id))
            .order(games::id)
            .select(GameRow::as_select())
            .load(connection)?,
        hands: hands::table
            .filter(hands::game_id.eq_any(club_games))
            .order((hands::game_id, hands::number))
            .select(HandRow::as_select())
            .load(connection)?,
        hand_revisions: hand_revisions::table
            .filter(hand_revisions::game_id.eq_any(club_games))
            .order(hand_revisions::id)
            .select(RevisionRow::as_select())
            .load(connection)?,
        events: events::table
            .filter(events::club_id.eq(id))
            .order(events::id)
            .select(EventRow::as_select())
            .load(connection)?,
        event_entrants: event_entrants::table
            .filter(event_entrants::event_id.eq_any(club_events))
            .order(event_entrants::id)
            .select(EntrantRow::as_select())
            .load(connection)?,
        event_playoffs: event_playoffs::table
            .filter(event_playoffs::event_id.eq_any(club_events))
            .order(event_playoffs::event_id)
            .select(PlayoffRow::as_select())
            .load(connection)?,
        event_rounds: event_rounds::table
            .filter(event_rounds::event_id.eq_any(club_events))
            .order(event_rounds::id)
            .select(RoundRow::as_select())
            .load(connection)?,
        event_games: event_games::table
            .filter(event_games::event_id.eq_any(club_events))
            .order(event_games::game_id)
            .select(EventGameRow::as_select())
            .load(connection)?,
        event_schedules: super::schedules::of_club(connection, id)?,
        embed_origins: super::embed_origins::of_club(connection, id)?,
        player_privacy: super::privacy::rows_of_club(connection, id)?,
        club_history: super::privacy::history(connection, id)?,
        event_money,
        event_pot_players,
        event_payments,
        three_handed_games,
        three_handed_hands,
        three_handed_revisions,
        event_three_handed: super::three_handed::event_rules_of_club(connection, id)?,
    }))
}

/// Writes one row and returns the id the database gave it.
macro_rules! insert_returning_id {
    ($name:ident, $row:ty, $table:ident) => {
        pub fn $name(connection: &mut AnyConnection, row: &$row) -> QueryResult<i64> {
            // Owned: a field stored `serialize_as` another type is inserted by value.
            per_backend!(connection, |c| diesel::insert_into($table::table)
                .values(row.clone())
                .returning($table::id)
                .get_result(c))
        }
    };
}

insert_returning_id!(insert_club, Club, clubs);
insert_returning_id!(insert_game, GameRow, games);
insert_returning_id!(insert_hand, HandRow, hands);
insert_returning_id!(insert_revision, RevisionRow, hand_revisions);
insert_returning_id!(insert_event, EventRow, events);
insert_returning_id!(insert_entrant, EntrantRow, event_entrants);
insert_returning_id!(insert_round, RoundRow, event_rounds);

/// Writes a player or a season of club `club_id`; its id.
macro_rules! insert_named {
    ($name:ident, $table:ident) => {
        pub fn $name(
            connection: &mut AnyConnection,
            club_id: i64,
            row: &Named,
        ) -> QueryResult<i64> {
            per_backend!(connection, |c| diesel::insert_into($table::table)
                .values((
                    $table::club_id.eq(club_id),
                    $table::name.eq(&row.name),
                    $table::created_at.eq(row.created_at),
                ))
                .returning($table::id)
                .get_result(c))
        }
    };
}

insert_named!(insert_player, players);
insert_named!(insert_season, seasons);

pub fn insert_event_game(connection: &mut AnyConnection, row: &EventGameRow) -> QueryResult<()> {
    diesel::insert_into(event_games::table)
        .values(row)
        .execute(connection)
        .map(drop)
}
