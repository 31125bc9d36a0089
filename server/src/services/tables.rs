//! What a table's code opens: the game it enters hands into now (its own, or in an event
//! match of several games the match's latest), and whether its event asks the opponents to
//! confirm each hand.

use uptown_rules::Rules;

use super::events::clock_view;
use super::games;
use crate::auth::{Actor, Credentials};
use crate::db::AnyConnection;
use crate::db::repo::{events, now};
use crate::error::ApiError;
use uptown_api as model;

/// A table as its code opens it.
#[derive(Debug, Clone)]
pub struct Table {
    pub game: model::Game,
    /// Whether the opponents confirm each hand on their phone.
    pub confirm: bool,
    /// The clock of the game's round at its event, once the director has started it.
    pub clock: Option<uptown_api::events::RoundClock>,
}

/// A code as the tables' cards print it.
fn spelled(code: &str) -> String {
    code.trim().to_ascii_uppercase()
}

/// The table whose code is `code` (as typed), and the rules its game is played under: what
/// entering a hand needs before the write, without the view of the game.
pub fn enterer(connection: &mut AnyConnection, code: &str) -> Result<(Actor, Rules), ApiError> {
    let (actor, game) = Actor::of_table_code(connection, &spelled(code))?;
    Ok((actor, games::rules_of(&game)?))
}

/// The table whose code is `code` (as typed: any case, spaces around), and the actor its
/// code is.
pub fn open(connection: &mut AnyConnection, code: &str) -> Result<(Actor, Table), ApiError> {
    let actor = Actor::resolve(connection, &Credentials::TableCode(spelled(code)))?;
    let game = games::for_table(connection, &actor)?;
    let (confirm, clock) = match &game.event {
        Some(link) => (
            events::get(connection, link.event_id)?.is_some_and(|event| event.confirm_hands),
            events::clock(connection, link.event_id, link.round)?
                .and_then(|clock| clock_view(clock, now())),
        ),
        None => (false, None),
    };
    Ok((
        actor,
        Table {
            game,
            confirm,
            clock,
        },
    ))
}
