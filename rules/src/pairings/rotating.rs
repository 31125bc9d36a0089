//! Rotating partnerships for any number of players (CONTRACT.md section 5).
//!
//! The schedule starts from a complete whist tournament for the number of players where a
//! construction reaches it. For N ≡ 0, 1 (mod 4) that none reaches yet, it starts from a
//! near-complete one (`near_tournament.rs`). For other N it starts from a complete one for
//! the smallest size above N that a construction reaches; the extra places are phantoms: a
//! table with a phantom does not play, and its real players sit out. The seed relabels the
//! players, which keeps every property. When fewer rounds are wanted than the design has,
//! the rounds are chosen to keep opponent counts and sit-outs as even as they can be.

use super::error::{MAX_PLAYERS, MOST_PHANTOMS, PairingsError};
use super::near_tournament::near_tournament;
use super::random::SplitMix;
use super::schedule::{Rounds, Schedule, seat_rounds};
use super::whist_tournament::design;

/// A schedule of rotating partnerships for `players`: by default N − 1 rounds (N ≡ 0 mod 4)
/// or N rounds, complete where a design exists; with `rounds`, that many rounds.
pub fn rotating_partnerships(
    players: u32,
    rounds: Option<u32>,
    seed: u64,
) -> Result<Schedule, PairingsError> {
    if players < 4 {
        return Err(PairingsError::TooFewPlayers(players));
    }
    if players > MAX_PLAYERS {
        return Err(PairingsError::TooManyPlayers(players));
    }
    let size = usize::try_from(players).unwrap_or(usize::MAX);
    let mut random = SplitMix::new(seed);
    // A complete design; else, where one should exist, a near-complete schedule; else a
    // larger design with phantoms.
    let (base, design) = design(size)
        .map(|design| (size, design))
        .or_else(|| (size % 4 <= 1).then(|| (size, near_tournament(size, &mut random))))
        .or_else(|| {
            (size + 1..=size + MOST_PHANTOMS as usize)
                .find_map(|base| design(base).map(|design| (base, design)))
        })
        .ok_or(PairingsError::NoDesign(players))?;
    let mut labels: Vec<usize> = (0..base).collect();
    random.shuffle(&mut labels);
    // Relabel, and drop the tables where a phantom (a label ≥ players) sits.
    let mut playable: Rounds = design
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|table| table.map(|player| labels[player]))
                .filter(|table| table.iter().all(|player| *player < size))
                .collect()
        })
        .collect();
    random.shuffle(&mut playable);
    let available = u32::try_from(playable.len()).unwrap_or(u32::MAX);
    let wanted = match rounds {
        Some(0) => return Err(PairingsError::NoRounds),
        Some(rounds) if rounds > available => {
            return Err(PairingsError::TooManyRounds {
                rounds,
                available,
                players,
            });
        }
        Some(rounds) => rounds,
        None if players.is_multiple_of(4) => available.min(players - 1),
        None => available.min(players),
    };
    let chosen = choose_rounds(size, &playable, wanted as usize);
    let mut rounds: Rounds = chosen
        .into_iter()
        .map(|index| playable[index].clone())
        .collect();
    even_sit_outs(size, &mut rounds);
    Schedule::new(players, seat_rounds(players, &rounds))
        .map_err(|_| PairingsError::NoDesign(players))
}

/// Sit-outs weigh more than opponent counts: a player sitting out twice more than another
/// is felt more than meeting someone once more.
const SIT_OUT_WEIGHT: u64 = 64;

/// What adding or removing a round changes: its opponent pairs and its sitting-out players.
struct RoundEffect {
    opponent_pairs: Vec<usize>,
    sitting_out: Vec<usize>,
}

impl RoundEffect {
    fn of(players: usize, tables: &[[usize; 4]]) -> RoundEffect {
        let mut seated = vec![false; players];
        let mut opponent_pairs = Vec::with_capacity(tables.len() * 4);
        for &[north, south, east, west] in tables {
            for player in [north, south, east, west] {
                seated[player] = true;
            }
            for (a, b) in [(north, east), (north, west), (south, east), (south, west)] {
                opponent_pairs.push(a.min(b) * players + a.max(b));
            }
        }
        let sitting_out = (0..players).filter(|player| !seated[*player]).collect();
        RoundEffect {
            opponent_pairs,
            sitting_out,
        }
    }
}

/// Running counts of a set of rounds, with the cost Σ opponents² + weight · Σ sit-outs²,
/// which is lowest when both are spread evenly.
struct Counts {
    opponents: Vec<u64>,
    sat_out: Vec<u64>,
}

impl Counts {
    /// The change of cost if `effect` were added (`sign` 1) or removed (`sign` −1).
    fn delta(&self, effect: &RoundEffect, adding: bool) -> i64 {
        let change = |count: u64| -> i64 {
            let count = i64::try_from(count).unwrap_or(i64::MAX);
            if adding { 2 * count + 1 } else { 1 - 2 * count }
        };
        let opponents: i64 = effect
            .opponent_pairs
            .iter()
            .map(|pair| change(self.opponents[*pair]))
            .sum();
        let sat_out: i64 = effect
            .sitting_out
            .iter()
            .map(|player| change(self.sat_out[*player]))
            .sum();
        opponents + i64::try_from(SIT_OUT_WEIGHT).unwrap_or(1) * sat_out
    }

    fn apply(&mut self, effect: &RoundEffect, adding: bool) {
        let step = |count: &mut u64| {
            if adding {
                *count += 1;
            } else {
                *count -= 1;
            }
        };
        effect
            .opponent_pairs
            .iter()
            .for_each(|pair| step(&mut self.opponents[*pair]));
        effect
            .sitting_out
            .iter()
            .for_each(|player| step(&mut self.sat_out[*player]));
    }
}

