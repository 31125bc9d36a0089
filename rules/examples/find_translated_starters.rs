//! Searches a starter round of a cyclic whist tournament in two steps, over `Z_N` with
//! player 0 sitting out (N ≡ 1 mod 4) or over `Z_{N−1} ∪ {∞}` (N ≡ 0 mod 4), and prints it
//! in the format of `data/found-starters.json`. Found starters are shipped in
//! `data/found-starters.json` and verified by `tests/whist_tournaments.rs`; the search never
//! runs at request time.
//!
//! The differences of a table do not change when x ↦ x + t or x ↦ −x + t is applied to its
//! players. So the search first finds the tables up to those moves, which is far less
//! constrained than seating a whole round (`find_starters.rs`), and only then moves each
//! table so that together they seat every player once.
//!
//! 1. **Tables, by annealing.** A table is (0, u, c, c + w), partners 0, u and c, c + w; ∞'s
//!    is (∞, 0, c, c + w). The partner values ±u and ±w are a permutation of the difference
//!    classes, and every move keeps them one (exchange two, or negate one), so only the
//!    opponent differences c, c + w, c − u and c + w − u are scored. Moving the offset c
//!    changes four of them.
//! 2. **Seats, by exact cover.** Every table has 2m placements (m the modulus), each seating
//!    four players; dancing links picks one per table so that every player is seated once.
//!    Counting says a set of tables has many such covers on average (about 10⁷ at 68 players,
//!    more the larger N), but the search finds one for few sets: one in about 450 at 84.
//!    Budgets from 20 000 to 500 000 nodes found about as many covers a minute there, so
//!    each set gets the small one.
//! 3. **Next tables, by wandering.** When the cover search gives up, the same tables are
//!    annealed on, warm, for a while and until every class is right again. At 132 that gives
//!    13 new sets a second, against one in three seconds from a random start.
//!
//! With `DIRECTED=1` (N ≡ 1 only) the tables are annealed for a *directed* starter: each
//! table may also be turned over (East and West exchanged), and the score counts the
//! differences from each player to the opponent on their left, every nonzero one to be met
//! once (`find_starters.rs` says why that makes every pair meet once on each side). A
//! placement by x ↦ −x + t negates those differences as turning over does, so the seating
//! step turns a table over where its placement and its annealed turn disagree.
//!
//! With `HOLE=1` (N ≡ 0 only) it searches a Wh(N) with a hole of four (`holes.rs`): the
//! starter is over `Z_m`, m = N − 4 = 4q, and each of its first four tables seats one of
//! the hole as ∞'s table seats ∞. The three rounds of the hole seat the tables
//! {a, a + q, a + 2q, a + 3q}, which meet the classes q and 2q as a whist tournament needs,
//! so the starter's tables must leave those two classes out and meet every other one.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_translated_starters -- N
//! [seconds] [seed]`; `VERBOSE=1` reports every attempt.
//!
//! What it found (one core, release, seed 8: `-- N 600 8`), sizes that no construction and
//! no seating search had reached: 57 in 0.4 s, 68 in 1.3 s, 72 in 1.8 s, 84 in 20 s (972
//! sets of tables) and 93 in 50 s (2182 sets). `find_starters.rs` had not found 68 in 655
//! attempts over three and a half hours. The cover search's chance falls steeply with N:
//! 104 took 20 406 sets and 108 took 55 892, 22 and 53 minutes on a core shared with
//! another search (`-- 104 3600 9`, `-- 108 3600 9`); neither was found in 550 s with seed 8.
//! Directed, on 2026-12-06 (`DIRECTED=1 … -- N 600 8`): 57 in 0.4 s (17 sets of tables) and
//! 93 in 34 s (1157 sets), shipped in `data/directed-starters.json`; with them every
//! complete size N ≡ 1 up to 1000 is directed.
//! With a hole, on 2026-12-06 (`HOLE=1 … -- N 600 8`): 24 at once and 92 in 3.9 s (250
//! sets of tables), shipped in `data/holey-designs.json`; with them 564 and 632 are
//! complete. A SAT solver given 24 in a form with four base rounds over `Z_5` had taken
//! 267 s, and this cyclic form over `Z_88` ran 15 minutes without an answer.

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

