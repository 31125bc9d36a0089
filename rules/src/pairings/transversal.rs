//! Balanced designs from truncated transversal designs, for the sizes N ≡ 1 (mod 4) that
//! no group reaches (Wilson's fundamental construction, weight 4).
//!
//! A transversal design TD(6, m) has 6 groups of m points and m² blocks, each with one
//! point of every group, every two points of different groups in exactly one block. Keep
//! t of the last group's points (0 ≤ t ≤ m): the blocks have 5 or 6 points. Now make every
//! point four, and every block a set of blocks of five on its points' fours, such that
//! two of those points lie in one of them exactly when their points differ: the 16 blocks
//! of a TD(5, 4) for a block of five, and the 24 lines of the affine plane of order 5 that
//! miss a point, on the other 24, for a block of six (the lines through the missed point
//! are its six fours). Every two of the 20m + 4t points that came from different points of
//! the TD(6, m) now share exactly one block of five, and those from one group of the
//! TD(6, m) none. Add ∞ to each group: blocks of 4m + 1 and 4t + 1. That is a balanced
//! design on N = 20m + 4t + 1 points with blocks of k ≡ 1 (mod 4) points, which
//! `balanced.rs` turns into a Wh(N) when Wh(5), Wh(4m + 1) and Wh(4t + 1) are at hand.
//!
//! It reaches every N ≡ 1 (mod 4) whose (N − 1)/4 lies between 5m and 6m for an m whose
//! prime-power factors are all at least 5 (so that GF(q) has six slopes for each), with
//! those Wh at hand: 237 = 20·11 + 4·4 + 1, for one, where N − 1 = 4·59 leaves no group of
//! a kind the other constructions need.

use super::balanced::from_blocks;
use super::ring::Ring;
use super::schedule::Rounds;

/// Points each point of the transversal design becomes.
const WEIGHT: usize = 4;
/// Groups of the transversal design: five whole ones and one kept in part.
const GROUPS: usize = 6;

/// A Wh(`players`) from a truncated TD(6, m) with weight 4, if `design` reaches the sizes
/// of its groups with ∞.
pub(crate) fn truncated(
    players: usize,
    design: impl Fn(usize) -> Option<Rounds>,
) -> Option<Rounds> {
    if players % 4 != 1 {
        return None;
    }
    let quarter = (players - 1) / WEIGHT;
    (5..=quarter / 5).find_map(|order| {
        let kept = quarter
            .checked_sub(5 * order)
            .filter(|kept| *kept <= order)?;
        let gdd = WeightedDesign::new(order, kept)?;
        let infinity = players - 1;
        let blocks: Vec<Vec<usize>> = gdd
            .groups
            .into_iter()
            .map(|mut group| {
                group.push(infinity);
                group
            })
            .chain(gdd.blocks)
            .collect();
        from_blocks(players, &blocks, &design)
    })
}

/// The design of blocks of five that weight 4 makes of a TD(6, `order`) with `kept` points
/// of its last group: 20·order + 4·kept points, numbered by the point they came from
/// (group · order + element) times four plus their place in its four.
pub(crate) struct WeightedDesign {
    /// The fours of every group of the transversal design: no two meet in a block.
    pub(crate) groups: Vec<Vec<usize>>,
    pub(crate) blocks: Vec<Vec<usize>>,
}

impl WeightedDesign {
    pub(crate) fn new(order: usize, kept: usize) -> Option<WeightedDesign> {
        let master = transversal_design(GROUPS, order)?;
        let five = transversal_design(5, WEIGHT)?;
        let six = plane_of_five_without_a_point();
        let weighted = |point: usize, place: usize| point * WEIGHT + place;
        let is_kept = |point: usize| point < (GROUPS - 1) * order + kept;
        let mut blocks = Vec::new();
        for block in &master {
            let points: Vec<usize> = block.iter().copied().filter(|p| is_kept(*p)).collect();
            let ingredient = if points.len() == GROUPS { &six } else { &five };
            // The ingredient's point (group g, place z) is the z-th of the four of
            // `points[g]`.
            blocks.extend(ingredient.iter().map(|inner| {
                inner
                    .iter()
                    .map(|point| weighted(points[point / WEIGHT], point % WEIGHT))
                    .collect()
            }));
        }
        let groups = (0..GROUPS)
            .map(|group| {
                let size = if group + 1 < GROUPS { order } else { kept };
                (0..size * WEIGHT)
                    .map(|index| weighted(group * order + index / WEIGHT, index % WEIGHT))
                    .collect::<Vec<_>>()
            })
            .filter(|group| !group.is_empty())
            .collect();
        Some(WeightedDesign { groups, blocks })
    }

