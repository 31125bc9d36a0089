//! Whist tournaments developed over a group that is not abelian, `Z_n ⋊ Z_q`: round g
//! multiplies every player by g on the left, and ∞ stays where it is.
//!
//! Over an abelian group of odd order no starter with ∞ is directed (docs/WHIST-TOURNAMENTS.md
//! says why: the differences to the left sum to 0 round a table, but not round ∞'s). Over
//! `Z_n ⋊ Z_q` the sum becomes a product whose order matters, the argument only asks that ∞'s
//! two opponents differ by an element of the commutator subgroup, and directed starters for
//! N ≡ 0 (mod 4) exist: `data/directed-starters.json` holds those found by
//! `examples/find_starters.rs` with `SEMIDIRECT=q,r`.

use super::developed::develop;
use super::schedule::Rounds;

/// `Z_n ⋊ Z_q`: the element (a, b), numbered a + n·b, times (c, d) is (a + rᵇ·c, b + d), where
/// r is a unit of `Z_n` with r^q = 1. With q = 1 it is `Z_n`. Public for the starter
/// searches in `examples/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Semidirect {
    normal: usize,
    top: usize,
    root: usize,
}

impl Semidirect {
    /// The group, if `root` is a unit of `Z_normal` whose `top`-th power is 1.
    #[must_use]
    pub fn new(normal: usize, top: usize, root: usize) -> Option<Semidirect> {
        let group = Semidirect { normal, top, root };
        let is_unit = (1..normal).any(|inverse| root * inverse % normal == 1);
        (normal > 1 && top > 0 && is_unit && group.power(top) == 1).then_some(group)
    }

    #[must_use]
    pub fn size(self) -> usize {
        self.normal * self.top
    }

    /// r, which with the name says which group this is; `None` for `Z_n`.
    #[must_use]
    pub fn root(self) -> Option<usize> {
        (self.top > 1).then_some(self.root)
    }

    /// `Z_n ⋊ Z_q`, or `Z_n` when q = 1, as `data/*.json` names the group.
    #[must_use]
    pub fn name(self) -> String {
        if self.top == 1 {
            format!("Z_{}", self.normal)
        } else {
            format!("Z_{} ⋊ Z_{}", self.normal, self.top)
        }
    }

    /// The group `name` names, with `root` where it has a second factor.
    #[must_use]
    pub fn named(name: &str, root: Option<usize>) -> Option<Semidirect> {
        let name = name.strip_prefix("Z_")?;
        match name.split_once(" ⋊ Z_") {
            Some((normal, top)) => Semidirect::new(normal.parse().ok()?, top.parse().ok()?, root?),
            None => Semidirect::new(name.parse().ok()?, 1, 1),
        }
    }

    /// rᵉ in `Z_n`.
    fn power(self, exponent: usize) -> usize {
        (0..exponent).fold(1 % self.normal, |power, _| power * self.root % self.normal)
    }

    #[must_use]
    pub fn multiply(self, left: usize, right: usize) -> usize {
        let (a, b) = (left % self.normal, left / self.normal);
        let (c, d) = (right % self.normal, right / self.normal);
        (a + self.power(b) * c) % self.normal + self.normal * ((b + d) % self.top)
    }

    /// (a, b)⁻¹ = (−r⁻ᵇ·a, −b).
    #[must_use]
    pub fn inverse(self, element: usize) -> usize {
        let (a, b) = (element % self.normal, element / self.normal);
        let back = (self.top - b) % self.top;
        (self.normal - self.power(back) * a % self.normal) % self.normal + self.normal * back
    }

    /// x⁻¹·y, which multiplying both by the same g on the left keeps.
    #[must_use]
    pub fn difference(self, x: usize, y: usize) -> usize {
        self.multiply(self.inverse(x), y)
    }
}

/// A starter round over a [`Semidirect`] group and ∞, numbered `group.size()`.
#[derive(Debug, Clone)]
pub(crate) struct LeftDeveloped {
    pub(crate) group: Semidirect,
    /// Round 0's tables as `[N, S, E, W]`.
    pub(crate) starter: Vec<[usize; 4]>,
}

impl LeftDeveloped {
    /// Every round: g times every player of the starter, for every element g.
    pub(crate) fn rounds(&self) -> Rounds {
        develop(&self.starter, self.group.size(), |shift, player| {
            self.group.multiply(shift, player)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Z_9 ⋊ Z_3` with r = 4, and `Z_13 ⋊ Z_3` with r = 3, are groups that are not abelian.
    #[test]
    fn the_semidirect_products_are_groups_that_do_not_commute() {
        for group in [
            Semidirect::new(9, 3, 4).unwrap(),
            Semidirect::new(13, 3, 3).unwrap(),
        ] {
            let elements = 0..group.size();
            for x in elements.clone() {
                assert_eq!(group.multiply(0, x), x, "0 is the identity");
                assert_eq!(group.multiply(x, group.inverse(x)), 0, "{x}⁻¹");
                assert_eq!(group.multiply(group.inverse(x), x), 0, "{x}⁻¹");
                for y in elements.clone() {
                    for z in elements.clone() {
                        assert_eq!(
                            group.multiply(group.multiply(x, y), z),
                            group.multiply(x, group.multiply(y, z)),
                            "associative"
                        );
                    }
                }
            }
            assert!(
                elements.clone().any(|x| elements
                    .clone()
                    .any(|y| group.multiply(x, y) != group.multiply(y, x))),
                "{group:?} does not commute"
            );
        }
    }

    #[test]
    fn a_group_is_named_as_the_stored_starters_name_it() {
        for group in [
            Semidirect::new(9, 3, 4).unwrap(),
            Semidirect::new(27, 1, 1).unwrap(),
        ] {
            assert_eq!(Semidirect::named(&group.name(), group.root()), Some(group));
        }
        assert_eq!(Semidirect::new(9, 3, 4).unwrap().name(), "Z_9 ⋊ Z_3");
        assert!(Semidirect::named("Z_9 ⋊ Z_3", None).is_none(), "no root");
    }

    #[test]
    fn a_root_must_be_a_unit_of_the_right_order() {
        assert!(Semidirect::new(9, 3, 2).is_none(), "2³ = 8 ≠ 1 (mod 9)");
        assert!(Semidirect::new(9, 3, 3).is_none(), "3 is no unit of Z_9");
        assert!(Semidirect::new(1, 3, 1).is_none());
    }
}