/// The players of a hole (`HOLE=1`), each at one table of the starter round.
const HOLE: usize = 4;

/// A set of tables up to x ↦ ±x + t, and how often each difference class is an opponent
/// difference in them.
struct Tables {
    modulus: usize,
    /// How many tables, from table 0, seat a player outside `Z_m` (∞, or one of a hole's
    /// four): (∞, 0, c, c + w), with no u.
    fixed: usize,
    /// The classes no table may hold: with a hole of four, q and 2q (m = 4q), which the
    /// hole's rounds hold.
    excluded: [usize; 2],
    /// Per table: u, c and w.
    first_partner: Vec<usize>,
    offset: Vec<usize>,
    second_partner: Vec<usize>,
    /// The partner values as (table, second?) so that moves can pick one at random.
    slots: Vec<(usize, bool)>,
    /// Opponent counts by class; class 0 counts players seated twice at one table.
    opponent: Vec<i32>,
    /// With `DIRECTED=1`: per table, whether it is turned over (East and West exchanged,
    /// which negates its differences to the left), and how often each difference is one
    /// from a player to the opponent on their left (0 counts players seated twice).
    directed: Option<(Vec<bool>, Vec<i32>)>,
    cost: i64,
}

impl Tables {
    fn new(players: usize, directed: bool, hole: bool, random: &mut Random) -> Tables {
        let fixed = if hole {
            HOLE
        } else {
            usize::from(players.is_multiple_of(4))
        };
        let modulus = players - fixed;
        let excluded = if hole {
            [modulus / 4, modulus / 2]
        } else {
            [0, 0]
        };
        let tables = players / 4;
        let slots: Vec<(usize, bool)> = (0..tables)
            .flat_map(|table| [(table, false), (table, true)])
            .filter(|&(table, second)| second || table >= fixed)
            .collect();
        // Class k + 1 goes to slot k after a shuffle, with a random sign.
        let mut classes: Vec<usize> = (1..=modulus / 2)
            .filter(|class| !excluded.contains(class))
            .collect();
        debug_assert_eq!(slots.len(), classes.len());
        random.shuffle(&mut classes);
        let mut first_partner = vec![0; tables];
        let mut second_partner = vec![0; tables];
        for (&(table, second), &class) in slots.iter().zip(&classes) {
            let value = if random.below(2) == 0 {
                class
            } else {
                modulus - class
            };
            if second {
                second_partner[table] = value;
            } else {
                first_partner[table] = value;
            }
        }
        let offset = (0..tables).map(|_| random.below(modulus)).collect();
        let mut set = Tables {
            modulus,
            fixed,
            excluded,
            first_partner,
            offset,
            second_partner,
            slots,
            opponent: vec![0; modulus / 2 + 1],
            directed: directed.then(|| (vec![false; tables], vec![0; modulus])),
            cost: 0,
        };
        // Every class short of its two opponent pairs or, directed, every difference short
        // of its one pair to the left (which makes two pairs of each class).
        set.cost = if directed {
            i64::try_from(modulus - 1).expect("small")
        } else {
            (1..=modulus / 2)
                .map(|class| i64::from(set.target(class)))
                .sum()
        };
        for table in 0..tables {
            set.count(table, 1);
        }
        set
    }

    fn class(&self, value: usize) -> usize {
        value.min(self.modulus - value)
    }

    /// How often a class is to be an opponent difference: twice, but for the excluded ones
    /// and 0 (a player seated twice at one table).
    fn target(&self, class: usize) -> i32 {
        if class == 0 || self.excluded.contains(&class) {
            0
        } else {
            2
        }
    }

    /// The players of `table` as annealed (before it is moved), ∞ as `modulus`.
    fn players(&self, table: usize) -> [usize; 4] {
        let m = self.modulus;
        let (u, c, w) = (
            self.first_partner[table],
            self.offset[table],
            self.second_partner[table],
        );
        let first = if table < self.fixed { m } else { 0 };
        let second = if table < self.fixed { 0 } else { u };
        [first, second, c, (c + w) % m]
    }

