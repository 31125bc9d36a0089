//! Which way round each table sits, so that opponents meet on both sides of each other.
//!
//! Play goes clockwise N, E, S, W: East sits on North's left, South on East's, West on
//! South's and North on West's. When East and West change seats, every opponent at the
//! table changes sides and nothing else changes: partners, opponents and sit-outs stay. A
//! whist tournament in which each pair of opponents, meeting twice, has the other once on
//! its left and once on its right is a directed whist tournament (the third criterion of an
//! ideal individual movement). Which tables to turn is a system of parities: for each pair
//! meeting twice, its two tables turn alike or not. `face_tables` solves it with a union-find
//! where it can be solved; where the demands disagree it keeps those taken first, then
//! anneals single turns from there, a few times over for a small schedule, and keeps the
//! most even facing: the fewest pairs leaning, then the least lean.

use super::opponents::Cooling;
use super::random::SplitMix;
use super::schedule::{Round, Sides, TableSeating, excess};

/// Most passes of single turns: each pass either evens a side out or ends the search, and a
/// handful of passes settle every schedule tried.
const MOST_PASSES: usize = 8;

/// Turns the annealing tries per table where the parities disagree, up to
/// `MOST_ANNEALING_MOVES`: `uptown pairings --players 1000` took 0.30 s with the parities
/// alone and 0.44 s with the annealing (release build).
const ANNEALING_MOVES_PER_TABLE: usize = 50;
const MOST_ANNEALING_MOVES: usize = 2_000_000;
/// The fewest turns a run of the annealing tries, and the most runs: a run starts from the
/// parities' facing with random turns of its own, and the most even facing any run ends in
/// is kept. Small schedules get several long runs, for a few hundredths of a second; a
/// schedule of 16,000 tables or more (50 turns each: `MOST_ANNEALING_RUNS *
/// FEWEST_ANNEALING_MOVES`) gets one run, as before.
/// One run of 50 turns a table left 36 players' evening with 106 pairs on one side of each
/// other too often and 47's with 156; these runs leave 88 and 132.
const FEWEST_ANNEALING_MOVES: usize = 100_000;
const MOST_ANNEALING_RUNS: usize = 8;

/// Turns tables of `rounds` (East and West change seats) so that each pair of opponents
/// sits on either side of the other as evenly as the search finds, counting the `played`
/// rounds before them, which stay as they were.
pub(crate) fn face_tables(players: u32, played: &[Round], rounds: &mut [Round]) {
    let mut sides = Sides::new(players);
    for table in played.iter().flat_map(|round| &round.tables) {
        sides.add(table, 1);
    }
    let turned = parities(&sides, rounds);
    let mut tables: Vec<&mut TableSeating> = rounds
        .iter_mut()
        .flat_map(|round| round.tables.iter_mut())
        .collect();
    for (table, turn) in tables.iter_mut().zip(turned) {
        if turn {
            turn_over(table);
        }
        sides.add(table, 1);
    }
    descend(&mut sides, &mut tables);
    if sides.excess() == 0 {
        return;
    }
    // The parities disagree: anneal from them, a few times over, and keep whichever facing
    // ends most even.
    let start: Vec<TableSeating> = tables.iter().map(|table| **table).collect();
    let mut best = (evenness(&sides), start.clone());
    let mut random = SplitMix::new(u64::from(players));
    for _ in 0..annealing_runs(tables.len()) {
        face_as(&mut sides, &mut tables, &start);
        anneal(&mut sides, &mut tables, &mut random);
        descend(&mut sides, &mut tables);
        let evenness = evenness(&sides);
        if evenness < best.0 {
            best = (evenness, tables.iter().map(|table| **table).collect());
        }
    }
    face_as(&mut sides, &mut tables, &best.1);
}

/// How uneven a facing is: the pairs leaning, which `quality` reports, then how far.
fn evenness(sides: &Sides) -> (u32, i64) {
    (sides.unbalanced(), sides.excess())
}

/// How many times to anneal `tables`: a run costs as many moves as a schedule of
/// `FEWEST_ANNEALING_MOVES / ANNEALING_MOVES_PER_TABLE` tables, so small schedules get
/// several and large ones one.
fn annealing_runs(tables: usize) -> usize {
    (MOST_ANNEALING_RUNS * FEWEST_ANNEALING_MOVES / (ANNEALING_MOVES_PER_TABLE * tables).max(1))
        .clamp(1, MOST_ANNEALING_RUNS)
}

