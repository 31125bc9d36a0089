//! Whist tournaments developed from one starter round over a finite abelian group, the
//! additive group of a [`Ring`]: round g adds g to every player, and the extra player ∞, if
//! there is one, stays where it is (PAIRINGS.md section 1). With N ≡ 1 (mod 4) the group has
//! N elements and 0 sits out of the starter; with N ≡ 0 it has N − 1, and ∞ plays.

use super::ring::Ring;
use super::schedule::Rounds;

#[derive(Debug, Clone)]
pub(crate) struct Developed {
    pub(crate) ring: Ring,
    /// Whether ∞, numbered `ring.size()`, plays.
    pub(crate) infinity: bool,
    /// Round 0's tables as `[N, S, E, W]`: N and S partner, E and W partner.
    pub(crate) starter: Vec<[usize; 4]>,
}

impl Developed {
    /// Every round: the starter plus g, for every element g of the group.
    pub(crate) fn rounds(&self) -> Rounds {
        develop(&self.starter, self.ring.size(), |shift, player| {
            self.ring.add(player, shift)
        })
    }

    /// The product of a design `outer` over R in which 0 sits out and any design `inner`
    /// over S: a Wh(|R|·|S|), or a Wh(|R|·|S| + 1) when `inner` has ∞, over R × S (the
    /// product theorems of the Z-cyclic whist literature, Anderson and Finizio).
    ///
    /// The starter is `inner`'s starter on {0} × S, plus, for every table (a₁, a₂, a₃, a₄) of
    /// `outer`'s starter and every j in S, the table ((a₁, λ₁j), (a₂, λ₂j), (a₃, λ₃j),
    /// (a₄, λ₄j)). The λ are units of S, so that each (aₖ, λₖj) runs through {aₖ} × S and
    /// everyone has one seat, and they differ from each other by units: a pair of seats of
    /// `outer` with difference d ≠ 0 then gives the differences (d, (λₖ − λₗ)j), which run
    /// once through every (d, y) as j runs through S. So every difference with a nonzero R
    /// part comes as often, partner or opponent, as d does in `outer` (once or twice), and
    /// those with R part 0 come from `inner`'s starter, as they do in `inner`.
    ///
    /// `None` when 0 plays in `outer`'s starter, or S has no such λ (a residue field of
    /// fewer than five elements).
    pub(crate) fn product(outer: &Developed, inner: &Developed) -> Option<Developed> {
        let spread = inner.ring.spread(true)?;
        let starter = outer.product_starter(&inner.starter, inner.ring.size(), |seat, j| {
            inner.ring.mul(spread[seat], j)
        })?;
        Some(Developed {
            ring: Ring::Product(Box::new(outer.ring.clone()), Box::new(inner.ring.clone())),
            infinity: inner.infinity,
            starter,
        })
    }

    /// The starter of a product of this design, over R, and one over S of `width` elements
    /// whose starter is `inner`, over R × S with (x, y) numbered x·|S| + y, as
    /// `Ring::Product` numbers it: `inner` on {0} × S, and every table of this design's
    /// seated (aₖ, `spread(k, j)`) for every j in S. `None` when 0 or ∞ plays in this
    /// design's starter.
    pub(crate) fn product_starter(
        &self,
        inner: &[[usize; 4]],
        width: usize,
        spread: impl Fn(usize, usize) -> usize,
    ) -> Option<Vec<[usize; 4]>> {
        if self.infinity || self.starter.iter().flatten().any(|player| *player == 0) {
            return None;
        }
        // (0, y) is y; ∞ moves from |S| to |R|·|S|.
        let infinity = self.ring.size() * width;
        let column = inner
            .iter()
            .map(|table| table.map(|player| if player == width { infinity } else { player }));
        let spread_out = self.starter.iter().flat_map(|table| {
            (0..width).map(|j| std::array::from_fn(|seat| table[seat] * width + spread(seat, j)))
        });
        Some(column.chain(spread_out).collect())
    }
}

/// Round g of a starter over a group of `size` elements: every player but ∞ (numbered
/// `size`) moved by `act(g, player)`.
pub(crate) fn develop(
    starter: &[[usize; 4]],
    size: usize,
    act: impl Fn(usize, usize) -> usize,
) -> Rounds {
    (0..size)
        .map(|shift| {
            starter
                .iter()
                .map(|table| {
                    table.map(|player| {
                        if player == size {
                            player
                        } else {
                            act(shift, player)
                        }
                    })
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wh(5) over `Z_5`, 0 sitting out.
    fn five() -> Developed {
        Developed {
            ring: Ring::Integers(5),
            infinity: false,
            starter: vec![[1, 4, 2, 3]],
        }
    }

    #[test]
    fn a_product_seats_everyone_once_in_round_zero() {
        let product = Developed::product(&five(), &five()).unwrap();
        assert_eq!(product.ring.size(), 25);
        let mut seated: Vec<usize> = product.starter.iter().flatten().copied().collect();
        seated.sort_unstable();
        assert_eq!(seated, (1..25).collect::<Vec<_>>(), "all but 0, once each");
    }

    #[test]
    fn a_product_needs_0_out_of_the_outer_starter_and_units_to_spread_by() {
        let mut zero_plays = five();
        zero_plays.starter[0][0] = 0;
        assert!(Developed::product(&zero_plays, &five()).is_none());
        let over_z3 = Developed {
            ring: Ring::Integers(3),
            infinity: true,
            starter: vec![[3, 0, 1, 2]],
        };
        assert!(Developed::product(&five(), &over_z3).is_none());
        let outer_with_infinity = Developed {
            infinity: true,
            ..five()
        };
        assert!(Developed::product(&outer_with_infinity, &five()).is_none());
    }
}
