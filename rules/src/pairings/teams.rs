//! Fixed partnerships: round robins, Swiss rounds and knock-out brackets (PAIRINGS.md
//! section 4). Partnerships are numbered 1..K; at a table one sits North–South, the other
//! East–West.

use serde::{Deserialize, Serialize};

use super::error::PairingsError;

/// One table of a team round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    pub table: u32,
    #[serde(rename = "NS")]
    pub north_south: u32,
    #[serde(rename = "EW")]
    pub east_west: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamRound {
    pub number: u32,
    pub matches: Vec<Match>,
    /// The partnership without an opponent this round, if the count is odd.
    pub bye: Option<u32>,
}

fn table_number(index: usize) -> u32 {
    u32::try_from(index + 1).unwrap_or(u32::MAX)
}

/// A round robin by the circle method: partnership 1 stays, the others turn one place a
/// round; with an odd count a bye takes the empty place. Every pair meets once, and each
/// partnership sits North–South about half the time.
pub fn round_robin(partnerships: u32) -> Result<Vec<TeamRound>, PairingsError> {
    if partnerships < 2 {
        return Err(PairingsError::TooFewPartnerships(partnerships));
    }
    // 0 stands for the bye.
    let mut circle: Vec<u32> = (1..=partnerships).collect();
    if circle.len() % 2 == 1 {
        circle.push(0);
    }
    let places = circle.len();
    let mut rounds = Vec::with_capacity(places - 1);
    for round in 0..places - 1 {
        let mut matches = Vec::new();
        let mut bye = None;
        for index in 0..places / 2 {
            let (first, second) = (circle[index], circle[places - 1 - index]);
            // The fixed place alternates ends each round; the others by their position.
            let first_sits_north = if index == 0 {
                round % 2 == 0
            } else {
                index % 2 == 1
            };
            let (north_south, east_west) = if first_sits_north {
                (first, second)
            } else {
                (second, first)
            };
            match (north_south, east_west) {
                (0, other) | (other, 0) => bye = Some(other),
                _ => matches.push(Match {
                    table: table_number(matches.len()),
                    north_south,
                    east_west,
                }),
            }
        }
        rounds.push(TeamRound {
            number: table_number(round),
            matches,
            bye,
        });
        circle[1..].rotate_right(1);
    }
    Ok(rounds)
}

/// For each place in `standings`, half the size of its group of equal scores: the distance
/// between a partnership in the top half and the one it meets in the bottom half.
fn score_group_halves(standings: &[SwissStanding]) -> Vec<usize> {
    let mut halves = Vec::with_capacity(standings.len());
    for group in standings.chunk_by(|a, b| a.score == b.score) {
        halves.extend(std::iter::repeat_n(group.len() / 2, group.len()));
    }
    halves
}

/// Every edge of the Swiss pairing graph carries this, so the heaviest matching is always a
/// largest one; within that, pairs with close scores and close places weigh more.
const BASE: i64 = 1 << 40;

/// A partnership's place in a Swiss event before the next round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SwissStanding {
    pub partnership: u32,
    /// What the standings are ordered by (e.g. match points); equal scores pair first.
    pub score: i64,
    pub had_bye: bool,
}

/// Pairs the next Swiss round: partnerships with equal or close scores meet, nobody meets
/// a partnership it has met (`met`), and with an odd count the lowest-placed partnership
/// without a bye so far gets it. `standings` is in standing order, best first (in round 1,
/// the seeding). Within a group of equal scores the top half meets the bottom half, first
/// against first, as FIDE's Dutch system pairs (1 v 5, 2 v 6, ... of eight), so the best
/// seeds do not knock each other out of the lead in round 1. The pairing is a
/// maximum-weight matching over the whole field, so late rounds do not paint themselves
/// into a corner the way pairing top-down does.
pub fn swiss_round(
    number: u32,
    standings: &[SwissStanding],
    met: &[(u32, u32)],
) -> Result<TeamRound, PairingsError> {
    let count = standings.len();
    if count < 2 {
        return Err(PairingsError::TooFewPartnerships(
            u32::try_from(count).unwrap_or(0),
        ));
    }
    let has_bye_place = count % 2 == 1;
    let nodes = count + usize::from(has_bye_place);
    let halves = score_group_halves(standings);
    let mut weights = vec![0i64; nodes * nodes];
    for (i, first) in standings.iter().enumerate() {
        for (j, second) in standings.iter().enumerate().skip(i + 1) {
            let pair = (
                first.partnership.min(second.partnership),
                first.partnership.max(second.partnership),
            );
            if met.iter().any(|(a, b)| (*a.min(b), *a.max(b)) == pair) {
                continue;
            }
            let score_gap = (first.score - second.score).abs().min(1 << 12);
            // Within a score group, how far the pair is from top half against bottom half;
            // across groups, how far apart the two stand (a floater meets the next group's
            // top).
            let place_gap = j - i;
            let off_plan = if score_gap == 0 {
                place_gap.abs_diff(halves[i])
            } else {
                place_gap
            };
            let weight =
                BASE - score_gap * score_gap * 1024 - i64::try_from(off_plan).unwrap_or(1 << 20);
            weights[i * nodes + j] = weight;
            weights[j * nodes + i] = weight;
        }
        if has_bye_place && !first.had_bye {
            // Lower places weigh more for the bye.
            let weight = BASE - i64::try_from(count - i).unwrap_or(0);
            weights[i * nodes + count] = weight;
            weights[count * nodes + i] = weight;
        }
    }
    let mates = integer_blossom::max_weight_matching(&weights, nodes);
    if mates.iter().any(Option::is_none) {
        return Err(PairingsError::NoSwissPairing(number));
    }
    let mut matches = Vec::new();
    let mut bye = None;
    for (i, mate) in mates.iter().enumerate().take(count) {
        let mate = mate.expect("a perfect matching");
        if mate == count {
            bye = Some(standings[i].partnership);
        } else if i < mate {
            matches.push(Match {
                table: table_number(matches.len()),
                north_south: standings[i].partnership,
                east_west: standings[mate].partnership,
            });
        }
    }
    Ok(TeamRound {
        number,
        matches,
        bye,
    })
}
