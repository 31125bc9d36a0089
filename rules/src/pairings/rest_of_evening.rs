//! The rest of an evening whose field changed (a late arrival, a withdrawal): the rounds
//! left are planned together from what the evening's rounds so far did, so that sit-outs
//! even out, nobody partners twice while that can be avoided, and opponents spread as
//! evenly as the search gets.
//!
//! A round a player was not there for counts as a round they sat out: whoever missed most
//! plays first, so a late arrival is not the one who sits out next. Each table of the plan
//! faces so that opponents, counting the rounds played, meet on either side of each other.

use super::error::{PairingsError, check_field};
use super::opponents::Cooling;
use super::random::SplitMix;
use super::schedule::{Round, Schedule, TableSeating};
use super::sides::face_tables;

/// Moves the search tries per seat of the plan, up to `MOST_MOVES`: at the cap, 28 players
/// with up to 26 rounds left are planned in about 0.2 s (release build).
const MOVES_PER_SEAT: usize = 2_000;
const MOST_MOVES: usize = 400_000;

/// What a partnership played once more costs against the opponents' spread: an uphill move
/// is taken with a chance that halves with each point, so the search never climbs into one.
const PARTNER_REPEAT: i64 = 100;

/// `rounds` rounds for `players` players (1..N, as in `history`: this evening's rounds so
/// far, oldest first, with everyone who was not at a table listed as sitting out; players
/// outside 1..N, who have left, are ignored).
pub fn rest_of_evening(
    players: u32,
    rounds: u32,
    history: &[Round],
    seed: u64,
) -> Result<Schedule, PairingsError> {
    let size = check_field(players, rounds)?;
    let mut random = SplitMix::new(seed);
    let mut counts = Counts::new(size);
    for round in history {
        counts.add_round(round);
    }
    let seated = size / 4 * 4;
    let mut plan: Vec<Vec<usize>> = sit_outs(&counts, rounds, &mut random)
        .into_iter()
        .map(|resting| {
            let mut order: Vec<usize> = (0..size).filter(|p| !resting.contains(p)).collect();
            random.shuffle(&mut order);
            order
        })
        .collect();
    for order in &plan {
        counts.seat(order, 1);
    }
    search(&mut counts, &mut plan, seated, &mut random);
    let mut rounds: Vec<Round> = plan
        .iter()
        .enumerate()
        .map(|(index, order)| numbered(index, order, size))
        .collect();
    face_tables(players, history, &mut rounds);
    Ok(Schedule::new(players, rounds).expect("a plan seats every player once a round"))
}

/// How often each pair has partnered and opposed, and how many rounds each player missed.
struct Counts {
    players: usize,
    partnered: Vec<i64>,
    opposed: Vec<i64>,
    missed: Vec<u32>,
    /// The latest round (1 up, by order of `add_round`) each player missed; 0: never.
    last_missed: Vec<usize>,
    rounds_seen: usize,
}

impl Counts {
    fn new(players: usize) -> Counts {
        Counts {
            players,
            partnered: vec![0; players * players],
            opposed: vec![0; players * players],
            missed: vec![0; players],
            last_missed: vec![0; players],
            rounds_seen: 0,
        }
    }

    fn pair(&self, a: usize, b: usize) -> usize {
        a.min(b) * self.players + a.max(b)
    }

    fn index(&self, player: u32) -> Option<usize> {
        usize::try_from(player)
            .ok()
            .filter(|p| (1..=self.players).contains(p))
            .map(|p| p - 1)
    }

    /// Counts a round of the evening so far.
    fn add_round(&mut self, round: &Round) {
        self.rounds_seen += 1;
        for table in &round.tables {
            let seats = table.players().map(|player| self.index(player));
            for (a, b) in PARTNERS {
                if let (Some(a), Some(b)) = (seats[a], seats[b]) {
                    let pair = self.pair(a, b);
                    self.partnered[pair] += 1;
                }
            }
            for (a, b) in OPPONENTS {
                if let (Some(a), Some(b)) = (seats[a], seats[b]) {
                    let pair = self.pair(a, b);
                    self.opposed[pair] += 1;
                }
            }
        }
        let resting: Vec<usize> = round
            .sitting_out
            .iter()
            .filter_map(|p| self.index(*p))
            .collect();
        for player in resting {
            self.miss(player);
        }
    }

    fn miss(&mut self, player: usize) {
        self.missed[player] += 1;
        self.last_missed[player] = self.rounds_seen;
    }

    /// Counts (`step` 1) or uncounts (-1) the tables of `order` ([N, S, E, W] four by four).
    fn seat(&mut self, order: &[usize], step: i64) {
        for table in order.chunks_exact(4) {
            self.seat_table(table, step);
        }
    }

    fn seat_table(&mut self, table: &[usize], step: i64) {
        for (a, b) in PARTNERS {
            let pair = self.pair(table[a], table[b]);
            self.partnered[pair] += step;
        }
        for (a, b) in OPPONENTS {
            let pair = self.pair(table[a], table[b]);
            self.opposed[pair] += step;
        }
    }

    /// What the counts of the pairs among `players` cost.
    fn cost_among(&self, players: &[usize]) -> Cost {
        let mut cost = Cost::default();
        for (index, a) in players.iter().enumerate() {
            for b in &players[index + 1..] {
                let pair = self.pair(*a, *b);
                cost.partner_repeats += (self.partnered[pair] - 1).max(0);
                cost.opponents += self.opposed[pair] * self.opposed[pair];
            }
        }
        cost
    }

