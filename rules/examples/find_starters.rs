//! Searches one starter round of a cyclic whist tournament with no pattern imposed: over
//! `Z_N` with player 0 sitting out (N ≡ 1 mod 4), or over `Z_{N−1} ∪ {∞}` (N ≡ 0 mod 4), and
//! prints it in the format of `data/starter-rounds.json`. Found starters are shipped in
//! `data/found-starters.json` and verified by `tests/whist_tournaments.rs`; the search never
//! runs at request time.
//!
//! Simulated annealing over the seating of round 0 (PAIRINGS.md, "Starter rounds found by
//! search"): a move exchanges the players of two seats, and the cost is how far every
//! difference is from being a partner difference once and an opponent difference twice. A
//! move recounts the twelve pairs of its two tables, so it is scored in constant time. Run times are
//! heavy-tailed, so an attempt that cools without reaching zero starts again from a new
//! random seating rather than running on. Set `VERBOSE=1` to see where each attempt ended.
//!
//! With `DIRECTED=1` it searches a starter of a *directed* whist tournament: an opponent
//! pair counts by the difference from a player to the one on their left (play goes
//! clockwise N, E, S, W, the seats 0, 2, 1, 3 of a table), and every nonzero difference must
//! be met exactly once that way. Then each pair of players meets once with each on the
//! other's left, and still opposes twice.
//!
//! With `SEMIDIRECT=q,r` it searches over `Z_n ⋊ Z_q` (n·q = N − 1 or N) instead of `Z_N` or
//! `Z_{N−1}`, developed by multiplication on the left (`support/semidirect.rs`): there, unlike
//! over any abelian group, a starter with ∞ can be directed. It found 28 over `Z_9 ⋊ Z_3`
//! (`DIRECTED=1 SEMIDIRECT=3,4 … -- 28 1200 5`) in 232 s; `find_semidirect_starters.rs`
//! finds it in under a second.
//!
//! With N ≡ 2 (mod 4) it searches the base round of an evening for `found_evenings.rs`
//! instead: over `Z_N`, (N − 2)/4 tables and two players left out; every partner difference
//! once but N/2, which never partners, and every opponent difference once or twice but N/2,
//! exactly once. It prints the round in the format of `data/found-evenings.json`, verified
//! by that module's tests. With seed 1 it found 38 in 14 s and 54 in 5 minutes
//! (docs/WHIST-TOURNAMENTS.md has each size), where the SAT search
//! (`scripts/find-even-evening.py`) found none for 38 in 16 minutes.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_starters -- N [seconds] [seed]`.
//!
//! What it found (one core, release): 52 with seed 12345 after 43 attempts, in about 6
//! minutes (`-- 52 2400 12345`; the first run, before the lookups made it twice as fast, took
//! 19); 60 with seed 4711 after 65 attempts, in about 27 minutes (`-- 60 3900 4711`). For
//! comparison, 36 takes about 10 s. 52 is the first size no pattern reaches
//! (`Z_51` has no multiplier of odd order, and 3 divides 51).

// Annealing arithmetic on small counts: the casts to f64 lose nothing that matters.
#![allow(clippy::cast_precision_loss)]

use std::time::Instant;

use uptown_rules::pairings::semidirect::Semidirect;

#[path = "support/random.rs"]
mod random;
#[path = "support/semidirect.rs"]
mod semidirect;
#[path = "support/starter_search.rs"]
mod starter_search;

use random::Random;
use starter_search::{arguments, json};

/// The annealing schedule: temperatures from `HOT` to `COLD` over `STEPS_PER_SQUARE`·N²
/// moves an attempt, N the players. Tried on 36 and 40: cooler and longer beat hotter and
/// shorter runs, and neither tabu search nor weighting the differences that keep missing
/// helped.
const HOT: f64 = 0.5;
const COLD: f64 = 0.35;
const STEPS_PER_SQUARE: u64 = 20_000;

/// Partner pairs are the seats (0, 1) and (2, 3) of a table; the rest oppose.
const PAIRS: [(usize, usize, bool); 6] = [
    (0, 1, false),
    (2, 3, false),
    (0, 2, true),
    (0, 3, true),
    (1, 2, true),
    (1, 3, true),
];

