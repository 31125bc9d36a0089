//! A late arrival seated at once: one who completes a table in the round under way gets it,
//! rather than waiting for the next round. In rotating partners and club nights that is a
//! player arriving while three sit the round out; in a Swiss, a partnership arriving while
//! another has a bye, which it then plays instead.

use chrono::NaiveDateTime;

use super::format::Format;
use super::state::{EventState, RoundState, SeatedTable, Seating};
use crate::db::repo::events::{EntrantRow, NewEntrant};

/// A table the arrival completes in round `round`, and the round's seating with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct OpenSeat {
    pub round: i32,
    pub table: SeatedTable,
    pub seating: Seating,
}

/// Where `arrival` sits down now, if they complete a table in the round under way at `now`.
/// A round whose clock has run out is over but for its closing, and seats nobody new.
pub(super) fn open_seat(
    state: &EventState,
    arrival: &NewEntrant,
    now: NaiveDateTime,
) -> Option<OpenSeat> {
    let round = state.open_round()?;
    // A bracket's byes are places in it, not seats to fill.
    if state.in_bracket(round.number) || round.clock.ends_at.is_some_and(|ends| ends <= now) {
        return None;
    }
    let table = round
        .seating
        .tables
        .iter()
        .map(|table| table.table)
        .max()
        .unwrap_or(0)
        + 1;
    let mut seating = round.seating.clone();
    let seated = match state.format {
        Format::Rotating | Format::ClubNight => {
            let [x, y, z] = three_waiting(state, round)?;
            let partner = partner_for_arrival(state, [x, y, z]);
            let (first, second) = match partner {
                0 => (y, z),
                1 => (x, z),
                _ => (x, y),
            };
            let partner = [x, y, z][partner];
            seating.sitting_out.retain(|waiting| {
                ![partner, first, second]
                    .iter()
                    .any(|entrant| number(entrant) == *waiting)
            });
            SeatedTable {
                table,
                ns: vec![arrival_number(arrival), number(partner)],
                ew: vec![number(first), number(second)],
                players: [
                    arrival.player_id,
                    first.player_id,
                    partner.player_id,
                    second.player_id,
                ],
                bracket_match: None,
            }
        }
        Format::Swiss => {
            let bye = round
                .seating
                .byes
                .iter()
                .filter_map(|entrant| state.entrant(*entrant))
                .find(|entrant| entrant.withdrawn_round.is_none())?;
            seating.byes.retain(|entrant| *entrant != number(bye));
            SeatedTable {
                table,
                ns: vec![number(bye)],
                ew: vec![arrival_number(arrival)],
                players: [
                    bye.player_id,
                    arrival.player_id,
                    bye.partner_id.unwrap_or(0),
                    arrival.partner_id.unwrap_or(0),
                ],
                bracket_match: None,
            }
        }
        // Their field is fixed once they start: a late entrant is refused before this.
        Format::WhistDrive
        | Format::SemiPartnerDrive
        | Format::PartnerDrive
        | Format::Mitchell
        | Format::Ladder
        | Format::RoundRobin
        | Format::Knockout
        | Format::DoubleKnockout => {
            return None;
        }
    };
    seating.tables.push(seated.clone());
    Some(OpenSeat {
        round: round.number,
        table: seated,
        seating,
    })
}

fn number(entrant: &EntrantRow) -> u32 {
    u32::try_from(entrant.number).unwrap_or(0)
}

fn arrival_number(arrival: &NewEntrant) -> u32 {
    u32::try_from(arrival.number).unwrap_or(0)
}

/// Three of the players sitting `round` out who have not withdrawn: those who played fewest
/// rounds tonight, then by number. `None` while fewer than three wait.
fn three_waiting<'a>(state: &'a EventState, round: &RoundState) -> Option<[&'a EntrantRow; 3]> {
    let mut waiting: Vec<&EntrantRow> = round
        .seating
        .sitting_out
        .iter()
        .filter_map(|entrant| state.entrant(*entrant))
        .filter(|entrant| entrant.withdrawn_round.is_none())
        .collect();
    waiting.sort_by_key(|entrant| (played(state, number(entrant)), entrant.number));
    match waiting[..] {
        [x, y, z, ..] => Some([x, y, z]),
        _ => None,
    }
}

/// Tables of tonight at which `entrant` sat.
fn played(state: &EventState, entrant: u32) -> usize {
    tonight(state)
        .filter(|table| table.ns.contains(&entrant) || table.ew.contains(&entrant))
        .count()
}

fn tonight(state: &EventState) -> impl Iterator<Item = &SeatedTable> {
    state.rounds.iter().flat_map(|round| &round.seating.tables)
}

/// Which of the three waiting players partners the arrival (an index into `waiting`): the
/// one that leaves the other two a partnership they have played least tonight, then the one
/// who has opposed those two least.
fn partner_for_arrival(state: &EventState, waiting: [&EntrantRow; 3]) -> usize {
    let [x, y, z] = waiting.map(number);
    let partnered = |a: u32, b: u32| {
        tonight(state)
            .filter(|table| {
                [&table.ns, &table.ew]
                    .iter()
                    .any(|side| side.contains(&a) && side.contains(&b))
            })
            .count()
    };
    let opposed = |a: u32, b: u32| {
        tonight(state)
            .filter(|table| {
                (table.ns.contains(&a) && table.ew.contains(&b))
                    || (table.ew.contains(&a) && table.ns.contains(&b))
            })
            .count()
    };
    let cost = |partner: u32, first: u32, second: u32| {
        (
            partnered(first, second),
            opposed(partner, first) + opposed(partner, second),
        )
    };
    [cost(x, y, z), cost(y, x, z), cost(z, x, y)]
        .iter()
        .enumerate()
        .min_by_key(|(index, cost)| (**cost, *index))
        .map_or(0, |(index, _)| index)
}