/// Turns the tables that face otherwise than in `facing`, the same tables in the same order.
fn face_as(sides: &mut Sides, tables: &mut [&mut TableSeating], facing: &[TableSeating]) {
    for (table, wanted) in tables.iter_mut().zip(facing) {
        if table.east != wanted.east {
            turn(sides, table);
        }
    }
}

/// Turns single tables while one evens out more than it unevens.
fn descend(sides: &mut Sides, tables: &mut [&mut TableSeating]) {
    for _ in 0..MOST_PASSES {
        let mut evened = false;
        for table in tables.iter_mut() {
            if gain(sides, table) > 0 {
                turn(sides, table);
                evened = true;
            }
        }
        if !evened {
            break;
        }
    }
}

/// Turns tables at random, taking a turn that unevens with a chance that falls as the
/// search goes on: out of the corners the parities' dropped demands leave.
fn anneal(sides: &mut Sides, tables: &mut [&mut TableSeating], random: &mut SplitMix) {
    let moves = (ANNEALING_MOVES_PER_TABLE * tables.len())
        .clamp(FEWEST_ANNEALING_MOVES, MOST_ANNEALING_MOVES);
    for step in 0..moves {
        let table = &mut *tables[random.below(tables.len())];
        let cost = -i64::from(gain(sides, table));
        if !Cooling::Annealed.refuses(cost, step, moves, random) {
            turn(sides, table);
        }
    }
}

/// Turns `table` over, counting it the other way.
fn turn(sides: &mut Sides, table: &mut TableSeating) {
    sides.add(table, -1);
    turn_over(table);
    sides.add(table, 1);
}

/// What turning `table` would do to the pairs leaning too far: how many fewer there would
/// be (negative: more).
fn gain(sides: &Sides, table: &TableSeating) -> i32 {
    sides
        .leans(table)
        .map(|(pair, lean)| {
            let now = sides.lean[pair];
            excess(now) - excess(now - 2 * lean)
        })
        .sum()
}

fn turn_over(table: &mut TableSeating) {
    std::mem::swap(&mut table.east, &mut table.west);
}

/// Which tables of `rounds` to turn so that every pair that meets exactly twice in them, and
/// never before, meets once on each side, as far as those demands agree: a demand that
/// contradicts the ones before it is left to the single turns.
fn parities(played: &Sides, rounds: &[Round]) -> Vec<bool> {
    let tables: Vec<&TableSeating> = rounds.iter().flat_map(|round| &round.tables).collect();
    // Each pair's meetings in `rounds`: how many, and the first table with its lean there.
    let mut met: Vec<(u32, usize, i32)> = vec![(0, 0, 0); played.lean.len()];
    let mut demands = Vec::new();
    for (index, table) in tables.iter().enumerate() {
        for (pair, lean) in played.leans(table) {
            let (count, first, first_lean) = &mut met[pair];
            *count += 1;
            match *count {
                1 => (*first, *first_lean) = (index, lean),
                // Leaning the same way, the two tables must face opposite ways.
                2 => demands.push((pair, *first, index, lean == *first_lean)),
                _ => {}
            }
        }
    }
    let mut turns = Parities::new(tables.len());
    for (pair, first, second, differ) in demands {
        if met[pair].0 == 2 && played.lean[pair] == 0 {
            turns.join(first, second, differ);
        }
    }
    (0..tables.len()).map(|table| turns.find(table).1).collect()
}

/// A union-find whose every member knows whether it faces the same way as its root.
struct Parities {
    parent: Vec<usize>,
    /// Whether a member faces the other way from its parent.
    flipped: Vec<bool>,
}

impl Parities {
    fn new(size: usize) -> Parities {
        Parities {
            parent: (0..size).collect(),
            flipped: vec![false; size],
        }
    }

    /// The root of `member`, and whether `member` faces the other way from it.
    fn find(&mut self, member: usize) -> (usize, bool) {
        let mut path = Vec::new();
        let mut root = member;
        while self.parent[root] != root {
            path.push(root);
            root = self.parent[root];
        }
        // Compress from the top down, so each member's parity to the root is known.
        let mut to_root = false;
        for &node in path.iter().rev() {
            to_root ^= self.flipped[node];
            self.flipped[node] = to_root;
            self.parent[node] = root;
        }
        (root, self.flipped[member])
    }

