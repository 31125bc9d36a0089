//! Knock-out brackets with standard seeding: single elimination, and double elimination
//! with a losers' bracket and a grand final (PAIRINGS.md section 4).

use serde::{Deserialize, Serialize};

use super::drop_orders::{DropOrder, TRIALS, chosen_orders};
use super::error::PairingsError;
use super::random::SplitMix;

/// Where a side of a bracket match comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// The entrant with this seed, from 1.
    Seed(u32),
    /// Nobody: the other side goes through.
    Bye,
    /// The winner of the match with this id.
    WinnerOf(u32),
    /// The loser of the match with this id (double elimination).
    LoserOf(u32),
}

/// Which part of the bracket a match belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    Winners,
    Losers,
    GrandFinal,
    /// Played only if the losers' bracket winner wins the grand final.
    Reset,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BracketMatch {
    pub id: u32,
    pub part: Part,
    /// The round within its part, from 1.
    pub round: u32,
    pub top: Slot,
    pub bottom: Slot,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bracket {
    pub entrants: u32,
    /// The bracket's size, the power of two at or above the entrants; the difference is byes,
    /// which go to the top seeds.
    pub size: u32,
    pub matches: Vec<BracketMatch>,
}

/// The standard seeding order of a bracket of `size` (a power of two): first-round pairs
/// are consecutive, their seeds sum to size + 1, and the top seeds meet as late as possible.
/// For 16: 1 16 8 9 4 13 5 12 2 15 7 10 3 14 6 11.
pub fn seeding_order(size: u32) -> Vec<u32> {
    let mut order = vec![1];
    while u32::try_from(order.len()).unwrap_or(u32::MAX) < size {
        let doubled = u32::try_from(order.len() * 2).unwrap_or(u32::MAX);
        order = order
            .iter()
            .flat_map(|seed| [*seed, doubled + 1 - seed])
            .collect();
    }
    order
}

struct Builder {
    matches: Vec<BracketMatch>,
}

impl Builder {
    fn add(&mut self, part: Part, round: u32, top: Slot, bottom: Slot) -> u32 {
        let id = u32::try_from(self.matches.len() + 1).unwrap_or(u32::MAX);
        self.matches.push(BracketMatch {
            id,
            part,
            round,
            top,
            bottom,
        });
        id
    }

    /// Pairs up `slots` in order as the matches of one round; the ids of those matches.
    fn round(&mut self, part: Part, round: u32, slots: &[Slot]) -> Vec<u32> {
        slots
            .chunks(2)
            .map(|pair| self.add(part, round, pair[0], pair[1]))
            .collect()
    }
}

fn size_for(entrants: u32) -> Result<u32, PairingsError> {
    if entrants < 2 {
        return Err(PairingsError::TooFewPartnerships(entrants));
    }
    Ok(entrants.next_power_of_two())
}

/// The winners' bracket: its matches round by round.
fn winners_bracket(builder: &mut Builder, entrants: u32, size: u32) -> Vec<Vec<u32>> {
    let first: Vec<Slot> = seeding_order(size)
        .into_iter()
        .map(|seed| {
            if seed > entrants {
                Slot::Bye
            } else {
                Slot::Seed(seed)
            }
        })
        .collect();
    let mut rounds = vec![builder.round(Part::Winners, 1, &first)];
    while rounds.last().is_some_and(|round| round.len() > 1) {
        let winners: Vec<Slot> = rounds
            .last()
            .expect("a round")
            .iter()
            .map(|id| Slot::WinnerOf(*id))
            .collect();
        let number = u32::try_from(rounds.len() + 1).unwrap_or(u32::MAX);
        rounds.push(builder.round(Part::Winners, number, &winners));
    }
    rounds
}

/// A single-elimination bracket for `entrants` partnerships.
pub fn single_elimination(entrants: u32) -> Result<Bracket, PairingsError> {
    let size = size_for(entrants)?;
    let mut builder = Builder {
        matches: Vec::new(),
    };
    winners_bracket(&mut builder, entrants, size);
    Ok(Bracket {
        entrants,
        size,
        matches: builder.matches,
    })
}

/// A double-elimination bracket: a partnership is out after its second loss. The losers'
/// bracket takes each winners' round's losers in turn; its winner meets the winners'
/// bracket winner in the grand final, and a reset final follows if the latter loses it.
///
/// The losers of each winners' round drop in the order that gives the fewest rematches in
/// the losers' bracket (`drop_orders.rs`).
pub fn double_elimination(entrants: u32) -> Result<Bracket, PairingsError> {
    double_elimination_with(entrants, Drops::FewestRematches)
}

/// How a double knock-out's losers drop into the losers' bracket. An event keeps the way its
/// bracket was drawn, so that a bracket drawn one way is never read back another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Drops {
    /// The first round's losers in bracket order, every later round's reversed: how Uptown
    /// drew brackets before it compared orders.
    Reversed,
    /// Each round's losers in the order with the fewest rematches.
    FewestRematches,
}

