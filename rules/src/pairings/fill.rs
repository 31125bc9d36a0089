//! Filling the tables that phantoms leave. A design for more players than came is played with
//! the extra places as phantoms, and a table where a phantom sits cannot play. Its real
//! partnerships are still fresh (the design has every pair partner once), so two of them
//! from broken tables make a new table; a player whose partner was a phantom sits out. Where
//! that still leaves fewer than ⌊N/4⌋ tables, players sitting out partner each other, the
//! two who have partnered least first, so that every round seats all the tables it can.

use super::schedule::Rounds;

/// A design's rounds for `players` real players, every round seating ⌊players/4⌋ tables.
pub(crate) struct Filled {
    pub(crate) rounds: Rounds,
    /// Whether any table was made from the partnerships of broken ones: its opponents are not
    /// the design's, so they are worth evening out again.
    pub(crate) regrouped: bool,
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
pub(crate) fn fill_tables(players: usize, design: &Rounds, partnered: &mut [u16]) -> Filled {
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
    let mut regrouped = false;
    let mut rounds = Vec::with_capacity(splits.len());
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
        while partnerships.len() > wanted {
            let (index, _) = partnerships
                .iter()
                .enumerate()
                .min_by_key(|(_, [a, b])| sat_out[*a] + sat_out[*b])
                .expect("more partnerships than tables");
            let pair = partnerships.remove(index);
            count(players, partnered, pair, -1);
            waiting.extend(pair);
        }
        regrouped |= !partnerships.is_empty();
        for player in &waiting {
            sat_out[*player] += 1;
        }
        let mut round = kept;
        round.extend(
            partnerships
                .chunks(2)
                .map(|two| [two[0][0], two[0][1], two[1][0], two[1][1]]),
        );
        rounds.push(round);
    }
    Filled { rounds, regrouped }
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
        let filled = fill_tables(6, &design, &mut partnered);
        assert_eq!(filled.rounds, vec![vec![[1, 2, 4, 5]]]);
        assert!(filled.regrouped);
    }

    #[test]
    fn phantoms_partnering_each_other_leave_their_opponents_out_and_nothing_regrouped() {
        let design = vec![vec![[0, 1, 2, 3], [6, 7, 4, 5]]];
        let mut partnered = vec![0; 36];
        let filled = fill_tables(6, &design, &mut partnered);
        assert_eq!(filled.rounds, vec![vec![[0, 1, 2, 3]]]);
        assert!(!filled.regrouped);
        assert_eq!(partnered[4 * 6 + 5], 0, "4 and 5 did not partner");
    }

    #[test]
    fn players_left_waiting_partner_whoever_they_partnered_least() {
        // Five players in a design for nine: three phantoms, each at its own table.
        let design = vec![vec![[0, 5, 1, 6], [2, 7, 3, 4]]];
        let mut partnered = vec![0; 25];
        partnered[1] = 1;
        partnered[5] = 1;
        let filled = fill_tables(5, &design, &mut partnered);
        // 0 and 1 partnered before, so 0 partners 2 and 1 waits; 3 and 4 are a partnership.
        assert_eq!(filled.rounds, vec![vec![[3, 4, 0, 2]]]);
    }
}
