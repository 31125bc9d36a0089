//! A whole club as one JSON document, to move it between servers or keep it: its players,
//! seasons, games with every hand and every revision, and events with their entrants,
//! rounds, tables and money. An import writes it afresh under new ids, in one transaction, and
//! scores every game before it commits, so a damaged document stores nothing.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};

use super::embedding;
use super::events::{Seating, schedule};
use super::games;
use super::money;
use super::text::{checked_name, checked_reason};
use super::three_handed;
use crate::db::repo::clubs::player_rows;
use crate::db::repo::now;
use crate::db::repo::three_handed as three_handed_rows;
use crate::db::repo::transfer::{self, ClubRows};
use crate::db::repo::{embed_origins, money as money_rows, privacy, schedules};
use crate::db::{AnyConnection, read_snapshot, write_transaction};
use crate::error::ApiError;
use crate::refusal::Refusal;
use uptown_api::money::PaymentMethod;
use uptown_api::privacy::ShownAs;

/// What the document says it is, so that an import refuses anything else.
pub const FORMAT: &str = "uptown-club";
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClubExport {
    pub format: String,
    pub version: u32,
    pub exported_at: NaiveDateTime,
    #[serde(flatten)]
    pub rows: ClubRows,
}

pub fn export_club(connection: &mut AnyConnection, club_id: i64) -> Result<ClubExport, ApiError> {
    // One view of the database, so the document is one moment of the club even while
    // tables play.
    let rows = read_snapshot(connection, |connection| {
        transfer::read_club(connection, club_id)
    })?
    .ok_or(Refusal::NoSuchClub(club_id))?;
    Ok(ClubExport {
        format: FORMAT.to_owned(),
        version: VERSION,
        exported_at: now(),
        rows,
    })
}

/// Reads a document, naming the field that is wrong when it is not one.
pub fn parse(text: &str) -> Result<ClubExport, ApiError> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let export: ClubExport =
        serde_path_to_error::deserialize(&mut deserializer).map_err(|error| {
            let path = error.path().to_string();
            ApiError::invalid(path.clone(), format!("{path}: {}", error.inner()))
        })?;
    if export.format != FORMAT {
        return Err(ApiError::invalid(
            "format",
            format!(
                "format is {:?}, not an Uptown club ({FORMAT:?})",
                export.format
            ),
        ));
    }
    if export.version != VERSION {
        return Err(ApiError::invalid(
            "version",
            format!(
                "version {} is not one this server reads ({VERSION})",
                export.version
            ),
        ));
    }
    Ok(export)
}

/// Refuses a play-off no event could have been given: one that is not a knock-out of two
/// or more.
fn check_playoffs(rows: &ClubRows) -> Result<(), ApiError> {
    for (index, playoff) in rows.event_playoffs.iter().enumerate() {
        if !playoff.format.knockout() || playoff.top < 2 {
            return Err(ApiError::invalid(
                format!("event_playoffs[{index}]"),
                format!("event_playoffs[{index}]: a play-off is a knock-out of two or more"),
            ));
        }
    }
    Ok(())
}

/// Refuses a document whose names or reasons are not what the server takes from a person
/// (see `text`): a document is typed by people too, and its text reaches the same pages
/// and spreadsheets.
fn check_text(rows: &ClubRows, name: Option<&str>) -> Result<(), ApiError> {
    checked_name("club.name", name.unwrap_or(&rows.club.name))?;
    for (index, player) in rows.players.iter().enumerate() {
        checked_name(&format!("players[{index}].name"), &player.name)?;
    }
    for (index, season) in rows.seasons.iter().enumerate() {
        checked_name(&format!("seasons[{index}].name"), &season.name)?;
    }
    for (index, event) in rows.events.iter().enumerate() {
        checked_name(&format!("events[{index}].name"), &event.name)?;
    }
    for (index, entrant) in rows.event_entrants.iter().enumerate() {
        checked_name(&format!("event_entrants[{index}].name"), &entrant.name)?;
        if let Some(reason) = &entrant.withdraw_reason {
            checked_reason(&format!("event_entrants[{index}].withdraw_reason"), reason)?;
        }
    }
    for (index, schedule) in rows.event_schedules.iter().enumerate() {
        checked_name(&format!("event_schedules[{index}].uid"), &schedule.uid)?;
        if let Some(location) = &schedule.location {
            checked_name(&format!("event_schedules[{index}].location"), location)?;
        }
    }
    // A site's origin goes into a header: the file's are checked as a director's are.
    embedding::checked("embed_origins", &rows.embed_origins)?;
    for (index, revision) in rows.hand_revisions.iter().enumerate() {
        checked_name(&format!("hand_revisions[{index}].actor"), &revision.actor)?;
        if let Some(reason) = &revision.reason {
            checked_reason(&format!("hand_revisions[{index}].reason"), reason)?;
        }
    }
    for (index, revision) in rows.three_handed_revisions.iter().enumerate() {
        checked_name(
            &format!("three_handed_revisions[{index}].actor"),
            &revision.actor,
        )?;
        if let Some(reason) = &revision.reason {
            checked_reason(&format!("three_handed_revisions[{index}].reason"), reason)?;
        }
    }
    Ok(())
}