    /// Asks that `a` and `b` face opposite ways (`differ`) or the same; a demand that
    /// contradicts those joined before is dropped.
    fn join(&mut self, a: usize, b: usize, differ: bool) {
        let ((root_a, flip_a), (root_b, flip_b)) = (self.find(a), self.find(b));
        if root_a != root_b {
            self.parent[root_b] = root_a;
            self.flipped[root_b] = flip_a ^ flip_b ^ differ;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairings::club_night::club_night;
    use crate::pairings::rest_of_evening::rest_of_evening;
    use crate::pairings::schedule::Tally;
    use crate::pairings::{rotating_partnerships, whist_tournament};

    fn unbalanced(players: u32, rounds: &[Round]) -> u32 {
        Tally::of(players, rounds)
            .unwrap()
            .quality()
            .sides_unbalanced
    }

    /// The fewest pairs any facing of `rounds`' tables leaves leaning, by a branch and
    /// bound over every facing: tables in order, each way round, a pair counted once its
    /// last table is faced, and a branch dropped once it counts as many as the best facing
    /// yet. The first table stays as it is: turning every table changes nothing.
    fn fewest_by_trying_all(players: u32, rounds: &[Round]) -> u32 {
        let sides = Sides::new(players);
        let tables: Vec<Vec<(usize, i32)>> = rounds
            .iter()
            .flat_map(|round| &round.tables)
            .map(|table| sides.leans(table).collect())
            .collect();
        let mut last_met = vec![0; sides.lean.len()];
        for (index, pairs) in tables.iter().enumerate() {
            for &(pair, _) in pairs {
                last_met[pair] = index;
            }
        }
        let mut search = Facings {
            tables,
            last_met,
            lean: sides.lean,
            best: u32::MAX,
        };
        search.face(0, 0);
        search.best
    }

    struct Facings {
        /// Each table's pairs, with the way each leans with the table as it is.
        tables: Vec<Vec<(usize, i32)>>,
        last_met: Vec<usize>,
        lean: Vec<i32>,
        best: u32,
    }

    impl Facings {
        fn face(&mut self, index: usize, leaning: u32) {
            if leaning >= self.best {
                return;
            }
            if index == self.tables.len() {
                self.best = leaning;
                return;
            }
            let ways: &[i32] = if index == 0 { &[1] } else { &[1, -1] };
            for &way in ways {
                let mut now = leaning;
                for &(pair, lean) in &self.tables[index] {
                    self.lean[pair] += way * lean;
                    if self.last_met[pair] == index && self.lean[pair].abs() > 1 {
                        now += 1;
                    }
                }
                self.face(index + 1, now);
                for &(pair, lean) in &self.tables[index] {
                    self.lean[pair] -= way * lean;
                }
            }
        }
    }

    /// Four, eight and twelve players: no facing of the design is directed, and the search
    /// finds one as even as the best of all 2^3, 2^14 and 2^33, for the design and for the
    /// evening seated from it. Twelve's evening, annealed once from the parities, was left
    /// with 13 pairs leaning where 11 is the fewest.
    #[test]
    fn the_smallest_tournaments_are_faced_as_well_as_any_facing_can() {
        for players in [4, 8, 12] {
            let design = whist_tournament(players).unwrap();
            let evening = rotating_partnerships(players, None, 0).unwrap();
            for schedule in [design, evening] {
                let best = fewest_by_trying_all(players, &schedule.rounds);
                assert!(best > 0, "{players}");
                assert_eq!(schedule.quality.sides_unbalanced, best, "{players}");
            }
        }
    }

    #[test]
    fn a_pair_leaning_by_its_parity_is_even() {
        assert_eq!([0, 1, -1, 2, -2, 3, -3].map(excess), [0, 0, 0, 2, 2, 2, 2]);
    }

    /// The rest of an evening, and a club night's draw, face their tables against the lean
    /// of the rounds played: here six rounds faced all one way, which a plan faced on its
    /// own would leave leaning.
    #[test]
    fn plans_after_rounds_played_even_out_their_sides() {
        let mut played = whist_tournament(13).unwrap().rounds[..6].to_vec();
        for table in played.iter_mut().flat_map(|round| &mut round.tables) {
            if table.east > table.west {
                turn_over(table);
            }
        }
        for plan in [rest_of_evening, club_night] {
            let rest = plan(13, 7, &played, 5).unwrap().rounds;
            let mut on_its_own = rest.clone();
            face_tables(13, &[], &mut on_its_own);
            let evening = |rest: &[Round]| [&played[..], rest].concat();
            let (counted, not) = (
                unbalanced(13, &evening(&rest)),
                unbalanced(13, &evening(&on_its_own)),
            );
            assert!(counted < not, "{counted} against {not}");
        }
    }
}
