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
//!     copies, and the round it sits out, every group's at once, is the last round.

use super::difference_matrix::DifferenceMatrix;
use super::schedule::Rounds;

/// A Wh(`players`) inflated from smaller ones, the first that `design` reaches, if any.
pub(crate) fn inflated(players: usize, design: impl Fn(usize) -> Option<Rounds>) -> Option<Rounds> {
    (4..players).find_map(|group| {
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
    })
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
    let size = matrix.size();
    let infinity = size * groups;
    let player = |s: usize, y: usize| y * size + s;
    let in_group = |round: &[[usize; 4]], y: usize| -> Vec<[usize; 4]> {
        round
            .iter()
            .map(|table| table.map(|s| if s == size { infinity } else { player(s, y) }))
            .collect()
    };
    // Addition in fields goes through their digits; look it up instead.
    let sums: Vec<usize> = (0..size * size)
        .map(|pair| matrix.group().add(pair / size, pair % size))
        .collect();
    let sums = &sums;
    let copies = |sigma: &[[usize; 4]], t: usize| -> Vec<[usize; 4]> {
        let shifts = matrix.column(t);
        sigma
            .iter()
            .flat_map(|table| {
                (0..size).map(move |s| {
                    std::array::from_fn(|seat| player(sums[s * size + shifts[seat]], table[seat]))
                })
            })
            .collect()
    };
    let mut rounds = Rounds::new();
    if groups.is_multiple_of(4) {
        // w ≡ 0: nobody sits out of σ; the groups play their Wh(q) all at once.
        rounds.extend(inside.iter().map(|round| {
            (0..groups)
                .flat_map(|y| in_group(round, y))
                .collect::<Vec<_>>()
        }));
        for sigma in outside {
            rounds.extend((0..size).map(|t| copies(sigma, t)));
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
            let mut tables = copies(sigma, t);
            tables.extend(in_group(round, idle));
            rounds.push(tables);
        }
    }
    rounds.extend(
        sit_out
            .first()
            .map(|round| (0..groups).flat_map(|y| in_group(round, y)).collect()),
    );
    rounds
}

/// The one player of 0..`players` with no seat in `round`.
fn sitting_out(round: &[[usize; 4]], players: usize) -> usize {
    let mut seated = vec![false; players];
    for player in round.iter().flatten() {
        seated[*player] = true;
    }
    seated
        .iter()
        .position(|seated| !seated)
        .expect("a round of a Wh(w), w ≡ 1 (mod 4), has one player sitting out")
}