/// The ids an import gave, by the ids the document had, for one kind of row.
struct IdMap {
    kind: &'static str,
    ids: HashMap<i64, i64>,
}

impl IdMap {
    fn new(kind: &'static str) -> IdMap {
        IdMap {
            kind,
            ids: HashMap::new(),
        }
    }

    fn get(&self, field: &str, old: i64) -> Result<i64, ApiError> {
        self.ids.get(&old).copied().ok_or_else(|| {
            ApiError::invalid(
                field,
                format!("{field}: there is no {} {old} in the document", self.kind),
            )
        })
    }

    fn optional(&self, field: &str, old: Option<i64>) -> Result<Option<i64>, ApiError> {
        old.map(|old| self.get(field, old)).transpose()
    }
}

/// Stores the club of `export` as a new club, named `name` if given; its new id. Games get
/// new table codes: the old ones stay with the server they came from.
pub fn import_club(
    connection: &mut AnyConnection,
    export: &ClubExport,
    name: Option<&str>,
) -> Result<i64, ApiError> {
    check_text(&export.rows, name)?;
    check_playoffs(&export.rows)?;
    write_transaction(connection, |connection| {
        let rows = &export.rows;
        let mut club = rows.club.clone();
        if let Some(name) = name {
            name.clone_into(&mut club.name);
        }
        let club_id =
            transfer::insert_club(connection, &club).map_err(|error| {
                match ApiError::from(error) {
                    ApiError::Refused(Refusal::AlreadyExists) => Refusal::ImportedClubExists {
                        name: club.name.clone(),
                    }
                    .into(),
                    other => other,
                }
            })?;
        let mut players = IdMap::new("player");
        for player in &rows.players {
            let id = transfer::insert_player(connection, club_id, player)?;
            players.ids.insert(player.id, id);
        }
        let erased = Erased::renumbered(connection, rows, &players)?;
        let mut seasons = IdMap::new("season");
        for season in &rows.seasons {
            let id = transfer::insert_season(connection, club_id, season)?;
            seasons.ids.insert(season.id, id);
        }
        let mut game_ids = IdMap::new("game");
        for (index, game) in rows.games.iter().enumerate() {
            let at = |field: &str| format!("games[{index}].{field}");
            let mut game = game.clone();
            let old = game.id;
            game.club_id = club_id;
            game.season_id = seasons.optional(&at("season_id"), game.season_id)?;
            game.seat_n = players.get(&at("seat_n"), game.seat_n)?;
            game.seat_e = players.get(&at("seat_e"), game.seat_e)?;
            game.seat_s = players.get(&at("seat_s"), game.seat_s)?;
            game.seat_w = players.get(&at("seat_w"), game.seat_w)?;
            game.table_code = games::unused_table_code(connection)?;
            game_ids
                .ids
                .insert(old, transfer::insert_game(connection, &game)?);
        }
        for (index, hand) in rows.hands.iter().enumerate() {
            let mut hand = hand.clone();
            hand.game_id = game_ids.get(&format!("hands[{index}].game_id"), hand.game_id)?;
            hand.review_note = hand.review_note.map(|note| erased.renumber(&note));
            transfer::insert_hand(connection, &hand)?;
        }
        for (index, revision) in rows.hand_revisions.iter().enumerate() {
            let mut revision = revision.clone();
            let field = format!("hand_revisions[{index}].game_id");
            revision.game_id = game_ids.get(&field, revision.game_id)?;
            revision.reason = revision.reason.map(|reason| erased.renumber(&reason));
            transfer::insert_revision(connection, &revision)?;
        }
        let three_handed =
            import_three_handed(connection, rows, club_id, &seasons, &players, &erased)?;
        let games = ImportedGames {
            partnership: &game_ids,
            three_handed: &three_handed,
        };
        import_events(
            connection, rows, club_id, &seasons, &players, &games, &erased,
        )?;
        let origins = embedding::checked("embed_origins", &rows.embed_origins)?;
        embed_origins::replace(connection, club_id, &origins)?;
        import_privacy(connection, rows, club_id, &players)?;
        for (index, game) in rows.games.iter().enumerate() {
            score_imported(connection, index, game_ids.get("games", game.id)?)?;
        }
        Ok(club_id)
    })
}

