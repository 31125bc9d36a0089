//! Searches starter rounds for whist tournaments that are invariant under a multiplier, and
//! prints them in the format of `data/starter-rounds.json`. Found starters are shipped in
//! `data/found-starters.json` and verified by `tests/whist_tournaments.rs`; the search never
//! runs at request time.
//!
//! The group is `Z_v` (v = N for N ≡ 1 mod 4, player 0 sitting out of the starter; v = N − 1
//! and the extra player ∞ for N ≡ 0 mod 4). A unit u of odd order k splits the nonzero
//! elements into orbits {x, xu, …, xu^(k−1)}. Most of the starter is *patterned*: a base
//! table (x₁u^t₁, x₂u^t₂, x₃u^t₃, x₄u^t₄) on four free orbits stands for its k multiples by
//! u^s, and a base table's differences are then a union of orbits too, which divides the
//! search by k (the multiplier idea of the Z-cyclic whist literature: Anderson, Finizio and
//! others build starters from a few base tables times a subgroup of the units). The rest, a
//! few *defect* tables on ∞, 0, the elements u does not move freely and one or two free
//! orbits, are written out in full. Simulated annealing over the base tables (which orbits,
//! which twists t), the defect tables and which free orbits go into the defect, minimising
//! how far partner and opponent differences are from once and twice; restarts when an
//! attempt cools without reaching zero.
//!
//! Set `VERBOSE=1` to see where each attempt ended.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_multiplier_starters -- N k
//! [seconds]`, e.g. `-- 68 3`: one size a run, with the order k of the multiplier.
//!
//! What it found (one core, release): 88 (`-- 88 7`: u = 82 of order 7 on `Z_87`, the
//! defect a Wh(4) on {∞} ∪ 29·`Z_87`) at once; 124 (`-- 124 5`, defect a Wh(4) on
//! {∞} ∪ 41·`Z_123`) in about 5 s. On 2026-12-06, the same shape above 200, where nothing
//! else reaches: 268 (`-- 268 11`, u = 256 on `Z_267`) in 9.3 s, 412 (`-- 412 17`, u = 397
//! on `Z_411`) in 0.5 s and 472 (`-- 472 39`, u = 427 on `Z_471`) at once. It works when
//! the elements u fixes, with ∞ and 0, carry a Wh(4): then the defect is a single table
//! and only the base tables are searched. With two
//! free orbits in the defect (68, 92, 104, … with k = 3) an exhaustive check for `Z_67` shows
//! no defect has multiplier-invariant differences, so those need other structures; 100, 120,
//! 172 and 196 ran out of time (60 s to 240 s) with this annealing.

// Annealing arithmetic on small counts: the casts to f64 lose nothing that matters.
#![allow(clippy::cast_precision_loss, clippy::too_many_lines)]

use std::time::Instant;

#[path = "support/random.rs"]
mod random;

use random::Random;

const INFINITY: usize = usize::MAX;

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The orbits of multiplication by `unit` on the nonzero elements of `Z_modulus`, each
/// listed as x, x·u, x·u², ….
fn orbits(modulus: usize, unit: usize) -> Vec<Vec<usize>> {
    let mut seen = vec![false; modulus];
    let mut orbits = Vec::new();
    for start in 1..modulus {
        if seen[start] {
            continue;
        }
        let mut orbit = Vec::new();
        let mut x = start;
        while !seen[x] {
            seen[x] = true;
            orbit.push(x);
            x = x * unit % modulus;
        }
        orbits.push(orbit);
    }
    orbits
}

/// A unit of order `order` that moves as many elements as possible in full orbits.
fn multiplier(modulus: usize, order: usize) -> Option<usize> {
    (2..modulus)
        .filter(|&u| gcd(u, modulus) == 1)
        .filter(|&u| {
            let mut power = 1;
            for step in 1..=order {
                power = power * u % modulus;
                if power == 1 {
                    return step == order;
                }
            }
            false
        })
        .max_by_key(|&u| {
            orbits(modulus, u)
                .iter()
                .filter(|orbit| orbit.len() == order)
                .count()
        })
}

struct State {
    modulus: usize,
    order: usize,
    orbits: Vec<Vec<usize>>,
    /// Defect tables, four elements each (`INFINITY` for ∞).
    defect: Vec<usize>,
    /// The free orbits whose elements sit in the defect.
    defect_orbits: Vec<usize>,
    /// Base slots: (orbit, twist), four to a table.
    base: Vec<(usize, usize)>,
    partner: Vec<i32>,
    opponent: Vec<i32>,
    cost: i64,
}

