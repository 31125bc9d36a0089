//! Searches a starter round of a 1-rotational whist tournament over `Z_p ∪ {∞}` (N = p + 1,
//! p prime) that a multiplier u of odd order k maps to itself, and prints it in the format
//! of `data/found-starters.json`. Found starters are shipped there and verified by
//! `tests/whist_tournaments.rs`; the search never runs at request time.
//!
//! Most tables come in threes (k of them): a base table T and uT, u²T, …, whose differences
//! are whole *orbit classes* {±d·uⁱ}. The rest, the *defect*, seats ∞, 0 and a chosen number
//! of whole orbits of u; its differences must be whole orbit classes too, which a defect of
//! only one or two orbits almost never has (`find_multiplier_starters.rs`), but ten do.
//!
//! 1. **Defect, by annealing** the seats of ∞, 0 and the chosen orbits, and which orbits,
//!    until in every orbit class each class is a partner and an opponent difference equally
//!    often (and at most once and twice).
//! 2. **Base tables up to x ↦ ±x + t**, by annealing as in `find_translated_starters.rs`,
//!    until they bring every orbit class the partner and opponent differences the defect
//!    left it.
//! 3. **Seats, by exact cover**: each base table is moved by ±x + t so that the orbits of
//!    its four players are four of the orbits the defect left, each once. With the whole
//!    problem divided by k this is small: ten tables on forty orbits for 152 with k = 3.
//!
//! When the cover search fails, step 2 runs again warm; after `SHAPES_PER_DEFECT` sets of
//! base tables, step 1 does.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_orbit_starters -- N k orbits
//! [seconds] [seed]`, N − 1 prime; `VERBOSE=1` reports every attempt.
//!
//! What it found (one core, release): 152 with `-- 152 3 10 280 1` (u of order 3 on
//! `Z_151`, a defect of eight tables on ∞, 0 and ten orbits, ten base tables) in 97 s: the
//! first defect took most of that, and its first set of base tables was seated after 808
//! nodes. No other construction here reaches 152, and the unpatterned searches' seating
//! step would have needed millions of sets of tables at that size. 284 with
//! `-- 284 3 10 1800 1` in 247 s on a core shared with other work: one defect, and the
//! eleventh set of its 21 base tables was seated. 332 with `-- 332 3 10 2400 1` in 593 s,
//! its 271st set of 25 base tables seated. 524 and 632 with the same settings found no
//! defect in 40 minutes each.

// Annealing arithmetic on small counts: the casts to f64 lose nothing that matters.
#![allow(clippy::cast_precision_loss)]

use std::time::Instant;

#[path = "support/dancing_links.rs"]
mod dancing_links;
#[path = "support/random.rs"]
mod random;
#[path = "support/semidirect.rs"]
mod semidirect;
#[path = "support/starter_search.rs"]
mod starter_search;

use dancing_links::Links;
use random::Random;

const DEFECT_STEPS: u64 = 20_000_000;
const SHAPE_STEPS: u64 = 2_000_000;
const WARM_SHAPE_STEPS: u64 = 200_000;
const SHAPES_PER_DEFECT: usize = 2_000;
const COVER_NODES: u64 = 50_000;
const WANDER_MOVES: u64 = 2_000;

/// `Z_p` with a multiplier u of order k: orbits of the nonzero elements, and orbit classes
/// of the differences.
struct Field {
    modulus: usize,
    order: usize,
    unit: usize,
    /// For every nonzero x: its orbit, and i with x = representative · uⁱ.
    orbit: Vec<usize>,
    power: Vec<usize>,
    representatives: Vec<usize>,
    /// For every class {±d} (numbered by min(d, p − d)): its orbit class.
    orbit_class: Vec<usize>,
    /// The classes of every orbit class.
    members: Vec<Vec<usize>>,
}

