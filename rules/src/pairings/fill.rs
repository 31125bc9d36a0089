//! Filling the tables that phantoms leave. A design for more players than came is played with
//! the extra places as phantoms, and a table where a phantom sits cannot play. Its real
//! partnerships are still fresh (the design has every pair partner once), so two of them
//! from broken tables make a new table; a player whose partner was a phantom sits out. Where
//! that still leaves fewer than ⌊N/4⌋ tables, players sitting out partner each other, the
//! two who have partnered least first, so that every round seats all the tables it can.
//! Where sit-outs still come out uneven, a partnership sitting out takes the place of one
//! that sat out less.

use super::random::SplitMix;
use super::schedule::Rounds;

/// A design's rounds for `players` real players, every round seating ⌊players/4⌋ tables.
pub(crate) struct Filled {
    pub(crate) rounds: Rounds,
    /// For each round, how many of its tables (its last ones) are not the design's: their
    /// opponents are worth evening out again.
    pub(crate) remade: Vec<usize>,
}

/// One round split by what the phantoms left of it.
struct Split {
    /// Tables of real players only, kept as the design has them.
    kept: Vec<[usize; 4]>,
    /// Real partnerships of tables a phantom broke.
    partnerships: Vec<[usize; 2]>,
    /// Real players without a place: a phantom's partners, and the design's sit-outs.
    waiting: Vec<usize>,
}

impl Split {
    fn of(players: usize, round: &[[usize; 4]]) -> Split {
        let real = |player: usize| player < players;
        let mut split = Split {
            kept: Vec::new(),
            partnerships: Vec::new(),
            waiting: Vec::new(),
        };
        let mut placed = vec![false; players];
        for &table in round {
            if table.iter().all(|player| real(*player)) {
                split.kept.push(table);
            } else {
                for [a, b] in [[table[0], table[1]], [table[2], table[3]]] {
                    match (real(a), real(b)) {
                        (true, true) => split.partnerships.push([a, b]),
                        (true, false) => split.waiting.push(a),
                        (false, true) => split.waiting.push(b),
                        (false, false) => {}
                    }
                }
            }
            for player in table.into_iter().filter(|player| real(*player)) {
                placed[player] = true;
            }
        }
        split
            .waiting
            .extend((0..players).filter(|player| !placed[*player]));
        split
    }
}

/// Fills every round of `design` (players ≥ `players` are phantoms) to ⌊players/4⌋ tables.
/// `partnered` counts, pair by pair (`a · players + b`, both ways), the partnerships of the
/// rounds filled before; it is updated with these.
pub(crate) fn fill_tables(
    players: usize,
    design: &Rounds,
    partnered: &mut [u16],
    random: &mut SplitMix,
) -> Filled {
    let tables = players / 4;
    let splits: Vec<Split> = design
        .iter()
        .map(|round| Split::of(players, round))
        .collect();
    // The design's own partnerships first, so that a new one avoids those of later rounds.
    for split in &splits {
        for table in &split.kept {
            count(players, partnered, [table[0], table[1]], 1);
            count(players, partnered, [table[2], table[3]], 1);
        }
        split
            .partnerships
            .iter()
            .for_each(|pair| count(players, partnered, *pair, 1));
    }
    let mut sat_out = vec![0u32; players];
    let mut filled = Filled {
        rounds: Vec::with_capacity(splits.len()),
        remade: Vec::with_capacity(splits.len()),
    };
    let mut resting = Vec::with_capacity(splits.len());
    for Split {
        kept,
        mut partnerships,
        mut waiting,
    } in splits
    {
        let wanted = 2 * (tables - kept.len());
        while partnerships.len() < wanted && waiting.len() >= 2 {
            let fresh = freshest_pair(players, &waiting, partnered);
            let pair = [waiting[fresh.0], waiting[fresh.1]];
            waiting.remove(fresh.1);
            waiting.remove(fresh.0);
            count(players, partnered, pair, 1);
            partnerships.push(pair);
        }
        // Partnerships beyond the tables sit out: those whose players sat out least.
        let mut rests = Vec::new();
        while partnerships.len() > wanted {
            let (index, _) = partnerships
                .iter()
                .enumerate()
                .min_by_key(|(_, [a, b])| sat_out[*a] + sat_out[*b])
                .expect("more partnerships than tables");
            let pair = partnerships.remove(index);
            count(players, partnered, pair, -1);
            rests.push(pair);
        }
        for player in waiting.iter().chain(rests.iter().flatten()) {
            sat_out[*player] += 1;
        }
        filled.remade.push(partnerships.len() / 2);
        let mut round = kept;
        round.extend(
            partnerships
                .chunks(2)
                .map(|two| [two[0][0], two[0][1], two[1][0], two[1][1]]),
        );
        filled.rounds.push(round);
        resting.push(rests);
    }
    even_sit_outs(
        players,
        &mut filled,
        &mut resting,
        &mut sat_out,
        partnered,
        random,
    );
    filled
}

/// What a player's sit-outs cost: to the fourth power, so that moving one from a player
/// with many to one with few pays even where the partner who sits out with them has few.
fn sit_out_cost(count: u32) -> i64 {
    i64::from(count).pow(4)
}

