//! Whist tournaments made by inflating every player of a smaller one into a group of q
//! (PAIRINGS.md construction C, generalised): Wh(q·w) or Wh(q·w + 1) from a Wh(w) on the
//! groups and a Wh(q) or Wh(q + 1) inside each group.
//!
//! The players are S × Y ∪ {∞}: S is a group of q elements with a (q, 4, 1) difference
//! matrix (`difference_matrix.rs`) of columns (f₁(t), .., f₄(t)), and Y carries the Wh(w).
//! For every round σ of the Wh(w) and every column t, a table (y₁, y₂, y₃, y₄) of σ becomes
//! the q tables ((s + f₁(t), y₁), .., (s + f₄(t), y₄)) for s in S. Two players of different
//! groups meet in exactly one of them, as their groups met in σ: the difference of their S
//! parts fixes t, and then s. So players of different groups partner once and oppose
//! twice, and what is left is to play each group out:
//!
//! - w ≡ 0 (mod 4), q ≡ 0, Wh(q·w): every group plays a Wh(q) in q − 1 rounds of its own.
//! - w ≡ 1: the group that sits out σ plays one round of its design in each of σ's q copies:
//!   - q ≡ 1, Wh(q·w): a Wh(q), one of its q rounds a copy;
//!   - q ≡ 3, Wh(q·w + 1): a Wh(q + 1) with ∞, whose q rounds all have ∞ playing;
//!   - q ≡ 0, Wh(q·w + 1): a Wh(q + 1) with ∞: the q rounds in which ∞ plays go to the
//!     copies, and the round it sits out, every group's at once, is the last round;
//!   - q ≡ 0, Wh(q·w) ([`resolved`]): a Wh(q), in q − 1 of σ's copies. In the last copy the
//!     group sits out, so these w copies are not rounds; their tables are dealt out again
//!     into w − 1 rounds, which needs the Wh(w) developed over a group W.

use super::developed::Developed;
use super::difference_matrix::DifferenceMatrix;
use super::ring::Ring;
use super::schedule::{Rounds, sitting_out};

/// A Wh(`players`) inflated from smaller ones, the first that `design` reaches, if any.
pub(crate) fn inflated(players: usize, design: impl Fn(usize) -> Option<Rounds>) -> Option<Rounds> {
    (4..players).find_map(|group| inflated_by(players, group, &design))
}

/// A Wh(`players`) inflated by groups of `group`, if the sizes fit and `design` reaches the
/// parts. Group y is the players y·q..(y + 1)·q, and ∞, when there is one, comes last.
pub(crate) fn inflated_by(
    players: usize,
    group: usize,
    design: impl Fn(usize) -> Option<Rounds>,
) -> Option<Rounds> {
    // Wh(q·w) from q ≡ w ≡ 0 or q ≡ w ≡ 1, Wh(q·w + 1) from w ≡ 1 and q ≡ 3 or 0.
    let with_infinity = group % 4 != players % 4;
    let groups = (players - usize::from(with_infinity)) / group;
    let fits = groups * group + usize::from(with_infinity) == players
        && groups > 1
        && matches!(
            (group % 4, groups % 4, with_infinity),
            (0, 0, false) | (1, 1, false) | (3 | 0, 1, true)
        );
    if !fits {
        return None;
    }
    let matrix = DifferenceMatrix::of_order(group)?;
    let inside = design(group + usize::from(with_infinity))?;
    let outside = design(groups)?;
    Some(inflate(&matrix, groups, &outside, &inside, with_infinity))
}

/// A Wh(`players`) = Wh(q·w) from a Wh(q), q ≡ 0 (mod 4), that `design` reaches and a
/// Wh(w), w ≡ 1, that `developed` reaches, if any.
///
/// Inflated as the other cases are, with the group that sits out σ playing its Wh(q) in
/// q − 1 of σ's copies, everyone partners everyone once and opposes everyone twice, but
/// the last copy t₀ of every σ leaves its group out: w part-rounds instead of w − 1 whole
/// ones. Their tables are ((s + c₁, y₁ + j), .., (s + c₄, y₄ + j)) for s in S, j in W and
/// (y₁, .., y₄) a table of the Wh(w)'s round 0, where the cₖ are the column t₀ and round j
/// is round 0 plus j. Pick t₀ so that its entries C are four different elements that tile
/// S: S = C + D with every element once. Then for a table of round 0 and an element e of
/// C, the tables with s in e + D and every j seat every player once, a whole round; the
/// (w − 1)/4 tables of round 0 and the four e make w − 1 of them.
pub(crate) fn resolved(
    players: usize,
    design: impl Fn(usize) -> Option<Rounds>,
    developed: impl Fn(usize) -> Option<Developed>,
) -> Option<Rounds> {
    (4..players).step_by(4).find_map(|group| {
        let groups = players / group;
        if groups * group != players || groups % 4 != 1 {
            return None;
        }
        let matrix = DifferenceMatrix::of_order(group)?;
        let (column, tiling) = tiling_column(&matrix)?;
        let outside = developed(groups).filter(|outside| !outside.infinity)?;
        let inside = design(group)?;
        Some(resolve(&matrix, (column, &tiling), &outside, &inside))
    })
}

