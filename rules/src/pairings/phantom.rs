//! Which player of a design the phantom replaces when one player is missing (N ≡ 3 mod 4).
//!
//! Such an evening plays the design for N + 1 with one of its players a phantom. At the
//! phantom's table in each round the other three sit out, so every pair that opposes there
//! loses that meeting: the phantom's partner and both of its opponents, in every round. A
//! pair that opposes at the phantom's table both times it opposes never opposes at all.
//! Which player that happens for depends on the design, not on the seed (in a design
//! developed over `Z_N` with ∞, often only ∞ leaves every pair a meeting), so the phantom
//! is chosen among the players that leave the fewest such pairs.

use super::schedule::Rounds;

/// The places of `design` (a complete whist tournament, N ≡ 0 mod 4) the phantom may take:
/// those that leave the fewest pairs never opposing, and how many that is.
pub(crate) struct PhantomPlaces {
    pub places: Vec<usize>,
    pub pairs_never_opposing: usize,
}

impl PhantomPlaces {
    pub(crate) fn of(design: &Rounds) -> PhantomPlaces {
        let players = design.first().map_or(0, |round| 4 * round.len());
        // For every player, the opposing pairs at its tables, as a · players + b with a < b.
        let mut lost: Vec<Vec<usize>> = vec![Vec::with_capacity(2 * design.len()); players];
        for table in design.iter().flatten() {
            for seat in 0..4 {
                // Partners sit at seats (0, 1) and (2, 3).
                let partner = table[seat ^ 1];
                let opponents = [table[(seat & !1) ^ 2], table[((seat & !1) ^ 2) + 1]];
                for opponent in opponents {
                    let (a, b) = (partner.min(opponent), partner.max(opponent));
                    lost[table[seat]].push(a * players + b);
                }
            }
        }
        // A pair opposes twice in the design, so it is lost for good where it is listed twice.
        let never_opposing: Vec<usize> = lost
            .iter_mut()
            .map(|pairs| {
                pairs.sort_unstable();
                pairs.windows(2).filter(|two| two[0] == two[1]).count()
            })
            .collect();
        let fewest = never_opposing.iter().copied().min().unwrap_or(0);
        PhantomPlaces {
            places: (0..players)
                .filter(|player| never_opposing[*player] == fewest)
                .collect(),
            pairs_never_opposing: fewest,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairings::whist_tournament::design;

    /// Pairs of `players` that oppose nowhere in `design` once `phantom`'s tables are gone,
    /// counted over the whole design.
    fn never_opposing(design: &Rounds, phantom: usize) -> usize {
        let players = 4 * design[0].len();
        let mut opposed = vec![0u32; players * players];
        for table in design.iter().flatten() {
            if table.contains(&phantom) {
                continue;
            }
            for (a, b) in [(0, 2), (0, 3), (1, 2), (1, 3)] {
                opposed[table[a] * players + table[b]] += 1;
                opposed[table[b] * players + table[a]] += 1;
            }
        }
        (0..players)
            .filter(|a| *a != phantom)
            .flat_map(|a| (a + 1..players).map(move |b| (a, b)))
            .filter(|(a, b)| *b != phantom && opposed[a * players + b] == 0)
            .count()
    }

    #[test]
    fn the_chosen_phantoms_leave_the_fewest_pairs_apart() {
        for players in [12, 16, 24, 32, 80, 112, 192] {
            let design = design(players).expect("a design");
            let chosen = PhantomPlaces::of(&design);
            assert!(!chosen.places.is_empty(), "{players}");
            let counts: Vec<usize> = (0..players)
                .map(|phantom| never_opposing(&design, phantom))
                .collect();
            let fewest = *counts.iter().min().expect("players");
            let best: Vec<usize> = (0..players).filter(|p| counts[*p] == fewest).collect();
            assert_eq!(chosen.places, best, "{players}: counts {counts:?}");
            assert_eq!(chosen.pairs_never_opposing, fewest, "{players}");
        }
    }

    #[test]
    fn a_random_phantom_would_often_leave_a_pair_apart() {
        // 11 players: only one of the twelve places leaves every pair a meeting, so the
        // choice matters.
        let design = design(12).expect("a design");
        let apart = (0..12).filter(|p| never_opposing(&design, *p) > 0).count();
        assert!(apart >= 6, "{apart} of 12 places leave a pair apart");
        assert_eq!(PhantomPlaces::of(&design).places.len(), 12 - apart);
    }
}