/// Passes of `even_sit_outs` over the rounds, at most: each moves every excess sit-out it
/// can one step on. A pass looks only at partnerships with an excess, a few a pass once
/// most are even, so passes are cheap.
const MOST_PASSES: usize = 2000;

/// Trades partnerships sitting out (`resting`, round by round: fresh ones, which the round
/// had no table for) with seated ones of the same round whose players have sat out less,
/// until sit-outs are within one of each other. Every partnership stays fresh; the tables
/// traded into are moved among the round's remade ones.
///
/// A trade that evens nothing out but moves a most-sat-out player's excess to someone else
/// is taken too, at random among the equals: the excess wanders until it meets a partnership
/// of players who sat out least, which a search for strict gains alone seldom reaches.
fn even_sit_outs(
    players: usize,
    filled: &mut Filled,
    resting: &mut [Vec<[usize; 2]>],
    sat_out: &mut [u32],
    partnered: &mut [u16],
    random: &mut SplitMix,
) {
    let change = |sat_out: &[u32], out: [usize; 2], back: [usize; 2]| -> i64 {
        let cost = |player: usize, step: i32| {
            let count = sat_out[player];
            sit_out_cost(count.saturating_add_signed(step)) - sit_out_cost(count)
        };
        cost(out[0], 1) + cost(out[1], 1) + cost(back[0], -1) + cost(back[1], -1)
    };
    let mut equals = Vec::new();
    for _ in 0..MOST_PASSES {
        let most = sat_out.iter().copied().max().unwrap_or(0);
        let fewest = sat_out.iter().copied().min().unwrap_or(0);
        if most - fewest <= 1 {
            return;
        }
        if !resting
            .iter()
            .flatten()
            .flatten()
            .any(|player| sat_out[*player] == most)
        {
            break;
        }
        for (index, rests) in resting.iter_mut().enumerate() {
            let round = &mut filled.rounds[index];
            for rest in rests.iter_mut() {
                // Only a partnership with a player who sat out most can gain, or pass it on.
                if rest.iter().all(|player| sat_out[*player] < most) {
                    continue;
                }
                // The seated partnerships (table, side) that would best sit out instead.
                let mut best = i64::MAX;
                equals.clear();
                for slot in 0..2 * round.len() {
                    let change = change(sat_out, half(&round[slot / 2], slot % 2), *rest);
                    if change < best {
                        best = change;
                        equals.clear();
                    }
                    if change == best {
                        equals.push(slot);
                    }
                }
                if equals.is_empty() || best > 0 {
                    continue;
                }
                let slot = equals[random.below(equals.len())];
                let (table, side) = (slot / 2, slot % 2);
                let out = half(&round[table], side);
                round[table][2 * side] = rest[0];
                round[table][2 * side + 1] = rest[1];
                count(players, partnered, out, -1);
                count(players, partnered, *rest, 1);
                for player in out {
                    sat_out[player] += 1;
                }
                for player in *rest {
                    sat_out[player] -= 1;
                }
                *rest = out;
                mark_remade(round, &mut filled.remade[index], table);
            }
        }
    }
    seat_the_last(players, filled, resting, sat_out, partnered);
}

/// Moves `table` of `round` among its last `remade` tables, if it is not one already.
fn mark_remade(round: &mut [[usize; 4]], remade: &mut usize, table: usize) {
    let first_remade = round.len() - *remade;
    if table < first_remade {
        round.swap(table, first_remade - 1);
        *remade += 1;
    }
}

/// What trading partnerships cannot even out (each trade moves two players' sit-outs, so an
/// excess and a lack can chase each other round the field for ever), a single trade does: a
/// player sitting out most takes the seat of one sitting out least, in a round where the
/// first sits out with a partnership and the second plays, with the partner that was least
/// often theirs. Sit-outs within one come before fresh partners, as the schedule promises.
fn seat_the_last(
    players: usize,
    filled: &mut Filled,
    resting: &mut [Vec<[usize; 2]>],
    sat_out: &mut [u32],
    partnered: &mut [u16],
) {
    loop {
        let Some(most) = (0..players).max_by_key(|player| sat_out[*player]) else {
            return;
        };
        let Some(fewest) = (0..players).min_by_key(|player| sat_out[*player]) else {
            return;
        };
        if sat_out[most] - sat_out[fewest] <= 1 {
            return;
        }
        // (round, rest, table, seat) with the fewest partnerships the trade repeats.
        let mut best: Option<((usize, usize, usize, usize), u16)> = None;
        for (index, rests) in resting.iter().enumerate() {
            let Some(rest) = rests.iter().position(|pair| pair.contains(&most)) else {
                continue;
            };
            let round = &filled.rounds[index];
            let Some(table) = round.iter().position(|table| table.contains(&fewest)) else {
                continue;
            };
            let seat = round[table]
                .iter()
                .position(|player| *player == fewest)
                .unwrap_or(0);
            let partner = round[table][seat ^ 1];
            let repeats = partnered[most * players + partner];
            if best.is_none_or(|(_, fewest_repeats)| repeats < fewest_repeats) {
                best = Some(((index, rest, table, seat), repeats));
            }
        }
        let Some(((index, rest, table, seat), _)) = best else {
            return;
        };
        let round = &mut filled.rounds[index];
        let partner = round[table][seat ^ 1];
        round[table][seat] = most;
        count(players, partnered, [fewest, partner], -1);
        count(players, partnered, [most, partner], 1);
        sat_out[most] -= 1;
        sat_out[fewest] += 1;
        // The two left out of this round are no partnership to trade any more.
        resting[index].swap_remove(rest);
        mark_remade(round, &mut filled.remade[index], table);
    }
}