/// A double-elimination bracket whose losers drop as `drops` says.
pub fn double_elimination_with(entrants: u32, drops: Drops) -> Result<Bracket, PairingsError> {
    let size = size_for(entrants)?;
    let rounds = usize::try_from(size.trailing_zeros()).unwrap_or(0);
    let orders = match drops {
        Drops::Reversed => reversed_drops(rounds),
        Drops::FewestRematches => chosen_orders(entrants, reversed_drops(rounds), |orders| {
            losers_rematches(&double_elimination_dropping(entrants, size, orders), TRIALS)
        }),
    };
    Ok(double_elimination_dropping(entrants, size, &orders))
}

/// The first round's losers in order, the later rounds' reversed.
fn reversed_drops(rounds: usize) -> Vec<DropOrder> {
    let mut orders = vec![DropOrder::Reverse; rounds];
    if let Some(first) = orders.first_mut() {
        *first = DropOrder::Natural;
    }
    orders
}

/// The double-elimination bracket whose winners' round `k` losers drop in `orders[k]`.
fn double_elimination_dropping(entrants: u32, size: u32, orders: &[DropOrder]) -> Bracket {
    let mut builder = Builder {
        matches: Vec::new(),
    };
    let winners = winners_bracket(&mut builder, entrants, size);
    let losers_of =
        |round: &[u32]| -> Vec<Slot> { round.iter().map(|id| Slot::LoserOf(*id)).collect() };
    let losers_champion = if winners.len() == 1 {
        Slot::LoserOf(winners[0][0])
    } else {
        let mut round_number = 1;
        let first = orders[0].apply(&winners[0]);
        let mut current = builder.round(Part::Losers, round_number, &losers_of(&first));
        for (dropping, order) in winners[1..].iter().zip(&orders[1..]) {
            // The survivors meet the losers coming down from the winners' bracket.
            round_number += 1;
            let slots: Vec<Slot> = current
                .iter()
                .zip(order.apply(dropping))
                .flat_map(|(survivor, dropped)| [Slot::WinnerOf(*survivor), Slot::LoserOf(dropped)])
                .collect();
            current = builder.round(Part::Losers, round_number, &slots);
            if current.len() > 1 {
                round_number += 1;
                let survivors: Vec<Slot> = current.iter().map(|id| Slot::WinnerOf(*id)).collect();
                current = builder.round(Part::Losers, round_number, &survivors);
            }
        }
        Slot::WinnerOf(current[0])
    };
    let champion = Slot::WinnerOf(
        *winners
            .last()
            .and_then(|round| round.first())
            .expect("a final"),
    );
    let final_id = builder.add(Part::GrandFinal, 1, champion, losers_champion);
    builder.add(
        Part::Reset,
        1,
        Slot::WinnerOf(final_id),
        Slot::LoserOf(final_id),
    );
    Bracket {
        entrants,
        size,
        matches: builder.matches,
    }
}

/// Rematches in the losers' bracket over `trials` events with random results (the same
/// results for every bracket of a size, so that orders are compared on equal terms).
pub(crate) fn losers_rematches(bracket: &Bracket, trials: usize) -> u64 {
    let mut random = SplitMix::new(u64::from(bracket.entrants));
    let entrants = usize::try_from(bracket.entrants).unwrap_or(0) + 1;
    let mut met = vec![false; entrants * entrants];
    // Each match's (winner, loser), by id from 1.
    let mut results: Vec<(Option<u32>, Option<u32>)> =
        vec![(None, None); bracket.matches.len() + 1];
    let mut rematches = 0;
    for _ in 0..trials {
        met.fill(false);
        for game in &bracket.matches {
            let side = |slot: Slot| match slot {
                Slot::Seed(seed) => Some(seed),
                Slot::Bye => None,
                Slot::WinnerOf(id) => results[id as usize].0,
                Slot::LoserOf(id) => results[id as usize].1,
            };
            let (top, bottom) = (side(game.top), side(game.bottom));
            results[game.id as usize] = match (top, bottom) {
                (Some(a), Some(b)) => {
                    let pair = a as usize * entrants + b as usize;
                    let mirror = b as usize * entrants + a as usize;
                    if game.part == Part::Losers && met[pair] {
                        rematches += 1;
                    }
                    met[pair] = true;
                    met[mirror] = true;
                    // By who plays, not by who sits North–South: orders that only turn a
                    // table round play out the same.
                    let (low, high) = (a.min(b), a.max(b));
                    if random.below(2) == 0 {
                        (Some(low), Some(high))
                    } else {
                        (Some(high), Some(low))
                    }
                }
                (one, other) => (one.or(other), None),
            };
        }
    }
    rematches
}
