//! Complete whist tournaments (PAIRINGS.md section 1): every pair partners exactly once and
//! opposes exactly twice, over N − 1 rounds (N ≡ 0 mod 4) or N rounds with each player
//! sitting out once (N ≡ 1 mod 4).
//!
//! Eight constructions, tried in turn. Three develop one starter round over a group
//! (`developed.rs`, `semidirect.rs`):
//! - stored starters: first those of directed whist tournaments in
//!   `data/directed-starters.json`, found offline with `DIRECTED=1` by
//!   `examples/find_starters.rs` for 21 and by `examples/find_translated_starters.rs` for
//!   57 and 93, and for N ≡ 0 (mod 4) over `Z_n ⋊ Z_q`, a group that does not commute,
//!   developed by multiplication on the left (`semidirect.rs`) and found by
//!   `examples/find_semidirect_starters.rs`; then the
//!   verified starter rounds of `data/starter-rounds.json`, and those of
//!   `data/found-starters.json`, found offline by `examples/find_symmetric_starters.rs`
//!   (negation-symmetric starters over `Z_N` or `Z_{N−1} ∪ {∞}`),
//!   `examples/find_multiplier_starters.rs` and `examples/find_orbit_starters.rs` (base
//!   tables times a multiplier of `Z_{N−1}`, around a defect of ∞, 0 and whole orbits),
//!   and `examples/find_starters.rs` and `examples/find_translated_starters.rs` (no
//!   pattern);
//! - the ring formula (construction A) over `Z_N`, `Z_p[i]` or their products;
//! - the product of two developed designs, Wh(r·s) or Wh(r·s + 1) from Wh(r) and Wh(s) or
//!   Wh(s + 1), over two rings, or over a ring and `Z_n ⋊ Z_q` (tried first, as the
//!   directed starters are).
//!
//! The fourth inflates every player of a smaller design into a group of q (construction C,
//! Wh(4w) from Wh(w), generalised in `inflation.rs` to any q with a difference matrix,
//! `difference_matrix.rs`). The last four are tried only where no other reaches, so that
//! the sizes those reached keep the schedules they printed before: one inflates a
//! developed Wh(w), w ≡ 1 (mod 4), by a Wh(q), q ≡ 0, and deals the w rounds that would
//! leave a group out into w − 1 whole ones (`inflation::resolved`); one plays a Wh(k) in
//! every block of a balanced design from a shipped difference family (`balanced.rs`); for
//! N ≡ 1, one builds the balanced design from a truncated transversal design
//! (`transversal.rs`); and for N ≡ 0, the last fills the groups of that design around a
//! hole shared by all (`holes.rs`). Sizes none of them reach return `None`.
//!
//! For N ≡ 0 (mod 4), designs made only of directed ones come before all of these
//! ([`directed`]): those found whole offline (`found_designs.rs`, 16 and 24), those over
//! `Z_n ⋊ Z_q`, then inflations, plain or dealt out, whose parts are directed. Where the
//! first construction that reaches N would put an abelian Wh(q + 1) in every group, an
//! inflation by a larger q with a directed one in each is directed too, and that is the
//! schedule N gets.

use std::sync::OnceLock;

use serde::Deserialize;

use super::balanced::balanced;
use super::developed::Developed;
use super::found_designs::found_design;
use super::holes::around_a_hole;
use super::inflation::{inflated, resolved};
use super::ring::Ring;
use super::schedule::Schedule;
use super::semidirect::{LeftDeveloped, LeftGroup, Semidirect};
use super::transversal::truncated;

use super::schedule::Rounds;
use super::seats::seat_rounds;

/// A complete whist tournament for `players`, if a construction reaches that size, with
/// seats and table numbers rotated so that nobody sits North, or at table 1, all night.
pub fn whist_tournament(players: u32) -> Option<Schedule> {
    let rounds = design(usize::try_from(players).ok()?)?;
    Schedule::new(players, seat_rounds(players, &rounds)).ok()
}

