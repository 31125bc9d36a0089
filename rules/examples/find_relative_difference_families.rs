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
//! A multiplier u (an automorphism of G) divides the search: the family is the base
//! blocks and their images under u, u², …, so the base blocks' differences need only meet
//! every orbit of u outside H once. Every such orbit must be as long (the program checks),
//! and none may hold both d and −d, or one pair would meet it twice: u of odd order, acting
//! on no factor but those H leaves out of, does both. It shrinks the search by the orbits'
//! length.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_relative_difference_families
//! -- a×…×n[:h_a×…×h_n] k₁,k₂,… [seconds] [seed] [u]`: the factors of G joined by `x`, the
//! orders of H's part of each (all of the last factor and nothing of the others if not
//! given), the base blocks' sizes, and the multiplier (1 if not given), either one unit
//! per factor, `u_a×…×u_n`, or u's image of each factor's generator, as digits, joined by
//! commas (`1x0x0,0x0x1,0x16x16` multiplies `Z_17²` by a root of x² + x + 1);
//! `STEPS_PER_CLASS=n` cools each attempt over n moves per class (2000 if not given);
//! `VERBOSE=1` reports every attempt. With |H| ≡ 0 (mod 4) the design makes a Wh(|G| + 1) with
//! |G| + 1 ≡ 1 (mod 4); with |H| ≡ 3 (mod 4), the blocks through ∞ have four points or
//! some other multiple of four, and it makes a Wh(|G| + 1) with |G| + 1 ≡ 0 (mod 4).
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
//! - 497: `-- 496:16 5,5,5,5,5,5,5,5 590 1 129`, eight base blocks of five over `Z_496`
//!   with H of order 16 and u = 129 (≡ 1 mod 16, of order 3 mod 31), in 14 s (2 attempts):
//!   24 blocks of five and 31 of seventeen through ∞.
//! - 844: `-- 843:3 5,5,5,5,5,5 590 1 340`, six base blocks of five over `Z_843` with H of
//!   order 3 and u = 340 (≡ 1 mod 3, of order 7 mod 281), in 0.6 s: 42 blocks of five and
//!   281 of four through ∞. The same 42 blocks with no multiplier had not finished one
//!   attempt in ten minutes; u of order 14 cannot work, as its seventh power maps (0, b) to
//!   its negative.
//! - 993: `-- 992:32 5,5,5,5,5,5,9 2390 3 33`, six base blocks of five and one of nine over
//!   `Z_992` with H of order 32 and u = 33 (≡ 1 mod 32, of order 5 mod 31), in 8.5 s (one
//!   attempt): 30 blocks of five, 5 of nine and 31 of 33 through ∞. With u of order 3
//!   (sixteen base blocks of five, u = 129) eight attempts in 25 minutes ended at cost 4
//!   or 8.
//!
//! It finds the (41, 5, 1), (81, 5, 1) and (101, 5, 1) difference families in under a
//! second. Some cyclic families stop at cost 4 on every attempt, which suggests they do not
//! exist: H of order 8 in `Z_48` and `Z_128`, 4 in `Z_44`, 12 in `Z_72`. (`Z_104` with H
//! of order 4, once listed here, was found with seed 1 in 0.9 s.) Over
//! `Z_128` with H of order 16 and blocks of 9, 5 and 5, every attempt ended at cost 8 or
//! more in 25 minutes.

// Annealing arithmetic on small counts: the casts to f64 lose nothing that matters.
#![allow(clippy::cast_precision_loss)]

use std::time::Instant;

#[path = "support/random.rs"]
mod random;

use random::Random;

/// The annealing schedule of one attempt: from `HOT` to `COLD` over `STEPS_PER_CLASS` moves
/// per class of differences.
const HOT: f64 = 1.5;
const COLD: f64 = 0.3;
const STEPS_PER_CLASS: u64 = 2_000;
/// How many elements a move looks at for one in conflict before it takes any.
const FOCUS_TRIES: usize = 8;