/// The erased players of an imported club, under their new ids. An erasure wrote `#12`,
/// the player's id where the club was, over their name; here the player has another id, and
/// a player of this server may have 12: left as it was, the name would stand for the wrong
/// player and collide with that one's erasure. So each erased player is named by their new
/// id, and every `#12` the erasure wrote into the club's texts is written anew.
struct Erased {
    /// Old id to new id, of the erased players only.
    ids: HashMap<i64, i64>,
}

impl Erased {
    fn renumbered(
        connection: &mut AnyConnection,
        rows: &ClubRows,
        players: &IdMap,
    ) -> Result<Erased, ApiError> {
        let mut ids = HashMap::new();
        for (index, row) in rows.player_privacy.iter().enumerate() {
            if row.erased_at.is_some() {
                let field = format!("player_privacy[{index}].player_id");
                ids.insert(row.player_id, players.get(&field, row.player_id)?);
            }
        }
        // Through a name no player can have (a control character), as one erased player's
        // new name may be another's old one until both are written.
        for pass in ["\u{1}", ""] {
            for new in ids.values() {
                player_rows::rename(connection, *new, &format!("#{new}{pass}"))?;
            }
        }
        Ok(Erased { ids })
    }

    /// `text` with each `#` and number that names an erased player by their old id written
    /// with their new one; a longer number (`#123` beside `#12`) is its own.
    fn renumber(&self, text: &str) -> String {
        if self.ids.is_empty() {
            return text.to_owned();
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find('#') {
            out.push_str(&rest[..=at]);
            rest = &rest[at + 1..];
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let (number, after) = rest.split_at(digits);
            match number
                .parse::<i64>()
                .ok()
                .and_then(|old| self.ids.get(&old))
            {
                Some(new) => out.push_str(&new.to_string()),
                None => out.push_str(number),
            }
            rest = after;
        }
        out.push_str(rest);
        out
    }
}

/// How an imported club's players are shown, and its history, under their new ids; a
/// setting no player can have is refused naming it.
fn import_privacy(
    connection: &mut AnyConnection,
    rows: &ClubRows,
    club_id: i64,
    players: &IdMap,
) -> Result<(), ApiError> {
    for (index, row) in rows.player_privacy.iter().enumerate() {
        let field = format!("player_privacy[{index}]");
        if ShownAs::parse(&row.shown_as).is_none() {
            return Err(ApiError::invalid(
                format!("{field}.shown_as"),
                format!(
                    "{field}.shown_as {:?} is not full_name, initials or hidden",
                    row.shown_as
                ),
            ));
        }
        let mut row = row.clone();
        row.player_id = players.get(&format!("{field}.player_id"), row.player_id)?;
        privacy::insert(connection, &row)?;
    }
    for (index, line) in rows.club_history.iter().enumerate() {
        let field = format!("club_history[{index}]");
        checked_name(&format!("{field}.actor"), &line.actor)?;
        checked_name(&format!("{field}.action"), &line.action)?;
        let mut line = line.clone();
        line.club_id = club_id;
        line.player_id = players.optional(&format!("{field}.player_id"), line.player_id)?;
        privacy::insert_history(connection, &line)?;
    }
    Ok(())
}

/// The events of an imported club, with everything that hangs off them, under their new ids.
/// The ids an import gave the club's games of each kind.
struct ImportedGames<'a> {
    partnership: &'a IdMap,
    three_handed: &'a IdMap,
}

