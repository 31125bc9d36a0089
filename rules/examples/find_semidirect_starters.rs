//! Searches the starter round of a *directed* whist tournament for N ≡ 0 (mod 4) over
//! `Z_n ⋊ Z_q ∪ {∞}` (N − 1 = n·q, `SEMIDIRECT=q,r` as for `find_starters.rs`), in two steps
//! as `find_translated_starters.rs` does over `Z_m`, and prints it in the format of
//! `data/directed-starters.json`. Over an abelian group no such starter exists
//! (docs/WHIST-TOURNAMENTS.md); found ones are shipped and verified by the tests, and the
//! search never runs at request time.
//!
//! The differences x⁻¹·y of a table do not change when every player is multiplied by g on
//! the left, so:
//!
//! 1. **Tables, by annealing.** Each table is taken with North the identity 0, `[0, S, E,
//!    W]`, and ∞'s with South 0, `[∞, 0, E, W]`. A move gives one of S, E, W a new value
//!    not at its table; the cost counts how far each partner class {d, d⁻¹} is from being
//!    met once and each difference to the opponent on a player's left from being met once.
//! 2. **Seats, by exact cover.** Every table but ∞'s has n·q placements g·table; dancing
//!    links picks one per table so that every element is seated once. ∞'s table stays
//!    (any solution moved by g⁻¹ is one too).
//! 3. **Next tables, by wandering**: when the cover search gives up, the same tables are
//!    annealed on, warm, until every count is right again.
//!
//! The annealing schedules and the loop over sets of tables are `support/tables_first.rs`,
//! shared with `find_translated_starters.rs`.
//!
//! Usage: `SEMIDIRECT=q,r cargo run --release -p uptown-rules --example
//! find_semidirect_starters -- N [seconds] [seed]`; `VERBOSE=1` reports every attempt.
//!
//! What it found (one core, release, seed 3, 2026-12-06): 28 over `Z_9 ⋊ Z_3` (`3,4`) in
//! 0.9 s, 40 over `Z_13 ⋊ Z_3` (`3,3`) in 2.5 s, 56 over `Z_11 ⋊ Z_5` (`5,3`) in 26 s (232
//! sets of tables) and 64 over `Z_7 ⋊ Z_9` (`9,2`) in 115 s (478 sets), shipped in
//! `data/directed-starters.json` (28's is the one `find_starters.rs` found first).

use uptown_rules::pairings::semidirect::Semidirect;

#[path = "support/dancing_links.rs"]
mod dancing_links;
#[path = "support/random.rs"]
mod random;
#[path = "support/semidirect.rs"]
mod semidirect;
#[path = "support/starter_search.rs"]
mod starter_search;
#[path = "support/tables_first.rs"]
mod tables_first;

use dancing_links::Links;
use random::Random;
use starter_search::arguments;
use tables_first::{COVER_NODES, Search};

/// The pairs of seats `[N, S, E, W]` that partner, and each seat with the opponent on its
/// left (play goes clockwise N, E, S, W).
const PARTNERS: [(usize, usize); 2] = [(0, 1), (2, 3)];
const ON_THE_LEFT: [(usize, usize); 4] = [(0, 2), (2, 1), (1, 3), (3, 0)];

/// Base tables up to multiplication on the left, and how often each partner class and each
/// difference to the left is met in them.
struct Tables {
    group: Semidirect,
    /// ∞, numbered n·q.
    infinity: usize,
    bases: Vec<[usize; 4]>,
    partner: Vec<i32>,
    left: Vec<i32>,
    cost: i64,
}

impl Tables {
    fn new(players: usize, group: Semidirect, random: &mut Random) -> Tables {
        let infinity = players - 1;
        let mut bases = vec![[0; 4]; players / 4];
        bases[0][0] = infinity;
        for table in &mut bases {
            let free = if table[0] == infinity { 2 } else { 1 };
            for seat in free..4 {
                table[seat] = Tables::fresh(table, infinity, random);
            }
        }
        let mut tables = Tables {
            group,
            infinity,
            bases,
            partner: vec![0; infinity],
            left: vec![0; infinity],
            // Every partner class and every difference to the left missed once.
            cost: i64::try_from(infinity / 2 + infinity - 1).expect("small"),
        };
        for table in 0..tables.bases.len() {
            tables.count(table, 1);
        }
        tables
    }

