//! A design's rounds seated: players numbered from 1, tables and seats turned between rounds,
//! and each table faced so that opponents meet on either side of each other.

use super::schedule::{Round, TableSeating};
use super::sides::face_tables;

/// Numbers a design's rounds and players from 1, turning tables and seats between rounds,
/// and faces each table so that opponents meet on either side of each other.
pub(crate) fn seat_rounds(players: u32, rounds: &[Vec<[usize; 4]>]) -> Vec<Round> {
    let mut seated: Vec<Round> = rounds
        .iter()
        .enumerate()
        .map(|(index, tables)| numbered(players, index, tables))
        .collect();
    face_tables(players, &[], &mut seated);
    seated
}

/// Round `index` of a design as players 1..N, the tables and seats turned so that the same
/// player is not always North nor always at table 1: table numbers rotate by one a round,
/// the partnerships swap ends every other round, and partners swap seats every fourth.
fn numbered(players: u32, index: usize, tables: &[[usize; 4]]) -> Round {
    let count = tables.len();
    let seated: Vec<TableSeating> = (0..count)
        .map(|position| {
            let [north, south, east, west] = tables[(position + index) % count]
                .map(|player| u32::try_from(player).unwrap_or(u32::MAX) + 1);
            let (north, south, east, west) = if index % 2 == 1 {
                (east, west, north, south)
            } else {
                (north, south, east, west)
            };
            let (north, south, east, west) = if (index / 2) % 2 == 1 {
                (south, north, west, east)
            } else {
                (north, south, east, west)
            };
            TableSeating {
                table: u32::try_from(position + 1).unwrap_or(u32::MAX),
                north,
                south,
                east,
                west,
            }
        })
        .collect();
    let mut placed = vec![false; players as usize + 1];
    for player in seated.iter().flat_map(TableSeating::players) {
        placed[player as usize] = true;
    }
    let sitting_out: Vec<u32> = (1..=players)
        .filter(|player| !placed[*player as usize])
        .collect();
    Round {
        number: u32::try_from(index + 1).unwrap_or(u32::MAX),
        tables: seated,
        sitting_out,
    }
}
