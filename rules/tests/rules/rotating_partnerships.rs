//! Rotating partnerships for every number of players up to 60: the rounds CONTRACT.md
//! names, nobody partnering twice, a quality block that matches the schedule, and the same
//! schedule for the same seed. Sit-outs are within one of each other for N ≡ 2, 3 (mod 4);
//! for N ≡ 0, 1 they are those of a complete design, which is played wherever one exists.
//! The sizes without one yet (none up to 60 now, some up to 200) get a near-complete
//! schedule: everyone partners everyone once, and opponent counts are within one of two.

use uptown_rules::pairings::schedule::Tally;
use uptown_rules::pairings::{PairingsError, Schedule, rotating_partnerships, whist_tournament};

#[test]
fn every_size_up_to_60_keeps_the_stated_properties() {
    for players in 4..=60u32 {
        let schedule = rotating_partnerships(players, None, 2026)
            .unwrap_or_else(|error| panic!("{players}: {error}"));
        let rounds = u32::try_from(schedule.rounds.len()).unwrap();
        let expected = if players % 4 == 0 {
            players - 1
        } else {
            players
        };
        assert_eq!(rounds, expected, "{players}: rounds");
        let quality = Tally::of(players, &schedule.rounds).unwrap().quality();
        assert_eq!(
            quality, schedule.quality,
            "{players}: the quality block is counted from the schedule"
        );
        assert_eq!(
            quality.partner_repeats, 0,
            "{players}: nobody partners twice"
        );
        assert!(
            quality.opponent_max <= 3,
            "{players}: opponents {quality:?}"
        );
        if players % 4 <= 1 {
            assert_near_complete(players, &schedule);
        } else {
            let spread = quality.sit_out_max - quality.sit_out_min;
            assert!(spread <= 1, "{players}: sit-outs {quality:?}");
        }
    }
}

/// Every pair partners exactly once, sit-outs are those of a complete design, and opponent
/// counts are exactly two where a design exists, within one of two where none does yet.
fn assert_near_complete(players: u32, schedule: &Schedule) {
    let quality = schedule.quality;
    let tables: usize = schedule.rounds.iter().map(|round| round.tables.len()).sum();
    let pairs = (players * (players - 1) / 2) as usize;
    assert_eq!(quality.partner_repeats, 0, "{players}");
    assert_eq!(2 * tables, pairs, "{players}: every pair partners once");
    let sit_outs = players % 4;
    assert_eq!(
        (quality.sit_out_min, quality.sit_out_max),
        (sit_outs, sit_outs),
        "{players}"
    );
    let opponents = (quality.opponent_min, quality.opponent_max);
    if whist_tournament(players).is_some() {
        assert_eq!(opponents, (2, 2), "{players}: complete");
    } else {
        assert!(
            opponents.0 >= 1 && opponents.1 <= 3,
            "{players}: {quality:?}"
        );
    }
}

/// The two smallest sizes N ≡ 0, 1 (mod 4) without a design, whichever they are as
/// constructions grow (every size up to 200 has one now).
fn smallest_without_a_design() -> Vec<u32> {
    (4..)
        .filter(|players| players % 4 <= 1 && whist_tournament(*players).is_none())
        .take(2)
        .collect()
}

#[test]
fn the_smallest_sizes_without_a_design_are_near_complete() {
    for players in smallest_without_a_design() {
        let schedule = rotating_partnerships(players, None, 5)
            .unwrap_or_else(|error| panic!("{players}: {error}"));
        assert_eq!(
            Tally::of(players, &schedule.rounds).unwrap().quality(),
            schedule.quality,
            "{players}"
        );
        assert_near_complete(players, &schedule);
    }
}

#[test]
fn an_evening_of_ten_rounds_from_a_near_complete_schedule_has_no_partner_twice() {
    for players in smallest_without_a_design() {
        let evening = rotating_partnerships(players, Some(10), 5).unwrap();
        assert_eq!(evening.rounds.len(), 10, "{players}");
        let quality = evening.quality;
        assert_eq!(quality.partner_repeats, 0, "{players}");
        // Each round's one sit-out (N ≡ 1) is a different player: nobody sits out twice.
        assert!(quality.sit_out_max <= players % 4, "{players}: {quality:?}");
    }
}

#[test]
fn the_same_seed_gives_the_same_schedule_and_another_seed_another() {
    let first = rotating_partnerships(21, None, 7).unwrap();
    assert_eq!(first, rotating_partnerships(21, None, 7).unwrap());
    assert_ne!(first, rotating_partnerships(21, None, 8).unwrap());
}

#[test]
fn fewer_rounds_keep_sit_outs_even_and_nobody_partners_twice() {
    for (players, rounds) in [
        (12, 3),
        (12, 6),
        (16, 8),
        (20, 8),
        (23, 7),
        (30, 10),
        (41, 9),
    ] {
        let schedule = rotating_partnerships(players, Some(rounds), 1).unwrap();
        assert_eq!(schedule.rounds.len(), rounds as usize);
        let quality = schedule.quality;
        assert_eq!(quality.partner_repeats, 0, "{players}/{rounds}");
        assert!(
            quality.sit_out_max <= quality.sit_out_min + 1,
            "{players}/{rounds}: {quality:?}"
        );
        assert!(quality.opponent_max <= 2, "{players}/{rounds}: {quality:?}");
    }
}

#[test]
fn impossible_requests_are_refused_with_the_reason() {
    assert_eq!(
        rotating_partnerships(3, None, 0),
        Err(PairingsError::TooFewPlayers(3))
    );
    assert_eq!(
        rotating_partnerships(12, Some(0), 0),
        Err(PairingsError::NoRounds)
    );
    assert_eq!(
        rotating_partnerships(12, Some(12), 0),
        Err(PairingsError::TooManyRounds {
            rounds: 12,
            available: 11,
            players: 12
        })
    );
    assert_eq!(
        rotating_partnerships(12, Some(12), 0)
            .unwrap_err()
            .to_string(),
        "rounds: 12 is more than the 11 rounds a schedule for 12 players has"
    );
    assert!(matches!(
        rotating_partnerships(5000, None, 0),
        Err(PairingsError::TooManyPlayers(5000))
    ));
}