impl State {
    fn bump(&mut self, opponent: bool, a: usize, b: usize, sign: i32) {
        if a == INFINITY || b == INFINITY {
            return;
        }
        let (counts, target) = if opponent {
            (&mut self.opponent, 2)
        } else {
            (&mut self.partner, 1)
        };
        let d = (a + self.modulus - b) % self.modulus;
        for d in [d, self.modulus - d] {
            let before = (counts[d] - target).abs();
            counts[d] += sign;
            self.cost += i64::from((counts[d] - target).abs() - before);
        }
    }

    fn table(&mut self, [n, s, e, w]: [usize; 4], sign: i32) {
        self.bump(false, n, s, sign);
        self.bump(false, e, w, sign);
        for (a, b) in [(n, e), (n, w), (s, e), (s, w)] {
            self.bump(true, a, b, sign);
        }
    }

    fn defect_table(&mut self, index: usize, sign: i32) {
        let slots = &self.defect[index * 4..index * 4 + 4];
        let table = [slots[0], slots[1], slots[2], slots[3]];
        self.table(table, sign);
    }

    fn base_table(&mut self, index: usize, sign: i32) {
        for shift in 0..self.order {
            let table: [usize; 4] = std::array::from_fn(|seat| {
                let (orbit, twist) = self.base[index * 4 + seat];
                self.orbits[orbit][(twist + shift) % self.order]
            });
            self.table(table, sign);
        }
    }

    fn all_defect(&mut self, sign: i32) {
        for index in 0..self.defect.len() / 4 {
            self.defect_table(index, sign);
        }
    }

    /// Exchanges the defect's free orbit `which` with the orbit of base slot `slot`.
    fn exchange(&mut self, which: usize, slot: usize) {
        let (from, to) = (self.defect_orbits[which], self.base[slot].0);
        for element in &mut self.defect {
            if let Some(position) = self.orbits[from].iter().position(|x| x == element) {
                *element = self.orbits[to][position];
            }
        }
        self.defect_orbits[which] = to;
        self.base[slot].0 = from;
    }

    fn starter(&self) -> Vec<[Option<usize>; 4]> {
        let seat = |element: usize| (element != INFINITY).then_some(element);
        let mut tables: Vec<[Option<usize>; 4]> = self
            .defect
            .chunks(4)
            .map(|slots| std::array::from_fn(|i| seat(slots[i])))
            .collect();
        for base in self.base.chunks(4) {
            for shift in 0..self.order {
                tables.push(std::array::from_fn(|i| {
                    let (orbit, twist) = base[i];
                    Some(self.orbits[orbit][(twist + shift) % self.order])
                }));
            }
        }
        tables
    }
}