impl Field {
    fn new(modulus: usize, order: usize) -> Option<Field> {
        let unit = (2..modulus).find(|&u| {
            let mut power = 1;
            (1..=order).all(|step| {
                power = power * u % modulus;
                (power == 1) == (step == order)
            })
        })?;
        let (mut orbit, mut power) = (vec![usize::MAX; modulus], vec![0; modulus]);
        let mut representatives = Vec::new();
        for start in 1..modulus {
            if orbit[start] != usize::MAX {
                continue;
            }
            let mut x = start;
            for i in 0..order {
                orbit[x] = representatives.len();
                power[x] = i;
                x = x * unit % modulus;
            }
            representatives.push(start);
        }
        let mut orbit_class = vec![usize::MAX; modulus / 2 + 1];
        let mut members: Vec<Vec<usize>> = Vec::new();
        for start in 1..=modulus / 2 {
            if orbit_class[start] != usize::MAX {
                continue;
            }
            let mut x = start;
            let mut classes = Vec::new();
            for _ in 0..order {
                orbit_class[x.min(modulus - x)] = members.len();
                classes.push(x.min(modulus - x));
                x = x * unit % modulus;
            }
            members.push(classes);
        }
        Some(Field {
            modulus,
            order,
            unit,
            orbit,
            power,
            representatives,
            orbit_class,
            members,
        })
    }

    fn class(&self, a: usize, b: usize) -> usize {
        let d = (a + self.modulus - b) % self.modulus;
        d.min(self.modulus - d)
    }

    /// The element of `orbit` at power `i`.
    fn element(&self, orbit: usize, i: usize) -> usize {
        let mut x = self.representatives[orbit];
        for _ in 0..i % self.order {
            x = x * self.unit % self.modulus;
        }
        x
    }

    fn times_unit(&self, x: usize) -> usize {
        x * self.unit % self.modulus
    }
}

/// Step 1: the defect's seats, four to a table, ∞ (numbered p) first.
struct Defect<'a> {
    field: &'a Field,
    seats: Vec<usize>,
    /// Per orbit of u: whether the defect seats it.
    holds: Vec<bool>,
    partner: Vec<i32>,
    opponent: Vec<i32>,
}