    /// A nonzero element not at `table`.
    fn fresh(table: &[usize; 4], infinity: usize, random: &mut Random) -> usize {
        loop {
            let value = 1 + random.below(infinity - 1);
            if !table.contains(&value) {
                return value;
            }
        }
    }

    /// Counts the pairs of `table` once more (`sign` 1) or once less (−1).
    fn count(&mut self, table: usize, sign: i32) {
        let seats = self.bases[table];
        let with_infinity = |x: usize, y: usize| x == self.infinity || y == self.infinity;
        for (first, second) in PARTNERS {
            let (x, y) = (seats[first], seats[second]);
            if !with_infinity(x, y) {
                let difference = self.group.difference(x, y);
                let class = difference.min(self.group.inverse(difference));
                self.cost += bump(&mut self.partner[class], sign);
            }
        }
        for (seat, on_the_left) in ON_THE_LEFT {
            let (x, y) = (seats[seat], seats[on_the_left]);
            if !with_infinity(x, y) {
                let difference = self.group.difference(x, y);
                self.cost += bump(&mut self.left[difference], sign);
            }
        }
    }

    /// Gives `seat` of `table` the value `value`, recounting the table.
    fn set(&mut self, table: usize, seat: usize, value: usize) {
        self.count(table, -1);
        self.bases[table][seat] = value;
        self.count(table, 1);
    }
}

impl tables_first::Tables for Tables {
    type Undo = (usize, usize, usize);

    fn cost(&self) -> i64 {
        self.cost
    }

    /// One of a table's seats but its first (North, or ∞'s South) gets a new value; undone
    /// by giving the old one back.
    fn random_move(&mut self, random: &mut Random) -> (usize, usize, usize) {
        let table = random.below(self.bases.len());
        let seat = if table == 0 {
            2 + random.below(2)
        } else {
            1 + random.below(3)
        };
        let old = self.bases[table][seat];
        let value = Tables::fresh(&self.bases[table], self.infinity, random);
        self.set(table, seat, value);
        (table, seat, old)
    }

    fn undo(&mut self, (table, seat, old): (usize, usize, usize)) {
        self.set(table, seat, old);
    }
}

/// Moves a count that should be 1 by `sign`; how much further from 1 it went.
fn bump(count: &mut i32, sign: i32) -> i64 {
    let before = (*count - 1).abs();
    *count += sign;
    i64::from((*count - 1).abs() - before)
}

/// Places every table but ∞'s by some g on the left so that every element sits once.
fn seat(tables: &Tables, random: &mut Random) -> Option<Vec<[usize; 4]>> {
    let order = tables.infinity;
    let count = tables.bases.len();
    // Items 1..=order are the elements, order + 1.. the tables; ∞'s table's column and its
    // players are covered up front.
    let mut options: Vec<([usize; 5], usize, [usize; 4])> = (1..count)
        .flat_map(|table| {
            (0..order).map(move |shift| {
                let seats = tables.bases[table].map(|x| tables.group.multiply(shift, x));
                let items = [
                    1 + order + table,
                    1 + seats[0],
                    1 + seats[1],
                    1 + seats[2],
                    1 + seats[3],
                ];
                (items, table, seats)
            })
        })
        .collect();
    random.shuffle(&mut options);
    let items: Vec<[usize; 5]> = options.iter().map(|option| option.0).collect();
    let mut links = Links::new(order + count, &items);
    links.budget = COVER_NODES;
    links.cover(1 + order);
    for &player in &tables.bases[0][1..] {
        links.cover(1 + player);
    }
    let found = links.solve();
    if std::env::var_os("VERBOSE").is_some() {
        eprintln!("cover: {found} after {} nodes", links.nodes);
    }
    found.then(|| {
        let mut seats = tables.bases.clone();
        for &chosen in &links.chosen {
            let (_, table, players) = options[chosen];
            seats[table] = players;
        }
        seats
    })
}

fn main() {
    let (players, seconds, mut random) = arguments(&[0, 1]);
    assert!(players.is_multiple_of(4), "N ≡ 0 (mod 4): ∞ plays");
    let order = players - 1;
    let group = semidirect::from_environment(order);
    Search {
        players,
        order,
        group: semidirect::fields(group),
        fresh: &|random: &mut Random| Tables::new(players, group, random),
        seat: &seat,
    }
    .run(seconds, &mut random)
}
