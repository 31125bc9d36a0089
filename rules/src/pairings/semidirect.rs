//! Whist tournaments developed over a group that is not abelian, `Z_n ⋊ Z_q`: round g
//! multiplies every player by g on the left, and ∞ stays where it is.
//!
//! Over an abelian group of odd order no starter with ∞ is directed (docs/WHIST-TOURNAMENTS.md
//! says why: the differences to the left sum to 0 round a table, but not round ∞'s). Over
//! `Z_n ⋊ Z_q` the sum becomes a product whose order matters, the argument only asks that ∞'s
//! two opponents differ by an element of the commutator subgroup, and directed starters for
//! N ≡ 0 (mod 4) exist: `data/directed-starters.json` holds those found by
//! `examples/find_semidirect_starters.rs`. A product with a design over a ring carries them
//! to R × `Z_n ⋊ Z_q` ([`LeftDeveloped::product`]).

use super::developed::{Developed, develop};
use super::ring::Ring;
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

    /// `element` to the power `exponent`.
    fn power_of(self, element: usize, exponent: usize) -> usize {
        (0..exponent).fold(0, |power, _| self.multiply(power, element))
    }
}

/// A group developed by multiplication on the left: `Z_n ⋊ Z_q`, or the additive group of a
/// ring R times it, whose (x, s) is numbered x·|S| + s.
#[derive(Debug, Clone)]
pub(crate) enum LeftGroup {
    Semidirect(Semidirect),
    Times(Ring, Semidirect),
}

impl LeftGroup {
    fn size(&self) -> usize {
        match self {
            LeftGroup::Semidirect(group) => group.size(),
            LeftGroup::Times(ring, group) => ring.size() * group.size(),
        }
    }

    fn multiply(&self, left: usize, right: usize) -> usize {
        match self {
            LeftGroup::Semidirect(group) => group.multiply(left, right),
            LeftGroup::Times(ring, group) => {
                let width = group.size();
                let ((x, s), (y, t)) =
                    ((left / width, left % width), (right / width, right % width));
                ring.add(x, y) * width + group.multiply(s, t)
            }
        }
    }
}

/// A starter round over a [`LeftGroup`] and ∞, numbered `group.size()`.
#[derive(Debug, Clone)]
pub(crate) struct LeftDeveloped {
    pub(crate) group: LeftGroup,
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

    /// The product of a design `outer` over a ring R in which 0 sits out and `inner` over
    /// S = `Z_n ⋊ Z_q` with ∞: a Wh(|R|·|S| + 1) over R × S, made as `Developed::product`
    /// makes one over two rings, with powers for multiples. The starter is `inner`'s on
    /// {0} × S, and for every table (a₁, a₂, a₃, a₄) of `outer`'s and every j in S the table
    /// ((a₁, j), (a₂, j²), (a₃, j³), (a₄, j⁴)). Powers of one element commute, so seats k
    /// and l differ by (aₗ − aₖ, j^(l − k)), and j ↦ j^(l − k) runs once through S when
    /// |S| is prime to 6. So a difference (d, s), d ≠ 0, comes as often, and as often to
    /// the left, as d does in `outer`, and those with d = 0 come from `inner`: directed
    /// designs make a directed product.
    ///
    /// `None` when 0 or ∞ plays in `outer`'s starter, `inner` is itself a product, or 2 or
    /// 3 divides |S|.
    pub(crate) fn product(outer: &Developed, inner: &LeftDeveloped) -> Option<LeftDeveloped> {
        let LeftGroup::Semidirect(group) = inner.group else {
            return None;
        };
        let width = group.size();
        if width % 2 == 0 || width % 3 == 0 {
            return None;
        }
        let starter =
            outer.product_starter(&inner.starter, width, |seat, j| group.power_of(j, seat + 1))?;
        Some(LeftDeveloped {
            group: LeftGroup::Times(outer.ring.clone(), group),
            starter,
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
