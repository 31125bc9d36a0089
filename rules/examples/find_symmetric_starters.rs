//! Searches negation-symmetric starter rounds for whist tournaments (PAIRINGS.md construction
//! B) and prints them in the format of `data/starter-rounds.json`. Found starters are shipped
//! in `data/found-starters.json` and verified by `tests/whist_tournaments.rs`; the search never
//! runs at request time.
//!
//! - N ≡ 1 (mod 4), over `Z_N`: tables `N = x, S = −x, E = y, W = −y`, player 0 sits out.
//!   Partner differences are ±2x, ±2y, opponent differences ±(x − y), ±(x + y) twice each, so
//!   the classes {±x} must be paired up so that the classes of x − y and x + y, over all pairs,
//!   are all different.
//! - N ≡ 0 (mod 4), 1-rotational over `Z_v ∪ {∞}`, v = N − 1: the table
//!   `N = ∞, S = 0, E = a, W = −a` and tables `x, −x, y, −y` for the other classes. The ∞
//!   table's opponent differences are ±a twice, so the classes other than {±a} are paired so
//!   that x − y and x + y give every class except {±a} once.
//!
//! Both are exact-cover problems (each class matched once, each class a label once, a pair
//! covering two classes and two labels), solved by Knuth's dancing links with the most
//! constrained item first, the options shuffled and a node budget per attempt, restarting with
//! a new seed when it runs out. Reducing mod 3 shows no solution exists when 3 divides the
//! group order m unless 9 | m (for `Z_N`), or m/3 ≡ 0 (mod 3) with 3 | a, or m/3 ≡ 1 (mod 3)
//! with 3 ∤ a (for `Z_v ∪ {∞}`). Summing squares: the labels' squares add up to twice the
//! paired classes' squares, so Σ c² over all classes must be ≡ 0 (mod N) for `Z_N` (this
//! rules out 189) and ≡ a² (mod v) for `Z_v ∪ {∞}` (this rules out every v prime to 6, so of
//! the open sizes ≡ 0 mod 4 only 76, 148 and 184 are possible). Other sizes are refused.
//!
//! Usage: `cargo run --release -p uptown-rules --example find_symmetric_starters -- 77 100 189`
//!
//! Timings (one core, release): 77, 133 and 161 in under a second (the older depth-first
//! search needed 32 s for 133 and 180 s for 161); 76, 148 and 184 together in 0.6 s.

use std::time::Instant;

#[path = "support/dancing_links.rs"]
mod dancing_links;
#[path = "support/random.rs"]
mod random;

use dancing_links::Links;
use random::Random;

/// The pairs (x, y) of classes, and for the 1-rotational case the class `a` of the ∞ table.
fn find(modulus: usize, infinity: bool) -> (Option<usize>, Vec<(usize, usize)>) {
    let half = (modulus - 1) / 2;
    let class = |x: usize| {
        let x = x % modulus;
        x.min(modulus - x)
    };
    // Which classes may be the ∞ table's a: the mod-3 count allows only some, and the sum
    // of the squares of the labels, twice the sum over the paired classes, forces
    // a² ≡ Σ c² (mod v) over all classes c.
    let squares = (1..=half).fold(0, |sum, c| (sum + c * c) % modulus);
    let allowed = |a: usize| {
        (!modulus.is_multiple_of(3) || (modulus / 3).is_multiple_of(3) == a.is_multiple_of(3))
            && a * a % modulus == squares
    };
    let mut random = Random(0x9E37_79B9_7F4A_7C15 ^ (modulus as u64).wrapping_mul(0x2545_F491));
    for attempt in 0u64.. {
        let special = infinity.then(|| {
            loop {
                let a = 1 + random.below(half);
                if allowed(a) {
                    break a;
                }
            }
        });
        // Items 1..=half are the classes as elements, half+1..=2·half the classes as labels.
        let mut options: Vec<[usize; 4]> = Vec::new();
        for x in 1..=half {
            for y in x + 1..=half {
                let (difference, sum) = (class(x + modulus - y), class(x + y));
                let avoid = |c: usize| c == 0 || Some(c) == special;
                if difference == sum
                    || avoid(difference)
                    || avoid(sum)
                    || Some(x) == special
                    || Some(y) == special
                {
                    continue;
                }
                options.push([x, y, half + difference, half + sum]);
            }
        }
        random.shuffle(&mut options);
        let mut links = Links::new(2 * half, &options);
        if let Some(a) = special {
            links.cover(a);
            links.cover(half + a);
        }
        links.budget = 2_000_000;
        if links.solve() {
            eprintln!("  attempt {attempt}");
            let pairs = links
                .chosen
                .iter()
                .map(|&index| (options[index][0], options[index][1]))
                .collect();
            return (special, pairs);
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
    for players in sizes {
        let infinity = players % 4 == 0;
        let modulus = if infinity { players - 1 } else { players };
        let possible = if infinity {
            let squares = (1..=modulus / 2).fold(0, |sum, c| (sum + c * c) % modulus);
            (!modulus.is_multiple_of(3) || modulus / 3 % 3 != 2)
                && (1..=modulus / 2).any(|a| a * a % modulus == squares)
        } else {
            let squares = (1..=modulus / 2).fold(0, |sum, c| (sum + c * c) % modulus);
            (!modulus.is_multiple_of(3) || modulus.is_multiple_of(9)) && squares == 0
        };
        assert!(
            players % 4 <= 1 && possible,
            "{players}: no negation-symmetric starter (see the mod-3 count)"
        );
        let started = Instant::now();
        let (special, pairs) = find(modulus, infinity);
        eprintln!(
            "{players}: found in {:.1}s",
            started.elapsed().as_secs_f64()
        );
        let mut tables: Vec<String> = special
            .map(|a| format!("[null, 0, {a}, {}]", modulus - a))
            .into_iter()
            .collect();
        tables.extend(
            pairs
                .iter()
                .map(|(x, y)| format!("[{x}, {}, {y}, {}]", modulus - x, modulus - y)),
        );
        lines.push(format!(
            " \"{players}\": {{\"group\": \"Z_{modulus}\", \"infinity\": {infinity}, \"tables\": [{}]}}",
            tables.join(", ")
        ));
    }
    println!("{{\n{}\n}}", lines.join(",\n"));
}
