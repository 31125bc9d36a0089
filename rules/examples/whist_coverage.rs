//! Which sizes the whist tournament constructions reach, each checked over the whole
//! schedule, which of them are faced as directed ones (every pair of opponents meets once
//! with each on the other's left), and the slowest: `cargo run --release -p uptown-rules --example whist_coverage
//! -- [largest]` (1000 by default).

use std::time::{Duration, Instant};

use uptown_rules::pairings::schedule::Tally;
use uptown_rules::pairings::whist_tournament;

fn main() {
    let largest: u32 = std::env::args()
        .nth(1)
        .map_or(1000, |arg| arg.parse().expect("the largest size, a number"));
    let (mut covered, mut missing) = (Vec::new(), Vec::new());
    let mut undirected = Vec::new();
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
        if schedule.quality.sides_unbalanced > 0 {
            undirected.push((players, schedule.quality.sides_unbalanced));
        }
    }
    println!(
        "covered {} of {} sizes up to {largest}",
        covered.len(),
        covered.len() + missing.len()
    );
    println!("missing: {missing:?}");
    let (ones, zeros): (Vec<_>, Vec<_>) =
        undirected.iter().partition(|(players, _)| players % 4 == 1);
    let directed_zeros: Vec<u32> = covered
        .iter()
        .copied()
        .filter(|players| players % 4 == 0 && !zeros.iter().any(|(zero, _)| zero == players))
        .collect();
    println!(
        "directed: {} of {}; not, N ≡ 1 (mod 4), with the pairs on one side too often: {ones:?}",
        covered.len() - undirected.len(),
        covered.len(),
    );
    println!("directed, N ≡ 0 (mod 4): {directed_zeros:?}");
    let mut shares: Vec<f64> = zeros
        .iter()
        .map(|(players, unbalanced)| {
            100.0 * f64::from(*unbalanced) / f64::from(players * (players - 1) / 2)
        })
        .collect();
    shares.sort_by(f64::total_cmp);
    if let (Some(least), Some(most)) = (shares.first(), shares.last()) {
        println!(
            "not, N ≡ 0 (mod 4): {}; pairs on one side too often {least:.1} % to {most:.1} %, \
             half of them under {:.1} %",
            zeros.len(),
            shares[shares.len() / 2]
        );
    }
    println!(
        "slowest answer, found or not: {} players in {:?}",
        slowest.1, slowest.0
    );
}