/// An abelian group `Z_a × … × Z_n`, elements numbered in mixed radix with the last factor
/// least significant, a subgroup H, the product of one subgroup of each factor, and a
/// multiplier u, an automorphism of G, whose orbits divide the differences into classes.
struct Group {
    factors: Vec<usize>,
    /// The order of H's part of each factor.
    subgroup: Vec<usize>,
    /// a − b at a·|G| + b.
    differences: Vec<usize>,
    /// The orbit of u that each element lies in, numbered from 0.
    class: Vec<usize>,
    /// Whether each orbit lies outside H.
    class_outside_subgroup: Vec<bool>,
    /// The length of every orbit outside H: each base block stands for its images under
    /// u, u², … u^(length − 1).
    orbit_length: usize,
    /// u itself, as an automorphism of G.
    multiply: Vec<usize>,
}

impl Group {
    /// `images`: u's image of each factor's generator, as digits.
    fn new(factors: Vec<usize>, subgroup: Vec<usize>, images: &[Vec<usize>]) -> Group {
        let size: usize = factors.iter().product();
        let digits = |mut element: usize| -> Vec<usize> {
            let mut digits = vec![0; factors.len()];
            for (digit, factor) in digits.iter_mut().zip(&factors).rev() {
                *digit = element % factor;
                element /= factor;
            }
            digits
        };
        let number = |digits: &[usize]| {
            factors
                .iter()
                .zip(digits)
                .fold(0, |number, (factor, digit)| {
                    number * factor + digit % factor
                })
        };
        let differences = (0..size * size)
            .map(|pair| {
                let (a, b) = (digits(pair / size), digits(pair % size));
                let difference: Vec<usize> = (0..factors.len())
                    .map(|i| a[i] + factors[i] - b[i])
                    .collect();
                number(&difference)
            })
            .collect();
        let in_subgroup: Vec<bool> = (0..size)
            .map(|element| {
                let digits = digits(element);
                (0..factors.len()).all(|i| digits[i].is_multiple_of(factors[i] / subgroup[i]))
            })
            .collect();
        let multiply: Vec<usize> = (0..size)
            .map(|element| {
                let mut image = vec![0; factors.len()];
                for (digit, generator) in digits(element).iter().zip(images) {
                    for (sum, part) in image.iter_mut().zip(generator) {
                        *sum += digit * part;
                    }
                }
                number(&image)
            })
            .collect();
        assert!(
            (0..size).all(|element| in_subgroup[element] == in_subgroup[multiply[element]]),
            "the multiplier must map H onto itself"
        );
        let (class, orbit_length) = orbits(&multiply, &in_subgroup);
        let mut class_outside_subgroup = vec![false; class.iter().max().map_or(0, |last| last + 1)];
        for (element, class) in class.iter().enumerate() {
            class_outside_subgroup[*class] = !in_subgroup[element];
        }
        Group {
            factors,
            subgroup,
            differences,
            class,
            class_outside_subgroup,
            orbit_length,
            multiply,
        }
    }

    fn size(&self) -> usize {
        self.factors.iter().product()
    }

    fn difference(&self, a: usize, b: usize) -> usize {
        self.differences[a * self.size() + b]
    }

    /// Every block's images under u, u², … u^(orbit length − 1), sorted: the whole family.
    fn images(&self, blocks: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let mut images = Vec::new();
        for block in blocks {
            let mut image = block.clone();
            for _ in 0..self.orbit_length {
                let mut sorted = image.clone();
                sorted.sort_unstable();
                images.push(sorted);
                image = image
                    .iter()
                    .map(|element| self.multiply[*element])
                    .collect();
            }
        }
        images
    }

    /// The class of a − b.
    fn difference_class(&self, a: usize, b: usize) -> usize {
        self.class[self.difference(a, b)]
    }
}

/// The orbits of `multiply` numbered by their first element, and the length of those
/// outside the subgroup; panics unless u is a permutation whose orbits outside H are all
/// as long, since a base block then stands for the same number of blocks in every class.
fn orbits(multiply: &[usize], in_subgroup: &[bool]) -> (Vec<usize>, usize) {
    let mut class = vec![usize::MAX; multiply.len()];
    let mut classes = 0;
    let mut length_outside = None;
    for start in 0..multiply.len() {
        if class[start] != usize::MAX {
            continue;
        }
        let (mut element, mut length) = (start, 0);
        while class[element] == usize::MAX {
            class[element] = classes;
            element = multiply[element];
            length += 1;
        }
        assert!(
            element == start,
            "the multiplier must be an automorphism of G"
        );
        if !in_subgroup[start] {
            assert!(
                length_outside.is_none_or(|known| known == length),
                "the multiplier's orbits outside H must all have one length"
            );
            length_outside = Some(length);
        }
        classes += 1;
    }
    (class, length_outside.unwrap_or(1))
}

