//! The complete whist tournaments the constructions reach, each checked over the whole
//! schedule: every pair partners exactly once and opposes exactly twice, every player has
//! one place a round, and with N ≡ 1 (mod 4) each sits out exactly once.

use uptown_rules::pairings::schedule::Tally;
use uptown_rules::pairings::{Quality, whist_tournament};

use super::rotating_partnerships::count;

/// The sizes up to 200 reached today, every N ≡ 0 or 1 (mod 4): stored and found starters
/// (negation-symmetric ones, multiplier-patterned ones for 88, 124 and 152, unpatterned ones
/// for 52 and 60, and tables found first and seated after for 57, 68, 72, 84, 93, 104 and
/// 108), the ring formula (`Z_N`, `Z_p[i]`, GF(81) and products), products of developed
/// designs (56, 92, 100, 105, 116, 120, 156, 165, 172, 188, 189), inflations (Wh(4w) from
/// Wh(w); 69 and 141 over a shipped difference matrix of `Z_15`; 136 and 196 by 27 and 39,
/// with a directed Wh(28) or Wh(40) in every group), inflations of a
/// developed Wh(w), w ≡ 1 (mod 4), by a Wh(q), q ≡ 0, dealt out again into whole rounds
/// (132, 140, 164, 168, 180, 200), and balanced designs from relative difference families
/// over `Z_2 × Z_64` (129) and `Z_176` (177).
const COVERED: [u32; 99] = [
    4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 24, 25, 28, 29, 32, 33, 36, 37, 40, 41, 44, 45, 48, 49, 52,
    53, 56, 57, 60, 61, 64, 65, 68, 69, 72, 73, 76, 77, 80, 81, 84, 85, 88, 89, 92, 93, 96, 97,
    100, 101, 104, 105, 108, 109, 112, 113, 116, 117, 120, 121, 124, 125, 128, 129, 132, 133, 136,
    137, 140, 141, 144, 145, 148, 149, 152, 153, 156, 157, 160, 161, 164, 165, 168, 169, 172, 173,
    176, 177, 180, 181, 184, 185, 188, 189, 192, 193, 196, 197, 200,
];

/// The sizes up to 200 whose tournament is faced as a directed one: every N ≡ 1 (mod 4), 21,
/// 57 and 93 by the directed starters of `data/directed-starters.json` (105 and 189 are
/// products of 21's); and of N ≡ 0 (mod 4), 16 and 24 by the designs of
/// `data/directed-designs.json`, 28, 40, 56 and 64 by the starters over `Z_n ⋊ Z_q`, 76 =
/// 15·5 + 1, 116 = 23·5 + 1, 136 = 15·9 + 1 and 196 = 15·13 + 1 by inflating Wh(5), Wh(9) and
/// Wh(13) with those Wh(16) and Wh(24) in the groups, and 80, 120, 140, 144 and 200 by
/// dealing out the inflations of Wh(5) by Wh(16), Wh(24) and Wh(28), of Wh(9) by Wh(16),
/// and of Wh(5) by Wh(40). Over an abelian group the parities of N ≡ 0
/// disagree (at 4 and 8 no facing is directed: `sides.rs` tries them all).
const DIRECTED: [u32; 64] = [
    5, 9, 13, 16, 17, 21, 24, 25, 28, 29, 33, 37, 40, 41, 45, 49, 53, 56, 57, 61, 64, 65, 69, 73,
    76, 77, 80, 81, 85, 89, 93, 97, 101, 105, 109, 113, 116, 117, 120, 121, 125, 129, 133, 136,
    137, 140, 141, 144, 145, 149, 153, 157, 161, 165, 169, 173, 177, 181, 185, 189, 193, 196, 197,
    200,
];

#[test]
fn every_size_reached_is_a_whist_tournament() {
    let mut covered = Vec::new();
    for players in (4..=200u32).filter(|n| n % 4 <= 1) {
        let Some(schedule) = whist_tournament(players) else {
            continue;
        };
        covered.push(players);
        let tally = Tally::of(players, &schedule.rounds)
            .unwrap_or_else(|error| panic!("{players}: {error}"));
        assert!(
            tally.is_whist_tournament(),
            "{players}: not every pair partners once and opposes twice"
        );
        let (rounds, sit_outs) = if players % 4 == 0 {
            (players - 1, 0)
        } else {
            (players, 1)
        };
        assert_eq!(
            u32::try_from(schedule.rounds.len()).unwrap(),
            rounds,
            "{players}"
        );
        let expected = Quality {
            partner_repeats: 0,
            opponent_min: 2,
            opponent_max: 2,
            sit_out_min: sit_outs,
            sit_out_max: sit_outs,
            sides_unbalanced: count(players, &schedule).sides_unbalanced,
        };
        assert_eq!(schedule.quality, expected, "{players}");
    }
    assert_eq!(covered, COVERED);
}

