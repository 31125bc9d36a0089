//! Whist tournaments for N ≡ 0 (mod 4) built around a hole, for sizes such as 524, whose
//! N − 1 is prime and leaves nothing to develop or inflate.
//!
//! A *hole* of a Wh(n) is a set Z of z players who, in z − 1 of its rounds, sit only at
//! tables among themselves: a Wh(z) inside the Wh(n). Then no two of them meet in any other
//! round (those z − 1 rounds hold all three of every such pair's meetings), and in every
//! other round each sits at a table with n − z players from outside, so n ≥ 4z.
//!
//! Take the design of blocks of five that weight 4 makes of a truncated TD(6, m)
//! (`transversal.rs`): 20m + 4t points in groups of 4m and 4t, every two points of
//! different groups in one block. Add z players Z, and fill every group G with a Wh(|G| + z)
//! whose hole is Z. Round x, for each point x, seats the round of x's group's Wh that is
//! dealt to x (one of those that are not the hole's) and, in every block through x, the
//! round of its Wh(5) that x sits out: every player once, as in `balanced.rs`. The z − 1
//! rounds of the hole seat every group's hole rounds at once, with Z's own tables taken
//! from the first group only. Two players of one group, or one of a group and one of Z,
//! meet as that group's Wh has them meet; two of Z as in the first group's hole; two of
//! different groups in their block's Wh(5). That is a Wh(20m + 4t + z) whose hole is Z.
//!
//! The groups' Wh with a hole come from inflation (every group of an inflation by z, or by
//! z − 1 with ∞, is a hole), from a table seated three times (a hole of four, as the
//! fixed table of a starter around a multiplier is), from the shipped starters with a hole
//! of four (24 and 92), and from this construction again.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::balanced::dealt;
use super::inflation::inflated_by;
use super::schedule::Rounds;
use super::transversal::WeightedDesign;

/// A Wh(`players`), `players` ≡ 0 (mod 4), around a hole of some size, if `design` reaches
/// the parts.
pub(crate) fn around_a_hole(
    players: usize,
    design: impl Fn(usize) -> Option<Rounds>,
) -> Option<Rounds> {
    if !players.is_multiple_of(4) {
        return None;
    }
    // The five groups of 4m hold 20m ≤ N points, and each needs 4m + z ≥ 4z: z ≤ N/15.
    (4..=players / 15)
        .step_by(4)
        .find_map(|hole| holey(players, hole, &design))
        .map(|holey| holey.rounds)
}

/// A Wh(n) and a hole of it.
struct Holey {
    rounds: Rounds,
    in_hole: Vec<bool>,
    /// For every round, whether it is one of the hole's.
    hole_round: Vec<bool>,
}

impl Holey {
    /// `rounds`, a Wh(n) with n ≡ 0 (mod 4), with `hole` as its hole, if it is one.
    fn new(rounds: Rounds, hole: &[usize]) -> Option<Holey> {
        let players = rounds.len() + 1;
        let mut in_hole = vec![false; players];
        for player in hole {
            *in_hole.get_mut(*player)? = true;
        }
        let hole_round: Vec<bool> = rounds
            .iter()
            .map(|round| {
                round.iter().all(|table| {
                    let inside = table.iter().filter(|player| in_hole[**player]).count();
                    inside == 0 || inside == 4
                })
            })
            .collect();
        let hole_rounds = hole_round.iter().filter(|is| **is).count();
        (hole_rounds + 1 == hole.len()).then_some(Holey {
            rounds,
            in_hole,
            hole_round,
        })
    }

    fn players(&self) -> usize {
        self.in_hole.len()
    }
}

/// A Wh(`players`) with a hole of `hole` players, made around it as the module says.
fn holey(players: usize, hole: usize, design: &impl Fn(usize) -> Option<Rounds>) -> Option<Holey> {
    let grouped = players.checked_sub(hole).filter(|rest| rest % 4 == 0)?;
    let quarter = grouped / 4;
    (5..=quarter / 5).find_map(|order| {
        let kept = quarter - 5 * order;
        if kept > order {
            return None;
        }
        // The design first: without a TD(6, m) there is no use looking for the fills.
        let groups = WeightedDesign::new(order, kept)?;
        let long = with_hole(4 * order + hole, hole, design)?;
        let short = match kept {
            0 => None,
            _ => Some(with_hole(4 * kept + hole, hole, design)?),
        };
        let fill = |size: usize| {
            if size == 4 * order {
                &long
            } else {
                short.as_ref().unwrap_or(&long)
            }
        };
        around(&groups, fill, hole, design)
    })
}

