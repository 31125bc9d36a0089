//! Searches (q, 4, 1) difference matrices over a product of cyclic groups, such as `Z_15` or
//! `Z_3 × Z_2 × Z_2 × Z_2`, for the orders q whose rings have no spread (3 divides q exactly
//! once), and prints them in the format of `data/difference-matrices.json`. Inflation
//! (`src/pairings/inflation.rs`) spreads the seats of each copied table by a column of one;
//! the matrices are verified by the unit tests of `src/pairings/difference_matrix.rs`, and
//! the search never runs at request time.
//!
//! Elements are numbered in mixed radix, the first factor most significant, as the library's
//! `Ring::Product` numbers pairs. The rows are 0, t, σ and τ, permutations with σ(t) − t,
//! τ(t) − t and τ(t) − σ(t) each running over the group once. σ cannot be c·t (with c and
//! c − 1 units, τ would be a strong complete mapping of `Z_q`, which has none when 3 divides
//! q), so both are searched: simulated annealing over the two permutations, a move
//! exchanging two columns' entries of one row, the cost the number of pairs of columns whose
//! differences collide. A move touches four differences, so it is scored in constant time;
//! an attempt that cools without reaching zero starts again from new random permutations.
//!
//! With `LINKS=1` it searches by dancing links instead, one row at a time: σ is an exact
//! cover of the items "column t", "value v" and "difference v − t" by the options (t, v)
//! in random order, a random orthomorphism; τ then covers "column", "value", "v − t" and
//! "v − σ(t)" within `TAU_NODES` nodes, or a new σ is drawn. A random σ has a τ often
//! enough that this is far quicker than annealing both.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_difference_matrices -- group...`,
//! each group its cyclic factors joined by `x`: `15`, `3x2x2x2`.
//!
//! What it found (one core, release; the seed is fixed, so the same arguments give the same
//! matrices): `-- 15 21 33 3x2x2 3x2x2x2`, the shipped file's first five, takes 4 minutes
//! by annealing, nearly all of it for `Z_33` (1337 attempts); `Z_3 × Z_2³` needs 133
//! attempts and 11 s, the rest a few. With `LINKS=1`, `-- 15 21 33` takes 0.12 s;
//! `LINKS=1 … -- 39 51`, the shipped `Z_39` and `Z_51`, 3 s (the fifth σ) and 28 s (the
//! 36th); annealing had not found `Z_39` in 15 minutes.

// Annealing arithmetic on small counts: the casts to f64 lose nothing that matters.
#![allow(clippy::cast_precision_loss)]

#[path = "support/dancing_links.rs"]
mod dancing_links;
#[path = "support/random.rs"]
mod random;

use dancing_links::Links;
use random::Random;

/// The annealing schedule: temperatures from `HOT` to `COLD` over `STEPS_PER_SQUARE`·q²
/// moves an attempt.
const HOT: f64 = 1.0;
const COLD: f64 = 0.2;
const STEPS_PER_SQUARE: u64 = 2_000;

/// A product of cyclic groups, by its subtraction table.
struct Group {
    factors: Vec<usize>,
    size: usize,
    /// left − right at `left · size + right`.
    minus: Vec<usize>,
}

impl Group {
    fn new(factors: Vec<usize>) -> Group {
        let size = factors.iter().product();
        let digits = |mut element: usize| -> Vec<usize> {
            let mut digits: Vec<usize> = factors
                .iter()
                .rev()
                .map(|factor| {
                    let digit = element % factor;
                    element /= factor;
                    digit
                })
                .collect();
            digits.reverse();
            digits
        };
        let minus = (0..size * size)
            .map(|pair| {
                let (left, right) = (digits(pair / size), digits(pair % size));
                factors
                    .iter()
                    .enumerate()
                    .fold(0, |element, (index, factor)| {
                        element * factor + (left[index] + factor - right[index]) % factor
                    })
            })
            .collect();
        Group {
            factors,
            size,
            minus,
        }
    }
}

/// An attempt's σ and τ, and how often each difference occurs.
struct Candidate<'a> {
    group: &'a Group,
    /// σ and τ.
    rows: [Vec<usize>; 2],
    /// How often each value is σ(t) − t, τ(t) − t and τ(t) − σ(t).
    counts: [Vec<u32>; 3],
    /// Pairs of columns sharing a difference, over the three counts.
    cost: i64,
}