/// Directed whist tournaments: every pair of opponents meets once with each on the other's
/// left. Counted from the seats, every size up to 200 that the designs face that way.
#[test]
fn directed_whist_tournaments_up_to_200() {
    let directed: Vec<u32> = COVERED
        .iter()
        .copied()
        .filter(|players| {
            let schedule = whist_tournament(*players).unwrap();
            count(*players, &schedule).sides_unbalanced == 0
        })
        .collect();
    assert_eq!(directed, DIRECTED);
}

/// Every N ≡ 0, 1 (mod 4) up to 1000, the most players a schedule is made for, has a
/// complete whist tournament: `rotating_partnerships` relies on it. The quality block is
/// counted from the schedule (`Schedule::new`).
#[test]
fn every_size_up_to_1000_is_complete() {
    for players in (4..=1000u32).filter(|n| n % 4 <= 1) {
        let schedule = whist_tournament(players).unwrap_or_else(|| panic!("{players}"));
        let quality = schedule.quality;
        assert_eq!(quality.partner_repeats, 0, "{players}");
        assert_eq!(
            (quality.opponent_min, quality.opponent_max),
            (2, 2),
            "{players}"
        );
        let sit_outs = players % 4;
        assert_eq!(
            (quality.sit_out_min, quality.sit_out_max),
            (sit_outs, sit_outs),
            "{players}"
        );
    }
}

/// The sizes above 200 that only the last two constructions reach, counted from the seats:
/// balanced designs from a truncated TD(6, m) with weight 4 (N ≡ 1, directed like every
/// N ≡ 1) and designs around a hole (N ≡ 0, N − 1 prime).
#[test]
fn truncated_transversal_designs_and_holes_reach_the_last_sizes() {
    let truncated = [237, 413, 473, 537, 633, 669, 717, 737, 753, 893];
    let around_a_hole = [524, 564, 632, 824, 908, 948];
    for players in truncated.into_iter().chain(around_a_hole) {
        let schedule = whist_tournament(players).unwrap_or_else(|| panic!("{players}"));
        let counted = count(players, &schedule);
        assert_eq!(counted.partner_repeats, 0, "{players}");
        assert_eq!(counted.opponents, (2, 2), "{players}");
        let sit_outs = players % 4;
        assert_eq!(counted.sit_outs, (sit_outs, sit_outs), "{players}");
        if sit_outs == 1 {
            assert_eq!(counted.sides_unbalanced, 0, "{players}: directed");
        }
    }
}

#[test]
fn sizes_that_are_not_0_or_1_mod_4_have_no_complete_tournament() {
    for players in [0, 1, 2, 3, 6, 7, 10, 11] {
        assert!(whist_tournament(players).is_none(), "{players}");
    }
}

#[test]
fn nobody_sits_north_or_at_table_one_all_night() {
    for players in [8, 13, 16, 64] {
        let schedule = whist_tournament(players).unwrap();
        for player in 1..=players {
            let north = schedule
                .rounds
                .iter()
                .filter(|round| round.tables.iter().any(|table| table.north == player))
                .count();
            let first_table = schedule
                .rounds
                .iter()
                .filter(|round| round.tables[0].players().contains(&player))
                .count();
            assert!(
                north < schedule.rounds.len() / 2 + 1,
                "{players}: player {player} is North {north} times"
            );
            assert!(
                first_table < schedule.rounds.len(),
                "{players}: player {player} is always at table 1"
            );
        }
    }
}

#[test]
fn a_schedule_with_a_player_in_two_places_is_refused() {
    let mut schedule = whist_tournament(8).unwrap();
    schedule.rounds[2].tables[1].west = schedule.rounds[2].tables[0].north;
    let error = Tally::of(8, &schedule.rounds).unwrap_err();
    assert!(error.starts_with("round 3: player "), "{error}");
}

#[test]
fn the_schedule_is_written_as_contract_md_names_it() {
    let schedule = whist_tournament(5).unwrap();
    let json = serde_json::to_value(&schedule).unwrap();
    assert_eq!(json["players"], 5);
    assert_eq!(json["rounds"][0]["number"], 1);
    let table = &json["rounds"][0]["tables"][0];
    assert_eq!(table["table"], 1);
    for seat in ["N", "S", "E", "W"] {
        assert!(
            table[seat]
                .as_u64()
                .is_some_and(|player| (1..=5).contains(&player))
        );
    }
    assert_eq!(
        json["rounds"][0]["sitting_out"].as_array().unwrap().len(),
        1
    );
    assert_eq!(json["quality"]["opponent_max"], 2);
}
