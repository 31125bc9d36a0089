//! Movements of fixed partnerships: the Mitchell's lines, the ladder and the partner drive.

use std::collections::BTreeSet;

use uptown_rules::pairings::ResultsError;
use uptown_rules::pairings::movements::{
    PairResult, ladder_order, mitchell_round, mitchell_rounds, partner_drive_next, seated_in_order,
};
use uptown_rules::pairings::teams::TeamRound;

/// Who won each table: North–South where `north_south_wins(table)`.
fn results(round: &TeamRound, north_south_wins: impl Fn(u32) -> bool) -> Vec<PairResult> {
    round
        .matches
        .iter()
        .map(|table| {
            let (winner, loser) = if north_south_wins(table.table) {
                (table.north_south, table.east_west)
            } else {
                (table.east_west, table.north_south)
            };
            PairResult {
                table: table.table,
                winner,
                loser,
            }
        })
        .collect()
}

fn seated(round: &TeamRound) -> Vec<(u32, u32, u32)> {
    round
        .matches
        .iter()
        .map(|table| (table.table, table.north_south, table.east_west))
        .collect()
}

fn everyone(round: &TeamRound) -> Vec<u32> {
    let mut all: Vec<u32> = round
        .matches
        .iter()
        .flat_map(|table| [table.north_south, table.east_west])
        .chain(round.bye)
        .collect();
    all.sort_unstable();
    all
}

#[test]
fn every_mitchell_meets_each_moving_partnership_once_at_a_stationary_table() {
    for partnerships in 2..=41_u32 {
        let tables = partnerships.div_ceil(2);
        let rounds = mitchell_rounds(partnerships).unwrap();
        assert_eq!(rounds, tables);
        let mut met = BTreeSet::new();
        let mut byes = Vec::new();
        let mut previous: Option<TeamRound> = None;
        for number in 1..=rounds {
            let round = mitchell_round(partnerships, number).unwrap();
            assert_eq!(everyone(&round), (1..=partnerships).collect::<Vec<_>>());
            byes.extend(round.bye);
            for table in &round.matches {
                assert_eq!(table.north_south, table.table, "the stationary line stays");
                assert!(table.east_west > tables, "{partnerships}: {table:?}");
                assert!(met.insert((table.north_south, table.east_west)));
                if let Some(before) = previous.as_ref().and_then(|round| {
                    round
                        .matches
                        .iter()
                        .find(|m| m.east_west == table.east_west)
                }) {
                    assert_eq!(table.table, before.table % tables + 1, "up one table");
                }
            }
            previous = Some(round);
        }
        let moving = partnerships - tables;
        assert_eq!(met.len(), usize::try_from(tables * moving).unwrap());
        byes.sort_unstable();
        let expected: Vec<u32> = if partnerships % 2 == 1 {
            (1..=tables).collect()
        } else {
            Vec::new()
        };
        assert_eq!(
            byes, expected,
            "{partnerships}: each stationary partnership waits once"
        );
    }
    assert!(mitchell_round(6, 4).is_err(), "three rounds for six");
    assert!(mitchell_round(1, 1).is_err());
}

#[test]
fn a_ladder_moves_winners_up_and_losers_down() {
    let first = seated_in_order(1, &[1, 2, 3, 4, 5, 6]);
    assert_eq!(seated(&first), vec![(1, 1, 2), (2, 3, 4), (3, 5, 6)]);
    assert_eq!(first.bye, None);
    // East–West win at table 2, North–South elsewhere.
    let order = ladder_order(&first, &results(&first, |table| table != 2)).unwrap();
    // Table 1's winner 1 stays, 4 comes up to meet it; 2 goes down to meet 5 coming up;
    // 3 comes down to the bottom, where 6 lost and stays.
    assert_eq!(order, vec![1, 4, 2, 5, 3, 6]);
    let second = seated_in_order(2, &order);
    assert_eq!(second.number, 2);
    assert_eq!(seated(&second), vec![(1, 1, 4), (2, 2, 5), (3, 3, 6)]);
}

#[test]
fn a_ladders_bye_comes_in_at_the_bottom_and_the_bottom_losers_wait() {
    let first = seated_in_order(1, &[1, 2, 3, 4, 5]);
    assert_eq!(first.bye, Some(5));
    let order = ladder_order(&first, &results(&first, |_| true)).unwrap();
    assert_eq!(order, vec![1, 3, 2, 5, 4]);
    let second = seated_in_order(2, &order);
    assert_eq!(seated(&second), vec![(1, 1, 3), (2, 2, 5)]);
    assert_eq!(
        second.bye,
        Some(4),
        "the bottom table's losers have the next bye"
    );
    // Over many rounds of one result pattern, the bye goes round everyone near the bottom.
    let mut round = second;
    let mut byes = BTreeSet::from([5, 4]);
    for number in 3..=12 {
        let order = ladder_order(&round, &results(&round, |table| table % 2 == 1)).unwrap();
        round = seated_in_order(number, &order);
        assert_eq!(everyone(&round), vec![1, 2, 3, 4, 5]);
        byes.extend(round.bye);
    }
    assert!(byes.len() >= 2, "{byes:?}");
}

#[test]
fn a_partner_drive_moves_the_winners_on_and_the_losers_stay() {
    let first = seated_in_order(1, &[1, 2, 3, 4, 5, 6]);
    // North–South win at tables 1 and 3, East–West at 2.
    let second = partner_drive_next(&first, &results(&first, |table| table != 2)).unwrap();
    assert_eq!(second.number, 2);
    // Table 1: its losers 2 stay East–West; table 3's winners 5 come round to North–South.
    // Table 2: its losers 3 stay North–South, table 1's winners 1 come on.
    assert_eq!(seated(&second), vec![(1, 5, 2), (2, 3, 1), (3, 4, 6)]);
    assert_eq!(second.bye, None);
}

#[test]
fn a_partner_drives_bye_takes_the_last_tables_losing_seats() {
    let first = seated_in_order(1, &[1, 2, 3, 4, 5]);
    let second = partner_drive_next(&first, &results(&first, |table| table == 1)).unwrap();
    // Table 2: 4 won and goes round to table 1; its losers 3 give their seats to 5.
    assert_eq!(seated(&second), vec![(1, 4, 2), (2, 5, 1)]);
    assert_eq!(second.bye, Some(3));
    let mut round = second;
    for _ in 0..8 {
        round = partner_drive_next(&round, &results(&round, |table| table == 2)).unwrap();
        assert_eq!(everyone(&round), vec![1, 2, 3, 4, 5]);
    }
}

#[test]
fn a_movement_refuses_results_that_are_not_the_rounds() {
    let first = seated_in_order(1, &[1, 2, 3, 4]);
    let mut partial = results(&first, |_| true);
    partial.pop();
    assert_eq!(
        ladder_order(&first, &partial),
        Err(ResultsError::MissingResult(2))
    );
    let mut extra = results(&first, |_| true);
    extra.push(PairResult {
        table: 9,
        winner: 1,
        loser: 2,
    });
    assert_eq!(
        partner_drive_next(&first, &extra),
        Err(ResultsError::UnknownTable(9))
    );
}