fn import_events(
    connection: &mut AnyConnection,
    rows: &ClubRows,
    club_id: i64,
    seasons: &IdMap,
    players: &IdMap,
    games: &ImportedGames<'_>,
    erased: &Erased,
) -> Result<(), ApiError> {
    let mut events = IdMap::new("event");
    for (index, event) in rows.events.iter().enumerate() {
        let mut event = event.clone();
        let old = event.id;
        event.club_id = club_id;
        let field = format!("events[{index}].season_id");
        event.season_id = seasons.optional(&field, event.season_id)?;
        events
            .ids
            .insert(old, transfer::insert_event(connection, &event)?);
    }
    for (index, entrant) in rows.event_entrants.iter().enumerate() {
        let at = |field: &str| format!("event_entrants[{index}].{field}");
        let mut entrant = entrant.clone();
        entrant.event_id = events.get(&at("event_id"), entrant.event_id)?;
        entrant.player_id = players.get(&at("player_id"), entrant.player_id)?;
        entrant.partner_id = players.optional(&at("partner_id"), entrant.partner_id)?;
        entrant.name = erased.renumber(&entrant.name);
        entrant.withdraw_reason = entrant.withdraw_reason.map(|text| erased.renumber(&text));
        transfer::insert_entrant(connection, &entrant)?;
    }
    for (index, playoff) in rows.event_playoffs.iter().enumerate() {
        let mut playoff = *playoff;
        let field = format!("event_playoffs[{index}].event_id");
        playoff.event_id = events.get(&field, playoff.event_id)?;
        crate::db::repo::events::add_playoff(connection, &playoff)?;
    }
    for (index, round) in rows.event_rounds.iter().enumerate() {
        let mut round = round.clone();
        let field = format!("event_rounds[{index}].event_id");
        round.event_id = events.get(&field, round.event_id)?;
        // The seating names the players by their ids where the club was.
        let field = format!("event_rounds[{index}].seating");
        round.seating = Seating::with_players(
            &round.seating,
            |id| players.get(&field, id),
            |game| games.three_handed.get(&field, game),
        )
        .map_err(|error| within(&format!("event_rounds[{index}]"), &error))?;
        transfer::insert_round(connection, &round)?;
    }
    for (index, link) in rows.event_games.iter().enumerate() {
        let at = |field: &str| format!("event_games[{index}].{field}");
        let mut link = link.clone();
        link.game_id = games.partnership.get(&at("game_id"), link.game_id)?;
        link.event_id = events.get(&at("event_id"), link.event_id)?;
        transfer::insert_event_game(connection, &link)?;
    }
    for (index, three_handed) in rows.event_three_handed.iter().enumerate() {
        let mut three_handed = three_handed.clone();
        let field = format!("event_three_handed[{index}].event_id");
        three_handed.event_id = events.get(&field, three_handed.event_id)?;
        three_handed_rows::set_event_rules(connection, &three_handed)?;
    }
    for (index, schedule) in rows.event_schedules.iter().enumerate() {
        let mut schedule = schedule.clone();
        let field = format!("event_schedules[{index}].event_id");
        schedule.event_id = events.get(&field, schedule.event_id)?;
        // A copy of a club on the server it came from is another club: its events
        // get names of their own in calendars.
        if schedules::uid_taken(connection, &schedule.uid)? {
            schedule.uid = schedule::new_uid();
        }
        schedules::put(connection, &schedule)?;
    }
    import_money(connection, rows, &events, players, erased)
}

/// `error`, refused of the document's row `at`: the row named before the field and the
/// words.
fn within(at: &str, error: &ApiError) -> ApiError {
    let field = error.field().unwrap_or_default();
    ApiError::invalid(format!("{at}.{field}"), format!("{at}: {error}"))
}

