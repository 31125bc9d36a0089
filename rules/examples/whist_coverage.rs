//! Which sizes the whist tournament constructions reach, each checked over the whole
//! schedule, and the slowest: `cargo run --release -p uptown-rules --example whist_coverage
//! -- [largest]` (1000 by default).

use std::time::{Duration, Instant};

use uptown_rules::pairings::schedule::Tally;
use uptown_rules::pairings::whist_tournament;

fn main() {
    let largest: u32 = std::env::args()
        .nth(1)
        .map_or(1000, |arg| arg.parse().expect("the largest size, a number"));
    let (mut covered, mut missing) = (Vec::new(), Vec::new());
    let mut slowest = (Duration::ZERO, 0);
    for players in (4..=largest).filter(|players| players % 4 <= 1) {
        let started = Instant::now();
        let schedule = whist_tournament(players);
        let took = started.elapsed();
        slowest = slowest.max((took, players));
        let Some(schedule) = schedule else {
            missing.push(players);
            continue;
        };
        let tally = Tally::of(players, &schedule.rounds).expect("every player one place a round");
        assert!(
            tally.is_whist_tournament(),
            "{players} is not a whist tournament"
        );
        covered.push(players);
    }
    println!(
        "covered {} of {} sizes up to {largest}",
        covered.len(),
        covered.len() + missing.len()
    );
    println!("missing: {missing:?}");
    println!(
        "slowest answer, found or not: {} players in {:?}",
        slowest.1, slowest.0
    );
}