    /// How many points the design has: 20·order + 4·kept.
    pub(crate) fn points(&self) -> usize {
        self.groups.iter().map(Vec::len).sum()
    }
}

/// A TD(`groups`, n), the point x of group g numbered g·n + x, when every prime power q
/// exactly dividing n has `groups` ≤ q + 1: over GF(q) for each, and their product.
fn transversal_design(groups: usize, order: usize) -> Option<Vec<Vec<usize>>> {
    prime_powers(order)
        .into_iter()
        .map(|(prime, degree)| field_design(groups, prime, degree))
        .reduce(|first, second| Some(product(groups, &first?, &second?)))?
}

/// A TD(`groups`, q) over GF(q), q = `prime`^`degree` and `groups` ≤ q + 1: the block
/// (a, b) holds a + b·eₖ in group k for the field's elements eₖ (and b itself in group q,
/// when there are q + 1 groups).
fn field_design(groups: usize, prime: usize, degree: usize) -> Option<Vec<Vec<usize>>> {
    let field = Ring::field(prime, degree)?;
    let order = field.size();
    if groups > order + 1 {
        return None;
    }
    let blocks = (0..order * order)
        .map(|code| {
            let (a, b) = (code / order, code % order);
            (0..groups)
                .map(|group| {
                    let element = if group < order {
                        field.add(a, field.mul(b, group))
                    } else {
                        b
                    };
                    group * order + element
                })
                .collect()
        })
        .collect();
    Some(blocks)
}

/// The product of a TD(k, a) and a TD(k, b), a TD(k, a·b): the element (x, y) of a group is
/// x·b + y, and every pair of blocks makes one.
fn product(groups: usize, first: &[Vec<usize>], second: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let (a, b) = (first.len().isqrt(), second.len().isqrt());
    let mut blocks = Vec::with_capacity(first.len() * second.len());
    for one in first {
        for other in second {
            blocks.push(
                (0..groups)
                    .map(|group| {
                        let (x, y) = (one[group] - group * a, other[group] - group * b);
                        group * a * b + x * b + y
                    })
                    .collect(),
            );
        }
    }
    blocks
}

/// The prime powers that exactly divide `number`, as (prime, exponent), smallest first.
fn prime_powers(mut number: usize) -> Vec<(usize, usize)> {
    let mut powers = Vec::new();
    let mut prime = 2;
    while number > 1 {
        let mut degree = 0;
        while number.is_multiple_of(prime) {
            number /= prime;
            degree += 1;
        }
        if degree > 0 {
            powers.push((prime, degree));
        }
        prime += 1;
    }
    powers
}