/// How often each pair partners in `rounds`, as `fill_tables` counts partnerships before.
pub(crate) fn partnerships_of(players: usize, rounds: &Rounds) -> Vec<u16> {
    let mut partnered = vec![0; players * players];
    for table in rounds.iter().flatten() {
        count(players, &mut partnered, half(table, 0), 1);
        count(players, &mut partnered, half(table, 1), 1);
    }
    partnered
}

/// North–South (`side` 0) or East–West (1) of `table`.
fn half(table: &[usize; 4], side: usize) -> [usize; 2] {
    [table[2 * side], table[2 * side + 1]]
}

/// Counts partnership `a`–`b` `step` times more, both ways round.
fn count(players: usize, partnered: &mut [u16], [a, b]: [usize; 2], step: i16) {
    for pair in [a * players + b, b * players + a] {
        partnered[pair] = partnered[pair].saturating_add_signed(step);
    }
}

/// The two of `waiting` (by position, the first lower) who have partnered each other least.
fn freshest_pair(players: usize, waiting: &[usize], partnered: &[u16]) -> (usize, usize) {
    (0..waiting.len())
        .flat_map(|first| (first + 1..waiting.len()).map(move |second| (first, second)))
        .min_by_key(|(first, second)| partnered[waiting[*first] * players + waiting[*second]])
        .expect("at least two are waiting")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_broken_tables_make_one_of_their_real_partnerships() {
        // Six players in a design for eight: phantoms 6 and 7 at different tables.
        let design = vec![vec![[0, 6, 1, 2], [3, 7, 4, 5]]];
        let mut partnered = vec![0; 36];
        let filled = fill_tables(6, &design, &mut partnered, &mut SplitMix::new(1));
        assert_eq!(filled.rounds, vec![vec![[1, 2, 4, 5]]]);
        assert_eq!(filled.remade, vec![1]);
    }

    #[test]
    fn phantoms_partnering_each_other_leave_their_opponents_out_and_nothing_regrouped() {
        let design = vec![vec![[0, 1, 2, 3], [6, 7, 4, 5]]];
        let mut partnered = vec![0; 36];
        let filled = fill_tables(6, &design, &mut partnered, &mut SplitMix::new(1));
        assert_eq!(filled.rounds, vec![vec![[0, 1, 2, 3]]]);
        assert_eq!(filled.remade, vec![0]);
        assert_eq!(partnered[4 * 6 + 5], 0, "4 and 5 did not partner");
    }

    #[test]
    fn sit_outs_left_uneven_by_the_phantom_are_evened_out() {
        // Seven players in a design for eight: the phantom 7 leaves 4, 5 and 6 out of
        // round 1 and again out of round 2, while 0 to 3 would play both.
        let design = vec![
            vec![[0, 1, 2, 3], [5, 7, 4, 6]],
            vec![[0, 2, 1, 3], [4, 7, 5, 6]],
        ];
        let mut partnered = vec![0; 49];
        let filled = fill_tables(7, &design, &mut partnered, &mut SplitMix::new(1));
        let mut sat_out = [2u32; 7];
        let mut partnerships = Vec::new();
        for table in filled.rounds.iter().flatten() {
            for player in table {
                sat_out[*player] -= 1;
            }
            partnerships.extend(
                [[table[0], table[1]], [table[2], table[3]]].map(|mut pair| {
                    pair.sort_unstable();
                    pair
                }),
            );
        }
        assert!(
            sat_out.iter().all(|count| *count <= 1),
            "{:?}",
            filled.rounds
        );
        partnerships.sort_unstable();
        partnerships.dedup();
        assert_eq!(
            partnerships.len(),
            4,
            "no partnership twice: {:?}",
            filled.rounds
        );
        assert_eq!(filled.remade, vec![1, 1], "neither table is the design's");
    }

    #[test]
    fn players_left_waiting_partner_whoever_they_partnered_least() {
        // Five players in a design for nine: three phantoms, each at its own table.
        let design = vec![vec![[0, 5, 1, 6], [2, 7, 3, 4]]];
        let mut partnered = vec![0; 25];
        partnered[1] = 1;
        partnered[5] = 1;
        let filled = fill_tables(5, &design, &mut partnered, &mut SplitMix::new(1));
        // 0 and 1 partnered before, so 0 partners 2 and 1 waits; 3 and 4 are a partnership.
        assert_eq!(filled.rounds, vec![vec![[3, 4, 0, 2]]]);
    }
}
