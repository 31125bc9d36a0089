//! Whist tournaments from pairwise balanced designs: N points and blocks such that every
//! pair of points lies in exactly one block, each block carrying a Wh(k).
//!
//! With N ≡ 1 (mod 4), every block has k ≡ 1 (mod 4) points. Round x seats, for every
//! block through x, the round of that block's Wh(k) in which x sits out. Every other player
//! is seated once, in the one block it shares with x, and two players meet only in the
//! rounds of their common block, exactly as its Wh(k) has them meet: a Wh(N) in which x
//! sits out of round x.
//!
//! With N ≡ 0 (mod 4), one point ∞ plays every round. The blocks through ∞ have
//! k ≡ 0 (mod 4) points and the others k ≡ 1. There is a round x for every point x but ∞:
//! the block through x and ∞ plays the round of its Wh(k) dealt to x (each of its k − 1
//! points but ∞ is dealt one), and every other block through x plays the round x sits
//! out. Again every player but x is seated once, in the block it shares with x; x and ∞
//! are seated in theirs; and the pairs of a block through ∞ meet in all k − 1 of its rounds.
//!
//! The balanced designs come from relative difference families, shipped in
//! `data/difference-families.json` and found offline by
//! `examples/find_relative_difference_families.rs`: base blocks over an abelian group G
//! whose differences are every element outside a subgroup H once. Their translates, and
//! every coset of H with one more point ∞, are a balanced design on G ∪ {∞}, so
//! N = |G| + 1, with blocks of the base blocks' sizes and of |H| + 1: |H| ≡ 0 (mod 4) makes
//! N ≡ 1, and |H| ≡ 3 makes N ≡ 0.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::ring::Ring;
use super::schedule::{Rounds, sitting_out};

/// A Wh(`players`) from a shipped difference family, if there is one for that size and
/// `design` reaches its block sizes.
pub(crate) fn balanced(players: usize, design: impl Fn(usize) -> Option<Rounds>) -> Option<Rounds> {
    let blocks = families().get(&players)?.balanced_design()?;
    from_blocks(players, &blocks, design)
}

/// The Wh(`players`) of a balanced design on 0..`players` whose blocks `design` reaches;
/// with `players` ≡ 0 (mod 4), the last point is ∞.
pub(crate) fn from_blocks(
    players: usize,
    blocks: &[Vec<usize>],
    design: impl Fn(usize) -> Option<Rounds>,
) -> Option<Rounds> {
    let infinity = players.is_multiple_of(4).then(|| players - 1);
    dealt(
        players - usize::from(infinity.is_some()),
        infinity,
        blocks,
        design,
    )
}

/// The rounds that `blocks` deal to the points 0..`points`: round x seats, in every block
/// through x, the round of its Wh(k) that x sits out, or for the block through x and
/// `infinity` the round dealt to x. Without ∞ and with blocks that do not cover every
/// pair, these are rounds in part, to be filled from elsewhere (`holes.rs`).
pub(crate) fn dealt(
    points: usize,
    infinity: Option<usize>,
    blocks: &[Vec<usize>],
    design: impl Fn(usize) -> Option<Rounds>,
) -> Option<Rounds> {
    // Per block size k: a Wh(k), and for every player of a block of k the round of it that
    // player is dealt (by its place in the block, ∞ last).
    let mut designs: HashMap<usize, (Rounds, Vec<usize>)> = HashMap::new();
    for block in blocks {
        let size = block.len();
        let through_infinity = infinity.is_some_and(|infinity| block.contains(&infinity));
        let fits = if through_infinity {
            size % 4 == 0 && block.last() == infinity.as_ref()
        } else {
            size % 4 == 1
        };
        if !fits {
            return None;
        }
        if designs.contains_key(&size) {
            continue;
        }
        let rounds = design(size)?;
        let dealt = if through_infinity {
            (0..size - 1).collect()
        } else {
            let mut idle_round = vec![0; size];
            for (index, round) in rounds.iter().enumerate() {
                idle_round[sitting_out(round, size)] = index;
            }
            idle_round
        };
        designs.insert(size, (rounds, dealt));
    }
    let mut rounds: Rounds = vec![Vec::new(); points];
    for block in blocks {
        let (inside, dealt) = designs.get(&block.len())?;
        for (player, round) in block.iter().zip(dealt) {
            let tables = &inside[*round];
            rounds[*player].extend(tables.iter().map(|table| table.map(|seat| block[seat])));
        }
    }
    Some(rounds)
}

/// A relative difference family as `data/difference-families.json` stores it.
#[derive(Debug, Deserialize)]
struct Family {
    /// The cyclic factors of G, numbered as `Ring::cyclic_product` numbers them.
    group: Vec<usize>,
    /// H as the orders of its parts, one subgroup of each factor.
    subgroup: Vec<usize>,
    blocks: Vec<Vec<usize>>,
}

impl Family {
    /// The elements of H: those whose digit in every factor `Z_n` is a multiple of n over the
    /// order of H's part of it.
    fn subgroup(&self) -> Vec<usize> {
        let size = self.group.iter().product();
        (0..size)
            .filter(|element| {
                let mut rest = *element;
                self.group
                    .iter()
                    .zip(&self.subgroup)
                    .rev()
                    .all(|(factor, order)| {
                        let digit = rest % factor;
                        rest /= factor;
                        digit.is_multiple_of(factor / order)
                    })
            })
            .collect()
    }

