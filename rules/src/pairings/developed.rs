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
        let size = self.ring.size();
        (0..size)
            .map(|shift| {
                self.starter
                    .iter()
                    .map(|table| {
                        table.map(|player| {
                            if player == size {
                                player
                            } else {
                                self.ring.add(player, shift)
                            }
                        })
                    })
                    .collect()
            })
            .collect()
    }

    /// The product of a design `outer` over R in which 0 sits out and any design `inner`
    /// over S: a Wh(|R|·|S|), or a Wh(|R|·|S| + 1) when `inner` has ∞, over R × S (the
    /// product theorems of the Z-cyclic whist literature, Anderson and Finizio).
    ///
    /// The starter is `inner`'s starter on {0} × S, plus, for every table (a₁, a₂, a₃, a₄) of
    /// `outer`'s starter and every j in S, the table ((a₁, λ₁j), (a₂, λ₂j), (a₃, λ₃j),
    /// (a₄, λ₄j)), where λ₁..λ₄ are units of S that differ from each other by units. Why it works: a pair
    /// of seats of `outer` with difference d ≠ 0 now gives the differences (d, (λₖ − λₗ)j),
    /// which run once through every (d, y) as j runs through S; so every difference with a
    /// nonzero R part comes as often, partner or opponent, as d does in `outer` (once or
    /// twice), and those with R part 0 come from `inner`'s starter, as they do in `inner`.
    /// `None` when 0 plays in `outer`'s starter or S has no such λ (2 or 3 divides |S|, or
    /// S is GF(4)).
    pub(crate) fn product(outer: &Developed, inner: &Developed) -> Option<Developed> {
        let spread = inner.ring.spread(true)?;
        if outer.infinity || outer.starter.iter().flatten().any(|player| *player == 0) {
            return None;
        }
        let width = inner.ring.size();
        // (x, y) is numbered x·|S| + y, as `Ring::Product` numbers it; so (0, y) is y.
        let infinity = outer.ring.size() * width;
        let column = inner
            .starter
            .iter()
            .map(|table| table.map(|player| if player == width { infinity } else { player }));
        let spread_out = outer.starter.iter().flat_map(|table| {
            (0..width).map(move |j| {
                let mut spread_table = [0; 4];
                for (seat, (player, lambda)) in table.iter().zip(spread).enumerate() {
                    spread_table[seat] = player * width + inner.ring.mul(lambda, j);
                }
                spread_table
            })
        });
        Some(Developed {
            ring: Ring::Product(Box::new(outer.ring.clone()), Box::new(inner.ring.clone())),
            infinity: inner.infinity,
            starter: column.chain(spread_out).collect(),
        })
    }
}
