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

use super::random::SplitMix;
use super::schedule::Rounds;
use super::teams::round_robin;

/// Moves tried per table of the schedule, up to `MOST_MOVES` in all: enough for opponents
/// within one of two up to 200 players or so, and an answer within a second at 1000.
const MOVES_PER_TABLE: usize = 200;
const MOST_MOVES: usize = 4_000_000;

/// A near-complete schedule for `players` ≡ 0 or 1 (mod 4), at least 4.
pub(crate) fn near_tournament(players: usize, random: &mut SplitMix) -> Rounds {
    let mut rounds = partner_rounds(players, random);
    balance_opponents(players, &mut rounds, random);
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

/// Re-pairs the tables of `rounds` so that opponent counts come as close to two as the
/// search gets.
fn balance_opponents(players: usize, rounds: &mut [Vec<[usize; 2]>], random: &mut SplitMix) {
    let mut opponents = Opponents::new(players);
    for round in rounds.iter() {
        for tables in round.chunks(2) {
            opponents.meet(tables[0], tables[1], 1);
        }
    }
    let tables: usize = rounds.iter().map(|round| round.len() / 2).sum();
    let moves = (MOVES_PER_TABLE * tables).min(MOST_MOVES);
    for step in 0..moves {
        let index = random.below(rounds.len());
        let round = &mut rounds[index];
        let table_count = round.len() / 2;
        if table_count < 2 {
            continue;
        }
        let (first, second) = (random.below(table_count), random.below(table_count));
        if first == second {
            continue;
        }
        // Tables (p, q) and (r, s) become (p, r) and (q, s), or (p, s) and (r, q).
        let (p, q, r, s) = (2 * first, 2 * first + 1, 2 * second, 2 * second + 1);
        let swap = if random.below(2) == 0 { r } else { s };
        let before = [(round[p], round[q]), (round[r], round[s])];
        round.swap(q, swap);
        let after = [(round[p], round[q]), (round[r], round[s])];
        let cost = opponents.change(&before, &after);
        // Uphill by d is taken with chance 2^−(d + 8·step/moves): freely at first, hardly
        // at the end.
        let shift = u64::try_from(cost).unwrap_or(0) + (8 * step / moves) as u64;
        if cost > 0 && (shift >= 64 || random.next() >> (64 - shift) != 0) {
            round.swap(q, swap);
        } else {
            for ((a, b), (c, d)) in before.into_iter().zip(after) {
                opponents.meet(a, b, -1);
                opponents.meet(c, d, 1);
            }
        }
    }
}

/// Two partnerships facing each other.
type Table = ([usize; 2], [usize; 2]);

/// How often each pair has opposed: small numbers, kept small so that the table of a
/// thousand players stays in cache.
struct Opponents {
    players: usize,
    counts: Vec<i16>,
}

impl Opponents {
    fn new(players: usize) -> Opponents {
        Opponents {
            players,
            counts: vec![0; players * players],
        }
    }

    /// Counts the four opponent pairs of partnerships `a` and `b` `sign` times more.
    fn meet(&mut self, a: [usize; 2], b: [usize; 2], sign: i16) {
        for x in a {
            for y in b {
                self.counts[x * self.players + y] += sign;
                self.counts[y * self.players + x] += sign;
            }
        }
    }

    /// What replacing the tables `before` by `after` changes in the cost. Their sixteen
    /// opponent pairs are distinct (the four partnerships are disjoint), so each changes on
    /// its own.
    fn change(&self, before: &[Table; 2], after: &[Table; 2]) -> i64 {
        let mut change = 0;
        for (tables, step) in [(before, -1), (after, 1)] {
            for (a, b) in tables {
                for x in a {
                    for y in b {
                        let count = i64::from(self.counts[x * self.players + y]);
                        change += penalty(count + step) - penalty(count);
                    }
                }
            }
        }
        change
    }
}

/// How far an opponent count is from two: to the fourth power, so that one pair never
/// meeting, or meeting four times, weighs as much as sixteen pairs meeting once or thrice.
fn penalty(count: i64) -> i64 {
    (count - 2).pow(4)
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

    #[test]
    fn the_penalty_is_zero_at_two_and_grows_steeply_away_from_it() {
        assert_eq!(penalty(2), 0);
        assert_eq!((penalty(1), penalty(3)), (1, 1));
        assert_eq!((penalty(0), penalty(4)), (16, 16));
    }
}
