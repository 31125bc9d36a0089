//! The order in which a winners' round's losers drop into the losers' bracket of a double
//! knock-out. A loser who meets, in the losers' bracket, a partnership they beat or lost to
//! earlier plays a rematch nobody wanted; which orders avoid most of them depends on the
//! bracket's size and byes, so Uptown tries each order brackets-manager.js knows, round by
//! round, on simulated events with random results, and keeps the one with fewest rematches.
//! The simulation is seeded: the same bracket comes out every time.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// How a list of dropping losers is laid against the losers' bracket, by position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DropOrder {
    Natural,
    Reverse,
    /// The second half first: losers from the bottom of the winners' bracket meet
    /// survivors from its top.
    HalfShift,
    /// Each half reversed in place.
    ReversedHalves,
    /// Neighbours swapped: 2 1 4 3 ...
    PairFlip,
}

const DROP_ORDERS: [DropOrder; 5] = [
    DropOrder::Natural,
    DropOrder::Reverse,
    DropOrder::HalfShift,
    DropOrder::ReversedHalves,
    DropOrder::PairFlip,
];

impl DropOrder {
    pub(crate) fn apply<T: Copy>(self, items: &[T]) -> Vec<T> {
        let count = items.len();
        let half = count / 2;
        (0..count)
            .map(|at| {
                let from = match self {
                    DropOrder::Natural => at,
                    DropOrder::Reverse => count - 1 - at,
                    DropOrder::HalfShift => (at + half) % count,
                    DropOrder::ReversedHalves if at < half => half - 1 - at,
                    DropOrder::ReversedHalves => count - 1 - (at - half),
                    // The last of an odd count stays where it is.
                    DropOrder::PairFlip => (at ^ 1).min(count - 1),
                };
                items[from]
            })
            .collect()
    }
}

/// Simulated events per order compared: enough that the best order's lead is real, few
/// enough that choosing takes milliseconds.
pub(crate) const TRIALS: usize = 2000;

/// Passes over the rounds, at most, each trying every order for every round.
const SWEEPS: usize = 4;

/// The drop orders for a double knock-out of `entrants`, one per winners' round (the first
/// lays out the losers' first round), where `rematches` counts what a choice of orders
/// gives over `TRIALS` simulated events: each round's order the one with fewest rematches
/// given the others. Kept once chosen.
pub(crate) fn chosen_orders(
    entrants: u32,
    start: Vec<DropOrder>,
    rematches: impl Fn(&[DropOrder]) -> u64,
) -> Vec<DropOrder> {
    static CHOSEN: OnceLock<Mutex<HashMap<u32, Vec<DropOrder>>>> = OnceLock::new();
    let chosen = CHOSEN.get_or_init(Mutex::default);
    if let Some(orders) = chosen
        .lock()
        .ok()
        .and_then(|kept| kept.get(&entrants).cloned())
    {
        return orders;
    }
    // From `start`: round by round the best order given the others, again while that
    // changes anything (a later round's order changes which earlier one is best). Only a
    // strictly better order replaces one, so where none is better the start stays.
    let rounds = start.len();
    let mut orders = start;
    let mut fewest = rematches(&orders);
    for _ in 0..SWEEPS {
        let mut changed = false;
        for round in 0..rounds {
            let kept = orders[round];
            for order in DROP_ORDERS.into_iter().filter(|order| *order != kept) {
                let before = orders[round];
                orders[round] = order;
                let rematches = rematches(&orders);
                if rematches < fewest {
                    fewest = rematches;
                    changed = true;
                } else {
                    orders[round] = before;
                }
            }
        }
        if !changed {
            break;
        }
    }
    if let Ok(mut kept) = chosen.lock() {
        kept.insert(entrants, orders.clone());
    }
    orders
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_order_lays_out_every_item_once() {
        let items = [1, 2, 3, 4, 5, 6];
        assert_eq!(DropOrder::Natural.apply(&items), vec![1, 2, 3, 4, 5, 6]);
        assert_eq!(DropOrder::Reverse.apply(&items), vec![6, 5, 4, 3, 2, 1]);
        assert_eq!(DropOrder::HalfShift.apply(&items), vec![4, 5, 6, 1, 2, 3]);
        assert_eq!(
            DropOrder::ReversedHalves.apply(&items),
            vec![3, 2, 1, 6, 5, 4]
        );
        assert_eq!(DropOrder::PairFlip.apply(&items), vec![2, 1, 4, 3, 6, 5]);
        assert_eq!(DropOrder::PairFlip.apply(&[1, 2, 3]), vec![2, 1, 3]);
    }
}
