//! Evenings for N ≡ 2 (mod 4) players, found offline, where one was. The design for N + 2
//! with two phantoms leaves some pair opposing three times or never however its tables are
//! re-paired (at 10 players, for every pair of phantoms and all 3¹⁰ re-pairings), while
//! counting allows every pair to oppose once or twice.
//!
//! These evenings are cyclic: the players are `Z_N`, and round g is a base round with g
//! added to every player. The base round seats (N − 2)/4 tables and leaves two players out,
//! so everyone sits out twice; its partner pairs have every difference ±d, 0 < d < N/2,
//! once, so nobody partners twice; and its opponent pairs have N/2 once (each such pair is
//! met twice as the rounds go round) and every other difference once or twice, so every
//! pair opposes once or twice. They are found offline: for 10 to 34 players by a SAT
//! solver (`scripts/find-even-evening.py`, which can also pick, of many, the one whose
//! evening can be faced best), from 38 by annealing (`examples/find_starters.rs`), which
//! finds one far sooner there. `data/found-evenings.json` holds them, by N, as tables
//! `[north, south, east, west]`.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::developed::develop;
use super::schedule::Rounds;

fn found() -> &'static HashMap<String, Vec<[usize; 4]>> {
    static FOUND: OnceLock<HashMap<String, Vec<[usize; 4]>>> = OnceLock::new();
    FOUND.get_or_init(|| {
        serde_json::from_str(include_str!("../../data/found-evenings.json"))
            .expect("the shipped evenings are valid JSON")
    })
}

/// The evening found for `players`, if one was: its N rounds.
pub(crate) fn found_evening(players: usize) -> Option<Rounds> {
    let base = found().get(&players.to_string())?;
    Some(develop(base, players, |shift, player| {
        (player + shift) % players
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every stored evening is what the module says, counted here from its tables.
    #[test]
    fn every_stored_evening_is_as_even_as_counting_allows() {
        assert!(!found().is_empty());
        for players in found().keys() {
            let players: usize = players.parse().unwrap();
            let rounds = found_evening(players).unwrap();
            assert_eq!(players % 4, 2, "{players}");
            assert_eq!(rounds.len(), players, "{players}: N rounds");
            let mut partnered = vec![0; players * players];
            let mut opposed = vec![0; players * players];
            let mut sat_out = vec![rounds.len(); players];
            let pair = |a: usize, b: usize| a.min(b) * players + a.max(b);
            for round in &rounds {
                assert_eq!(round.len(), players / 4, "{players}: every table seated");
                let mut seated = vec![false; players];
                for &[north, south, east, west] in round {
                    for player in [north, south, east, west] {
                        assert!(!std::mem::replace(&mut seated[player], true));
                        sat_out[player] -= 1;
                    }
                    partnered[pair(north, south)] += 1;
                    partnered[pair(east, west)] += 1;
                    for (a, b) in [(north, east), (north, west), (south, east), (south, west)] {
                        opposed[pair(a, b)] += 1;
                    }
                }
            }
            assert!(
                sat_out.iter().all(|times| *times == 2),
                "{players}: {sat_out:?}"
            );
            for a in 0..players {
                for b in a + 1..players {
                    assert!(
                        partnered[pair(a, b)] <= 1,
                        "{players}: {a}, {b} partner twice"
                    );
                    let times = opposed[pair(a, b)];
                    assert!(
                        (1..=2).contains(&times),
                        "{players}: {a}, {b} oppose {times}"
                    );
                }
            }
        }
    }
}