/// The rounds of [`resolved`]: `outside`'s copies by every column but `column`, with
/// `inside` played by the group that sits out, and the copies by `column` dealt out again
/// by `tiling`.
fn resolve(
    matrix: &DifferenceMatrix,
    (column, tiling): (usize, &[usize]),
    outside: &Developed,
    inside: &Rounds,
) -> Rounds {
    let groups = outside.ring.size();
    let inflation = &Inflation::new(matrix, groups);
    let others = (0..matrix.size()).filter(|t| *t != column);
    let mut rounds: Rounds = outside
        .rounds()
        .iter()
        .enumerate()
        .flat_map(|(sigma, round)| {
            // Round σ of a developed design is round 0 plus σ: σ sits out.
            others.clone().zip(inside).map(move |(t, inside_round)| {
                let mut tables = inflation.copies(round, t);
                tables.extend(inflation.in_group(inside_round, sigma));
                tables
            })
        })
        .collect();
    let entries = matrix.column(column);
    let ring = &outside.ring;
    for table in &outside.starter {
        for e in entries {
            rounds.push(
                tiling
                    .iter()
                    .flat_map(|d| {
                        let s = inflation.sum(e, *d);
                        (0..groups).map(move |j| {
                            std::array::from_fn(|seat| {
                                inflation.player(
                                    inflation.sum(s, entries[seat]),
                                    ring.add(table[seat], j),
                                )
                            })
                        })
                    })
                    .collect(),
            );
        }
    }
    rounds
}

/// A column of `matrix` whose four entries are different and tile its group, and the
/// translations D that do it, if there is one.
fn tiling_column(matrix: &DifferenceMatrix) -> Option<(usize, Vec<usize>)> {
    (0..matrix.size()).find_map(|t| {
        let tile = matrix.column(t);
        let different = (0..4).all(|i| (i + 1..4).all(|j| tile[i] != tile[j]));
        different
            .then(|| tiling(matrix.group(), tile))
            .flatten()
            .map(|translations| (t, translations))
    })
}

/// Translations d such that the sets `tile` + d cover `group` once, by depth-first search
/// from the first element not yet covered, if one is found within a small budget.
fn tiling(group: &Ring, tile: [usize; 4]) -> Option<Vec<usize>> {
    fn extend(
        group: &Ring,
        tile: [usize; 4],
        covered: &mut [bool],
        translations: &mut Vec<usize>,
        budget: &mut u32,
    ) -> bool {
        let Some(first) = covered.iter().position(|covered| !covered) else {
            return true;
        };
        for seat in tile {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            let d = group.add(first, group.neg(seat));
            let cells = tile.map(|entry| group.add(entry, d));
            if cells.iter().any(|cell| covered[*cell]) {
                continue;
            }
            for cell in cells {
                covered[cell] = true;
            }
            translations.push(d);
            if extend(group, tile, covered, translations, budget) {
                return true;
            }
            translations.pop();
            for cell in cells {
                covered[cell] = false;
            }
        }
        false
    }
    let mut covered = vec![false; group.size()];
    let mut translations = Vec::new();
    let mut budget = 10_000;
    extend(group, tile, &mut covered, &mut translations, &mut budget).then_some(translations)
}

/// Players (s, y) of S × Y numbered y·q + s, and ∞ after them.
struct Inflation<'a> {
    matrix: &'a DifferenceMatrix,
    groups: usize,
    /// s + s' for all s, s' of S: addition in fields goes through their digits; look it up
    /// instead.
    sums: Vec<usize>,
}

