//! Players' names on the public pages (GDPR): each player of a club is shown by full name,
//! by initials, or not at all (`#23`), as the club's directors set it for them. Whoever may
//! run the club (its directors, an admin) sees every name; everyone else, on every page and
//! public answer of the API, sees them as set. A director can also export everything the
//! club holds about a player, and erase a player: the name is written over everywhere the
//! club's records wrote it, the results and ratings stay. The club's history says each.

use std::collections::HashMap;

use serde_json::{Value, json};

use crate::auth::Actor;
use crate::db::AnyConnection;
use crate::db::repo::clubs::{self, player_rows};
use crate::db::repo::{
    checkins, events as event_rows, games as game_rows, money as money_rows, privacy as rows,
    three_handed as three_handed_rows,
};
use crate::error::ApiError;
use crate::refusal::Refusal;
use uptown_api::events as view;
use uptown_api::privacy::{HistoryLine, PlayerPrivacy, ShownAs};
use uptown_api::three_handed;
use uptown_api::{self as model, SeatedPlayer, Seats};

/// The initials of a name: the first letter of each word, each followed by a full stop
/// (`Ann Marie Jensen` is `A. M. J.`).
fn initials(name: &str) -> String {
    name.split_whitespace()
        .filter_map(|word| word.chars().next())
        .map(|first| format!("{}.", first.to_uppercase()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// How the players of one club are shown, where it is not by full name, with their full
/// names (to find them in the texts people typed).
#[derive(Debug, Clone, Default)]
pub struct Privacy {
    shown: HashMap<i64, (ShownAs, String)>,
}

impl Privacy {
    /// The club's settings, or `None` when `actor` sees every name: one who runs the club.
    /// A table's code is no pass to the club's names: beyond its own game (see `for_game`)
    /// the players at a table read the club as anyone does.
    pub fn for_viewer(
        connection: &mut AnyConnection,
        actor: &Actor,
        club_id: i64,
    ) -> Result<Option<Privacy>, ApiError> {
        if actor.require_director(connection, club_id).is_ok() {
            return Ok(None);
        }
        let shown = rows::of_club(connection, club_id)?
            .into_iter()
            .filter_map(|(id, shown_as, full)| {
                let shown_as = ShownAs::parse(&shown_as).unwrap_or_default();
                (shown_as != ShownAs::FullName).then_some((id, (shown_as, full)))
            })
            .collect();
        Ok(Some(Privacy { shown }))
    }

    /// As `for_viewer`, for game `game_id` of club `club_id`, which the players at its table
    /// (the code of any game of its match) see with every name: they sit across from each
    /// other.
    pub fn for_game(
        connection: &mut AnyConnection,
        actor: &Actor,
        club_id: i64,
        game_id: i64,
    ) -> Result<Option<Privacy>, ApiError> {
        if let Actor::Table { game_id: own } = actor
            && (*own == game_id || event_rows::same_match(connection, *own, game_id)?)
        {
            return Ok(None);
        }
        Self::for_viewer(connection, actor, club_id)
    }

    /// The name player `id`, whose full name is `full`, is shown by.
    pub fn name(&self, id: i64, full: &str) -> String {
        match self.shown.get(&id) {
            Some((ShownAs::Initials, _)) => initials(full),
            Some((ShownAs::Hidden, _)) => format!("#{id}"),
            _ => full.to_owned(),
        }
    }

    /// A text people typed (a reason, a note, a team's name) with the full names of the
    /// players not shown by them written as they are shown.
    fn text(&self, text: &str) -> String {
        let mut shown = text.to_owned();
        // Longer names first, so that "Ann Marie" is not half replaced as "Ann".
        let mut names: Vec<(&i64, &(ShownAs, String))> = self.shown.iter().collect();
        names.sort_by_key(|(_, (_, full))| std::cmp::Reverse(full.len()));
        for (id, (_, full)) in names {
            if !full.is_empty() {
                shown = shown.replace(full.as_str(), &self.name(*id, full));
            }
        }
        shown
    }
}

/// A view with players' names in it, shown to someone who does not run the club.
pub trait Conceal {
    fn conceal(&mut self, privacy: &Privacy);
}

/// Conceals `value` when `privacy` says the viewer does not see every name.
pub fn shown<T: Conceal>(mut value: T, privacy: Option<&Privacy>) -> T {
    if let Some(privacy) = privacy {
        value.conceal(privacy);
    }
    value
}

impl Conceal for SeatedPlayer {
    fn conceal(&mut self, privacy: &Privacy) {
        self.name = privacy.name(self.id, &self.name);
    }
}

impl<T: Conceal> Conceal for [T] {
    fn conceal(&mut self, privacy: &Privacy) {
        for item in self {
            item.conceal(privacy);
        }
    }
}

impl<T: Conceal> Conceal for Vec<T> {
    fn conceal(&mut self, privacy: &Privacy) {
        self.as_mut_slice().conceal(privacy);
    }
}

impl<T: Conceal, const N: usize> Conceal for [T; N] {
    fn conceal(&mut self, privacy: &Privacy) {
        self.as_mut_slice().conceal(privacy);
    }
}

impl<T: Conceal> Conceal for Option<T> {
    fn conceal(&mut self, privacy: &Privacy) {
        if let Some(item) = self {
            item.conceal(privacy);
        }
    }
}

/// Views whose names are all in fields that conceal themselves.
macro_rules! conceal_fields {
    ($($view:ty => $($field:ident),+;)+) => {
        $(impl Conceal for $view {
            fn conceal(&mut self, privacy: &Privacy) {
                $(self.$field.conceal(privacy);)+
            }
        })+
    };
}

conceal_fields! {
    Seats => north, east, south, west;
    view::EventTable => seats;
    view::EventRound => tables, three_handed;
    view::ThreeHandedTable => seats;
    view::Event => entrants, rounds;
    view::Standings => rows;
    view::SeasonRow => player;
    view::SeasonStandings => rows;
    view::Rating => player;
    view::PlayerRatings => player;
    view::PlayerGame => partner, opponents;
    view::Partnership => partner;
    view::PlayerRecord => games, partners;
    model::GameSummary => seats;
    three_handed::PlayerSeats => north, east, west;
    three_handed::ThreeHandedGame => seats;
    three_handed::ThreeHandedSummary => seats;
}

/// An entrant's name as shown: made anew from its players' names where it is the name
/// their names made (a player, "Ann & Cal"), else a team's name with any name in it
/// written as shown.
fn entrant_name(name: &str, players: &mut [SeatedPlayer], privacy: &Privacy) -> String {
    let made = players
        .iter()
        .map(|player| player.name.as_str())
        .collect::<Vec<_>>()
        .join(" & ");
    players.conceal(privacy);
    if name == made {
        players
            .iter()
            .map(|player| player.name.as_str())
            .collect::<Vec<_>>()
            .join(" & ")
    } else {
        privacy.text(name)
    }
}

impl Conceal for view::Entrant {
    fn conceal(&mut self, privacy: &Privacy) {
        self.name = entrant_name(&self.name, &mut self.players, privacy);
        self.withdraw_reason = self
            .withdraw_reason
            .as_deref()
            .map(|text| privacy.text(text));
    }
}

impl Conceal for view::StandingRow {
    fn conceal(&mut self, privacy: &Privacy) {
        self.name = entrant_name(&self.name, &mut self.players, privacy);
    }
}

impl Conceal for model::Game {
    fn conceal(&mut self, privacy: &Privacy) {
        self.seats.conceal(privacy);
        for review in &mut self.reviews {
            review.note = review.note.as_deref().map(|note| privacy.text(note));
        }
    }
}

impl Conceal for model::Named {
    fn conceal(&mut self, privacy: &Privacy) {
        self.name = privacy.name(self.id, &self.name);
    }
}

/// The player and its club, or why not.
fn player_of(connection: &mut AnyConnection, player_id: i64) -> Result<clubs::Named, ApiError> {
    player_rows::get(connection, player_id)?.ok_or_else(|| Refusal::NoSuchPlayer(player_id).into())
}

/// How player `player_id` is shown. Directors and admins only.
pub fn privacy_of(
    connection: &mut AnyConnection,
    actor: &Actor,
    player_id: i64,
) -> Result<PlayerPrivacy, ApiError> {
    let player = player_of(connection, player_id)?;
    actor.require_director(connection, player.club_id)?;
    let (shown_as, erased_at) = rows::of_player(connection, player_id)?
        .map_or((ShownAs::FullName, None), |(shown_as, erased_at)| {
            (ShownAs::parse(&shown_as).unwrap_or_default(), erased_at)
        });
    Ok(PlayerPrivacy {
        player_id,
        shown_as,
        erased_at,
    })
}

/// Sets how player `player_id` is shown; the club's history says who did. Directors and
/// admins only.
pub fn set_shown_as(
    connection: &mut AnyConnection,
    actor: &Actor,
    player_id: i64,
    shown_as: ShownAs,
) -> Result<PlayerPrivacy, ApiError> {
    let player = player_of(connection, player_id)?;
    actor.require_director(connection, player.club_id)?;
    clubs::claim(connection, player.club_id)?;
    rows::set_shown_as(connection, player_id, shown_as.name())?;
    rows::add_history(
        connection,
        player.club_id,
        &actor.account_name(),
        "shown_as",
        Some(player_id),
        Some(shown_as.name()),
    )?;
    privacy_of(connection, actor, player_id)
}

/// Everything the club holds about player `player_id`, as JSON: the player, how they are
/// shown, the events they entered and arrived at, their games (three-handed ones apart) with
/// their seats and results,
/// what they paid and which Boston pots they opted in to, and the club's history of them. Directors and admins only; the club's history says it
/// was exported.
pub fn export(
    connection: &mut AnyConnection,
    actor: &Actor,
    player_id: i64,
) -> Result<Value, ApiError> {
    let player = player_of(connection, player_id)?;
    actor.require_director(connection, player.club_id)?;
    let privacy = privacy_of(connection, actor, player_id)?;
    let entered: Vec<Value> = event_rows::entrants_of_player(connection, player_id)?
        .into_iter()
        .map(|entrant| {
            json!({ "event_id": entrant.event_id, "entrant": entrant.number,
                    "name": entrant.name, "partner_id": entrant.partner_id,
                    "player_id": entrant.player_id, "joined_round": entrant.joined_round,
                    "withdrawn_round": entrant.withdrawn_round,
                    "withdraw_reason": entrant.withdraw_reason })
        })
        .collect();
    let arrivals: Vec<Value> = checkins::of_player(connection, player_id)?
        .into_iter()
        .map(|arrival| {
            json!({ "event_id": arrival.event_id, "name": arrival.name,
                    "at": arrival.created_at })
        })
        .collect();
    let games: Vec<Value> = game_rows::of_player(connection, player_id)?
        .into_iter()
        .map(|game| {
            let seat = [
                ("N", game.seat_n),
                ("E", game.seat_e),
                ("S", game.seat_s),
                ("W", game.seat_w),
            ]
            .into_iter()
            .find(|(_, id)| *id == player_id)
            .map(|(seat, _)| seat);
            json!({ "game_id": game.id, "game": game.kind, "seat": seat,
                    "status": game.status.name(), "created_at": game.created_at })
        })
        .collect();
    let three_handed: Vec<Value> =
        three_handed_rows::of_club(connection, player.club_id, Some(player_id))?
            .into_iter()
            .map(|game| {
                let seat = [("N", game.seat_n), ("E", game.seat_e), ("W", game.seat_w)]
                    .into_iter()
                    .find(|(_, id)| *id == player_id)
                    .map(|(seat, _)| seat);
                json!({ "game_id": game.id, "game": game.kind, "seat": seat,
                        "status": game.status.name(), "created_at": game.created_at })
            })
            .collect();
    let payments: Vec<Value> = money_rows::payments_of_player(connection, player_id)?
        .into_iter()
        .map(|payment| {
            json!({ "event_id": payment.event_id, "amount_cents": payment.amount,
                    "method": payment.method, "note": payment.note,
                    "recorded_at": payment.recorded_at, "recorded_by": payment.recorded_by })
        })
        .collect();
    let boston_pots = money_rows::pots_of_player(connection, player_id)?;
    let history: Vec<Value> = rows::history(connection, player.club_id)?
        .into_iter()
        .filter(|line| line.player_id == Some(player_id))
        .map(|line| json!({ "at": line.at, "by": line.actor, "action": line.action, "detail": line.detail }))
        .collect();
    rows::add_history(
        connection,
        player.club_id,
        &actor.account_name(),
        "exported",
        Some(player_id),
        None,
    )?;
    Ok(json!({
        "player": { "id": player.id, "club_id": player.club_id, "name": player.name,
                    "created_at": player.created_at },
        "shown_as": privacy.shown_as,
        "erased_at": privacy.erased_at,
        "events": entered,
        "arrivals": arrivals,
        "games": games,
        "three_handed_games": three_handed,
        "payments": payments,
        "boston_pots": boston_pots,
        "history": history,
    }))
}

/// Erases player `player_id`: their name becomes `#id` wherever the club's records wrote it
/// (the player, their entrants' and arrivals' names, the texts of the club's events and
/// games), they are hidden on the public pages, and their results and ratings stay as they
/// were. Directors and admins only; the club's history says it happened, naming no one.
pub fn erase(
    connection: &mut AnyConnection,
    actor: &Actor,
    player_id: i64,
) -> Result<PlayerPrivacy, ApiError> {
    let player = player_of(connection, player_id)?;
    actor.require_director(connection, player.club_id)?;
    clubs::claim(connection, player.club_id)?;
    let erased = format!("#{player_id}");
    rows::rewrite_name(connection, player.club_id, player_id, &player.name, &erased)?;
    rows::set_shown_as(connection, player_id, ShownAs::Hidden.name())?;
    rows::mark_erased(connection, player_id, crate::db::repo::now())?;
    rows::add_history(
        connection,
        player.club_id,
        &actor.account_name(),
        "erased",
        Some(player_id),
        None,
    )?;
    privacy_of(connection, actor, player_id)
}

/// What the club's directors did with its players' data, oldest first. Directors and
/// admins only.
pub fn history(
    connection: &mut AnyConnection,
    actor: &Actor,
    club_id: i64,
) -> Result<Vec<HistoryLine>, ApiError> {
    clubs::get(connection, club_id)?.ok_or(Refusal::NoSuchClub(club_id))?;
    actor.require_director(connection, club_id)?;
    Ok(rows::history(connection, club_id)?
        .into_iter()
        .map(|line| HistoryLine {
            at: line.at,
            by: line.actor,
            action: line.action,
            player_id: line.player_id,
            detail: line.detail,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initials_take_each_words_first_letter() {
        assert_eq!(initials("Ann Marie Jensen"), "A. M. J.");
        assert_eq!(initials("  øjvind  "), "Ø.");
        assert_eq!(initials(""), "");
    }

    #[test]
    fn a_text_shows_names_as_set_longest_first() {
        let privacy = Privacy {
            shown: HashMap::from([
                (4, (ShownAs::Initials, "Ann".to_owned())),
                (7, (ShownAs::Hidden, "Ann Marie Jensen".to_owned())),
            ]),
        };
        assert_eq!(
            privacy.text("Ann Marie Jensen reneged, Ann saw it"),
            "#7 reneged, A. saw it"
        );
        assert_eq!(privacy.name(9, "Bob"), "Bob");
    }
}