/// The rounds of a complete whist tournament for `players`, before numbering.
pub(crate) fn design(players: usize) -> Option<Rounds> {
    design_from(players, true)
}

/// The complete whist tournament for `players`, then the one made without the designs
/// found whole offline (`found_designs.rs`), as the design or as its parts, which is the
/// same where none is used, and then not given twice. Each pairs every two players alike,
/// but dropping players can cost some of them more meetings than others (`rotating.rs`
/// chooses, one and two short of a design). The second is made only if asked for.
pub(crate) fn designs(players: usize) -> impl Iterator<Item = Rounds> {
    let mut first: Option<Rounds> = None;
    [true, false].into_iter().filter_map(move |found| {
        let design = design_from(players, found)?;
        match &first {
            Some(first) if *first == design => None,
            Some(_) => Some(design),
            None => Some(first.insert(design).clone()),
        }
    })
}

/// A complete whist tournament for `players`; with `found`, the designs found whole
/// offline may be used.
fn design_from(players: usize, found: bool) -> Option<Rounds> {
    if players % 4 > 1 || players < 4 {
        return None;
    }
    let design = |part| design_from(part, found);
    directed(players, found)
        .or_else(|| developed(players).map(|design| design.rounds()))
        .or_else(|| inflated(players, design))
        // Last, so that sizes the others reach keep the schedules they printed before.
        .or_else(|| resolved(players, design, developed))
        .or_else(|| balanced(players, design))
        .or_else(|| truncated(players, design))
        .or_else(|| around_a_hole(players, design))
}

/// For N ≡ 0 (mod 4), a design that is directed because it is made of directed ones:
/// found whole (with `found`), developed over `Z_n ⋊ Z_q`, or inflated from designs that
/// are. Every Wh(w), w ≡ 1, that [`design`] makes is directed; for N ≡ 0 the first of the
/// other constructions that reaches N is over an abelian group, or inflated from one, and
/// not directed, where an inflation by a larger q may be (316 = 63·5 + 1 with a Wh(64)
/// over `Z_7 ⋊ Z_9` in each group, where 7·45 + 1 has a Wh(8)). Inflation keeps every
/// seat of a copied table, and every group plays its own design, so two players meet on
/// the same sides as in their groups' design or in their own.
fn directed(players: usize, found: bool) -> Option<Rounds> {
    if !players.is_multiple_of(4) {
        return None;
    }
    let directed = |part| directed(part, found);
    let part = |part: usize| {
        if part % 4 == 1 {
            design_from(part, found)
        } else {
            directed(part)
        }
    };
    found
        .then(|| found_design(players))
        .flatten()
        .or_else(|| semidirect(players).map(|design| design.rounds()))
        .or_else(|| inflated(players, part))
        .or_else(|| resolved(players, directed, developed))
}

/// A whist tournament for `players` developed from one starter round, if one is at hand.
fn developed(players: usize) -> Option<Developed> {
    if players % 4 > 1 || players < 4 {
        return None;
    }
    stored_starter(players)
        .or_else(|| ring_for(players).and_then(ring_construction))
        .or_else(|| product(players))
}

// ---- Stored starters ----

/// A stored starter round: over `Z_m`, or over `Z_n ⋊ Z_q` with its `root` r
/// (`semidirect.rs`).
#[derive(Debug, Deserialize)]
struct Starter {
    group: String,
    #[serde(default)]
    root: Option<usize>,
    infinity: bool,
    tables: Vec<[Option<usize>; 4]>,
}

type Starters = std::collections::HashMap<String, Starter>;