    /// Counts the opponent differences of `table` once more (`sign` 1) or once less (−1).
    fn count(&mut self, table: usize, sign: i32) {
        if self.directed.is_some() {
            self.count_left(table, sign);
            return;
        }
        let m = self.modulus;
        let (u, c, w) = (
            self.first_partner[table],
            self.offset[table],
            self.second_partner[table],
        );
        let differences: &[usize] = if table < self.fixed {
            &[c, (c + w) % m]
        } else {
            &[c, (c + w) % m, (c + m - u) % m, (c + w + m - u) % m]
        };
        for &difference in differences {
            let class = self.class(difference);
            let target = self.target(class);
            let count = &mut self.opponent[class];
            let before = (*count - target).abs();
            *count += sign;
            self.cost += i64::from((*count - target).abs() - before);
        }
    }

    /// Counts the differences of `table` from each player to the one on their left: seated
    /// (N, S, E, W) = (0, u, c, c + w) and played clockwise N, E, S, W, they are c, u − c,
    /// c + w − u and −(c + w), all negated if the table is turned over.
    fn count_left(&mut self, table: usize, sign: i32) {
        let m = self.modulus;
        let (u, c, w) = (
            self.first_partner[table],
            self.offset[table],
            self.second_partner[table],
        );
        let Some((turned, left)) = &mut self.directed else {
            return;
        };
        let differences = [c, (u + m - c) % m, (c + w + m - u) % m, (2 * m - c - w) % m];
        for difference in differences {
            let difference = if turned[table] {
                (m - difference) % m
            } else {
                difference
            };
            let target = i32::from(difference != 0);
            let count = &mut left[difference];
            let before = (*count - target).abs();
            *count += sign;
            self.cost += i64::from((*count - target).abs() - before);
        }
    }

    /// Turns `table` over, negating its differences to the left.
    fn turn(&mut self, table: usize) {
        self.count(table, -1);
        if let Some((turned, _)) = &mut self.directed {
            turned[table] = !turned[table];
        }
        self.count(table, 1);
    }

    fn partner_value(&mut self, (table, second): (usize, bool)) -> &mut usize {
        if second {
            &mut self.second_partner[table]
        } else {
            &mut self.first_partner[table]
        }
    }

    fn exchange(&mut self, first: (usize, bool), second: (usize, bool)) {
        self.count(first.0, -1);
        if second.0 != first.0 {
            self.count(second.0, -1);
        }
        let value = *self.partner_value(first);
        let other = std::mem::replace(self.partner_value(second), value);
        *self.partner_value(first) = other;
        self.count(first.0, 1);
        if second.0 != first.0 {
            self.count(second.0, 1);
        }
    }

    fn negate(&mut self, slot: (usize, bool)) {
        self.count(slot.0, -1);
        let m = self.modulus;
        let value = self.partner_value(slot);
        *value = m - *value;
        self.count(slot.0, 1);
    }
}

impl tables_first::Tables for Tables {
    type Undo = Move;

    fn cost(&self) -> i64 {
        self.cost
    }

    fn random_move(&mut self, random: &mut Random) -> Move {
        let tables = self.offset.len();
        let kinds = if self.directed.is_some() { 5 } else { 4 };
        match random.below(kinds) {
            0 | 1 => {
                let table = random.below(tables);
                let before = self.offset[table];
                self.count(table, -1);
                self.offset[table] = random.below(self.modulus);
                self.count(table, 1);
                Move::Offset(table, before)
            }
            2 => {
                let first = self.slots[random.below(self.slots.len())];
                let second = self.slots[random.below(self.slots.len())];
                self.exchange(first, second);
                Move::Exchange(first, second)
            }
            3 => {
                let slot = self.slots[random.below(self.slots.len())];
                self.negate(slot);
                Move::Negate(slot)
            }
            _ => {
                let table = random.below(tables);
                self.turn(table);
                Move::Turn(table)
            }
        }
    }

    fn undo(&mut self, step: Move) {
        match step {
            Move::Offset(table, before) => {
                self.count(table, -1);
                self.offset[table] = before;
                self.count(table, 1);
            }
            Move::Exchange(first, second) => self.exchange(first, second),
            Move::Negate(slot) => self.negate(slot),
            Move::Turn(table) => self.turn(table),
        }
    }
}

