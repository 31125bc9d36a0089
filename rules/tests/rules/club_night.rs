//! The club-night draw avoids recent partners and opponents and rests the rested last.

use uptown_rules::pairings::club_night::club_night;
use uptown_rules::pairings::{Round, TableSeating};

fn table(table: u32, [north, south, east, west]: [u32; 4]) -> TableSeating {
    TableSeating {
        table,
        north,
        south,
        east,
        west,
    }
}

fn partners(round: &Round) -> Vec<(u32, u32)> {
    round
        .tables
        .iter()
        .flat_map(TableSeating::partners)
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect()
}

#[test]
fn last_rounds_partners_are_not_partners_again() {
    let last = Round {
        number: 1,
        tables: vec![table(1, [1, 2, 3, 4]), table(2, [5, 6, 7, 8])],
        sitting_out: vec![],
    };
    for seed in 0..20 {
        let night = club_night(8, 1, std::slice::from_ref(&last), seed).unwrap();
        let drawn = partners(&night.rounds[0]);
        for old in partners(&last) {
            assert!(!drawn.contains(&old), "seed {seed}: {old:?} partner again");
        }
    }
}

#[test]
fn who_sat_out_last_plays_now() {
    let last = Round {
        number: 1,
        tables: vec![table(1, [1, 2, 3, 4]), table(2, [5, 6, 7, 8])],
        sitting_out: vec![9],
    };
    for seed in 0..20 {
        let night = club_night(9, 1, std::slice::from_ref(&last), seed).unwrap();
        assert_ne!(night.rounds[0].sitting_out, vec![9], "seed {seed}");
    }
}

#[test]
fn a_whole_night_rotates_partners_and_sit_outs() {
    let night = club_night(13, 6, &[], 42).unwrap();
    assert_eq!(night.rounds.len(), 6);
    assert_eq!(night.quality.partner_repeats, 0);
    assert!(night.quality.sit_out_max <= 1, "{:?}", night.quality);
    assert_eq!(
        night,
        club_night(13, 6, &[], 42).unwrap(),
        "the same seed draws the same night"
    );
}