/// A Wh(`players`) with a hole of `hole` players, if one is at hand: from an inflation, from a
/// table seated three times, shipped, or made around the hole.
fn with_hole(
    players: usize,
    hole: usize,
    design: &impl Fn(usize) -> Option<Rounds>,
) -> Option<Holey> {
    if players < 4 * hole {
        return None;
    }
    let group: Vec<usize> = (0..hole).collect();
    // Group 0 of an inflation by z is a hole; with ∞ (numbered last), so is that of an
    // inflation by z − 1.
    let inflation = || Holey::new(inflated_by(players, hole, design)?, &group);
    let with_infinity = || {
        let mut members = group[..hole - 1].to_vec();
        members.push(players - 1);
        Holey::new(inflated_by(players, hole - 1, design)?, &members)
    };
    let table = || {
        let rounds = design(players)?;
        let table = seated_three_times(&rounds)?;
        Holey::new(rounds, &table)
    };
    let shipped = || shipped().get(&players)?.developed();
    inflation()
        .or_else(with_infinity)
        .or_else(|| (hole == HOLE_OF_FOUR).then(table).flatten())
        .or_else(|| (hole == HOLE_OF_FOUR).then(shipped).flatten())
        .or_else(|| holey(players, hole, design))
}

/// The hole of the shipped designs and of a table seated three times.
const HOLE_OF_FOUR: usize = 4;

/// A Wh(n) with a hole of four as `data/holey-designs.json` stores it, found offline by
/// `HOLE=1 … --example find_translated_starters -- N`: a starter round over `Z_m`,
/// m = n − 4, whose first four tables each seat one of the hole (written `null`, numbered
/// m.. in turn). Round x adds x to every player but the hole. The three rounds of the hole
/// seat its Wh(4) beside the tables {a, a + q, a + 2q, a + 3q} (m = 4q, a < q), partnered
/// across 2q, q and 3q in turn: together they meet every pair whose difference is q or 2q
/// once as partners and twice as opponents, and the starter meets every other difference
/// so.
#[derive(Debug, Deserialize)]
struct Shipped {
    tables: Vec<[Option<usize>; 4]>,
}

impl Shipped {
    /// The whole design, the hole numbered after the points.
    fn developed(&self) -> Option<Holey> {
        let points = (4 * self.tables.len()).checked_sub(HOLE_OF_FOUR)?;
        let quarter = points / 4;
        let hole: Vec<usize> = (points..points + HOLE_OF_FOUR).collect();
        let mut outside = hole.iter();
        let mut starter = Vec::with_capacity(self.tables.len());
        for table in &self.tables {
            let mut seats = [0; 4];
            for (seat, player) in seats.iter_mut().zip(table) {
                *seat = match player {
                    Some(player) => *player,
                    None => *outside.next()?,
                };
            }
            starter.push(seats);
        }
        let mut rounds: Rounds = (0..points)
            .map(|x| {
                starter
                    .iter()
                    .map(|table| table.map(|p| if p < points { (p + x) % points } else { p }))
                    .collect()
            })
            .collect();
        for (index, across) in [2 * quarter, quarter, 3 * quarter].into_iter().enumerate() {
            // The hole's Wh(4): its first player partners each of the others in turn.
            let partner = index + 1;
            let others: Vec<usize> = (1..HOLE_OF_FOUR).filter(|k| *k != partner).collect();
            let mut round = vec![[hole[0], hole[partner], hole[others[0]], hole[others[1]]]];
            round.extend((0..quarter).map(|a| {
                let rest: Vec<usize> = (1..4)
                    .map(|k| a + k * quarter)
                    .filter(|p| *p != a + across)
                    .collect();
                [a, a + across, rest[0], rest[1]]
            }));
            rounds.push(round);
        }
        Holey::new(rounds, &hole)
    }
}

/// The shipped designs with a hole of four, by their size.
fn shipped() -> &'static HashMap<usize, Shipped> {
    static SHIPPED: OnceLock<HashMap<usize, Shipped>> = OnceLock::new();
    SHIPPED.get_or_init(|| {
        serde_json::from_str(include_str!("../../data/holey-designs.json"))
            .expect("the shipped designs with a hole are valid JSON")
    })
}

/// The players of the first table of `rounds` seated together in three rounds, if any: in a
/// Wh(n) they meet nowhere else, a hole of four.
fn seated_three_times(rounds: &Rounds) -> Option<Vec<usize>> {
    let mut seen: HashMap<[usize; 4], u8> = HashMap::new();
    rounds.iter().flatten().find_map(|table| {
        let mut players = *table;
        players.sort_unstable();
        let count = seen.entry(players).or_default();
        *count += 1;
        (*count == 3).then(|| players.to_vec())
    })
}

