//! Searches a relative difference family over an abelian group G = `Z_a × … × Z_n`: base
//! blocks whose differences hit every element outside a subgroup H (a subgroup of each
//! factor, multiplied) once, and none inside it. Their translates and the cosets of H with one more
//! player ∞ are the pairwise balanced design that `pairings/balanced.rs` turns into a
//! whist tournament. Found families are shipped in `data/difference-families.json` and
//! verified by that module's tests; the search never runs at request time.
//!
//! Min-conflicts with noise over the base blocks: a move takes an element whose
//! differences are met too often and puts it where it leaves the fewest, taking a worse
//! place with a probability that falls as the attempt cools; restarts when an attempt ends
//! above zero. A difference that is its own negative (an involution) is met twice by one
//! pair, so G must have all its involutions in H: with `Z_{2^a} × …`, H must contain the
//! element of order 2.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_relative_difference_families
//! -- a×…×n[:h_a×…×h_n] k₁,k₂,… [seconds] [seed]`: the factors of G joined by `x`, the
//! orders of H's part of each (all of the last factor and nothing of the others if not
//! given), and the block sizes; `VERBOSE=1` reports every attempt.
//!
//! What it found (one core, release):
//! - 129: `-- 2x64:2x4 5,5,5,5,5,5 30 5`, six blocks of five over `Z_2 × Z_64` with H =
//!   `Z_2 × Z_4`, at once (2 ms). `Z_4 × Z_32`, `Z_8 × Z_16` and `Z_4 × Z_4 × Z_8` with an H
//!   of order 8 holding every involution took 0.2 to 11 s.
//! - 177: `-- 176:16 5,5,5,5,5,5,5,5 3000 11`, eight blocks of five over `Z_176` with H of
//!   order 16, in 19 s (3 attempts).
//! - 249: `-- 2x2x62:2x2x2 5,5,5,5,5,5,5,5,5,5,5,5 1200 2`, twelve blocks of five over
//!   `Z_2² × Z_62` with H = `Z_2³`, in 417 s (13 attempts) on a core shared with other
//!   searches. `Z_248` and `Z_2 × Z_124` with H of order 8 stalled at cost 4 or 8 for 5
//!   and 10 minutes.
//!
//! It finds the (41, 5, 1), (81, 5, 1) and (101, 5, 1) difference families in under a
//! second. Some cyclic families stop at cost 4 on every attempt, which suggests they do not
//! exist: H of order 8 in `Z_48` and `Z_128`, 4 in `Z_44` and `Z_104`, 12 in `Z_72`. Over
//! `Z_128` with H of order 16 and blocks of 9, 5 and 5, every attempt ended at cost 8 or
//! more in 25 minutes.

// Annealing arithmetic on small counts: the casts to f64 lose nothing that matters.
#![allow(clippy::cast_precision_loss)]

use std::time::Instant;

#[path = "support/random.rs"]
mod random;

use random::Random;

/// The annealing schedule of one attempt: from `HOT` to `COLD` over `STEPS_PER_ELEMENT`·m
/// moves.
const HOT: f64 = 1.5;
const COLD: f64 = 0.3;
const STEPS_PER_ELEMENT: u64 = 2_000;
/// How many elements a move looks at for one in conflict before it takes any.
const FOCUS_TRIES: usize = 8;

/// An abelian group `Z_a × … × Z_n`, elements numbered in mixed radix with the last factor
/// least significant, and a subgroup H, the product of one subgroup of each factor.
struct Group {
    factors: Vec<usize>,
    /// The order of H's part of each factor.
    subgroup: Vec<usize>,
    /// a − b at a·|G| + b.
    differences: Vec<usize>,
    in_subgroup: Vec<bool>,
}