struct Family<'a> {
    group: &'a Group,
    blocks: Vec<Vec<usize>>,
    count: Vec<i32>,
    cost: i64,
}

impl<'a> Family<'a> {
    /// How often the base blocks should meet the class of `difference`: once outside H, never
    /// inside.
    fn target(&self, class: usize) -> i32 {
        i32::from(self.group.class_outside_subgroup[class])
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
            for class in [
                self.group.difference_class(element, partner),
                self.group.difference_class(partner, element),
            ] {
                let target = self.target(class);
                let before = (self.count[class] - target).abs();
                self.count[class] += sign;
                self.cost += i64::from((self.count[class] - target).abs() - before);
            }
        }
    }

    fn new(group: &'a Group, sizes: &[usize], random: &mut Random) -> Option<Family<'a>> {
        let elements = group.size();
        let pairs: usize = sizes.iter().map(|size| size * (size - 1)).sum();
        if pairs * group.orbit_length + group.subgroup.iter().product::<usize>() != elements {
            return None;
        }
        let classes = group.class_outside_subgroup.len();
        let blocks = sizes
            .iter()
            .map(|size| (0..*size).map(|_| random.below(elements)).collect())
            .collect();
        let mut family = Family {
            group,
            blocks,
            count: vec![0; classes],
            cost: 0,
        };
        for block in &family.blocks {
            for (place, a) in block.iter().enumerate() {
                for b in &block[place + 1..] {
                    family.count[group.difference_class(*a, *b)] += 1;
                    family.count[group.difference_class(*b, *a)] += 1;
                }
            }
        }
        family.cost = (0..classes)
            .map(|class| i64::from((family.count[class] - family.target(class)).abs()))
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
                let class = self.group.difference_class(element, *partner);
                other != place && self.count[class] > self.target(class)
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

/// The images of the generators under a multiplier of one unit per factor.
fn identity(factors: usize, units: &[usize]) -> Vec<Vec<usize>> {
    (0..factors)
        .map(|i| {
            (0..factors)
                .map(|j| if i == j { units[i] } else { 0 })
                .collect()
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: a×…×n[:h_a×…×h_n] k₁,k₂,… [seconds] [seed] [u_a×…×u_n | images]";
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
    // u as its image of each factor's generator: given as such, joined by commas, or as
    // one unit per factor, each generator's image being a multiple of itself.
    let parse_digits = |text: &str| -> Vec<usize> {
        text.split('x')
            .map(|digit| digit.parse().expect(usage))
            .collect()
    };
    let images: Vec<Vec<usize>> = match args.get(4) {
        None => identity(factors.len(), &vec![1; factors.len()]),
        Some(images) if images.contains(',') => images.split(',').map(parse_digits).collect(),
        Some(units) => identity(factors.len(), &parse_digits(units)),
    };
    assert!(
        images.len() == factors.len() && images.iter().all(|image| image.len() == factors.len()),
        "{usage}: one unit, or one image of a generator, per factor"
    );
    let group = Group::new(factors, subgroup, &images);
    let started = Instant::now();
    let per_class = std::env::var("STEPS_PER_CLASS").map_or(STEPS_PER_CLASS, |steps| {
        steps.parse().expect("STEPS_PER_CLASS, a number")
    });
    let steps = per_class * group.class_outside_subgroup.len() as u64;
    let mut attempts = 0;
    while started.elapsed().as_secs() < seconds {
        attempts += 1;
        let mut family = Family::new(&group, &sizes, &mut random)
            .expect("the blocks' differences number |G| − h");
        if attempt(&mut family, steps, &mut random) {
            let blocks = group.images(&family.blocks);
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