/// The events' money under their new ids: terms and payments checked as a director's
/// would be, so a document edited by hand cannot store what the API refuses.
fn import_money(
    connection: &mut AnyConnection,
    rows: &ClubRows,
    events: &IdMap,
    players: &IdMap,
    erased: &Erased,
) -> Result<(), ApiError> {
    for (index, terms) in rows.event_money.iter().enumerate() {
        let field = format!("event_money[{index}].event_id");
        let event_id = events.get(&field, terms.event_id)?;
        let terms = money::checked_terms(event_id, &money::terms_view(terms))
            .map_err(|error| within(&format!("event_money[{index}]"), &error))?;
        money_rows::set_terms(connection, &terms)?;
    }
    for (index, pot) in rows.event_pot_players.iter().enumerate() {
        let at = |field: &str| format!("event_pot_players[{index}].{field}");
        let row = money_rows::PotRow {
            event_id: events.get(&at("event_id"), pot.event_id)?,
            player_id: players.get(&at("player_id"), pot.player_id)?,
        };
        money_rows::insert_pot_player(connection, &row)?;
    }
    for (index, payment) in rows.event_payments.iter().enumerate() {
        let at = |field: &str| format!("event_payments[{index}].{field}");
        let method = PaymentMethod::parse(&payment.method).ok_or_else(|| {
            ApiError::invalid(
                at("method"),
                format!(
                    "{} {:?} is not cash or prepaid",
                    at("method"),
                    payment.method
                ),
            )
        })?;
        money::checked_amount(payment.amount)
            .map_err(|error| within(&format!("event_payments[{index}]"), &error))?;
        money_rows::insert_payment(
            connection,
            &money_rows::NewPaymentRow {
                event_id: events.get(&at("event_id"), payment.event_id)?,
                player_id: players.get(&at("player_id"), payment.player_id)?,
                amount: payment.amount,
                method: method.name(),
                note: &erased.renumber(checked_reason(&at("note"), &payment.note)?.unwrap_or("")),
                recorded_at: payment.recorded_at,
                recorded_by: &checked_name(&at("recorded_by"), &payment.recorded_by)?,
            },
        )?;
    }
    Ok(())
}

/// Writes the club's three-handed games, their hands and their history under new ids and
/// new table codes, and scores each game as every read will; the ids it gave them.
fn import_three_handed(
    connection: &mut AnyConnection,
    rows: &ClubRows,
    club_id: i64,
    seasons: &IdMap,
    players: &IdMap,
    erased: &Erased,
) -> Result<IdMap, ApiError> {
    let mut game_ids = IdMap::new("three-handed game");
    for (index, game) in rows.three_handed_games.iter().enumerate() {
        let at = |field: &str| format!("three_handed_games[{index}].{field}");
        let mut game = game.clone();
        game.club_id = club_id;
        game.season_id = seasons.optional(&at("season_id"), game.season_id)?;
        game.seat_n = players.get(&at("seat_n"), game.seat_n)?;
        game.seat_e = players.get(&at("seat_e"), game.seat_e)?;
        game.seat_w = players.get(&at("seat_w"), game.seat_w)?;
        game.table_code = games::unused_table_code(connection)?;
        game_ids
            .ids
            .insert(game.id, three_handed_rows::create(connection, &game)?);
    }
    for (index, hand) in rows.three_handed_hands.iter().enumerate() {
        let mut hand = hand.clone();
        let field = format!("three_handed_hands[{index}].game_id");
        hand.game_id = game_ids.get(&field, hand.game_id)?;
        three_handed_rows::insert_hand(connection, &hand)?;
    }
    for (index, revision) in rows.three_handed_revisions.iter().enumerate() {
        let mut revision = revision.clone();
        let field = format!("three_handed_revisions[{index}].game_id");
        revision.game_id = game_ids.get(&field, revision.game_id)?;
        revision.reason = revision.reason.map(|reason| erased.renumber(&reason));
        three_handed_rows::insert_revision(connection, &revision)?;
    }
    for (index, game) in rows.three_handed_games.iter().enumerate() {
        let field = format!("three_handed_games[{index}]");
        let record = three_handed::record(connection, game_ids.get(&field, game.id)?)?;
        uptown_rules::score_any_json(&record.to_string()).map_err(|error| {
            ApiError::invalid(&field, format!("{field} does not score: {error}"))
        })?;
    }
    Ok(game_ids)
}

/// Scores an imported game from its stored record, as every read will.
fn score_imported(connection: &mut AnyConnection, index: usize, id: i64) -> Result<(), ApiError> {
    let record = games::record(connection, id)?;
    uptown_rules::score_json(&record.to_string())
        .map(drop)
        .map_err(|error| {
            ApiError::invalid(
                format!("games[{index}]"),
                format!("games[{index}] does not score: {error}"),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_erased_players_number_is_written_anew_and_no_other() {
        let erased = Erased {
            ids: HashMap::from([(5, 70), (51, 9)]),
        };
        assert_eq!(erased.renumber("#5 & #51"), "#70 & #9");
        assert_eq!(erased.renumber("#512, #6, #, ##5"), "#512, #6, #, ##70");
        assert_eq!(erased.renumber("no number"), "no number");
        assert_eq!(erased.renumber("#5"), "#70");
    }
}
