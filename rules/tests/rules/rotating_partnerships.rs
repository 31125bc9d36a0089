//! Rotating partnerships for every number of players up to 60: the rounds CONTRACT.md
//! names, nobody partnering twice, a quality block that matches the schedule, and the same
//! schedule for the same seed. Sit-outs are within one of each other for N ≡ 2, 3 (mod 4);
//! for N ≡ 0, 1 they are those of a complete design, which is played wherever one exists.
//! With any number of rounds up to N, every round seats all the tables it can. Every size
//! up to 1000 has a complete design now; the last ones found (632, 948) are checked here too.

use uptown_rules::pairings::schedule::Tally;
use uptown_rules::pairings::{PairingsError, Schedule, rotating_partnerships};

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
            assert_complete(players, &schedule);
        } else {
            let spread = quality.sit_out_max - quality.sit_out_min;
            assert!(spread <= 1, "{players}: sit-outs {quality:?}");
        }
    }
}

/// Every pair partners exactly once and opposes exactly twice, and sit-outs are those of a
/// complete design.
fn assert_complete(players: u32, schedule: &Schedule) {
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
    assert_eq!(opponents, (2, 2), "{players}: complete");
}

/// 632 and 948, N − 1 prime, were the last sizes up to 1000 to get a complete design
/// (around a hole, `holes.rs`); an evening of theirs is one, counted from the seats.
#[test]
fn the_last_sizes_completed_play_complete_designs() {
    for players in [632, 948] {
        let schedule = rotating_partnerships(players, None, 5)
            .unwrap_or_else(|error| panic!("{players}: {error}"));
        assert_eq!(
            Tally::of(players, &schedule.rounds).unwrap().quality(),
            schedule.quality,
            "{players}"
        );
        assert_complete(players, &schedule);
        let counted = count(players, &schedule);
        assert_eq!(
            counted.opponents,
            (2, 2),
            "{players}: counted from the seats"
        );
    }
}