/// Picks `wanted` of the rounds: greedily the one that keeps the counts most even, then
/// swaps a chosen round for a left-out one while that lowers the cost.
fn choose_rounds(players: usize, rounds: &Rounds, wanted: usize) -> Vec<usize> {
    if wanted >= rounds.len() {
        return (0..rounds.len()).collect();
    }
    let effects: Vec<RoundEffect> = rounds
        .iter()
        .map(|round| RoundEffect::of(players, round))
        .collect();
    let mut counts = Counts {
        opponents: vec![0; players * players],
        sat_out: vec![0; players],
    };
    let mut chosen = Vec::with_capacity(wanted);
    let mut left: Vec<usize> = (0..rounds.len()).collect();
    while chosen.len() < wanted {
        let (position, _) = left
            .iter()
            .enumerate()
            .min_by_key(|(_, round)| counts.delta(&effects[**round], true))
            .expect("rounds are left to choose from");
        let round = left.remove(position);
        counts.apply(&effects[round], true);
        chosen.push(round);
    }
    for _ in 0..4 {
        let mut improved = false;
        for slot in &mut chosen {
            let out = *slot;
            counts.apply(&effects[out], false);
            let best = left
                .iter()
                .enumerate()
                .map(|(position, round)| (position, counts.delta(&effects[*round], true)))
                .min_by_key(|(_, delta)| *delta);
            let keep = counts.delta(&effects[out], true);
            match best {
                Some((position, delta)) if delta < keep => {
                    let round = std::mem::replace(&mut left[position], out);
                    counts.apply(&effects[round], true);
                    *slot = round;
                    improved = true;
                }
                _ => counts.apply(&effects[out], true),
            }
        }
        if !improved {
            break;
        }
    }
    chosen
}

/// Moves players between sitting out and playing until sit-outs differ by at most one,
/// where that can be done without anyone partnering the same player twice: a player who
/// sat out more often takes the seat of one who sat out less, in a round where the first
/// sits out and the second plays.
fn even_sit_outs(players: usize, rounds: &mut Rounds) {
    let mut partnered = vec![false; players * players];
    let mut opposed = vec![0u32; players * players];
    let mut sat_out = vec![rounds.len(); players];
    for round in rounds.iter() {
        for &[north, south, east, west] in round {
            for (a, b) in [(north, south), (east, west)] {
                partnered[a * players + b] = true;
                partnered[b * players + a] = true;
            }
            for (a, b) in [(north, east), (north, west), (south, east), (south, west)] {
                opposed[a * players + b] += 1;
                opposed[b * players + a] += 1;
            }
            for player in [north, south, east, west] {
                sat_out[player] -= 1;
            }
        }
    }
    // Each move narrows the spread; the bound only guards against a loop.
    for _ in 0..players * rounds.len() {
        let most = *sat_out.iter().max().unwrap_or(&0);
        let least = *sat_out.iter().min().unwrap_or(&0);
        if most <= least + 1 {
            return;
        }
        let counts = (&partnered[..], &opposed[..], &sat_out[..]);
        let Some((round, table, seat, from, to)) =
            find_move(players, rounds, counts, (most, least), true)
                .or_else(|| find_move(players, rounds, counts, (most, least), false))
        else {
            return;
        };
        let seats = rounds[round][table];
        let partner = seats[seat ^ 1];
        let opponents = if seat < 2 {
            [seats[2], seats[3]]
        } else {
            [seats[0], seats[1]]
        };
        for (player, joins) in [(to, false), (from, true)] {
            partnered[player * players + partner] = joins;
            partnered[partner * players + player] = joins;
            for opponent in opponents {
                let count = &mut opposed[player * players + opponent];
                *count = if joins { *count + 1 } else { *count - 1 };
                opposed[opponent * players + player] = *count;
            }
        }
        rounds[round][table][seat] = from;
        sat_out[from] -= 1;
        sat_out[to] += 1;
    }
}

/// A round, table and seat where a player who sat out `most` times can take the place of
/// one who sat out `least` times without partnering anyone twice; with `gently`, only where
/// the newcomer has met neither opponent twice already.
fn find_move(
    players: usize,
    rounds: &Rounds,
    (partnered, opposed, sat_out): (&[bool], &[u32], &[usize]),
    (most, least): (usize, usize),
    gently: bool,
) -> Option<(usize, usize, usize, usize, usize)> {
    for (index, round) in rounds.iter().enumerate() {
        let mut seated = vec![false; players];
        round
            .iter()
            .flatten()
            .for_each(|player| seated[*player] = true);
        let waiting: Vec<usize> = (0..players)
            .filter(|player| !seated[*player] && sat_out[*player] == most)
            .collect();
        for (table_index, table) in round.iter().enumerate() {
            for (seat, &player) in table.iter().enumerate() {
                if sat_out[player] != least {
                    continue;
                }
                // Seats are [N, S, E, W]: N–S and E–W partner, so the partner's seat is seat ^ 1.
                let partner = table[seat ^ 1];
                let opponents = if seat < 2 {
                    [table[2], table[3]]
                } else {
                    [table[0], table[1]]
                };
                let fits = |from: usize| {
                    !partnered[from * players + partner]
                        && (!gently
                            || opponents
                                .iter()
                                .all(|opponent| opposed[from * players + opponent] < 2))
                };
                if let Some(&from) = waiting.iter().find(|from| fits(**from)) {
                    return Some((index, table_index, seat, from, player));
                }
            }
        }
    }
    None
}