/// The seat on the left of each seat of a table: clockwise N, E, S, W are seats 0, 2, 1, 3.
const LEFT_OF: [usize; 4] = [2, 3, 1, 0];

/// Marks a pair with ∞ in the table of differences: it counts towards nothing.
const WITH_INFINITY: u16 = u16::MAX;

/// How often a difference should be counted: at least, at most.
type Wanted = (i32, i32);

/// How far `count` is from `wanted`.
fn missed(count: i32, (least, most): Wanted) -> i32 {
    (least - count).max(0) + (count - most).max(0)
}

struct Seating {
    modulus: usize,
    /// The player in each seat, four seats a table; `modulus` is ∞.
    seats: Vec<usize>,
    /// The difference class {d, d⁻¹} of players x and y, d = x⁻¹·y (y − x in `Z_m`), as the
    /// smaller number of d and d⁻¹, at `x·(m + 1) + y`: looked up, since working it out was
    /// half of the search's time.
    differences: Vec<u16>,
    /// Directed: the difference x⁻¹·y of players x and y, at `x·(m + 1) + y`, for an opponent
    /// y on x's left.
    left_differences: Option<Vec<u16>>,
    /// How often each difference d (and so d⁻¹) is a partner, and an opponent, difference;
    /// directed, how often each d is the difference to an opponent on the left.
    partner: Vec<i32>,
    opponent: Vec<i32>,
    /// How often each should be, at the same places.
    partner_wanted: Vec<Wanted>,
    opponent_wanted: Vec<Wanted>,
    cost: i64,
}

impl Seating {
    fn new(group: Semidirect, modulus: usize, players: Vec<usize>, directed: bool) -> Seating {
        // Only an evening's group, `Z_N` with N ≡ 2, has an order ≡ 2 (mod 4): a whist
        // starter's, `Z_N` or `Z_{N−1}`, is odd.
        let evening = modulus % 4 == 2;
        let table = |folded: bool| -> Vec<u16> {
            (0..=modulus)
                .flat_map(|x| (0..=modulus).map(move |y| (x, y)))
                .map(|(x, y)| {
                    if x == modulus || y == modulus {
                        WITH_INFINITY
                    } else {
                        let difference = group.difference(x, y);
                        let difference = if folded {
                            difference.min(group.inverse(difference))
                        } else {
                            difference
                        };
                        u16::try_from(difference).expect("a small modulus")
                    }
                })
                .collect()
        };
        let wanted = |partner: bool| -> Vec<Wanted> {
            (0..modulus)
                .map(|d| {
                    let inverse = group.inverse(d);
                    if d == 0 {
                        (0, 0)
                    } else if directed && !partner {
                        // Each d on its own: from a player to an opponent on the left.
                        (1, 1)
                    } else if inverse < d {
                        // Counted at its inverse.
                        (0, 0)
                    } else if !evening {
                        if partner { (1, 1) } else { (2, 2) }
                    } else if inverse == d {
                        // N/2: each such pair is met twice as the rounds go round.
                        if partner { (0, 0) } else { (1, 1) }
                    } else if partner {
                        (1, 1)
                    } else {
                        (1, 2)
                    }
                })
                .collect()
        };
        let (partner_wanted, opponent_wanted) = (wanted(true), wanted(false));
        // Before any pair is counted, each difference misses all it should have.
        let cost = partner_wanted
            .iter()
            .chain(&opponent_wanted)
            .map(|&wanted| i64::from(missed(0, wanted)))
            .sum();
        let mut seating = Seating {
            modulus,
            seats: players,
            differences: table(true),
            left_differences: directed.then(|| table(false)),
            partner: vec![0; modulus],
            opponent: vec![0; modulus],
            partner_wanted,
            opponent_wanted,
            cost,
        };
        for table in 0..seating.seats.len() / 4 {
            seating.bump_table(table, 1);
        }
        seating
    }

