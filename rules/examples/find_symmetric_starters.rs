//! Searches negation-symmetric starter rounds for whist tournaments on `Z_N` (PAIRINGS.md
//! construction B), for N ≡ 1 (mod 4) not divisible by 3, and prints them in the format of
//! `data/starter-rounds.json`. Found starters are shipped in `data/found-starters.json` and
//! verified by `tests/whist_tournaments.rs`; the search never runs at request time.
//!
//! Tables are `N = x, S = −x, E = y, W = −y`: the classes {±x} are paired up so that the
//! classes of x − y and x + y, over all pairs, are all different. A randomised depth-first
//! search with a node budget per attempt, restarted with a new seed when it runs out.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_symmetric_starters -- 77 133 161`

use std::time::Instant;

struct Search {
    modulus: usize,
    matched: Vec<bool>,
    label_used: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    nodes: u64,
    budget: u64,
    state: u64,
}

impl Search {
    fn class(&self, x: usize) -> usize {
        let x = x % self.modulus;
        x.min(self.modulus - x)
    }

    fn random(&mut self) -> u64 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state
    }

    fn solve(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        let half = (self.modulus - 1) / 2;
        let Some(x) = (1..=half).find(|class| !self.matched[*class]) else {
            return true;
        };
        let mut candidates: Vec<usize> = (x + 1..=half).filter(|y| !self.matched[*y]).collect();
        for index in (1..candidates.len()).rev() {
            let other = usize::try_from(self.random() % (index as u64 + 1)).unwrap();
            candidates.swap(index, other);
        }
        for y in candidates {
            let (difference, sum) = (self.class(x + self.modulus - y), self.class(x + y));
            if difference == sum
                || difference == 0
                || sum == 0
                || self.label_used[difference]
                || self.label_used[sum]
            {
                continue;
            }
            self.matched[x] = true;
            self.matched[y] = true;
            self.label_used[difference] = true;
            self.label_used[sum] = true;
            self.pairs.push((x, y));
            if self.solve() {
                return true;
            }
            self.pairs.pop();
            self.matched[x] = false;
            self.matched[y] = false;
            self.label_used[difference] = false;
            self.label_used[sum] = false;
        }
        false
    }
}

fn find(modulus: usize) -> Vec<(usize, usize)> {
    for attempt in 1u64.. {
        let half = (modulus - 1) / 2;
        let mut search = Search {
            modulus,
            matched: vec![false; half + 1],
            label_used: vec![false; half + 1],
            pairs: Vec::new(),
            nodes: 0,
            budget: 200_000,
            state: 0x9E37_79B9_7F4A_7C15 ^ attempt.wrapping_mul(0x2545_F491_4F6C_DD1D),
        };
        if search.solve() {
            return search.pairs;
        }
    }
    unreachable!("attempts are unbounded")
}

fn main() {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().expect("sizes are numbers"))
        .collect();
    let mut lines = Vec::new();
    for modulus in sizes {
        assert!(
            modulus % 4 == 1 && modulus % 3 != 0,
            "{modulus}: construction B needs N ≡ 1 (mod 4) and 3 ∤ N"
        );
        let started = Instant::now();
        let pairs = find(modulus);
        eprintln!(
            "{modulus}: found in {:.1}s",
            started.elapsed().as_secs_f64()
        );
        let tables: Vec<String> = pairs
            .iter()
            .map(|(x, y)| format!("[{x}, {}, {y}, {}]", modulus - x, modulus - y))
            .collect();
        lines.push(format!(
            " \"{modulus}\": {{\"group\": \"Z_{modulus}\", \"infinity\": false, \"tables\": [{}]}}",
            tables.join(", ")
        ));
    }
    println!("{{\n{}\n}}", lines.join(",\n"));
}