    /// The translates of the base blocks and the cosets of H with ∞ (numbered |G|).
    fn balanced_design(&self) -> Option<Vec<Vec<usize>>> {
        let group = Ring::cyclic_product(&self.group)?;
        let size = group.size();
        let translates = self.blocks.iter().flat_map(|block| {
            let group = &group;
            (0..size).map(move |shift| block.iter().map(|x| group.add(*x, shift)).collect())
        });
        let subgroup = self.subgroup();
        let mut in_coset = vec![false; size];
        let mut cosets = Vec::new();
        for start in 0..size {
            if in_coset[start] {
                continue;
            }
            let mut coset: Vec<usize> = subgroup.iter().map(|h| group.add(start, *h)).collect();
            for element in &coset {
                in_coset[*element] = true;
            }
            coset.push(size);
            cosets.push(coset);
        }
        Some(translates.chain(cosets).collect())
    }
}

/// The shipped families, by the size of the whist tournament they make.
fn families() -> &'static HashMap<usize, Family> {
    static FAMILIES: OnceLock<HashMap<usize, Family>> = OnceLock::new();
    FAMILIES.get_or_init(|| {
        serde_json::from_str(include_str!("../../data/difference-families.json"))
            .expect("the shipped difference families are valid JSON")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairings::schedule::Tally;
    use crate::pairings::seats::seat_rounds;
    use crate::pairings::whist_tournament;
    use crate::pairings::whist_tournament::design;

    /// Whether every pair of 0..`points` lies in exactly one of `blocks`.
    fn is_balanced(points: usize, blocks: &[Vec<usize>]) -> bool {
        let mut pairs = vec![0u8; points * points];
        for block in blocks {
            for (index, a) in block.iter().enumerate() {
                for b in &block[index + 1..] {
                    pairs[a.min(b) * points + a.max(b)] += 1;
                }
            }
        }
        (0..points).all(|a| (a + 1..points).all(|b| pairs[a * points + b] == 1))
    }

    #[test]
    fn every_shipped_family_makes_a_whist_tournament() {
        for players in families().keys() {
            let players = u32::try_from(*players).expect("small");
            let schedule = whist_tournament(players).expect("a shipped family");
            let tally = Tally::of(players, &schedule.rounds).expect("one place a round");
            assert!(tally.is_whist_tournament(), "{players}");
        }
    }

    #[test]
    fn every_shipped_family_makes_a_balanced_design_of_its_size() {
        assert!(!families().is_empty());
        for (players, family) in families() {
            let blocks = family.balanced_design().expect("a group");
            assert!(is_balanced(*players, &blocks), "{players}");
            let infinity = family.group.iter().product::<usize>();
            let through_infinity =
                |block: &Vec<usize>| players % 4 == 0 && block.contains(&infinity);
            assert!(
                blocks
                    .iter()
                    .all(|block| block.len() % 4 == usize::from(!through_infinity(block))),
                "{players}: blocks through ∞ have k ≡ N (mod 4) points, the others k ≡ 1"
            );
        }
    }

    /// A (24, 4, 5, 1) relative difference family: with ∞, the affine plane of order 5.
    fn plane_of_order_five() -> Family {
        Family {
            group: vec![24],
            subgroup: vec![4],
            blocks: vec![vec![0, 4, 13, 21, 23]],
        }
    }

    #[test]
    fn the_check_catches_a_family_with_a_repeated_difference() {
        let mut family = plane_of_order_five();
        assert!(is_balanced(25, &family.balanced_design().unwrap()));
        family.blocks[0][4] = 22;
        assert!(!is_balanced(25, &family.balanced_design().unwrap()));
    }

    #[test]
    fn a_balanced_design_of_blocks_of_five_makes_a_whist_tournament() {
        // Wh(5) over Z_5: round r is (1 + r, 4 + r, 2 + r, 3 + r), r sitting out.
        let five = |players: usize| {
            (players == 5).then(|| {
                (0..5)
                    .map(|r| vec![[1, 4, 2, 3].map(|x| (x + r) % 5)])
                    .collect::<Rounds>()
            })
        };
        let blocks = plane_of_order_five().balanced_design().unwrap();
        let rounds = from_blocks(25, &blocks, five).expect("every block has five points");
        let tally = Tally::of(25, &seat_rounds(25, &rounds)).expect("one place a round");
        assert!(tally.is_whist_tournament());
        assert!(from_blocks(25, &blocks, |_| None).is_none());
    }

    /// A (63, 3, 5, 1) relative difference family: with ∞, blocks of five and of four, the
    /// cosets of H through ∞.
    fn blocks_of_five_and_four() -> Family {
        Family {
            group: vec![63],
            subgroup: vec![3],
            blocks: vec![
                vec![0, 6, 41, 60, 61],
                vec![3, 13, 29, 43, 61],
                vec![3, 30, 37, 41, 54],
            ],
        }
    }

    #[test]
    fn blocks_of_four_through_infinity_make_a_whist_tournament_of_players_0_mod_4() {
        let blocks = blocks_of_five_and_four().balanced_design().unwrap();
        assert!(is_balanced(64, &blocks));
        let rounds = from_blocks(64, &blocks, design).expect("Wh(4) and Wh(5)");
        assert_eq!(rounds.len(), 63);
        let tally = Tally::of(64, &seat_rounds(64, &rounds)).expect("one place a round");
        assert!(tally.is_whist_tournament());
    }

    #[test]
    fn a_block_through_infinity_must_have_k_0_mod_4_points_and_end_with_it() {
        let blocks = blocks_of_five_and_four().balanced_design().unwrap();
        let mut wrong_size = blocks.clone();
        let coset = wrong_size.last_mut().unwrap();
        coset.insert(0, 62);
        assert!(from_blocks(64, &wrong_size, design).is_none());
        let mut infinity_first = blocks;
        infinity_first.last_mut().unwrap().rotate_right(1);
        assert!(from_blocks(64, &infinity_first, design).is_none());
    }
}
