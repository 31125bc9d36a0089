//! Which two partnerships of a round share a table, chosen so that opponent counts come out
//! even: a local search that re-pairs two tables of one round at a time, costed by how far
//! every pair's opponent count is from a target, to the fourth power. All of it in integers,
//! so a seed gives the same schedule on every machine.
//!
//! Re-pairing keeps every round's partnerships and sit-outs and the total of opponent
//! meetings, so the most even counts are the cheapest whatever the target: the target only
//! shapes the way there.

use super::random::SplitMix;

/// Moves tried per table of the schedule, up to `MOST_MOVES` in all: enough for opponents
/// within one of two up to 500 players or so, and an answer within two seconds at any size
/// to 1000 (docs/WHIST-TOURNAMENTS.md, "Speed"). A descent starts from counts nearly even
/// already and stops finding better moves sooner, so it has a quarter of that.
const MOVES_PER_TABLE: usize = 200;
const MOST_MOVES: usize = 3_000_000;
const MOST_DESCENT_MOVES: usize = MOST_MOVES / 4;

/// How the search treats a move that makes things worse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cooling {
    /// Uphill moves are taken with a chance that halves with every point they cost and
    /// shrinks as the search goes on: for a start far from even.
    Annealed,
    /// Never uphill: for a start that is nearly even already, which wandering would spoil.
    Descent,
}

impl Cooling {
    /// Whether move `step` of `moves`, which changes the cost by `cost`, is turned down.
    /// Annealed, uphill by d is taken with chance 2^−(d + 8·step/moves): freely at first,
    /// hardly at the end.
    pub(crate) fn refuses(
        self,
        cost: i64,
        step: usize,
        moves: usize,
        random: &mut SplitMix,
    ) -> bool {
        if cost <= 0 {
            return false;
        }
        match self {
            Cooling::Annealed => {
                let shift = u64::try_from(cost)
                    .unwrap_or(u64::MAX)
                    .saturating_add((8 * step / moves) as u64);
                shift >= 64 || random.next() >> (64 - shift) != 0
            }
            Cooling::Descent => true,
        }
    }
}

/// Re-pairs the tables of `rounds` (each round its partnerships, two by two a table) so
/// that opponent counts, with those of the tables of `background` (which stay as they
/// are), come as close to `target` as the search gets. With `only_last`, each move re-pairs
/// one of the last that many tables of its round (with any other): the tables a search is
/// for, among many already as good as they get.
pub(crate) fn balance_opponents(
    players: usize,
    background: &[Vec<[usize; 4]>],
    rounds: &mut [Vec<[usize; 2]>],
    only_last: Option<&[usize]>,
    target: i64,
    cooling: Cooling,
    random: &mut SplitMix,
) {
    // The search reads rounds at random: two bytes a player (schedules are for at most
    // `MAX_PLAYERS`) keep a thousand players' schedule a quarter the size of the caller's,
    // and in cache more often.
    let mut compact: Vec<Vec<[u16; 2]>> = rounds
        .iter()
        .map(|round| round.iter().map(|pair| compact_pair(*pair)).collect())
        .collect();
    let mut opponents = Opponents::new(players, target);
    for round in &compact {
        for tables in round.chunks(2) {
            opponents.meet(tables[0], tables[1], 1);
        }
    }
    for &[north, south, east, west] in background.iter().flatten() {
        opponents.meet(compact_pair([north, south]), compact_pair([east, west]), 1);
    }
    // Each round's tables a move starts from: all, or its last few.
    let movable: Vec<usize> = match only_last {
        Some(last) => last.to_vec(),
        None => rounds.iter().map(|round| round.len() / 2).collect(),
    };
    let searched: Vec<usize> = (0..rounds.len())
        .filter(|round| movable[*round] > 0 && rounds[*round].len() >= 4)
        .collect();
    if searched.is_empty() {
        return;
    }
    let most = match cooling {
        Cooling::Annealed => MOST_MOVES,
        Cooling::Descent => MOST_DESCENT_MOVES,
    };
    let moves = (MOVES_PER_TABLE * movable.iter().sum::<usize>()).min(most);
    for step in 0..moves {
        let index = searched[random.below(searched.len())];
        let round = &mut compact[index];
        let table_count = round.len() / 2;
        let first = table_count - 1 - random.below(movable[index]);
        let second = random.below(table_count);
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
        if cooling.refuses(cost, step, moves, random) {
            round.swap(q, swap);
        } else {
            for ((a, b), (c, d)) in before.into_iter().zip(after) {
                opponents.meet(a, b, -1);
                opponents.meet(c, d, 1);
            }
        }
    }
    for (round, searched) in rounds.iter_mut().zip(compact) {
        for (pair, compact) in round.iter_mut().zip(searched) {
            *pair = compact.map(usize::from);
        }
    }
}

/// A partnership in two bytes a player, as the search keeps it.
fn compact_pair(pair: [usize; 2]) -> [u16; 2] {
    pair.map(|player| u16::try_from(player).unwrap_or(u16::MAX))
}

/// Two partnerships facing each other.
type Table = ([u16; 2], [u16; 2]);

/// How often each pair has opposed: small numbers (a search that pays the fourth power of
/// the distance from a target of a few never drives one far), a byte each so that the
/// table of a thousand players stays in cache; the table is read at random, and its size
/// is most of the search's time.
struct Opponents {
    players: usize,
    target: i64,
    counts: Vec<i8>,
}

impl Opponents {
    fn new(players: usize, target: i64) -> Opponents {
        Opponents {
            players,
            target,
            counts: vec![0; players * players],
        }
    }

    /// Counts the four opponent pairs of partnerships `a` and `b` `sign` times more.
    fn meet(&mut self, a: [u16; 2], b: [u16; 2], sign: i8) {
        for x in a.map(usize::from) {
            for y in b.map(usize::from) {
                for pair in [x * self.players + y, y * self.players + x] {
                    self.counts[pair] = self.counts[pair].saturating_add(sign);
                }
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
                for x in a.map(usize::from) {
                    for y in b.map(usize::from) {
                        let count = i64::from(self.counts[x * self.players + y]);
                        change +=
                            penalty(count + step - self.target) - penalty(count - self.target);
                    }
                }
            }
        }
        change
    }
}

/// What an opponent count `off` from the target costs: to the fourth power, so that one
/// pair two off (never meeting where two is the target, or meeting four times) weighs as
/// much as sixteen pairs one off.
fn penalty(off: i64) -> i64 {
    off.pow(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_penalty_is_zero_on_target_and_grows_steeply_away_from_it() {
        assert_eq!(penalty(0), 0);
        assert_eq!((penalty(-1), penalty(1)), (1, 1));
        assert_eq!((penalty(-2), penalty(2)), (16, 16));
    }
}
