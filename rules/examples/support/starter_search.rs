//! What the unpatterned starter searches share: their command line, `N [seconds] [seed]`,
//! and the line they print for a found starter, in the format of
//! `data/found-starters.json`. Shared by the examples through `#[path]`; not an example
//! itself.

use super::random::Random;

/// Reads a search's command line: the players N, at least 8 and ≡ one of `residues`
/// (mod 4), how many seconds to search (600 if not given), and the random numbers from the
/// seed.
#[allow(dead_code)] // find_orbit_starters.rs reads more: N k orbits
pub fn arguments(residues: &[usize]) -> (usize, u64, Random) {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|arg| arg.parse().expect("numbers: N [seconds] [seed]"))
        .collect();
    let players = usize::try_from(*args.first().expect("N")).expect("N fits");
    assert!(
        residues.contains(&(players % 4)) && players >= 8,
        "N ≡ {residues:?} (mod 4), at least 8"
    );
    let seconds = args.get(1).copied().unwrap_or(600);
    let random = Random(args.get(2).copied().unwrap_or(0x9e37_79b9_7f4a_7c15) | 1);
    (players, seconds, random)
}

/// A starter over a group of `modulus` elements (∞, written `null`, is `modulus`) as one
/// line of `data/found-starters.json`; `group` is the group's fields, `"group": "Z_m"` for
/// `Z_m`.
pub fn json<'a>(
    players: usize,
    group: &str,
    modulus: usize,
    infinity: bool,
    tables: impl Iterator<Item = &'a [usize]>,
) -> String {
    let rendered: Vec<String> = tables
        .map(|table| {
            let seats: Vec<String> = table
                .iter()
                .map(|&player| {
                    if player == modulus {
                        "null".to_string()
                    } else {
                        player.to_string()
                    }
                })
                .collect();
            format!("[{}]", seats.join(", "))
        })
        .collect();
    format!(
        "\"{players}\": {{{group}, \"infinity\": {infinity}, \"tables\": [{}]}}",
        rendered.join(", ")
    )
}