fn attempt(
    modulus: usize,
    infinity: bool,
    order: usize,
    unit: usize,
    random: &mut Random,
    steps: u64,
) -> Option<Vec<[Option<usize>; 4]>> {
    let orbits = orbits(modulus, unit);
    let mut defect: Vec<usize> = Vec::new();
    if infinity {
        defect.extend([INFINITY, 0]);
    }
    let mut free: Vec<usize> = Vec::new();
    for (index, orbit) in orbits.iter().enumerate() {
        if orbit.len() == order {
            free.push(index);
        } else {
            defect.extend(orbit);
        }
    }
    random.shuffle(&mut free);
    let mut defect_orbits = Vec::new();
    while !defect.len().is_multiple_of(4) || (defect.is_empty() && !free.len().is_multiple_of(4)) {
        let orbit = free.pop()?;
        defect.extend(&orbits[orbit]);
        defect_orbits.push(orbit);
    }
    if !free.len().is_multiple_of(4) {
        return None;
    }
    random.shuffle(&mut defect);
    let base = free
        .iter()
        .map(|&orbit| (orbit, random.below(order)))
        .collect();
    let mut state = State {
        modulus,
        order,
        orbits,
        defect,
        defect_orbits,
        base,
        partner: vec![0; modulus],
        opponent: vec![0; modulus],
        cost: 0,
    };
    // Start from the cost of no tables: every count zero.
    state.cost = 3 * i64::try_from(modulus - 1).expect("small");
    state.all_defect(1);
    for index in 0..state.base.len() / 4 {
        state.base_table(index, 1);
    }
    let (hot, cold): (f64, f64) = (1.2, 0.15);
    let (defect_slots, base_slots) = (state.defect.len(), state.base.len());
    for step in 0..steps {
        if state.cost == 0 {
            return Some(state.starter());
        }
        let temperature = hot * (cold / hot).powf(step as f64 / steps as f64);
        let before = state.cost;
        let choice = random.below(100);
        // Each move is undone by doing it again.
        let mut undo: Box<dyn FnMut(&mut State)> = if choice < 45 && base_slots > 1 {
            let (i, j) = (random.below(base_slots), random.below(base_slots));
            let (ti, tj) = (i / 4, j / 4);
            Box::new(move |state: &mut State| {
                state.base_table(ti, -1);
                if tj != ti {
                    state.base_table(tj, -1);
                }
                state.base.swap(i, j);
                state.base_table(ti, 1);
                if tj != ti {
                    state.base_table(tj, 1);
                }
            })
        } else if choice < 70 && base_slots > 0 {
            let i = random.below(base_slots);
            let delta = 1 + random.below(order - 1);
            let mut forward = true;
            Box::new(move |state: &mut State| {
                state.base_table(i / 4, -1);
                let step = if forward { delta } else { order - delta };
                state.base[i].1 = (state.base[i].1 + step) % order;
                forward = !forward;
                state.base_table(i / 4, 1);
            })
        } else if choice < 95 || state.defect_orbits.is_empty() || base_slots == 0 {
            let (i, j) = (random.below(defect_slots), random.below(defect_slots));
            let (ti, tj) = (i / 4, j / 4);
            Box::new(move |state: &mut State| {
                state.defect_table(ti, -1);
                if tj != ti {
                    state.defect_table(tj, -1);
                }
                state.defect.swap(i, j);
                state.defect_table(ti, 1);
                if tj != ti {
                    state.defect_table(tj, 1);
                }
            })
        } else {
            let which = random.below(state.defect_orbits.len());
            let slot = random.below(base_slots);
            Box::new(move |state: &mut State| {
                state.all_defect(-1);
                state.base_table(slot / 4, -1);
                state.exchange(which, slot);
                state.all_defect(1);
                state.base_table(slot / 4, 1);
            })
        };
        undo(&mut state);
        let delta = state.cost - before;
        if delta > 0 && random.unit() >= (-(delta as f64) / temperature).exp() {
            undo(&mut state);
        }
    }
    if std::env::var_os("VERBOSE").is_some() {
        eprintln!("  attempt ended at cost {}", state.cost);
    }
    None
}

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().expect("numbers"))
        .collect();
    let (players, order) = (args[0], args[1]);
    let seconds = args.get(2).copied().unwrap_or(540);
    assert!(
        players % 4 <= 1 && order % 2 == 1,
        "N ≡ 0, 1 (mod 4), k odd"
    );
    let infinity = players % 4 == 0;
    let modulus = if infinity { players - 1 } else { players };
    let unit = multiplier(modulus, order).expect("no unit of that order");
    let started = Instant::now();
    let mut random = Random(0x9E37_79B9_7F4A_7C15 ^ (players as u64 * 1_000_003 + order as u64));
    let steps = 20_000 * modulus as u64;
    for tries in 1u64.. {
        if started.elapsed().as_secs() >= seconds as u64 {
            eprintln!("{players}: not found in {seconds} s ({tries} attempts)");
            std::process::exit(1);
        }
        if let Some(tables) = attempt(modulus, infinity, order, unit, &mut random, steps) {
            eprintln!(
                "{players}: found with u = {unit} (order {order}) in {:.1}s, attempt {tries}",
                started.elapsed().as_secs_f64()
            );
            let tables: Vec<String> = tables
                .iter()
                .map(|table| {
                    let seats: Vec<String> = table
                        .iter()
                        .map(|seat| seat.map_or("null".to_string(), |x| x.to_string()))
                        .collect();
                    format!("[{}]", seats.join(", "))
                })
                .collect();
            println!(
                " \"{players}\": {{\"group\": \"Z_{modulus}\", \"infinity\": {infinity}, \"tables\": [{}]}}",
                tables.join(", ")
            );
            return;
        }
    }
}