#[test]
fn an_evening_of_ten_rounds_at_632_has_no_partner_twice_and_nobody_out() {
    let evening = rotating_partnerships(632, Some(10), 5).unwrap();
    assert_eq!(evening.rounds.len(), 10);
    let quality = evening.quality;
    assert_eq!(quality.partner_repeats, 0);
    assert_eq!((quality.sit_out_min, quality.sit_out_max), (0, 0));
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

/// A club evening of a few rounds, every table full, where every pair can oppose once at
/// most (a SAT solver seats 20 in 7 rounds and 24 in 8 so; docs/WHIST-TOURNAMENTS.md).
/// Before the tabu search (`narrow_opponents`) some pairs opposed twice at 20 in 7 with
/// every seed here, at 24 in 8 with two, and at 28 in 9, 32 in 8 and 40 in 10 with one at
/// least, while others never met.
#[test]
fn a_short_evening_meets_no_opponent_twice_where_the_rounds_leave_room() {
    for (players, rounds) in [(20, 7), (24, 8), (28, 9), (32, 8), (40, 10)] {
        for seed in [2026, 7, 1] {
            let schedule = rotating_partnerships(players, Some(rounds), seed).unwrap();
            let counted = count(players, &schedule);
            let at = format!("{players} players, {rounds} rounds, seed {seed}");
            assert_eq!(counted.partner_repeats, 0, "{at}");
            assert_eq!(counted.opponents, (0, 1), "{at}");
        }
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
    // Twice the design's 11 rounds: everyone has partnered everyone twice by then.
    assert_eq!(
        rotating_partnerships(12, Some(23), 0),
        Err(PairingsError::TooManyRounds {
            rounds: 23,
            available: 22,
            players: 12
        })
    );
    assert_eq!(
        rotating_partnerships(12, Some(23), 0)
            .unwrap_err()
            .to_string(),
        "rounds: 23 is more than the 22 rounds a schedule for 12 players is made for"
    );
    assert!(matches!(
        rotating_partnerships(5000, None, 0),
        Err(PairingsError::TooManyPlayers(5000))
    ));
}

/// What a schedule did, counted here from its rounds alone (not from `Tally` or the
/// schedule's own quality block).
pub(super) struct Counted {
    pub(super) partner_repeats: u32,
    /// The fewest and most times a pair partners.
    pub(super) partners: (u32, u32),
    pub(super) opponents: (u32, u32),
    pub(super) sit_outs: (u32, u32),
    /// Pairs that sat on one side of each other more often than the other, by more than
    /// one: `left_of[a][b]` counts the times `b` sat on `a`'s left, play going clockwise
    /// N, E, S, W.
    pub(super) sides_unbalanced: u32,
}

/// What a schedule does, counted from its seats alone.
pub(super) fn count(players: u32, schedule: &Schedule) -> Counted {
    let size = players as usize;
    let mut partnered = vec![0u32; size * size];
    let mut opposed = vec![0u32; size * size];
    let mut sat_out = vec![0u32; size];
    let mut left_of = vec![vec![0i32; size]; size];
    let pair = |a: u32, b: u32| (a.min(b) as usize - 1) * size + a.max(b) as usize - 1;
    for round in &schedule.rounds {
        let mut places = vec![0; size];
        assert_eq!(
            round.tables.len(),
            size / 4,
            "{players}: round {} seats every table it can",
            round.number
        );
        for table in &round.tables {
            let [n, s, e, w] = [table.north, table.south, table.east, table.west];
            for player in [n, s, e, w] {
                places[player as usize - 1] += 1;
            }
            partnered[pair(n, s)] += 1;
            partnered[pair(e, w)] += 1;
            for (a, b) in [(n, e), (n, w), (s, e), (s, w)] {
                opposed[pair(a, b)] += 1;
            }
            let clockwise = [n, e, s, w];
            for (seat, player) in clockwise.iter().enumerate() {
                let left = clockwise[(seat + 1) % 4];
                left_of[*player as usize - 1][left as usize - 1] += 1;
            }
        }
        for player in &round.sitting_out {
            places[*player as usize - 1] += 1;
            sat_out[*player as usize - 1] += 1;
        }
        assert!(
            places.iter().all(|places| *places == 1),
            "{players}: round {}: everyone has one place",
            round.number
        );
    }
    let pairs: Vec<usize> = (0..size)
        .flat_map(|a| (a + 1..size).map(move |b| a * size + b))
        .collect();
    let spread = |counts: &mut dyn Iterator<Item = u32>| {
        let counts: Vec<u32> = counts.collect();
        (*counts.iter().min().unwrap(), *counts.iter().max().unwrap())
    };
    Counted {
        partner_repeats: pairs
            .iter()
            .map(|pair| partnered[*pair].saturating_sub(1))
            .sum(),
        partners: spread(&mut pairs.iter().map(|pair| partnered[*pair])),
        opponents: spread(&mut pairs.iter().map(|pair| opposed[*pair])),
        sit_outs: spread(&mut sat_out.iter().copied()),
        sides_unbalanced: (0..size)
            .flat_map(|a| (a + 1..size).map(move |b| (a, b)))
            .filter(|&(a, b)| (left_of[a][b] - left_of[b][a]).abs() > 1)
            .count()
            .try_into()
            .unwrap(),
    }
}

/// Every N from 4 to 60 and every number of rounds from 1 to N, with three seeds, checked
/// by `count`, which knows nothing of how schedules are made. Seed 7 found 51 players in 17 rounds sitting out 0..2
/// times, which seed 2026 alone never showed.
#[test]
fn every_size_and_every_number_of_rounds_up_to_60_fills_every_table() {
    for_every_size_up_to_60(check_every_number_of_rounds);
}

/// Runs `check` for every N from 4 to 60, the sizes split between two threads (CI has two
/// cores).
fn for_every_size_up_to_60(check: fn(u32)) {
    std::thread::scope(|scope| {
        for half in [0, 1] {
            scope.spawn(move || {
                for players in (4..=60u32).filter(|players| players % 2 == half) {
                    check(players);
                }
            });
        }
    });
}

fn check_every_number_of_rounds(players: u32) {
    for (seed, rounds) in [2026, 7, 1]
        .into_iter()
        .flat_map(|seed| (1..=players).map(move |rounds| (seed, rounds)))
    {
        let schedule = rotating_partnerships(players, Some(rounds), seed)
            .unwrap_or_else(|error| panic!("{players}/{rounds}/{seed}: {error}"));
        let at = format!("{players} players, {rounds} rounds, seed {seed}");
        assert_eq!(schedule.rounds.len(), rounds as usize, "{at}");
        let counted = count(players, &schedule);
        // Everyone not at a table sits out, and as evenly as can be.
        let (fewest, most) = counted.sit_outs;
        assert!(most <= fewest + 1, "{at}: sit-outs {fewest}..{most}");
        // Partners repeat only once the partnerships a round needs outnumber the pairs
        // nobody has partnered yet: at N ≡ 0 (mod 4), the N-th round.
        let partnerships = rounds * 2 * (players / 4);
        let pairs = players * (players - 1) / 2;
        assert_eq!(
            counted.partner_repeats,
            partnerships.saturating_sub(pairs),
            "{at}: partner repeats"
        );
        // Opponents as even as the search gets. Rounds of a design, or of an evening found
        // whole (N ≡ 2 from 10 to 54), meet every pair at most twice, and are kept where
        // evening them out would spread the counts wider: within two. One short of a design,
        // rounds that lost a phantom's meetings are evened out, within two as well. Two
        // short with no evening found (58), they end within three (measured: with these
        // seeds, 0..3 at 58 with 43 and 44 rounds).
        let (least, most) = counted.opponents;
        let widest = if players == 58 { 3 } else { 2 };
        assert!(most <= least + widest, "{at}: opponents {least}..{most}");
        let quality = schedule.quality;
        assert_eq!(
            (
                quality.partner_repeats,
                (quality.opponent_min, quality.opponent_max),
                (quality.sit_out_min, quality.sit_out_max),
                quality.sides_unbalanced,
            ),
            (
                counted.partner_repeats,
                counted.opponents,
                counted.sit_outs,
                counted.sides_unbalanced
            ),
            "{at}: the quality block says what the schedule does"
        );
    }
}

/// More rounds than an evening, up to twice its rounds, for every N from 4 to 60 (every
/// third number of rounds, two seeds): the evening is played first and the rounds after it
/// are evened out against it. Where the evening partnered every pair (N ≡ 0, 1), every
/// partnership after it is a pair's second and opponents stay within two, as the rounds
/// after it would alone. Elsewhere the evening left some pairs apart and some opposing
/// once; the rounds after it make up for that, within two but at 51 players in 97 rounds
/// (seed 2026), within three (with one annealing of the trades, 35 of these schedules
/// were). Everywhere no pair partners a third time, and once there are more partnerships
/// than pairs, every pair has partnered.
#[test]
fn more_rounds_than_an_evening_even_out_against_it() {
    for_every_size_up_to_60(check_more_rounds_than_an_evening);
}

fn check_more_rounds_than_an_evening(players: u32) {
    let evening = rotating_partnerships(players, None, 2026)
        .unwrap()
        .rounds
        .len();
    let evening = u32::try_from(evening).unwrap();
    let most = 2 * evening;
    for (seed, rounds) in [2026, 7].into_iter().flat_map(|seed| {
        (evening + 1..=most)
            .step_by(3)
            .map(move |rounds| (seed, rounds))
    }) {
        let at = format!("{players} players, {rounds} rounds, seed {seed}");
        let schedule = rotating_partnerships(players, Some(rounds), seed)
            .unwrap_or_else(|error| panic!("{at}: {error}"));
        assert_eq!(schedule.rounds.len(), rounds as usize, "{at}");
        let counted = count(players, &schedule);
        let (fewest, most) = counted.sit_outs;
        assert!(most <= fewest + 1, "{at}: sit-outs {fewest}..{most}");
        let (least, most) = counted.opponents;
        let (least_partnered, most_partnered) = counted.partners;
        if players % 4 < 2 {
            assert!(
                (1..=2).contains(&least_partnered) && most_partnered <= 2,
                "{at}: partners {least_partnered}..{most_partnered}"
            );
            let partnerships = rounds * 2 * (players / 4);
            let pairs = players * (players - 1) / 2;
            assert_eq!(counted.partner_repeats, partnerships - pairs, "{at}");
            assert!(most <= least + 2, "{at}: opponents {least}..{most}");
        } else {
            let partnerships = rounds * 2 * (players / 4);
            let pairs = players * (players - 1) / 2;
            let fewest_partnered = u32::from(partnerships >= pairs);
            assert!(
                least_partnered >= fewest_partnered && most_partnered <= 2,
                "{at}: partners {least_partnered}..{most_partnered}"
            );
            let widest = if (players, rounds, seed) == (51, 97, 2026) {
                3
            } else {
                2
            };
            assert!(most <= least + widest, "{at}: opponents {least}..{most}");
        }
    }
}

/// Two whole evenings one or two short of a design (N ≡ 3 up to 59 and 103, or N ≡ 2 with an
/// evening found, 10 to 54): each leaves N, or N / 2, pairs apart, and a second evening
/// relabelled at random left some of the first evening's apart again, at 52 of these 81
/// schedules, while every other pair partnered twice. The second evening is relabelled
/// until it partners them all.
#[test]
fn two_whole_evenings_partner_every_pair() {
    let sizes = (11..=59).step_by(4).chain((10..=54).step_by(4));
    let schedules = sizes
        .flat_map(|players| [2026, 7, 1].map(|seed| (players, seed)))
        .chain([(103, 1), (251, 1)]);
    for (players, seed) in schedules {
        let counted = every_pair_once_or_twice(players, 2 * players, seed);
        let (fewest, most) = counted.sit_outs;
        assert_eq!(fewest, most, "{players} players, seed {seed}: sit-outs");
    }
}

/// `players` in `rounds` with `seed`, counted, once it is checked that every pair partners
/// once or twice: where partnerships outnumber pairs, none a third time and none never, so
/// that no partnership repeats that need not.
fn every_pair_once_or_twice(players: u32, rounds: u32, seed: u64) -> Counted {
    let schedule = rotating_partnerships(players, Some(rounds), seed).unwrap();
    let counted = count(players, &schedule);
    let at = format!("{players} players, {rounds} rounds, seed {seed}");
    assert_eq!(counted.partners, (1, 2), "{at}");
    counted
}

/// The evening of 30 players leaves 15 pairs apart, one partnership for each player, and a
/// 31st round partners 14 of them. It was a relabelled round of the evening, traded from
/// there, and partnered some pair twice.
#[test]
fn a_round_after_the_evening_partners_pairs_the_evening_left_apart() {
    for seed in [2026, 7, 1] {
        let schedule = rotating_partnerships(30, Some(31), seed).unwrap();
        let counted = count(30, &schedule);
        assert_eq!(counted.partner_repeats, 0, "seed {seed}");
        assert_eq!(counted.partners, (0, 1), "seed {seed}");
    }
}

/// Two evenings of 58 and 62 players: 116 rounds of 60's design and 124 of 64's, each the
/// whole design and most of a second copy. Past the first evening nearly every pair has
/// partnered once already and partners again in the second copy, so the trade that evens
/// out sit-outs, which seats a player who sat out most beside someone new, partnered a pair
/// a third time with 9 of these 13 seeds (58: 2, 4, 5 and 7; 62: all but 5). Passed on
/// through players in between, the sit-out finds seats that partner nobody a third time.
#[test]
fn two_evenings_partner_no_pair_a_third_time() {
    for (players, rounds, seeds) in [(58, 116, 1..=7), (62, 124, 1..=6)] {
        for seed in seeds {
            let counted = every_pair_once_or_twice(players, rounds, seed);
            assert_eq!(counted.sit_outs, (4, 4), "{players}, seed {seed}");
        }
    }
}

/// One short of a design (N ≡ 3), the evening leaves N pairs apart: the two opponents of
/// the phantom sit out together. Past it, partnerships outnumber the pairs, and a trade
/// that partners such a pair at last is one seat in one round of hundreds, which the random
/// search seldom found: with one to six pairs apart at 203 and 303 players in nearly two
/// evenings (all six of these), and at 999 in one and a half 119 apart, six partnering
/// three times and opponents 1..6.
#[test]
fn past_an_evening_one_short_pairs_left_apart_partner_before_any_pair_a_third_time() {
    let schedules = [(203, 403, 1..=3), (303, 602, 1..=3), (999, 1500, 1..=1)];
    for (players, rounds, seeds) in schedules {
        for seed in seeds {
            let at = format!("{players} players, {rounds} rounds, seed {seed}");
            let counted = every_pair_once_or_twice(players, rounds, seed);
            let (fewest, most) = counted.sit_outs;
            assert!(most <= fewest + 1, "{at}: sit-outs {fewest}..{most}");
            if players == 999 {
                assert_eq!(counted.opponents, (2, 4), "{at}");
            }
        }
    }
}

/// 631 players start from the design for 632 with one phantom, whose partner sits out: with
/// 632's design complete, everyone sits out three times and nobody partners twice. (Before
/// it was, the near-complete schedule's phantom opposed some players more often, and one
/// partnership had to be played twice to keep sit-outs even.)
#[test]
fn the_size_below_a_design_around_a_hole_sits_everyone_out_three_times() {
    let schedule = rotating_partnerships(631, None, 3).unwrap();
    assert_eq!(schedule.rounds.len(), 631);
    let counted = count(631, &schedule);
    assert_eq!(counted.sit_outs, (3, 3));
    assert_eq!(counted.partner_repeats, 0);
}

/// One player short of a design (N ≡ 3), the phantom takes a place whose tables hold no pair
/// both times it opposes, where the design has one: then every pair opposes once or twice,
/// counted from the seats. (A place drawn at random left some pair never opposing at 17 of
/// the first 22 of these sizes with seed 2026, 11 players among them. At 75, 375 and 675 every place in
/// the directed design, made with the Wh(16) found whole, leaves 4 pairs never opposing, so
/// the design made without it is played.)
#[test]
fn one_short_of_a_design_every_pair_still_opposes() {
    let sizes = (7..=75).step_by(4).chain([375, 519, 567, 675, 679, 819]);
    for players in sizes {
        for seed in [2026, 7] {
            let schedule = rotating_partnerships(players, None, seed).unwrap();
            let counted = count(players, &schedule);
            assert_eq!(counted.opponents, (1, 2), "{players}, seed {seed}");
            assert_eq!(counted.sit_outs, (3, 3), "{players}, seed {seed}");
            assert_eq!(counted.partner_repeats, 0, "{players}, seed {seed}");
        }
    }
}

/// Two short of a design (N ≡ 2), where an evening was found (10 to 54 players), every pair
/// opposes once or twice, counted from the seats; the design two sizes up left pairs opposing
/// three times (with seed 2026: 4 at 10 players, 8 at 14, 27 at 18, 36 at 22, 44 at 26, 66 at
/// 30, 82 at 34, 99 at 38, 129 at 42, 136 at 46, 169 at 50 and 163 at 54).
#[test]
fn two_short_of_a_design_an_evening_found_whole_opposes_every_pair_once_or_twice() {
    for players in (10..=54).step_by(4) {
        for seed in [2026, 7, 1] {
            let schedule = rotating_partnerships(players, None, seed).unwrap();
            let at = format!("{players} players, seed {seed}");
            assert_eq!(schedule.rounds.len(), players as usize, "{at}");
            let counted = count(players, &schedule);
            assert_eq!(counted.opponents, (1, 2), "{at}");
            assert_eq!(counted.sit_outs, (2, 2), "{at}");
            assert_eq!(counted.partner_repeats, 0, "{at}");
        }
    }
    assert_ne!(
        rotating_partnerships(14, None, 7).unwrap(),
        rotating_partnerships(14, None, 8).unwrap(),
        "the seed still draws who sits where"
    );
}
