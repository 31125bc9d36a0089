//! Rotating partnerships for every number of players up to 60: the rounds CONTRACT.md
//! names, nobody partnering twice, a quality block that matches the schedule, and the same
//! schedule for the same seed. Sit-outs are within one of each other for N ≡ 2, 3 (mod 4)
//! and wherever a complete design exists; the sizes N ≡ 0, 1 without a design yet (52, 56,
//! 57, 60 here) are issue 5's open work.

use uptown_rules::pairings::schedule::Tally;
use uptown_rules::pairings::{PairingsError, rotating_partnerships, whist_tournament};

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
        let complete = whist_tournament(players).is_some();
        if complete {
            let opponents = (quality.opponent_min, quality.opponent_max);
            assert_eq!(opponents, (2, 2), "{players}: complete");
        }
        if complete || players % 4 >= 2 {
            let spread = quality.sit_out_max - quality.sit_out_min;
            assert!(spread <= 1, "{players}: sit-outs {quality:?}");
        }
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