    /// Counts the pair in seats `first` and `second` once more (`sign` 1) or once less (−1).
    fn bump(&mut self, first: usize, second: usize, opposing: bool, sign: i32) {
        let (x, y) = (self.seats[first], self.seats[second]);
        let difference = match &self.left_differences {
            Some(left) if opposing => {
                let (x, y) = if LEFT_OF[first % 4] == second % 4 {
                    (x, y)
                } else {
                    (y, x)
                };
                left[x * (self.modulus + 1) + y]
            }
            _ => self.differences[x * (self.modulus + 1) + y],
        };
        if difference == WITH_INFINITY {
            return;
        }
        let difference = usize::from(difference);
        let (count, wanted) = if opposing {
            (
                &mut self.opponent[difference],
                self.opponent_wanted[difference],
            )
        } else {
            (
                &mut self.partner[difference],
                self.partner_wanted[difference],
            )
        };
        let before = missed(*count, wanted);
        *count += sign;
        self.cost += i64::from(missed(*count, wanted) - before);
    }

    /// Counts every pair of `table` once more (`sign` 1) or once less (−1); an evening's
    /// two seats past the last table sit out, and count towards nothing.
    fn bump_table(&mut self, table: usize, sign: i32) {
        if table >= self.seats.len() / 4 {
            return;
        }
        for (first, second, opposing) in PAIRS {
            self.bump(table * 4 + first, table * 4 + second, opposing, sign);
        }
    }

    /// Exchanges the players of two seats, recounting the one or two tables they sit at
    /// (two seats of one table that change places change which of them is on the left).
    fn exchange(&mut self, first: usize, second: usize) {
        let (one, other) = (first / 4, second / 4);
        self.bump_table(one, -1);
        if other != one {
            self.bump_table(other, -1);
        }
        self.seats.swap(first, second);
        self.bump_table(one, 1);
        if other != one {
            self.bump_table(other, 1);
        }
    }
}

/// One annealing run from a random seating; the seats, if the cost reaches 0.
fn attempt(
    group: Semidirect,
    players: &[usize],
    modulus: usize,
    steps: u64,
    directed: bool,
    random: &mut Random,
) -> Option<Vec<usize>> {
    let mut seats = players.to_vec();
    random.shuffle(&mut seats);
    let mut seating = Seating::new(group, modulus, seats, directed);
    for step in 0..steps {
        if seating.cost == 0 {
            return Some(seating.seats);
        }
        let temperature = HOT * (COLD / HOT).powf(step as f64 / steps as f64);
        let first = random.below(seating.seats.len());
        let second = random.below(seating.seats.len());
        if first == second {
            continue;
        }
        let before = seating.cost;
        seating.exchange(first, second);
        let worse = seating.cost - before;
        if worse > 0 && random.unit() >= (-(worse as f64) / temperature).exp() {
            seating.exchange(first, second);
        }
    }
    if std::env::var_os("VERBOSE").is_some() {
        eprintln!("attempt ended at cost {}", seating.cost);
    }
    (seating.cost == 0).then_some(seating.seats)
}

fn main() {
    let (players, seconds, mut random) = arguments(&[0, 1, 2]);
    let directed = std::env::var_os("DIRECTED").is_some();
    let evening = players % 4 == 2;
    assert!(
        !evening || !directed && std::env::var_os("SEMIDIRECT").is_none(),
        "an evening is over Z_N and cannot be directed (docs/WHIST-TOURNAMENTS.md)"
    );
    let infinity = players % 4 == 0;
    let modulus = players - usize::from(infinity);
    let group = semidirect::from_environment(modulus);
    // With ∞, all of Z_m and ∞ play; without, 0 sits out; an evening seats all but the two
    // in its last seats.
    let seated: Vec<usize> = if infinity {
        (0..=modulus).collect()
    } else if evening {
        (0..modulus).collect()
    } else {
        (1..modulus).collect()
    };
    let steps = STEPS_PER_SQUARE * (players as u64).pow(2);
    let started = Instant::now();
    let mut attempts = 0;
    while started.elapsed().as_secs() < seconds {
        attempts += 1;
        if let Some(seats) = attempt(group, &seated, modulus, steps, directed, &mut random) {
            let tables = seats[..seats.len() / 4 * 4].chunks(4);
            if evening {
                let tables: Vec<String> = tables.map(|table| format!("{table:?}")).collect();
                println!("\"{players}\": [{}]", tables.join(", "));
            } else {
                let group = semidirect::fields(group);
                println!("{}", json(players, &group, modulus, infinity, tables));
            }
            eprintln!(
                "{players}: found in {:?} ({attempts} attempts)",
                started.elapsed()
            );
            return;
        }
    }
    eprintln!("{players}: not found in {seconds} s ({attempts} attempts)");
    std::process::exit(1);
}