impl<'a> Candidate<'a> {
    fn random(group: &'a Group, random: &mut Random) -> Candidate<'a> {
        let modulus = group.size;
        let mut permutation = || {
            let mut row: Vec<usize> = (0..modulus).collect();
            random.shuffle(&mut row);
            row
        };
        let rows = [permutation(), permutation()];
        let mut state = Candidate {
            group,
            rows,
            counts: std::array::from_fn(|_| vec![0; modulus]),
            cost: 0,
        };
        for column in 0..modulus {
            state.count(column, 1);
        }
        state
    }

    fn difference(&self, left: usize, right: usize) -> usize {
        self.group.minus[left * self.group.size + right]
    }

    /// The three differences of `column`.
    fn differences(&self, column: usize) -> [usize; 3] {
        let [sigma, tau] = [self.rows[0][column], self.rows[1][column]];
        [
            self.difference(sigma, column),
            self.difference(tau, column),
            self.difference(tau, sigma),
        ]
    }

    /// Adds (`sign` 1) or removes (−1) `column`'s differences, keeping the cost.
    fn count(&mut self, column: usize, sign: i64) {
        for (kind, value) in self.differences(column).into_iter().enumerate() {
            let count = &mut self.counts[kind][value];
            if sign > 0 {
                self.cost += i64::from(*count);
                *count += 1;
            } else {
                *count -= 1;
                self.cost -= i64::from(*count);
            }
        }
    }

    /// Exchanges the entries of columns `a` and `b` in `row`.
    fn exchange(&mut self, row: usize, a: usize, b: usize) {
        self.count(a, -1);
        self.count(b, -1);
        self.rows[row].swap(a, b);
        self.count(a, 1);
        self.count(b, 1);
    }
}

/// How many nodes dancing links may visit looking for τ to go with one σ (`LINKS=1`).
const TAU_NODES: u64 = 2_000_000;

/// A row `f` over the group, one column a value, such that each of the `others` (rows, or
/// `None` for t itself) differs from it by every element once, found by dancing links over
/// the options in random order within `budget` nodes: the columns, the values and the
/// differences are the items.
fn row_by_links(
    group: &Group,
    others: &[Option<&[usize]>],
    budget: u64,
    random: &mut Random,
) -> Option<Vec<usize>> {
    let size = group.size;
    let mut options: Vec<Vec<usize>> = (0..size)
        .flat_map(|t| (0..size).map(move |v| (t, v)))
        .map(|(t, v)| {
            let mut items = vec![1 + t, 1 + size + v];
            for (index, other) in others.iter().enumerate() {
                let base = other.map_or(t, |row| row[t]);
                items.push(1 + (2 + index) * size + group.minus[v * size + base]);
            }
            items
        })
        .collect();
    random.shuffle(&mut options);
    let mut links = match others.len() {
        1 => Links::new::<3>(3 * size, &as_arrays(&options)),
        2 => Links::new::<4>(4 * size, &as_arrays(&options)),
        _ => unreachable!("σ is found against t, τ against t and σ"),
    };
    links.budget = budget;
    if !links.solve() {
        return None;
    }
    let mut row = vec![0; size];
    for &chosen in &links.chosen {
        let (t, v) = (options[chosen][0] - 1, options[chosen][1] - 1 - size);
        row[t] = v;
    }
    Some(row)
}

fn as_arrays<const W: usize>(options: &[Vec<usize>]) -> Vec<[usize; W]> {
    options
        .iter()
        .map(|items| std::array::from_fn(|index| items[index]))
        .collect()
}

/// σ and τ by dancing links: a random orthomorphism σ (σ(t) − t a permutation), then τ
/// against both t and σ within `TAU_NODES` nodes; `None` if this σ has no τ found in time.
fn attempt_by_links(group: &Group, random: &mut Random) -> Option<[Vec<usize>; 2]> {
    let sigma = row_by_links(group, &[None], u64::MAX, random)?;
    let tau = row_by_links(group, &[None, Some(&sigma)], TAU_NODES, random)?;
    Some([sigma, tau])
}

/// σ and τ, if an attempt cools to a cost of zero.
fn attempt(group: &Group, random: &mut Random) -> Option<[Vec<usize>; 2]> {
    let modulus = group.size;
    let mut candidate = Candidate::random(group, random);
    let steps = STEPS_PER_SQUARE * (modulus * modulus) as u64;
    for step in 0..steps {
        if candidate.cost == 0 {
            return Some(candidate.rows);
        }
        let temperature = HOT * (COLD / HOT).powf(step as f64 / steps as f64);
        let (row, a, b) = (
            random.below(2),
            random.below(modulus),
            random.below(modulus),
        );
        let before = candidate.cost;
        candidate.exchange(row, a, b);
        let worse = (candidate.cost - before) as f64;
        if worse > 0.0 && random.unit() >= (-worse / temperature).exp() {
            candidate.exchange(row, a, b);
        }
    }
    (candidate.cost == 0).then_some(candidate.rows)
}

fn main() {
    let groups: Vec<Group> = std::env::args()
        .skip(1)
        .map(|arg| {
            let factors = arg
                .split('x')
                .map(|factor| factor.parse().expect("groups: cyclic factors joined by x"))
                .collect();
            Group::new(factors)
        })
        .collect();
    let by_links = std::env::var("LINKS").is_ok_and(|value| value == "1");
    let mut random = Random(0x5eed_d1ff);
    for group in groups {
        let size = group.size;
        assert!(
            size > 3 && size % 4 != 2,
            "no group of order 2 (mod 4), or below 4, has a difference matrix"
        );
        let started = std::time::Instant::now();
        let mut attempts = 1;
        let [sigma, tau] = loop {
            let found = if by_links {
                attempt_by_links(&group, &mut random)
            } else {
                attempt(&group, &mut random)
            };
            if let Some(rows) = found {
                break rows;
            }
            attempts += 1;
        };
        let rows = [vec![0; size], (0..size).collect(), sigma, tau];
        eprintln!(
            "{:?}: found after {attempts} attempts in {:?}",
            group.factors,
            started.elapsed()
        );
        println!(
            " \"{size}\": {{\"group\": {:?}, \"rows\": {}}},",
            group.factors,
            serde_json::to_string(&rows).expect("numbers serialise")
        );
    }
}