impl Group {
    fn new(factors: Vec<usize>, subgroup: Vec<usize>) -> Group {
        let size: usize = factors.iter().product();
        let digits = |mut element: usize| -> Vec<usize> {
            let mut digits = vec![0; factors.len()];
            for (digit, factor) in digits.iter_mut().zip(&factors).rev() {
                *digit = element % factor;
                element /= factor;
            }
            digits
        };
        let differences = (0..size * size)
            .map(|pair| {
                let (a, b) = (digits(pair / size), digits(pair % size));
                factors.iter().enumerate().fold(0, |number, (i, factor)| {
                    number * factor + (a[i] + factor - b[i]) % factor
                })
            })
            .collect();
        let in_subgroup = (0..size)
            .map(|element| {
                let digits = digits(element);
                (0..factors.len()).all(|i| digits[i].is_multiple_of(factors[i] / subgroup[i]))
            })
            .collect();
        Group {
            factors,
            subgroup,
            differences,
            in_subgroup,
        }
    }

    fn size(&self) -> usize {
        self.factors.iter().product()
    }

    fn in_subgroup(&self, element: usize) -> bool {
        self.in_subgroup[element]
    }

    fn difference(&self, a: usize, b: usize) -> usize {
        self.differences[a * self.size() + b]
    }
}

struct Family<'a> {
    group: &'a Group,
    blocks: Vec<Vec<usize>>,
    count: Vec<i32>,
    cost: i64,
}

impl<'a> Family<'a> {
    fn target(&self, difference: usize) -> i32 {
        i32::from(!self.group.in_subgroup(difference))
    }

    /// Counts the differences between `blocks[block][place]` and the rest of its block, both
    /// ways, once more (`sign` 1) or once less (−1).
    fn count_place(&mut self, block: usize, place: usize, sign: i32) {
        let element = self.blocks[block][place];
        for other in 0..self.blocks[block].len() {
            if other == place {
                continue;
            }
            let partner = self.blocks[block][other];
            for difference in [
                self.group.difference(element, partner),
                self.group.difference(partner, element),
            ] {
                let target = self.target(difference);
                let before = (self.count[difference] - target).abs();
                self.count[difference] += sign;
                self.cost += i64::from((self.count[difference] - target).abs() - before);
            }
        }
    }

