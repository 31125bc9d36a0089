//! Near-complete schedules for the sizes N ≡ 0, 1 (mod 4) that no whist tournament
//! construction reaches yet (`docs/WHIST-TOURNAMENTS.md` lists them). They keep everything of
//! a complete one but the opponent counts: N − 1 rounds with nobody sitting out, or N rounds
//! with each player sitting out once, and every pair partnering exactly once. (A larger
//! design with phantoms, as for other N, would leave each player three or four sit-outs; at
//! 237, up to nine.)
//!
//! The partners of each round are a round of the circle method (`teams::round_robin` over
//! the players), so every pair partners once. Which two partnerships share a table is then
//! chosen by local search: a move re-pairs two tables of one round, and the cost is how far
//! every pair's opponent count is from two, to the fourth power. Uphill moves are taken with
//! a chance that halves with every point they cost and shrinks as the search goes on; all of
//! it in integers, so a seed gives the same schedule on every machine.

use super::opponents::{Cooling, balance_opponents};
use super::random::SplitMix;
use super::schedule::Rounds;
use super::teams::round_robin;

/// A near-complete schedule for `players` ≡ 0 or 1 (mod 4), at least 4.
pub(crate) fn near_tournament(players: usize, random: &mut SplitMix) -> Rounds {
    let mut rounds = partner_rounds(players, random);
    balance_opponents(players, &mut rounds, None, 2, Cooling::Annealed, random);
    rounds
        .into_iter()
        .map(|round| {
            round
                .chunks(2)
                .map(|tables| [tables[0][0], tables[0][1], tables[1][0], tables[1][1]])
                .collect()
        })
        .collect()
}

/// The partnerships of each round of the circle method, in a random order: consecutive
/// ones share a table.
fn partner_rounds(players: usize, random: &mut SplitMix) -> Vec<Vec<[usize; 2]>> {
    let count = u32::try_from(players).expect("a schedule's players fit in u32");
    round_robin(count)
        .expect("at least 4 players")
        .into_iter()
        .map(|round| {
            let mut partnerships: Vec<[usize; 2]> = round
                .matches
                .iter()
                .map(|game| [game.north_south, game.east_west].map(|player| player as usize - 1))
                .collect();
            random.shuffle(&mut partnerships);
            partnerships
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everyone_partners_everyone_once_and_sits_out_as_in_a_complete_one() {
        // Opponents within one of two is what the search reaches at the sizes it serves; the
        // small ones have too few ways to pair their tables.
        for (players, opponents_within_one) in [
            (4, false),
            (5, false),
            (8, false),
            (9, false),
            (21, false),
            (57, true),
            (68, true),
            (129, true),
        ] {
            let rounds = near_tournament(players, &mut SplitMix::new(1));
            let sitting_out = usize::from(players % 4 == 1);
            assert_eq!(rounds.len(), players - 1 + sitting_out, "{players}");
            let mut partners = vec![0; players * players];
            let mut opponents = vec![0; players * players];
            let mut sat_out = vec![0; players];
            for round in &rounds {
                let mut seated = vec![false; players];
                for [a, b, c, d] in round {
                    for player in [a, b, c, d] {
                        assert!(!std::mem::replace(&mut seated[*player], true), "{players}");
                    }
                    for (x, y) in [(a, b), (c, d)] {
                        partners[x.min(y) * players + x.max(y)] += 1;
                    }
                    for (x, y) in [(a, c), (a, d), (b, c), (b, d)] {
                        opponents[x.min(y) * players + x.max(y)] += 1;
                    }
                }
                for (player, seated) in seated.iter().enumerate() {
                    sat_out[player] += usize::from(!seated);
                }
            }
            assert!(
                sat_out.iter().all(|count| *count == sitting_out),
                "{players}"
            );
            for x in 0..players {
                for y in x + 1..players {
                    assert_eq!(partners[x * players + y], 1, "{players}: {x} and {y}");
                    let met = opponents[x * players + y];
                    assert!(
                        !opponents_within_one || (1..=3).contains(&met),
                        "{players}: {x} and {y} met {met} times"
                    );
                }
            }
        }
    }
}