impl<'a> Defect<'a> {
    fn new(field: &'a Field, orbits: usize, random: &mut Random) -> Defect<'a> {
        let mut chosen: Vec<usize> = (0..field.representatives.len()).collect();
        random.shuffle(&mut chosen);
        chosen.truncate(orbits);
        let mut holds = vec![false; field.representatives.len()];
        let mut seats = vec![field.modulus, 0];
        for orbit in chosen {
            holds[orbit] = true;
            seats.extend((0..field.order).map(|i| field.element(orbit, i)));
        }
        random.shuffle(&mut seats[1..]);
        let classes = field.modulus / 2 + 1;
        let mut defect = Defect {
            field,
            seats,
            holds,
            partner: vec![0; classes],
            opponent: vec![0; classes],
        };
        for table in 0..defect.seats.len() / 4 {
            defect.count(table, 1);
        }
        defect
    }

    fn count(&mut self, table: usize, sign: i32) {
        let [north, south, east, west] = std::array::from_fn(|i| self.seats[table * 4 + i]);
        let infinity = self.field.modulus;
        for (a, b) in [(north, south), (east, west)] {
            if a != infinity && b != infinity {
                self.partner[self.field.class(a, b)] += sign;
            }
        }
        for (a, b) in [(north, east), (north, west), (south, east), (south, west)] {
            if a != infinity && b != infinity {
                self.opponent[self.field.class(a, b)] += sign;
            }
        }
    }

    /// How far the counts are from whole orbit classes: in each orbit class, the distance of
    /// each class's count from their median, and counts above one (partner) or two.
    fn cost(&self) -> i64 {
        let mut values = Vec::with_capacity(self.field.order);
        let mut cost = 0;
        for classes in &self.field.members {
            for (counts, most) in [(&self.partner, 1), (&self.opponent, 2)] {
                values.clear();
                values.extend(classes.iter().map(|c| counts[*c]));
                values.sort_unstable();
                let median = values[values.len() / 2];
                cost += values
                    .iter()
                    .map(|v| i64::from((v - median).abs() + (v - most).max(0)))
                    .sum::<i64>();
            }
        }
        cost
    }

    /// Swaps two seats (not ∞'s) or, one move in ten, trades an orbit of the defect for one
    /// outside it; returns the undo.
    fn random_move(&mut self, random: &mut Random) -> Vec<(usize, usize)> {
        let tables = self.seats.len() / 4;
        let before = self.seats.clone();
        if random.below(10) == 0 {
            let inside: Vec<usize> = (0..self.holds.len()).filter(|o| self.holds[*o]).collect();
            let outside: Vec<usize> = (0..self.holds.len()).filter(|o| !self.holds[*o]).collect();
            let (from, to) = (
                inside[random.below(inside.len())],
                outside[random.below(outside.len())],
            );
            let twist = random.below(self.field.order);
            for table in 0..tables {
                self.count(table, -1);
            }
            for seat in &mut self.seats {
                if *seat != 0 && *seat != self.field.modulus && self.field.orbit[*seat] == from {
                    *seat = self.field.element(to, self.field.power[*seat] + twist);
                }
            }
            self.holds[from] = false;
            self.holds[to] = true;
            for table in 0..tables {
                self.count(table, 1);
            }
        } else {
            let (a, b) = (
                1 + random.below(self.seats.len() - 1),
                1 + random.below(self.seats.len() - 1),
            );
            self.count(a / 4, -1);
            if b / 4 != a / 4 {
                self.count(b / 4, -1);
            }
            self.seats.swap(a, b);
            self.count(a / 4, 1);
            if b / 4 != a / 4 {
                self.count(b / 4, 1);
            }
        }
        before
            .iter()
            .enumerate()
            .filter(|(i, x)| self.seats[*i] != **x)
            .map(|(i, x)| (i, *x))
            .collect()
    }

    fn undo(&mut self, changes: &[(usize, usize)]) {
        for table in 0..self.seats.len() / 4 {
            self.count(table, -1);
        }
        for (seat, value) in changes {
            self.seats[*seat] = *value;
        }
        self.holds = vec![false; self.holds.len()];
        for seat in &self.seats {
            if *seat != 0 && *seat != self.field.modulus {
                self.holds[self.field.orbit[*seat]] = true;
            }
        }
        for table in 0..self.seats.len() / 4 {
            self.count(table, 1);
        }
    }
}

fn anneal_defect(defect: &mut Defect, random: &mut Random) -> bool {
    let (hot, cold) = (1.0_f64, 0.1_f64);
    let mut cost = defect.cost();
    for step in 0..DEFECT_STEPS {
        if cost == 0 {
            return true;
        }
        let temperature = hot * (cold / hot).powf(step as f64 / DEFECT_STEPS as f64);
        let changes = defect.random_move(random);
        let after = defect.cost();
        if after > cost && random.unit() >= (-((after - cost) as f64) / temperature).exp() {
            defect.undo(&changes);
        } else {
            cost = after;
        }
    }
    if std::env::var_os("VERBOSE").is_some() {
        eprintln!("defect: attempt ended at cost {cost}");
    }
    false
}

/// Step 2: base tables (0, u, c, c + w) up to x ↦ ±x + t, and what the defect left each
/// orbit class: partner differences (0 or 1 a class) and opponent ones (0, 1 or 2).
struct Shapes<'a> {
    field: &'a Field,
    opponent_need: Vec<i32>,
    /// Per table: u, c, w.
    tables: Vec<[usize; 3]>,
    /// Opponent differences per orbit class, and in the last place those that are 0.
    opponent: Vec<i32>,
    cost: i64,
}