/// The starters of directed whist tournaments, found by the searches with `DIRECTED=1`,
/// first, for the sizes whose other starters are not directed; then those of
/// PAIRINGS.md, and those found by the searches in `examples/`.
fn starters() -> &'static [Starters; 3] {
    static STARTERS: OnceLock<[Starters; 3]> = OnceLock::new();
    STARTERS.get_or_init(|| {
        let read =
            |text: &str| serde_json::from_str(text).expect("the shipped starters are valid JSON");
        [
            read(include_str!("../../data/directed-starters.json")),
            read(include_str!("../../data/starter-rounds.json")),
            read(include_str!("../../data/found-starters.json")),
        ]
    })
}

/// The first stored starter for `players` that `read` makes something of.
fn stored<T>(players: usize, read: impl Fn(&Starter) -> Option<T>) -> Option<T> {
    starters()
        .iter()
        .filter_map(|starters| starters.get(&players.to_string()))
        .find_map(read)
}

/// `starter`'s tables, ∞ numbered `infinity`.
fn tables(starter: &Starter, infinity: usize) -> Vec<[usize; 4]> {
    starter
        .tables
        .iter()
        .map(|table| table.map(|seat| seat.unwrap_or(infinity)))
        .collect()
}

/// A stored starter round over `Z_m` (and ∞).
fn stored_starter(players: usize) -> Option<Developed> {
    stored(players, |starter| {
        let modulus: usize = starter.group.strip_prefix("Z_")?.parse().ok()?;
        debug_assert_eq!(modulus + usize::from(starter.infinity), players);
        Some(Developed {
            ring: Ring::Integers(modulus),
            infinity: starter.infinity,
            starter: tables(starter, modulus),
        })
    })
}

/// A stored starter round over `Z_n ⋊ Z_q` and ∞, written `"group": "Z_n ⋊ Z_q"` with its
/// `root`.
fn stored_semidirect(players: usize) -> Option<LeftDeveloped> {
    stored(players, |starter| {
        // Starters over `Z_m` have no root: `developed.rs` develops them, with their rings.
        let group = Semidirect::named(&starter.group, Some(starter.root?))?;
        debug_assert!(starter.infinity && group.size() + 1 == players);
        Some(LeftDeveloped {
            group: LeftGroup::Semidirect(group),
            starter: tables(starter, group.size()),
        })
    })
}

/// A design developed over `Z_n ⋊ Z_q`, or a ring times it, if one is at hand: stored, or
/// the product of a developed Wh(r) and a stored Wh(s + 1), N = r·s + 1.
fn semidirect(players: usize) -> Option<LeftDeveloped> {
    if !players.is_multiple_of(4) {
        return None;
    }
    stored_semidirect(players).or_else(|| {
        let order = players - 1;
        outer_factors(order).find_map(|outer| {
            let inner = stored_semidirect(order / outer + 1)?;
            LeftDeveloped::product(&developed(outer)?, &inner)
        })
    })
}

// ---- Construction A: the ring formula ----

fn is_prime(n: usize) -> bool {
    n >= 2
        && (2..n)
            .take_while(|divisor| divisor * divisor <= n)
            .all(|divisor| !n.is_multiple_of(divisor))
}

/// A ring of `players` elements in which the formula works, if there is one to hand.
fn ring_for(players: usize) -> Option<Ring> {
    if players % 4 != 1 {
        return None;
    }
    let usable = |ring: &Ring| {
        ring.square_root_of_minus_one().is_some_and(|w| {
            ring.is_unit(ring.add(ring.one(), ring.one()))
                && ring.is_unit(ring.add(ring.one(), ring.neg(w)))
        })
    };
    let integers = Ring::Integers(players);
    if usable(&integers) {
        return Some(integers);
    }
    // GF(p^k) for a prime power beyond p² (81 = 3⁴).
    if let Some(field) = (2..players)
        .filter(|p| is_prime(*p))
        .find_map(|p| {
            (3..8)
                .find(|k| p.checked_pow(*k) == Some(players))
                .map(|k| (p, k))
        })
        .and_then(|(p, k)| Ring::field(p, usize::try_from(k).ok()?))
        .filter(|field| usable(field))
    {
        return Some(field);
    }
    // Z_p[i] for a prime p ≡ 3 (mod 4), alone or times integers mod the rest.
    (3..players)
        .step_by(4)
        .take_while(|p| p * p <= players)
        .filter(|p| is_prime(*p) && players.is_multiple_of(p * p))
        .find_map(|p| {
            let rest = players / (p * p);
            let ring = if rest == 1 {
                Ring::gaussian(p)
            } else {
                Ring::Product(Box::new(Ring::gaussian(p)), Box::new(Ring::Integers(rest)))
            };
            usable(&ring).then_some(ring)
        })
}

