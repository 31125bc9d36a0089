//! The rest of an evening after a late arrival or a withdrawal, checked by counting the
//! rounds afresh here (not with the schedule's own quality block).

use uptown_rules::pairings::club_night::club_night;
use uptown_rules::pairings::rest_of_evening::rest_of_evening;
use uptown_rules::pairings::{Round, rotating_partnerships};

struct Evening {
    partner_repeats: u32,
    /// The fewest repeats the rounds left could have had: a player seated in more of them
    /// than they have fresh partners must repeat the difference (two players a repeat).
    fewest_repeats: u32,
    unfair_sit_outs: u32,
}

fn count(players: u32, history: &[Round], plan: &[Round]) -> Evening {
    let size = players as usize;
    let mut partnered = vec![vec![0_u32; size + 1]; size + 1];
    let mut missed = vec![0_u32; size + 1];
    let mut unfair = 0;
    let mut plays = vec![0_u32; size + 1];
    let mut fresh = vec![players - 1; size + 1];
    for (index, round) in history.iter().chain(plan).enumerate() {
        let planned = index >= history.len();
        if index == history.len() {
            for (player, fresh) in fresh.iter_mut().enumerate().skip(1) {
                let known = partnered[player].iter().filter(|times| **times > 0).count();
                *fresh -= u32::try_from(known).unwrap();
            }
        }
        let mut seen = vec![0; size + 1];
        let mut seated = Vec::new();
        for table in &round.tables {
            let [n, s, e, w] = [table.north, table.south, table.east, table.west];
            for player in [n, s, e, w] {
                if (1..=players).contains(&player) {
                    seen[player as usize] += 1;
                    seated.push(player as usize);
                }
            }
            for (a, b) in [(n, s), (e, w)] {
                if (1..=players).contains(&a) && (1..=players).contains(&b) {
                    partnered[a as usize][b as usize] += 1;
                    partnered[b as usize][a as usize] += 1;
                }
            }
        }
        let resting: Vec<usize> = (1..=size).filter(|p| seen[*p] == 0).collect();
        if planned {
            assert!(
                seen.iter().all(|times| *times <= 1),
                "a player seated twice"
            );
            assert_eq!(
                seated.len(),
                size / 4 * 4,
                "round {index} leaves a seat empty"
            );
            for player in &seated {
                plays[*player] += 1;
            }
            let most_rested = resting.iter().map(|p| missed[*p]).max();
            let least_played = seated.iter().map(|p| missed[*p]).min();
            if let (Some(rested), Some(played)) = (most_rested, least_played) {
                unfair += u32::from(rested > played);
            }
        }
        for player in resting {
            missed[player] += 1;
        }
    }
    let repeats: u32 = partnered
        .iter()
        .enumerate()
        .flat_map(|(a, row)| row.iter().skip(a + 1))
        .map(|times| times.saturating_sub(1))
        .sum();
    let short: u32 = (1..=size).map(|p| plays[p].saturating_sub(fresh[p])).sum();
    Evening {
        partner_repeats: repeats,
        fewest_repeats: short.div_ceil(2),
        unfair_sit_outs: unfair,
    }
}

/// The first `played` rounds of a schedule for `players`, with `absent` (who had not come
/// yet) listed as sitting out.
fn so_far(players: u32, played: usize, absent: Option<u32>, seed: u64) -> (Vec<Round>, usize) {
    let schedule = rotating_partnerships(players, None, seed).unwrap();
    let total = schedule.rounds.len();
    let rounds = schedule
        .rounds
        .into_iter()
        .take(played)
        .map(|mut round| {
            round.sitting_out.extend(absent);
            round
        })
        .collect();
    (rounds, total)
}

/// Every late arrival (a player more from round 2 up to round 6) and every withdrawal
/// (a player fewer) at every size from 5 to 20: each round left seats every table, nobody
/// sits out while someone who missed fewer rounds plays, and where a third of the evening
/// is still to come, partners repeat at most two more times than the fresh partners left
/// force (a smaller field after a withdrawal may have fewer than the rounds planned; the
/// sit-outs, chosen first, can force more).
#[test]
fn the_rest_of_an_evening_after_a_change_is_fair_and_fresh() {
    let mut repeats = Vec::new();
    for players in 5..=20_u32 {
        for (before, absent) in [(players - 1, Some(players)), (players + 1, None)] {
            let (_, total) = so_far(before, 0, None, 7);
            for changed in 2..=total.min(6) {
                let (history, _) = so_far(before, changed - 1, absent, 7);
                let left = u32::try_from(total + 1 - changed).unwrap();
                let plan = rest_of_evening(players, left, &history, 11).unwrap();
                assert_eq!(plan.rounds.len(), left as usize);
                let evening = count(players, &history, &plan.rounds);
                assert_eq!(
                    evening.unfair_sit_outs, 0,
                    "{players} players from {before}, changed before round {changed}"
                );
                if changed * 3 <= total * 2 && evening.partner_repeats > evening.fewest_repeats + 2
                {
                    repeats.push((
                        players,
                        before,
                        changed,
                        evening.partner_repeats,
                        evening.fewest_repeats,
                    ));
                }
            }
        }
    }
    assert!(
        repeats.is_empty(),
        "partners played twice more than they must: {repeats:?}"
    );
}

/// The late arrival of a full evening's second round sits out none of the rounds left while
/// the others take their turns: nine players, one sitting out a round.
#[test]
fn a_late_arrival_plays_until_the_others_have_sat_out_as_often() {
    let (history, total) = so_far(8, 1, Some(9), 3);
    assert_eq!(total, 7);
    let plan = rest_of_evening(9, 6, &history, 5).unwrap();
    let rested: Vec<u32> = plan
        .rounds
        .iter()
        .flat_map(|round| round.sitting_out.clone())
        .collect();
    assert_eq!(rested.len(), 6);
    assert!(!rested.contains(&9), "the late arrival sat out: {rested:?}");
    let mut distinct = rested.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), 6, "someone sat out twice: {rested:?}");
}

/// The greedy club-night draw, round by round, is what a changed evening had before: it
/// rests by how recently a player sat out, not how often, so after a late arrival at ten
/// players somebody sits out while another who missed fewer rounds plays.
#[test]
fn a_round_by_round_draw_is_less_fair_than_the_plan() {
    let (history, total) = so_far(9, 2, Some(10), 7);
    let left = u32::try_from(total - 2).unwrap();
    let mut drawn = history.clone();
    for _ in 0..left {
        let round = club_night(10, 1, &drawn, 11).unwrap().rounds.remove(0);
        drawn.push(round);
    }
    let greedy = count(10, &history, &drawn[history.len()..]);
    let plan = rest_of_evening(10, left, &history, 11).unwrap();
    let planned = count(10, &history, &plan.rounds);
    assert_eq!(planned.unfair_sit_outs, 0);
    assert!(greedy.unfair_sit_outs > planned.unfair_sit_outs);
}

#[test]
fn the_same_evening_is_planned_the_same_way() {
    let (history, _) = so_far(12, 3, Some(13), 1);
    assert_eq!(
        rest_of_evening(13, 8, &history, 9).unwrap(),
        rest_of_evening(13, 8, &history, 9).unwrap()
    );
}
