//! What the searches that find a starter's tables first and their seats after share
//! (`find_translated_starters.rs` over `Z_m`, `find_semidirect_starters.rs` over
//! `Z_n ⋊ Z_q`): the annealing of a set of tables, and the loop that anneals sets until one
//! can be seated. Shared by the examples through `#[path]`; not an example itself.

// Annealing arithmetic on small counts: the casts to f64 lose nothing that matters.
#![allow(clippy::cast_precision_loss)]

use std::time::Instant;

use super::random::Random;
use super::starter_search::json;

/// The annealing schedule for a new set of tables: temperatures from `HOT` to `COLD` over
/// `STEPS_PER_SQUARE`·N² moves, N the players.
const HOT: f64 = 0.6;
const COLD: f64 = 0.2;
const STEPS_PER_SQUARE: u64 = 2_000;

/// The schedule for the next set of tables after the last one: from `WARM` to `COLD` over
/// `WARM_STEPS_PER_SQUARE`·N² moves, of which at least `WANDER_PER_PLAYER`·m are made before
/// the tables count as new (m the group's order).
const WARM: f64 = 0.35;
const WARM_STEPS_PER_SQUARE: u64 = 100;
const WANDER_PER_PLAYER: u64 = 20;

/// How many nodes the cover search may visit for one set of tables.
pub const COVER_NODES: u64 = 20_000;

/// A set of tables that annealing moves about.
pub trait Tables {
    /// What undoes a move.
    type Undo;
    /// How far the tables are from a starter's; 0 when they are one.
    fn cost(&self) -> i64;
    fn random_move(&mut self, random: &mut Random) -> Self::Undo;
    fn undo(&mut self, undo: Self::Undo);
}

/// Anneals from `hot` to `COLD` over `steps` moves, at least `wander` of them; whether the
/// tables reached cost 0.
fn anneal(
    tables: &mut impl Tables,
    (hot, steps): (f64, u64),
    wander: u64,
    random: &mut Random,
) -> bool {
    for step in 0..steps {
        if tables.cost() == 0 && step >= wander {
            return true;
        }
        let temperature = hot * (COLD / hot).powf(step as f64 / steps as f64);
        let before = tables.cost();
        let undo = tables.random_move(random);
        let worse = tables.cost() - before;
        if worse > 0 && random.unit() >= (-(worse as f64) / temperature).exp() {
            tables.undo(undo);
        }
    }
    if std::env::var_os("VERBOSE").is_some() {
        eprintln!("tables: attempt ended at cost {}", tables.cost());
    }
    tables.cost() == 0
}

/// A starter's tables, `[N, S, E, W]` each.
pub type Starter = Vec<[usize; 4]>;

/// How a search over a group of `order` elements, `group` as `data/*.json` names it, makes
/// a new set of tables and seats one.
pub struct Search<'a, T> {
    pub players: usize,
    pub order: usize,
    pub group: String,
    pub fresh: &'a dyn Fn(&mut Random) -> T,
    pub seat: &'a dyn Fn(&T, &mut Random) -> Option<Starter>,
}

impl<T: Tables> Search<'_, T> {
    /// Anneals sets of tables for `seconds` until one can be seated, a fresh set when
    /// annealing fails and the last one annealed on a little when seating does; prints the
    /// starter found and exits.
    pub fn run(&self, seconds: u64, random: &mut Random) -> ! {
        let started = Instant::now();
        let square = (self.players as u64).pow(2);
        let (mut attempts, mut sets) = (0, 0);
        let mut last: Option<T> = None;
        let players = self.players;
        while started.elapsed().as_secs() < seconds {
            attempts += 1;
            let (mut tables, schedule, wander) = match last.take() {
                Some(tables) => (
                    tables,
                    (WARM, WARM_STEPS_PER_SQUARE * square),
                    WANDER_PER_PLAYER * self.order as u64,
                ),
                None => ((self.fresh)(random), (HOT, STEPS_PER_SQUARE * square), 0),
            };
            if !anneal(&mut tables, schedule, wander, random) {
                continue;
            }
            sets += 1;
            if let Some(seats) = (self.seat)(&tables, random) {
                let infinity = players > self.order;
                let tables = seats.iter().map(<[usize; 4]>::as_slice);
                println!(
                    "{}",
                    json(players, &self.group, self.order, infinity, tables)
                );
                eprintln!(
                    "{players}: found in {:?} ({attempts} attempts, {sets} sets of tables)",
                    started.elapsed()
                );
                std::process::exit(0);
            }
            last = Some(tables);
        }
        eprintln!(
            "{players}: not found in {seconds} s ({attempts} attempts, {sets} sets of tables)"
        );
        std::process::exit(1);
    }
}