#[derive(Clone, Copy)]
enum Move {
    Offset(usize, usize),
    Exchange((usize, bool), (usize, bool)),
    Negate((usize, bool)),
    Turn(usize),
}

/// `players` moved by x ↦ ±x + shift, ∞ (`m`) staying: the same difference classes, each
/// with the same role.
fn placed(players: [usize; 4], negated: bool, shift: usize, m: usize) -> [usize; 4] {
    players.map(|player| match player {
        _ if player == m => m,
        _ if negated => (m - player + shift) % m,
        _ => (player + shift) % m,
    })
}

/// The tables moved so that they seat every player once, if dancing links finds how within
/// budget.
fn seat(tables: &Tables, random: &mut Random) -> Option<Vec<[usize; 4]>> {
    let m = tables.modulus;
    let count = tables.offset.len();
    // Items 1..=m are the players 0..m, m + 1.. the tables, and after them the player
    // outside `Z_m` of each fixed table (∞, or one of the hole); an option is a table moved
    // by x ↦ ±x + shift and the four players it then seats. Table 0 stays where it is if
    // it is fixed (every such move of a solution is one too), so it has no options and its
    // players are covered up front.
    let outside = |table: usize| 1 + m + count + table;
    let movable = usize::from(tables.fixed > 0);
    let mut options: Vec<([usize; 5], usize, [usize; 4], bool)> = (movable..count)
        .flat_map(|table| {
            (0..2 * m).map(move |choice| {
                let negated = choice >= m;
                let seats = placed(tables.players(table), negated, choice % m, m);
                let seat = |player: usize| {
                    if player == m {
                        outside(table)
                    } else {
                        1 + player
                    }
                };
                let item = [
                    1 + m + table,
                    seat(seats[0]),
                    seat(seats[1]),
                    seat(seats[2]),
                    seat(seats[3]),
                ];
                (item, table, seats, negated)
            })
        })
        .collect();
    random.shuffle(&mut options);
    let items: Vec<[usize; 5]> = options.iter().map(|option| option.0).collect();
    let mut links = Links::new(m + count + tables.fixed, &items);
    links.budget = COVER_NODES;
    // Player 0 sits out when no table is fixed; otherwise table 0 seats it.
    let mut seats = vec![tables.players(0); count];
    let seated: Vec<usize> = if tables.fixed > 0 {
        links.cover(1 + m);
        links.cover(outside(0));
        seats[0].into_iter().filter(|&player| player < m).collect()
    } else {
        vec![0]
    };
    for player in seated {
        links.cover(1 + player);
    }
    let found = links.solve();
    if std::env::var_os("VERBOSE").is_some() {
        eprintln!("cover: {found} after {} nodes", links.nodes);
    }
    found.then(|| {
        for &chosen in &links.chosen {
            let (_, table, mut players, negated) = options[chosen];
            // x ↦ −x + t negates the differences to the left, as turning over does: turn
            // the table over if its placement and its annealed turn disagree.
            if let Some((turned, _)) = &tables.directed
                && negated != turned[table]
            {
                players.swap(2, 3);
            }
            seats[table] = players;
        }
        seats
    })
}

fn main() {
    let (players, seconds, mut random) = arguments(&[0, 1]);
    let directed = std::env::var_os("DIRECTED").is_some();
    let hole = std::env::var_os("HOLE").is_some();
    assert!(
        !directed || players % 4 == 1,
        "no starter over Z_(N−1) ∪ {{∞}} is directed (docs/WHIST-TOURNAMENTS.md)"
    );
    assert!(
        !hole || players.is_multiple_of(4),
        "a hole of four needs N ≡ 0 (mod 4)"
    );
    let order = if hole {
        players - HOLE
    } else {
        players - usize::from(players.is_multiple_of(4))
    };
    Search {
        players,
        order,
        group: semidirect::fields(semidirect::cyclic(order)),
        fresh: &|random: &mut Random| Tables::new(players, directed, hole, random),
        seat: &seat,
    }
    .run(seconds, &mut random)
}