/// The Wh around a hole of `hole` players from `groups` and, for each group of k points,
/// `fill(k)`: a Wh(k + `hole`) with a hole of `hole`.
fn around<'a>(
    groups: &WeightedDesign,
    fill: impl Fn(usize) -> &'a Holey,
    hole: usize,
    design: &impl Fn(usize) -> Option<Rounds>,
) -> Option<Holey> {
    let points = groups.points();
    let hole_players: Vec<usize> = (points..points + hole).collect();
    let mut rounds = dealt(points, None, &groups.blocks, design)?;
    let mut hole_rounds: Rounds = vec![Vec::new(); hole - 1];
    for (index, group) in groups.groups.iter().enumerate() {
        let fill = fill(group.len());
        if fill.players() != group.len() + hole {
            return None;
        }
        // The fill's hole players become Z in order, its others the group's points.
        let (mut inside, mut outside) = (hole_players.iter(), group.iter());
        let player: Vec<usize> = fill
            .in_hole
            .iter()
            .map(|in_hole| {
                if *in_hole {
                    inside.next().copied()
                } else {
                    outside.next().copied()
                }
            })
            .collect::<Option<_>>()?;
        let (mut dealt_to, mut next_hole_round) = (group.iter(), hole_rounds.iter_mut());
        for (round, is_hole_round) in fill.rounds.iter().zip(&fill.hole_round) {
            let tables = round.iter().map(|table| table.map(|seat| player[seat]));
            if *is_hole_round {
                // Z's own tables once, from the first group.
                let keep = |table: &[usize; 4]| index == 0 || table[0] < points;
                next_hole_round.next()?.extend(tables.filter(keep));
            } else {
                rounds[*dealt_to.next()?].extend(tables);
            }
        }
    }
    rounds.extend(hole_rounds);
    Holey::new(rounds, &hole_players)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairings::schedule::Tally;
    use crate::pairings::seats::seat_rounds;
    use crate::pairings::whist_tournament::design;

    fn is_whist_tournament(players: usize, rounds: &Rounds) -> bool {
        let players = u32::try_from(players).expect("small");
        Tally::of(players, &seat_rounds(players, rounds))
            .is_ok_and(|tally| tally.is_whist_tournament())
    }

    #[test]
    fn the_groups_of_an_inflation_are_holes() {
        // 4·16: groups of four play a Wh(4) in three rounds of their own.
        let inflation = with_hole(64, 4, &design).expect("Wh(64) inflated by 4");
        assert!(is_whist_tournament(64, &inflation.rounds));
        assert_eq!(inflation.hole_round.iter().filter(|is| **is).count(), 3);
        // 7·5 + 1: a group of seven and ∞ play a Wh(8) in the seven copies of a round.
        let with_infinity = with_hole(36, 8, &design).expect("Wh(36) inflated by 7 with ∞");
        assert!(with_infinity.in_hole[35]);
        assert_eq!(with_infinity.hole_round.iter().filter(|is| **is).count(), 7);
        assert!(with_hole(24, 8, &design).is_none(), "24 < 4·8");
    }

    #[test]
    fn a_set_that_is_not_a_hole_is_refused() {
        let rounds = design(16).expect("Wh(16)");
        assert!(Holey::new(rounds.clone(), &rounds[0][0]).is_none());
        let inflation = inflated_by(16, 4, design).expect("Wh(16) inflated by 4");
        assert!(Holey::new(inflation, &[0, 1, 2, 3]).is_some());
    }

    #[test]
    fn a_design_around_a_hole_is_a_whist_tournament_with_that_hole() {
        // 20·7 + 4·7 + 8 = 176 around a hole of eight: both kinds of group, of 28 players,
        // filled by the Wh(36) inflated by 7 with ∞.
        let around = holey(176, 8, &design).expect("Wh(36) with a hole of eight");
        assert!(is_whist_tournament(176, &around.rounds));
        assert_eq!(around.hole_round.iter().filter(|is| **is).count(), 7);
        assert!(around.in_hole[168..].iter().all(|in_hole| *in_hole));
    }

    #[test]
    fn every_shipped_design_is_a_whist_tournament_with_a_hole_of_four() {
        assert!(!shipped().is_empty());
        for (players, design) in shipped() {
            let holey = design.developed().expect("three rounds of the hole");
            assert!(is_whist_tournament(*players, &holey.rounds), "{players}");
            assert_eq!(holey.players(), *players);
        }
    }

    #[test]
    fn the_check_catches_a_shipped_design_with_two_players_exchanged() {
        let mut broken = shipped()
            .get(&24)
            .expect("Wh(24) with a hole")
            .developed()
            .unwrap();
        // Exchange a partner and an opponent at the first table: pairs meet wrongly.
        broken.rounds[0][0].swap(1, 2);
        assert!(broken.rounds[0][0][0] >= 20, "a table of the hole's player");
        assert!(!is_whist_tournament(24, &broken.rounds));
    }

    #[test]
    fn five_hundred_and_sixty_four_needs_the_shipped_wh_24_with_a_hole() {
        // 20·25 + 4·15 + 4: groups of 100 and 60 filled by Wh(104) and Wh(64), and 104 is
        // 20·5 + 4, around a hole of four again, its groups of 20 filled by Wh(24).
        let rounds = around_a_hole(564, design).expect("Wh(24) with a hole is shipped");
        assert!(is_whist_tournament(564, &rounds));
        assert!(holey(104, 4, &design).is_some());
        // Wh(24) is no inflation, and the one `design` makes seats no table three times.
        assert!(seated_three_times(&design(24).expect("Wh(24)")).is_none());
        assert!(with_hole(24, 4, &|_| None).is_some(), "shipped");
    }

    #[test]
    fn five_hundred_and_twenty_four_is_made_around_a_hole_of_four() {
        // 524 − 1 is prime: 20·23 + 4·15 + 4, filled by Wh(96) and Wh(64) inflated by 4.
        let rounds = around_a_hole(524, design).expect("Wh(96) and Wh(64) with holes");
        assert!(is_whist_tournament(524, &rounds));
    }
}