/// Round 0 has a table `N = a, E = a·w, S = −a, W = −a·w` for one `a` of each orbit
/// {a, aw, −a, −aw} of the nonzero elements, and 0 sits out; round g adds g to everyone.
fn ring_construction(ring: Ring) -> Option<Developed> {
    let w = ring.square_root_of_minus_one()?;
    let size = ring.size();
    let mut used = vec![false; size];
    let mut starter = Vec::new();
    for a in 1..size {
        if used[a] {
            continue;
        }
        let (aw, minus_a) = (ring.mul(a, w), ring.neg(a));
        let minus_aw = ring.neg(aw);
        for element in [a, aw, minus_a, minus_aw] {
            used[element] = true;
        }
        starter.push([a, minus_a, aw, minus_aw]);
    }
    Some(Developed {
        ring,
        infinity: false,
        starter,
    })
}

// ---- Products of developed designs ----

/// Wh(r·s) from Wh(r) and Wh(s) (N ≡ 1 mod 4), or Wh(r·s + 1) from Wh(r) and Wh(s + 1)
/// (N ≡ 0 mod 4), over the smallest factor r ≡ 1 (mod 4) of the group's order that works.
fn product(players: usize) -> Option<Developed> {
    let infinity = players.is_multiple_of(4);
    let order = players - usize::from(infinity);
    outer_factors(order).find_map(|outer| {
        let inner = developed(order / outer + usize::from(infinity))?;
        Developed::product(&developed(outer)?, &inner)
    })
}