    fn cost(&self) -> Cost {
        let players: Vec<usize> = (0..self.players).collect();
        self.cost_among(&players)
    }
}

/// What a plan costs: its partnerships played more than once, and its opponents by the
/// square of each pair's count (so that spreading them pays). Ordered as the plan is
/// judged: repeats first.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Cost {
    partner_repeats: i64,
    opponents: i64,
}

impl Cost {
    /// One number for the search to anneal.
    fn weighed(self) -> i64 {
        PARTNER_REPEAT * self.partner_repeats + self.opponents
    }

    fn minus(self, other: Cost) -> Cost {
        Cost {
            partner_repeats: self.partner_repeats - other.partner_repeats,
            opponents: self.opponents - other.opponents,
        }
    }

    fn plus(self, other: Cost) -> Cost {
        Cost {
            partner_repeats: self.partner_repeats + other.partner_repeats,
            opponents: self.opponents + other.opponents,
        }
    }
}

/// Seats of a table `[N, S, E, W]` that partner, and that oppose.
const PARTNERS: [(usize, usize); 2] = [(0, 1), (2, 3)];
const OPPONENTS: [(usize, usize); 4] = [(0, 2), (0, 3), (1, 2), (1, 3)];

/// Who sits out each round left: those who missed fewest rounds so far, of them those who
/// missed one longest ago, then at random.
fn sit_outs(counts: &Counts, rounds: u32, random: &mut SplitMix) -> Vec<Vec<usize>> {
    let size = counts.players;
    let resting = size % 4;
    let mut missed = counts.missed.clone();
    let mut last = counts.last_missed.clone();
    let mut seen = counts.rounds_seen;
    (0..rounds)
        .map(|_| {
            seen += 1;
            let mut order: Vec<usize> = (0..size).collect();
            random.shuffle(&mut order);
            order.sort_by_key(|player| (missed[*player], last[*player]));
            let out = order[..resting].to_vec();
            for player in &out {
                missed[*player] += 1;
                last[*player] = seen;
            }
            out
        })
        .collect()
}

/// Anneals the plan's seats: a move swaps two seated players of one round.
fn search(counts: &mut Counts, plan: &mut [Vec<usize>], seated: usize, random: &mut SplitMix) {
    if seated == 0 || plan.is_empty() {
        return;
    }
    let moves = (plan.len() * seated * MOVES_PER_SEAT).min(MOST_MOVES);
    let mut cost = counts.cost();
    let mut best = plan.to_vec();
    let mut best_cost = cost;
    for step in 0..moves {
        // Only the cooler half's plans are kept: the hot half is wandering.
        let keeping = step >= moves / 2;
        if step == moves / 2 {
            best_cost = cost;
            best.clone_from_slice(plan);
        }
        let round = random.below(plan.len());
        let (a, b) = (random.below(seated), random.below(seated));
        if a / 2 == b / 2 {
            // The same seat, or partners trading places: nothing changes.
            continue;
        }
        let delta = swap_cost(counts, &mut plan[round], a, b);
        if Cooling::Annealed.refuses(delta.weighed(), step, moves, random) {
            swap_cost(counts, &mut plan[round], a, b);
            continue;
        }
        cost = cost.plus(delta);
        if keeping && cost < best_cost {
            best_cost = cost;
            best.clone_from_slice(plan);
        }
    }
    for (order, kept) in plan.iter_mut().zip(best) {
        counts.seat(order, -1);
        *order = kept;
        counts.seat(order, 1);
    }
}

/// Swaps seats `a` and `b` of `order`, and says what that changed the cost by.
fn swap_cost(counts: &mut Counts, order: &mut [usize], a: usize, b: usize) -> Cost {
    let mut tables = vec![a / 4 * 4, b / 4 * 4];
    tables.dedup();
    let touched: Vec<usize> = tables
        .iter()
        .flat_map(|start| order[*start..start + 4].iter().copied())
        .collect();
    let before = counts.cost_among(&touched);
    for start in &tables {
        counts.seat_table(&order[*start..start + 4], -1);
    }
    order.swap(a, b);
    for start in &tables {
        counts.seat_table(&order[*start..start + 4], 1);
    }
    counts.cost_among(&touched).minus(before)
}

/// Round `index` of the plan as a schedule's round, players 1..N.
fn numbered(index: usize, order: &[usize], players: usize) -> Round {
    let number = |player: usize| u32::try_from(player + 1).unwrap_or(u32::MAX);
    let mut sitting_out: Vec<u32> = (0..players)
        .filter(|player| !order.contains(player))
        .map(number)
        .collect();
    sitting_out.sort_unstable();
    Round {
        number: u32::try_from(index + 1).unwrap_or(u32::MAX),
        tables: order
            .chunks_exact(4)
            .enumerate()
            .map(|(table, seats)| TableSeating {
                table: u32::try_from(table + 1).unwrap_or(u32::MAX),
                north: number(seats[0]),
                south: number(seats[1]),
                east: number(seats[2]),
                west: number(seats[3]),
            })
            .collect(),
        sitting_out,
    }
}
