//! Directed whist tournaments found offline for sizes no construction here makes directed.
//! None of N ≡ 0 (mod 4) developed over an abelian group of odd order can be
//! (WHIST-TOURNAMENTS.md, "Directed"), and 15 and 23 have no other groups, so 16's was
//! found with `Z_4 × Z_2` acting on two orbits of 8 players and 24's with `Z_6 × Z_2` on
//! two orbits of 12, by `scripts/find-directed-design.py`: the tables come in orbits of
//! that group, and the rounds are any way of dealing them out, found by a search. `data/directed-designs.json`
//! holds each design whole, by N, as rounds of tables `[north, south, east, west]`, play
//! going clockwise North, East, South, West.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::schedule::Rounds;

fn found() -> &'static HashMap<String, Rounds> {
    static FOUND: OnceLock<HashMap<String, Rounds>> = OnceLock::new();
    FOUND.get_or_init(|| {
        serde_json::from_str(include_str!("../../data/directed-designs.json"))
            .expect("the shipped designs are valid JSON")
    })
}

/// The directed whist tournament found for `players`, if one was: its N − 1 rounds.
pub(crate) fn found_design(players: usize) -> Option<Rounds> {
    found().get(&players.to_string()).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every stored design is a whole round of tables N − 1 times, partners every pair once,
    /// and seats every player once on the left of every other, counted here from the seats.
    #[test]
    fn every_stored_design_is_a_directed_whist_tournament() {
        assert!(!found().is_empty());
        for players in found().keys() {
            let players: usize = players.parse().unwrap();
            let rounds = found_design(players).unwrap();
            assert_eq!(players % 4, 0, "{players}");
            assert_eq!(rounds.len(), players - 1, "{players}: N − 1 rounds");
            let mut partnered = vec![0; players * players];
            let mut on_the_left = vec![0; players * players];
            for round in &rounds {
                let mut seated = vec![false; players];
                for &[north, south, east, west] in round {
                    for player in [north, south, east, west] {
                        assert!(!std::mem::replace(&mut seated[player], true));
                    }
                    for (a, b) in [(north, south), (south, north), (east, west), (west, east)] {
                        partnered[a * players + b] += 1;
                    }
                    for (a, b) in [(north, east), (east, south), (south, west), (west, north)] {
                        on_the_left[a * players + b] += 1;
                    }
                }
                assert!(seated.iter().all(|&seated| seated), "{players}: all seated");
            }
            for a in 0..players {
                for b in (0..players).filter(|&b| b != a) {
                    assert_eq!(partnered[a * players + b], 1, "{players}: {a}, {b}");
                    assert_eq!(on_the_left[a * players + b], 1, "{players}: {a}, {b}");
                }
            }
        }
    }
}
