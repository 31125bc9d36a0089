//! Progressive whist: winners stay and split, losers move on, partners never stay together.

use uptown_rules::pairings::ResultsError;
use uptown_rules::pairings::drive::{DriveResult, Movement, next_round, personal_totals};
use uptown_rules::pairings::{Round, TableSeating};

fn first_round(tables: u32) -> Round {
    Round {
        number: 1,
        tables: (0..tables)
            .map(|index| TableSeating {
                table: index + 1,
                north: index * 4 + 1,
                south: index * 4 + 2,
                east: index * 4 + 3,
                west: index * 4 + 4,
            })
            .collect(),
        sitting_out: vec![],
    }
}

fn results(round: &Round, north_south_wins: impl Fn(u32) -> bool) -> Vec<DriveResult> {
    round
        .tables
        .iter()
        .map(|table| {
            let (ns, ew) = if north_south_wins(table.table) {
                (9, 7)
            } else {
                (6, 10)
            };
            DriveResult {
                table: table.table,
                north_south: ns,
                east_west: ew,
            }
        })
        .collect()
}

#[test]
fn winners_stay_and_split_and_losers_move_up_and_down() {
    let round = first_round(3);
    let next = next_round(
        &round,
        &results(&round, |table| table != 2),
        Movement::Progressive,
    )
    .unwrap();
    assert_eq!(next.number, 2);
    // Table 1: NS 1 and 2 won; loser E 3 goes up to table 2, loser W 4 down to table 3.
    let t1 = next.tables[0];
    assert_eq!(
        (t1.north, t1.east),
        (1, 2),
        "the winners stay and now oppose each other"
    );
    // Table 2: EW 7 and 8 won; N 5 goes up to table 3, S 6 down to table 1.
    assert_eq!((next.tables[1].north, next.tables[1].east), (7, 8));
    assert_eq!(t1.west, 6, "down from table 2");
    assert_eq!(t1.south, 11, "up from table 3, wrapping around");
    assert_eq!(next.tables[1].south, 3, "up from table 1");
    assert_eq!(next.tables[2].west, 4, "down from table 1, wrapping around");
    // Everyone still has exactly one seat, and no one keeps a partner.
    let mut seated: Vec<u32> = next.tables.iter().flat_map(TableSeating::players).collect();
    seated.sort_unstable();
    assert_eq!(seated, (1..=12).collect::<Vec<_>>());
    for (before, after) in round
        .tables
        .iter()
        .flat_map(TableSeating::partners)
        .zip(std::iter::repeat(&next))
    {
        let partnered_again = after
            .tables
            .iter()
            .flat_map(TableSeating::partners)
            .any(|pair| pair == before || pair == (before.1, before.0));
        assert!(!partnered_again, "{before:?} partner again");
    }
}

#[test]
fn personal_totals_add_the_tricks_of_each_players_side() {
    let round = first_round(2);
    let first_results = results(&round, |_| true);
    let second = next_round(&round, &first_results, Movement::Progressive).unwrap();
    let second_results = results(&second, |_| false);
    let totals = personal_totals(&[(round, first_results), (second, second_results)]);
    assert_eq!(totals.len(), 8);
    let total_of = |player: u32| totals.iter().find(|(who, _)| *who == player).unwrap().1;
    // Player 1 won at North (9), then sat North again and lost (6).
    assert_eq!(total_of(1), 15);
    assert!(
        totals.windows(2).all(|pair| pair[0].1 >= pair[1].1),
        "highest first"
    );
}

#[test]
fn a_missing_or_unknown_table_result_is_refused() {
    let round = first_round(2);
    let mut partial = results(&round, |_| true);
    partial.pop();
    assert_eq!(
        next_round(&round, &partial, Movement::Progressive),
        Err(ResultsError::MissingResult(2))
    );
    let mut extra = results(&round, |_| true);
    extra[0].table = 7;
    assert_eq!(
        next_round(&round, &extra, Movement::Progressive)
            .unwrap_err()
            .to_string(),
        "results: table 7 is not a table of the round"
    );
}

#[test]
fn a_semi_partner_drive_keeps_the_winners_together_and_each_line_in_its_seats() {
    // Seats here: North 1, South 2, East 3, West 4 at table 1, and so on.
    let round = first_round(3);
    let next = next_round(
        &round,
        &results(&round, |table| table != 2),
        Movement::SemiPartner,
    )
    .unwrap();
    let seats = |index: usize| {
        let table = next.tables[index];
        (table.north, table.east, table.south, table.west)
    };
    // Table 1: North–South 1 and 2 won and stay; East 3 lost and goes up to table 2, West 4
    // down to table 3. Into table 1 come table 3's losing East (11) and table 2's losing
    // South (6), who lost from North–South there.
    assert_eq!(seats(0), (1, 11, 2, 6));
    // Table 2: East–West 7 and 8 won and stay; table 1's East comes up to North, table 3's
    // West down to South.
    assert_eq!(seats(1), (3, 7, 12, 8));
    assert_eq!(seats(2), (9, 5, 10, 4));
    let first_line = |round: &Round| -> Vec<u32> {
        let mut line: Vec<u32> = round
            .tables
            .iter()
            .flat_map(|table| [table.north, table.east])
            .collect();
        line.sort_unstable();
        line
    };
    assert_eq!(
        first_line(&round),
        first_line(&next),
        "the lines keep their seats"
    );
    let kept: Vec<(u32, u32)> = round
        .tables
        .iter()
        .flat_map(TableSeating::partners)
        .filter(|pair| {
            next.tables
                .iter()
                .flat_map(TableSeating::partners)
                .any(|after| after == *pair)
        })
        .collect();
    assert_eq!(
        kept,
        vec![(1, 2), (7, 8), (9, 10)],
        "only winners stay together"
    );
}
