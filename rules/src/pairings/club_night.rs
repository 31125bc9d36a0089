//! A one-off club night for whoever turned up: each round is drawn so that players avoid the
//! partners and opponents they had most recently, and those who sat out recently play; its
//! tables are faced so that opponents, counting the rounds before, meet on either side.

use super::error::{PairingsError, check_field};
use super::random::SplitMix;
use super::schedule::{Round, Schedule, TableSeating};
use super::sides::face_tables;

/// How much a repeat costs, by how many rounds ago it last happened (1: the round before).
const PARTNER_WEIGHT: u64 = 1_000_000;
const OPPONENT_WEIGHT: u64 = 10_000;
const SIT_OUT_WEIGHT: u64 = 100_000_000;

/// When each pair last partnered and opposed, and when each player last sat out, as the
/// number of rounds drawn so far at that moment (0: never).
struct Memory {
    players: usize,
    rounds_seen: u64,
    partnered: Vec<u64>,
    opposed: Vec<u64>,
    sat_out: Vec<u64>,
}

impl Memory {
    fn new(players: usize) -> Memory {
        Memory {
            players,
            rounds_seen: 0,
            partnered: vec![0; players * players],
            opposed: vec![0; players * players],
            sat_out: vec![0; players],
        }
    }

    fn pair(&self, a: usize, b: usize) -> usize {
        a.min(b) * self.players + a.max(b)
    }

    /// Remembers a round; players outside 1..=N (an older night's) are ignored.
    fn remember(&mut self, round: &Round) {
        self.rounds_seen += 1;
        let stamp = self.rounds_seen;
        let index = |player: u32| {
            usize::try_from(player)
                .ok()
                .filter(|p| (1..=self.players).contains(p))
                .map(|p| p - 1)
        };
        for table in &round.tables {
            let seats = table.players().map(index);
            for (a, b) in [(0, 1), (2, 3)] {
                if let (Some(a), Some(b)) = (seats[a], seats[b]) {
                    let pair = self.pair(a, b);
                    self.partnered[pair] = stamp;
                }
            }
            for (a, b) in [(0, 2), (0, 3), (1, 2), (1, 3)] {
                if let (Some(a), Some(b)) = (seats[a], seats[b]) {
                    let pair = self.pair(a, b);
                    self.opposed[pair] = stamp;
                }
            }
        }
        for player in round.sitting_out.iter().filter_map(|player| index(*player)) {
            self.sat_out[player] = stamp;
        }
    }

    /// The cost of a repeat last seen at `stamp`: the more recent, the dearer.
    fn recency(&self, stamp: u64, weight: u64) -> u64 {
        if stamp == 0 {
            0
        } else {
            weight / (self.rounds_seen + 1 - stamp)
        }
    }

    /// What seating `order` costs: tables of four in turn ([N, S, E, W]), the rest sitting out.
    fn cost(&self, order: &[usize], tables: usize) -> u64 {
        let mut cost = 0;
        for table in order.chunks(4).take(tables) {
            cost += self.recency(
                self.partnered[self.pair(table[0], table[1])],
                PARTNER_WEIGHT,
            );
            cost += self.recency(
                self.partnered[self.pair(table[2], table[3])],
                PARTNER_WEIGHT,
            );
            for (a, b) in [(0, 2), (0, 3), (1, 2), (1, 3)] {
                cost += self.recency(self.opposed[self.pair(table[a], table[b])], OPPONENT_WEIGHT);
            }
        }
        for player in &order[tables * 4..] {
            cost += self.recency(self.sat_out[*player], SIT_OUT_WEIGHT);
        }
        cost
    }
}

/// `rounds` rounds for `players` players (numbered 1..N as in `history`, the night's or
/// earlier nights' rounds, oldest first), each drawn by a seeded local search that swaps
/// players while the cost of recent repeats falls.
pub fn club_night(
    players: u32,
    rounds: u32,
    history: &[Round],
    seed: u64,
) -> Result<Schedule, PairingsError> {
    let size = check_field(players, rounds)?;
    let tables = size / 4;
    let mut memory = Memory::new(size);
    for round in history {
        memory.remember(round);
    }
    let mut random = SplitMix::new(seed);
    let mut drawn = Vec::new();
    for number in 1..=rounds {
        let mut order: Vec<usize> = (0..size).collect();
        random.shuffle(&mut order);
        let mut cost = memory.cost(&order, tables);
        for _ in 0..size * size * 8 {
            let (a, b) = (random.below(size), random.below(size));
            if a == b {
                continue;
            }
            order.swap(a, b);
            let tried = memory.cost(&order, tables);
            if tried <= cost {
                cost = tried;
            } else {
                order.swap(a, b);
            }
        }
        let seat = |index: usize| u32::try_from(order[index] + 1).unwrap_or(u32::MAX);
        let mut sitting_out: Vec<u32> = (tables * 4..size).map(seat).collect();
        sitting_out.sort_unstable();
        let round = Round {
            number,
            tables: (0..tables)
                .map(|table| TableSeating {
                    table: u32::try_from(table + 1).unwrap_or(u32::MAX),
                    north: seat(table * 4),
                    south: seat(table * 4 + 1),
                    east: seat(table * 4 + 2),
                    west: seat(table * 4 + 3),
                })
                .collect(),
            sitting_out,
        };
        memory.remember(&round);
        drawn.push(round);
    }
    face_tables(players, history, &mut drawn);
    Ok(Schedule::new(players, drawn).expect("a draw seats every player once a round"))
}