/// The factors r ≡ 1 (mod 4) of a group's `order` that a product's outer design, 0 sitting
/// out, may have, smallest first.
fn outer_factors(order: usize) -> impl Iterator<Item = usize> {
    (5..order)
        .step_by(4)
        .filter(move |outer| order.is_multiple_of(*outer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairings::schedule::Tally;

    /// `rules/tests/rules/whist_tournaments.rs` checks every size up to 200; this checks every
    /// shipped starter, whatever its size, as the schedule it becomes.
    #[test]
    fn every_stored_starter_is_a_whist_tournament() {
        for starters in starters() {
            for size in starters.keys() {
                let players: u32 = size.parse().expect("sizes are numbers");
                let schedule = whist_tournament(players).expect("a stored starter");
                let tally = Tally::of(players, &schedule.rounds).expect("one place a round");
                assert!(tally.is_whist_tournament(), "{players}");
            }
        }
    }

    /// The pairs of opponents that `rounds`, seated and faced as `uptown pairings` prints
    /// them, leave on one side of each other more often than on the other; panics unless
    /// they are a whist tournament.
    fn faced(players: usize, rounds: &Rounds) -> u32 {
        let players = u32::try_from(players).expect("small");
        let schedule = Schedule::new(players, seat_rounds(players, rounds)).expect("a schedule");
        let tally = Tally::of(players, &schedule.rounds).expect("one place a round");
        assert!(tally.is_whist_tournament(), "{players}");
        schedule.quality.sides_unbalanced
    }

    /// N ≡ 0 (mod 4): over `Z_{N−1}` the best facing still leaves pairs on one side of each
    /// other; over `Z_n ⋊ Z_q`, which does not commute, the stored starters are directed.
    #[test]
    fn sizes_0_mod_4_are_directed_over_groups_that_do_not_commute() {
        let sizes: Vec<usize> = starters()[0]
            .keys()
            .map(|size| size.parse().expect("sizes are numbers"))
            .filter(|players: &usize| players.is_multiple_of(4))
            .collect();
        assert!(sizes.contains(&28) && sizes.contains(&40), "{sizes:?}");
        for players in sizes {
            let abelian = developed(players).expect("a design over Z_(N−1)");
            assert!(faced(players, &abelian.rounds()) > 0, "{players}: Z_(N−1)");
            let semidirect = stored_semidirect(players).expect("a starter over Z_n ⋊ Z_q");
            assert_eq!(faced(players, &semidirect.rounds()), 0, "{players}");
            let schedule = whist_tournament(u32::try_from(players).expect("small"));
            assert_eq!(schedule.expect("stored").quality.sides_unbalanced, 0);
        }
    }

    /// The first inflation of 316, 7·45 + 1, plays a Wh(8) in each group, and no Wh(8) is
    /// directed; 63·5 + 1, with a Wh(64) over `Z_7 ⋊ Z_9` in each, is, and comes first.
    /// 252 = 28·9 is a Wh(9) inflated by the Wh(28) over `Z_9 ⋊ Z_3` and dealt out; 136 =
    /// 15·9 + 1 has the Wh(16) found offline (`found_designs.rs`) in each group.
    #[test]
    fn inflations_of_directed_designs_come_first_and_are_directed() {
        let first = inflated(316, design).expect("316 is an inflation");
        assert!(faced(316, &first) > 0, "7·45 + 1");
        for players in [316, 252, 136] {
            let rounds = directed(players, true).expect("made of directed designs");
            assert_eq!(faced(players, &rounds), 0, "{players}");
            let schedule = whist_tournament(u32::try_from(players).expect("small"));
            assert_eq!(schedule.expect("reached").quality.sides_unbalanced, 0);
        }
    }

    /// Wh(5)'s starter over `Z_5` times 56's over `Z_11 ⋊ Z_5` makes a directed Wh(276); 28's
    /// group, of order 27, has no powers to spread a table by.
    #[test]
    fn a_product_carries_a_directed_starter_to_a_larger_size() {
        let five = developed(5).expect("Wh(5)");
        let product = LeftDeveloped::product(&five, &stored_semidirect(56).expect("56"))
            .expect("55 is prime to 6");
        let rounds = product.rounds();
        assert_eq!(rounds.len(), 275);
        let schedule = Schedule::new(276, seat_rounds(276, &rounds)).expect("a schedule");
        let tally = Tally::of(276, &schedule.rounds).expect("one place a round");
        assert!(tally.is_whist_tournament());
        assert_eq!(schedule.quality.sides_unbalanced, 0, "directed");
        assert_eq!(
            whist_tournament(276).expect("276").quality,
            schedule.quality
        );
        assert!(LeftDeveloped::product(&five, &stored_semidirect(28).expect("28")).is_none());
    }

    /// N − 1 = 3m: a multiplier of odd order acting on `Z_m` alone fixes 0, m and 2m, which
    /// with ∞ make one table of the starter; the rest come in whole orbits.
    #[test]
    fn sizes_one_more_than_three_times_a_prime_have_starters_around_a_fixed_table() {
        for players in [268_usize, 412, 472] {
            let third = (players - 1) / 3;
            let starter = stored_starter(players).expect("a stored starter");
            let fixed = vec![0, third, 2 * third, 3 * third];
            assert!(
                starter.starter.iter().any(|table| {
                    let mut seats = table.to_vec();
                    seats.sort_unstable();
                    seats == fixed
                }),
                "{players}: ∞, 0, m and 2m at one table"
            );
            let players = u32::try_from(players).expect("small");
            let schedule = whist_tournament(players).expect("a stored starter");
            let tally = Tally::of(players, &schedule.rounds).expect("one place a round");
            assert!(tally.is_whist_tournament(), "{players}");
        }
    }
}