/// The 24 lines of the affine plane over `Z_5` that miss (0, 0), on its other 24 points:
/// blocks of five with the six lines through (0, 0) as groups. The point λ·d of the line
/// through (0, 0) in direction d = (1, s), or (0, 1) for s = 5, is numbered 4s + λ − 1.
fn plane_of_five_without_a_point() -> Vec<Vec<usize>> {
    const P: usize = 5;
    let number = |x: usize, y: usize| {
        if x == 0 {
            return WEIGHT * P + y - 1;
        }
        // y = s·x, so s = y·x⁻¹, with x⁻¹ = x³ in Z_5.
        let slope = y * x.pow(3) % P;
        WEIGHT * slope + x - 1
    };
    let mut lines = Vec::new();
    for slope in 0..=P {
        let direction = if slope < P { (1, slope) } else { (0, 1) };
        // The lines in this direction through (c, 0), or (0, c) for the direction (1, s);
        // c = 0 is the line through (0, 0).
        for c in 1..P {
            let start = if slope < P { (0, c) } else { (c, 0) };
            lines.push(
                (0..P)
                    .map(|step| {
                        number(
                            (start.0 + step * direction.0) % P,
                            (start.1 + step * direction.1) % P,
                        )
                    })
                    .collect(),
            );
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairings::schedule::Tally;
    use crate::pairings::seats::seat_rounds;
    use crate::pairings::whist_tournament::design;

    /// How many of `blocks` hold each pair of 0..`points`, as a flat table.
    fn pair_counts(points: usize, blocks: &[Vec<usize>]) -> Vec<u8> {
        let mut pairs = vec![0u8; points * points];
        for block in blocks {
            for (index, a) in block.iter().enumerate() {
                for b in &block[index + 1..] {
                    pairs[a.min(b) * points + a.max(b)] += 1;
                }
            }
        }
        pairs
    }

    /// Whether every pair in one of `groups` lies in no block and every other pair in
    /// exactly one: a group divisible design.
    fn is_group_divisible(points: usize, groups: &[Vec<usize>], blocks: &[Vec<usize>]) -> bool {
        let mut group_of = vec![usize::MAX; points];
        for (index, group) in groups.iter().enumerate() {
            for point in group {
                group_of[*point] = index;
            }
        }
        let pairs = pair_counts(points, blocks);
        group_of.iter().all(|group| *group != usize::MAX)
            && (0..points).all(|a| {
                (a + 1..points)
                    .all(|b| pairs[a * points + b] == u8::from(group_of[a] != group_of[b]))
            })
    }

    #[test]
    fn the_ingredients_are_group_divisible_designs_with_blocks_of_five() {
        let td = |groups: usize, order: usize| {
            let blocks = transversal_design(groups, order).expect("a prime power");
            let by_group: Vec<Vec<usize>> = (0..groups)
                .map(|group| (group * order..(group + 1) * order).collect())
                .collect();
            is_group_divisible(groups * order, &by_group, &blocks)
        };
        assert!(td(5, 4), "TD(5, 4) over GF(4)");
        assert!(td(6, 11) && td(6, 5) && td(6, 8) && td(6, 9));
        assert!(td(6, 35), "TD(6, 5) times TD(6, 7)");
        assert!(transversal_design(6, 4).is_none() && transversal_design(6, 10).is_none());
        assert!(
            transversal_design(6, 28).is_none(),
            "no TD(6, 4) to multiply by"
        );
        let plane = plane_of_five_without_a_point();
        let fours: Vec<Vec<usize>> = (0..6).map(|s| (4 * s..4 * s + 4).collect()).collect();
        assert_eq!(plane.len(), 24);
        assert!(plane.iter().all(|line| line.len() == 5));
        assert!(is_group_divisible(24, &fours, &plane));
    }

    #[test]
    fn weight_four_makes_a_group_divisible_design_of_every_truncation() {
        for (order, kept) in [(5, 0), (5, 3), (7, 7), (11, 4)] {
            let gdd = WeightedDesign::new(order, kept).expect("a prime power");
            let points = 20 * order + 4 * kept;
            assert!(gdd.blocks.iter().all(|block| block.len() == 5));
            assert!(
                is_group_divisible(points, &gdd.groups, &gdd.blocks),
                "TD(6, {order}) kept {kept}"
            );
        }
        let mut broken = WeightedDesign::new(7, 2).expect("7 is prime");
        broken.blocks[0][0] = broken.blocks[1][0];
        assert!(!is_group_divisible(148, &broken.groups, &broken.blocks));
    }

    #[test]
    fn a_truncated_design_makes_a_whist_tournament_of_237() {
        // 237 − 1 = 4·59: no group of 236 or 237 elements has what the others need.
        let rounds = truncated(237, design).expect("20·11 + 4·4 + 1 with Wh(45) and Wh(17)");
        assert_eq!(rounds.len(), 237);
        let tally = Tally::of(237, &seat_rounds(237, &rounds)).expect("one place a round");
        assert!(tally.is_whist_tournament());
        assert!(truncated(237, |size| design(size).filter(|_| size != 45)).is_none());
        assert!(truncated(236, design).is_none());
    }
}