    fn new(group: &'a Group, sizes: &[usize], random: &mut Random) -> Option<Family<'a>> {
        let elements = group.size();
        let pairs: usize = sizes.iter().map(|size| size * (size - 1)).sum();
        if pairs + group.subgroup.iter().product::<usize>() != elements {
            return None;
        }
        let blocks = sizes
            .iter()
            .map(|size| (0..*size).map(|_| random.below(elements)).collect())
            .collect();
        let mut family = Family {
            group,
            blocks,
            count: vec![0; elements],
            cost: 0,
        };
        for block in &family.blocks {
            for (place, a) in block.iter().enumerate() {
                for b in &block[place + 1..] {
                    family.count[group.difference(*a, *b)] += 1;
                    family.count[group.difference(*b, *a)] += 1;
                }
            }
        }
        family.cost = (0..elements)
            .map(|d| i64::from((family.count[d] - family.target(d)).abs()))
            .sum();
        Some(family)
    }

    /// Whether the element at `place` of `block` has a difference with another of its block
    /// that is met too often.
    fn in_conflict(&self, block: usize, place: usize) -> bool {
        let element = self.blocks[block][place];
        self.blocks[block]
            .iter()
            .enumerate()
            .any(|(other, partner)| {
                let difference = self.group.difference(element, *partner);
                other != place && self.count[difference] > self.target(difference)
            })
    }

    /// Moves the element at `place` of `block` to `value`.
    fn set(&mut self, block: usize, place: usize, value: usize) {
        self.count_place(block, place, -1);
        self.blocks[block][place] = value;
        self.count_place(block, place, 1);
    }
}

/// One attempt of min-conflicts with noise: pick an element in conflict (or, sometimes, any
/// element), move it to the value that leaves the fewest conflicts, and take the move if it
/// is no worse or, at temperature T, with probability e^(−worse/T); T falls from `HOT` to
/// `COLD`.
fn attempt(family: &mut Family, steps: u64, random: &mut Random) -> bool {
    let elements = family.group.size();
    for step in 0..steps {
        if family.cost == 0 {
            return true;
        }
        let temperature = HOT * (COLD / HOT).powf(step as f64 / steps as f64);
        let mut pick = || {
            let block = random.below(family.blocks.len());
            (block, random.below(family.blocks[block].len()))
        };
        let (mut block, mut place) = pick();
        for _ in 0..FOCUS_TRIES {
            if family.in_conflict(block, place) {
                break;
            }
            (block, place) = pick();
        }
        let (cost, value) = (family.cost, family.blocks[block][place]);
        let mut best = (i64::MAX, value);
        for candidate in (0..elements).filter(|candidate| *candidate != value) {
            family.set(block, place, candidate);
            let tie_break = random.below(2) == 0;
            if family.cost < best.0 || (family.cost == best.0 && tie_break) {
                best = (family.cost, candidate);
            }
        }
        let worse = best.0 - cost;
        if worse > 0 && random.unit() >= (-(worse as f64) / temperature).exp() {
            family.set(block, place, value);
        } else {
            family.set(block, place, best.1);
        }
    }
    if std::env::var_os("VERBOSE").is_some() {
        eprintln!("attempt ended at cost {}", family.cost);
    }
    false
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: a×…×n[:h_a×…×h_n] k₁,k₂,… [seconds] [seed]";
    let (factors, subgroup) = args
        .first()
        .expect(usage)
        .split_once(':')
        .map_or((args[0].as_str(), None), |(group, h)| (group, Some(h)));
    let factors: Vec<usize> = factors
        .split('x')
        .map(|factor| factor.parse().expect(usage))
        .collect();
    // H is the whole last factor unless its parts are given, one per factor.
    let subgroup: Vec<usize> = subgroup.map_or_else(
        || {
            let mut whole_last = vec![1; factors.len()];
            *whole_last.last_mut().expect(usage) = *factors.last().expect(usage);
            whole_last
        },
        |orders| {
            orders
                .split('x')
                .map(|order| order.parse().expect(usage))
                .collect()
        },
    );
    assert!(
        subgroup.len() == factors.len()
            && subgroup
                .iter()
                .zip(&factors)
                .all(|(h, n)| n.is_multiple_of(*h)),
        "{usage}: one order of H per factor, each dividing it"
    );
    let sizes: Vec<usize> = args
        .get(1)
        .expect(usage)
        .split(',')
        .map(|size| size.parse().expect(usage))
        .collect();
    let number = |index: usize| args.get(index).map(|arg| arg.parse::<u64>().expect(usage));
    let seconds = number(2).unwrap_or(600);
    let mut random = Random(number(3).unwrap_or(0x9e37_79b9_7f4a_7c15) | 1);
    let group = Group::new(factors, subgroup);
    let started = Instant::now();
    let steps = STEPS_PER_ELEMENT * group.size() as u64;
    let mut attempts = 0;
    while started.elapsed().as_secs() < seconds {
        attempts += 1;
        let mut family = Family::new(&group, &sizes, &mut random)
            .expect("the blocks' differences number |G| − h");
        if attempt(&mut family, steps, &mut random) {
            let mut blocks = family.blocks;
            for block in &mut blocks {
                block.sort_unstable();
            }
            println!(
                "\"{}\": {{\"group\": {:?}, \"subgroup\": {:?}, \"blocks\": {blocks:?}}}",
                group.size() + 1,
                group.factors,
                group.subgroup
            );
            eprintln!("found in {:?} ({attempts} attempts)", started.elapsed());
            return;
        }
    }
    eprintln!("not found in {seconds} s ({attempts} attempts)");
    std::process::exit(1);
}