impl<'a> Shapes<'a> {
    fn new(field: &'a Field, defect: &Defect, random: &mut Random) -> Shapes<'a> {
        let need = |counts: &[i32], most: i32| -> Vec<i32> {
            field
                .members
                .iter()
                .map(|classes| most - counts[classes[0]])
                .collect()
        };
        // The partner values: one of every orbit class the defect has no partners in.
        let mut values: Vec<usize> = need(&defect.partner, 1)
            .iter()
            .enumerate()
            .filter(|(_, need)| **need == 1)
            .map(|(orbit_class, _)| field.members[orbit_class][0])
            .collect();
        random.shuffle(&mut values);
        let p = field.modulus;
        let tables = values
            .chunks(2)
            .map(|pair| [pair[0], random.below(p), pair[1]])
            .collect();
        let mut shapes = Shapes {
            field,
            opponent: vec![0; field.members.len() + 1],
            opponent_need: need(&defect.opponent, 2),
            tables,
            cost: 0,
        };
        shapes.cost = shapes.opponent_need.iter().map(|n| i64::from(*n)).sum();
        for table in 0..shapes.tables.len() {
            shapes.count(table, 1);
        }
        shapes
    }

    fn count(&mut self, table: usize, sign: i32) {
        let p = self.field.modulus;
        let [u, c, w] = self.tables[table];
        for d in [c, (c + w) % p, (c + p - u) % p, (c + w + p - u) % p] {
            let class = d.min(p - d);
            let (slot, target) = if class == 0 {
                (self.opponent.len() - 1, 0)
            } else {
                let orbit_class = self.field.orbit_class[class];
                (orbit_class, self.opponent_need[orbit_class])
            };
            let before = (self.opponent[slot] - target).abs();
            self.opponent[slot] += sign;
            self.cost += i64::from((self.opponent[slot] - target).abs() - before);
        }
    }

    /// A random move, applied; returns the tables it changed as they were.
    fn random_move(&mut self, random: &mut Random) -> Vec<(usize, [usize; 3])> {
        let (count, p) = (self.tables.len(), self.field.modulus);
        let (a, b) = (random.below(count), random.below(count));
        let before = vec![(a, self.tables[a]), (b, self.tables[b])];
        self.count(a, -1);
        if b != a {
            self.count(b, -1);
        }
        match random.below(3) {
            0 => self.tables[a][1] = random.below(p),
            1 => {
                // Another element of the same orbit class: ±x·uⁱ.
                let slot = 2 * random.below(2);
                let mut x = self.tables[a][slot];
                for _ in 0..random.below(self.field.order) {
                    x = self.field.times_unit(x);
                }
                if random.below(2) == 0 {
                    x = p - x;
                }
                self.tables[a][slot] = x;
            }
            _ => {
                let (slot_a, slot_b) = (2 * random.below(2), 2 * random.below(2));
                let value = self.tables[a][slot_a];
                self.tables[a][slot_a] = self.tables[b][slot_b];
                self.tables[b][slot_b] = value;
            }
        }
        self.count(a, 1);
        if b != a {
            self.count(b, 1);
        }
        before
    }

    fn undo(&mut self, before: &[(usize, [usize; 3])]) {
        let (a, b) = (before[0].0, before[1].0);
        self.count(a, -1);
        if b != a {
            self.count(b, -1);
        }
        for (table, shape) in before.iter().rev() {
            self.tables[*table] = *shape;
        }
        self.count(a, 1);
        if b != a {
            self.count(b, 1);
        }
    }

    /// Table `table` as players, partners first: (0, u) and (c, c + w).
    fn players(&self, table: usize) -> [usize; 4] {
        let [u, c, w] = self.tables[table];
        [0, u, c, (c + w) % self.field.modulus]
    }
}

fn anneal_shapes(shapes: &mut Shapes, steps: u64, wander: u64, random: &mut Random) -> bool {
    let (hot, cold) = (0.6_f64, 0.15_f64);
    for step in 0..steps {
        if shapes.cost == 0 && step >= wander {
            return true;
        }
        let temperature = hot * (cold / hot).powf(step as f64 / steps as f64);
        let before = shapes.cost;
        let undo = shapes.random_move(random);
        let worse = shapes.cost - before;
        if worse > 0 && random.unit() >= (-(worse as f64) / temperature).exp() {
            shapes.undo(&undo);
        }
    }
    shapes.cost == 0
}

/// Step 3: every base table moved by ±x + t onto four orbits the defect left, each once;
/// the placed tables, if dancing links finds them within budget.
fn seat(shapes: &Shapes, defect: &Defect, random: &mut Random) -> Option<Vec<[usize; 4]>> {
    let field = shapes.field;
    let p = field.modulus;
    let free: Vec<usize> = (0..defect.holds.len())
        .filter(|o| !defect.holds[*o])
        .collect();
    let mut item = vec![0; defect.holds.len()];
    for (index, orbit) in free.iter().enumerate() {
        item[*orbit] = 1 + index;
    }
    let count = shapes.tables.len();
    let mut options: Vec<([usize; 5], [usize; 4])> = Vec::new();
    for table in 0..count {
        let players = shapes.players(table);
        for choice in 0..2 * p {
            let placed = players.map(|x| {
                let x = if choice >= p { (p - x) % p } else { x };
                (x + choice % p) % p
            });
            if placed.contains(&0) {
                continue;
            }
            let orbits = placed.map(|x| field.orbit[x]);
            let distinct = (0..4).all(|i| (i + 1..4).all(|j| orbits[i] != orbits[j]));
            if !distinct || orbits.iter().any(|o| defect.holds[*o]) {
                continue;
            }
            let items = [
                1 + free.len() + table,
                item[orbits[0]],
                item[orbits[1]],
                item[orbits[2]],
                item[orbits[3]],
            ];
            options.push((items, placed));
        }
    }
    random.shuffle(&mut options);
    let items: Vec<[usize; 5]> = options.iter().map(|option| option.0).collect();
    let mut links = Links::new(free.len() + count, &items);
    links.budget = COVER_NODES;
    let found = links.solve();
    if std::env::var_os("VERBOSE").is_some() {
        eprintln!("cover: {found} after {} nodes", links.nodes);
    }
    found.then(|| {
        links
            .chosen
            .iter()
            .map(|chosen| options[*chosen].1)
            .collect()
    })
}

/// The whole starter: the defect's tables, and every placed base table times u⁰..uᵏ⁻¹.
fn starter(field: &Field, defect: &Defect, placed: &[[usize; 4]]) -> Vec<[usize; 4]> {
    let mut tables: Vec<[usize; 4]> = defect
        .seats
        .chunks(4)
        .map(|seats| [seats[0], seats[1], seats[2], seats[3]])
        .collect();
    for table in placed {
        let mut image = *table;
        for _ in 0..field.order {
            tables.push(image);
            image = image.map(|x| field.times_unit(x));
        }
    }
    tables
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().expect("numbers: N k orbits [seconds] [seed]"))
        .collect();
    let number = |i: usize| usize::try_from(*args.get(i).expect("N k orbits")).expect("small");
    let (players, order, orbits) = (number(0), number(1), number(2));
    assert!(
        players % 4 == 0,
        "N ≡ 0 (mod 4): the group is Z_(N − 1) with ∞"
    );
    assert!(
        (2 + order * orbits) % 4 == 0,
        "∞, 0 and the orbits fill tables of four"
    );
    let seconds = args.get(3).copied().unwrap_or(600);
    let mut random = Random(args.get(4).copied().unwrap_or(0x9e37_79b9_7f4a_7c15) | 1);
    let modulus = players - 1;
    assert!(
        (2..modulus)
            .take_while(|d| d * d <= modulus)
            .all(|d| modulus % d != 0),
        "N − 1 prime, so that u moves every nonzero element in a whole orbit"
    );
    let field = Field::new(modulus, order).expect("a unit of order k");
    let started = Instant::now();
    let (mut defects, mut sets) = (0, 0);
    while started.elapsed().as_secs() < seconds {
        let mut defect = Defect::new(&field, orbits, &mut random);
        if !anneal_defect(&mut defect, &mut random) {
            continue;
        }
        defects += 1;
        let mut shapes = Shapes::new(&field, &defect, &mut random);
        let mut schedule = (SHAPE_STEPS, 0);
        for _ in 0..SHAPES_PER_DEFECT {
            if !anneal_shapes(&mut shapes, schedule.0, schedule.1, &mut random) {
                shapes = Shapes::new(&field, &defect, &mut random);
                schedule = (SHAPE_STEPS, 0);
                continue;
            }
            sets += 1;
            if let Some(placed) = seat(&shapes, &defect, &mut random) {
                let tables = starter(&field, &defect, &placed);
                println!(
                    "{}",
                    starter_search::json(
                        players,
                        &semidirect::fields(semidirect::cyclic(field.modulus)),
                        field.modulus,
                        true,
                        tables.iter().map(<[usize; 4]>::as_slice)
                    )
                );
                eprintln!(
                    "{players}: found in {:?} ({defects} defects, {sets} sets of base tables)",
                    started.elapsed()
                );
                return;
            }
            schedule = (WARM_SHAPE_STEPS, WANDER_MOVES);
        }
    }
    eprintln!("{players}: not found in {seconds} s ({defects} defects, {sets} sets)");
    std::process::exit(1);
}