impl<'a> Inflation<'a> {
    fn new(matrix: &'a DifferenceMatrix, groups: usize) -> Inflation<'a> {
        let size = matrix.size();
        let sums = (0..size * size)
            .map(|pair| matrix.group().add(pair / size, pair % size))
            .collect();
        Inflation {
            matrix,
            groups,
            sums,
        }
    }

    fn size(&self) -> usize {
        self.matrix.size()
    }

    fn sum(&self, s: usize, other: usize) -> usize {
        self.sums[s * self.size() + other]
    }

    fn player(&self, s: usize, y: usize) -> usize {
        y * self.size() + s
    }

    /// `round` of the design inside a group (its player q is ∞) played by group `y`.
    fn in_group(&self, round: &[[usize; 4]], y: usize) -> Vec<[usize; 4]> {
        let infinity = self.size() * self.groups;
        round
            .iter()
            .map(|table| {
                table.map(|s| {
                    if s == self.size() {
                        infinity
                    } else {
                        self.player(s, y)
                    }
                })
            })
            .collect()
    }

    /// The copy of round `sigma` of the design on the groups by column `t`.
    fn copies(&self, sigma: &[[usize; 4]], t: usize) -> Vec<[usize; 4]> {
        let shifts = self.matrix.column(t);
        sigma
            .iter()
            .flat_map(|table| {
                (0..self.size()).map(move |s| {
                    std::array::from_fn(|seat| self.player(self.sum(s, shifts[seat]), table[seat]))
                })
            })
            .collect()
    }
}

/// The inflation of `outside` (a Wh(w) on the `groups` players of Y) by `matrix` (over S,
/// of q elements), with `inside` (a Wh(q), or with `with_infinity` a Wh(q + 1) whose player q is
/// ∞) played inside each group.
fn inflate(
    matrix: &DifferenceMatrix,
    groups: usize,
    outside: &Rounds,
    inside: &Rounds,
    with_infinity: bool,
) -> Rounds {
    let inflation = Inflation::new(matrix, groups);
    let size = matrix.size();
    let mut rounds = Rounds::new();
    if groups.is_multiple_of(4) {
        // w ≡ 0: nobody sits out of σ; the groups play their Wh(q) all at once.
        rounds.extend(inside.iter().map(|round| {
            (0..groups)
                .flat_map(|y| inflation.in_group(round, y))
                .collect::<Vec<_>>()
        }));
        for sigma in outside {
            rounds.extend((0..size).map(|t| inflation.copies(sigma, t)));
        }
        return rounds;
    }
    // w ≡ 1: ∞'s sit-out round, if `inside` has one, is played by every group at once.
    let (sit_out, playing): (Vec<_>, Vec<_>) = inside
        .iter()
        .partition(|round| with_infinity && round.iter().flatten().all(|seat| *seat != size));
    debug_assert_eq!(playing.len(), size);
    for sigma in outside {
        let idle = sitting_out(sigma, groups);
        for (t, round) in playing.iter().enumerate() {
            let mut tables = inflation.copies(sigma, t);
            tables.extend(inflation.in_group(round, idle));
            rounds.push(tables);
        }
    }
    rounds.extend(sit_out.first().map(|round| {
        (0..groups)
            .flat_map(|y| inflation.in_group(round, y))
            .collect()
    }));
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the translates of `tile` by `translations` cover `group` once.
    fn covers_once(group: &Ring, tile: [usize; 4], translations: &[usize]) -> bool {
        let mut seen = vec![0; group.size()];
        for d in translations {
            for entry in tile {
                seen[group.add(entry, *d)] += 1;
            }
        }
        seen.iter().all(|count| *count == 1)
    }

    #[test]
    fn a_tile_that_tiles_is_found_with_its_translations() {
        let z8 = Ring::Integers(8);
        let translations = tiling(&z8, [0, 1, 4, 5]).expect("{0, 1} + {0, 4} tiles Z_8");
        assert!(covers_once(&z8, [0, 1, 4, 5], &translations));
        let gf8 = Ring::field(2, 3).expect("GF(8)");
        let translations = tiling(&gf8, [1, 2, 3, 4]).expect("four elements of GF(8) tile it");
        assert!(covers_once(&gf8, [1, 2, 3, 4], &translations));
    }

    #[test]
    fn a_tile_whose_differences_are_everything_does_not_tile() {
        // 0, 1, 2, 4 differ by every nonzero element of Z_8, so no translate misses it.
        assert_eq!(tiling(&Ring::Integers(8), [0, 1, 2, 4]), None);
    }

    /// 39 and 51 have no spread, and no smaller shipped matrix's order divides them: with
    /// their own, a Wh(13) or Wh(17) inflated by a Wh(40) or Wh(52) makes these three sizes,
    /// which nothing else reaches.
    #[test]
    fn matrices_over_z39_and_z51_inflate_whist_tournaments_of_508_664_and_868() {
        use crate::pairings::schedule::Tally;
        use crate::pairings::seats::seat_rounds;
        use crate::pairings::whist_tournament::design;
        for (players, group) in [(508, 39), (664, 39), (868, 51)] {
            assert!(DifferenceMatrix::of_order(group).is_some(), "{group}");
            let rounds = inflated(players, design).expect("a matrix over the group of q");
            let players = u32::try_from(players).expect("small");
            let tally = Tally::of(players, &seat_rounds(players, &rounds)).expect("one place");
            assert!(tally.is_whist_tournament(), "{players}");
        }
    }

    #[test]
    fn every_matrix_used_for_dealing_out_has_a_tiling_column() {
        for size in [4, 8, 12, 28, 40] {
            let matrix = DifferenceMatrix::of_order(size).expect("a matrix");
            let (column, translations) = tiling_column(&matrix).expect("a tiling column");
            let tile = matrix.column(column);
            assert!(covers_once(matrix.group(), tile, &translations), "{size}");
        }
    }
}
