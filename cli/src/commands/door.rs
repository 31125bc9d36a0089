//! `uptown event door`, `admit` and `turn-away`: who checked in at the event's door, and the
//! director's answer to each.

use std::io::Write;

use uptown_api::events::Checkin;

use crate::client::{Client, Nothing, Response};
use crate::context::{Context, print_json};
use crate::failure::Failure;
use crate::table::{Align, Table, cell};

/// Prints who waits at the door: `answer` is the API's list.
fn print_door(context: &Context, out: &mut impl Write, answer: &Response) -> Result<(), Failure> {
    if context.json {
        return print_json(out, &answer.json);
    }
    let waiting: Vec<Checkin> = answer.read()?;
    if waiting.is_empty() {
        return context.print_text(out, "nobody waits at the door");
    }
    let mut table = Table::new(&[
        ("id", Align::Right),
        ("name", Align::Left),
        ("player", Align::Right),
        ("since", Align::Left),
    ]);
    for checkin in waiting {
        table.row(vec![
            checkin.id.to_string(),
            checkin.name,
            cell(checkin.player_id),
            checkin.created_at.format("%H:%M").to_string(),
        ]);
    }
    context.print_table(out, &table)
}

/// Who waits at `event`'s door.
pub(super) fn show(
    context: &Context,
    out: &mut impl Write,
    client: &Client,
    event: i64,
) -> Result<(), Failure> {
    print_door(
        context,
        out,
        &client.get(&format!("/events/{event}/checkins"))?,
    )
}

/// Lets the arrival `given` (their check-in's id, or the name they gave, ignoring case) in,
/// or turns them away; prints who still waits.
pub(super) fn answer(
    context: &Context,
    out: &mut impl Write,
    client: &Client,
    event: i64,
    given: &str,
    admit: bool,
) -> Result<(), Failure> {
    let path = format!("/events/{event}/checkins");
    let given = given.trim();
    let id = if let Ok(id) = given.parse::<i64>() {
        id
    } else {
        let waiting: Vec<Checkin> = client.get(&path)?.read()?;
        waiting
            .iter()
            .find(|checkin| checkin.name.eq_ignore_ascii_case(given))
            .map(|checkin| checkin.id)
            .ok_or_else(|| {
                Failure::BadInput(format!("nobody called {given:?} waits at the door"))
            })?
    };
    let action = if admit { "admit" } else { "turn_away" };
    print_door(
        context,
        out,
        &client.post(&format!("{path}/{id}/{action}"), &Nothing {})?,
    )
}
