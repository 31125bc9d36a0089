//! A schedule of rounds and tables, its JSON form, and the measures of how fair it is.

use std::cmp::Reverse;

use serde::{Deserialize, Serialize};

/// One table in one round: N and S partner against E and W. Players are numbered from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSeating {
    pub table: u32,
    #[serde(rename = "N")]
    pub north: u32,
    #[serde(rename = "S")]
    pub south: u32,
    #[serde(rename = "E")]
    pub east: u32,
    #[serde(rename = "W")]
    pub west: u32,
}

impl TableSeating {
    /// The two partnerships.
    pub fn partners(&self) -> [(u32, u32); 2] {
        [(self.north, self.south), (self.east, self.west)]
    }

    /// The four pairs that meet as opponents.
    pub fn opponents(&self) -> [(u32, u32); 4] {
        [
            (self.north, self.east),
            (self.north, self.west),
            (self.south, self.east),
            (self.south, self.west),
        ]
    }

    pub fn players(&self) -> [u32; 4] {
        [self.north, self.south, self.east, self.west]
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub number: u32,
    pub tables: Vec<TableSeating>,
    pub sitting_out: Vec<u32>,
}

/// CONTRACT.md's `quality` block, counted over the whole schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Quality {
    /// Partner pairings beyond the first, summed over all pairs.
    pub partner_repeats: u32,
    /// The fewest and most times any two players met as opponents.
    pub opponent_min: u32,
    pub opponent_max: u32,
    /// The fewest and most rounds any player sat out.
    pub sit_out_min: u32,
    pub sit_out_max: u32,
    /// Pairs of opponents who sat on one side of each other more often than the other by
    /// more than their meetings' count forces (East sits on North's left): 0 in a directed
    /// whist tournament, where each pair meets once on either side.
    #[serde(default)]
    pub sides_unbalanced: u32,
}

impl Quality {
    /// What a schedule falls short in, worst first, for choosing between two schedules of
    /// the same players and rounds (fewer is better): partnerships repeated, sit-outs
    /// uneven, opponent counts spread, pairs meeting least often, then sides leaning.
    pub(crate) fn flaws(&self) -> (u32, u32, u32, Reverse<u32>, u32) {
        (
            self.partner_repeats,
            self.sit_out_max - self.sit_out_min,
            self.opponent_max - self.opponent_min,
            Reverse(self.opponent_min),
            self.sides_unbalanced,
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    pub players: u32,
    pub rounds: Vec<Round>,
    pub quality: Quality,
}

/// How often each pair of players partnered and opposed, and how often each sat out.
#[derive(Debug, Clone)]
pub struct Tally {
    players: usize,
    partners: Vec<u32>,
    opponents: Vec<u32>,
    sat_out: Vec<u32>,
    sides: Sides,
}

impl Tally {
    /// Counts the rounds, checking that nobody has two places in one round.
    pub fn of(players: u32, rounds: &[Round]) -> Result<Tally, String> {
        let size = players as usize;
        let mut tally = Tally {
            players: size,
            partners: vec![0; size * size],
            opponents: vec![0; size * size],
            sat_out: vec![0; size],
            sides: Sides::new(players),
        };
        for round in rounds {
            let mut seen = vec![false; size];
            let seated = round.tables.iter().flat_map(TableSeating::players);
            for player in seated.chain(round.sitting_out.iter().copied()) {
                let index = usize::try_from(player)
                    .ok()
                    .filter(|p| (1..=size).contains(p))
                    .ok_or_else(|| {
                        format!(
                            "round {}: player {player} is not one of the {players}",
                            round.number
                        )
                    })?
                    - 1;
                if std::mem::replace(&mut seen[index], true) {
                    return Err(format!(
                        "round {}: player {player} has two places",
                        round.number
                    ));
                }
            }
            if let Some(missing) = seen.iter().position(|seen| !seen) {
                return Err(format!(
                    "round {}: player {} has no place",
                    round.number,
                    missing + 1
                ));
            }
            for table in &round.tables {
                for (a, b) in table.partners() {
                    let pair = tally.pair(a, b);
                    tally.partners[pair] += 1;
                }
                for (a, b) in table.opponents() {
                    let pair = tally.pair(a, b);
                    tally.opponents[pair] += 1;
                }
                tally.sides.add(table, 1);
            }
            for player in &round.sitting_out {
                tally.sat_out[*player as usize - 1] += 1;
            }
        }
        Ok(tally)
    }

    fn pair(&self, a: u32, b: u32) -> usize {
        let (low, high) = (a.min(b) as usize - 1, a.max(b) as usize - 1);
        low * self.players + high
    }

    fn pairs(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players)
            .flat_map(move |low| (low + 1..self.players).map(move |high| low * self.players + high))
    }

    pub fn quality(&self) -> Quality {
        let opponents = || self.pairs().map(|pair| self.opponents[pair]);
        Quality {
            partner_repeats: self
                .pairs()
                .map(|pair| self.partners[pair].saturating_sub(1))
                .sum(),
            opponent_min: opponents().min().unwrap_or(0),
            opponent_max: opponents().max().unwrap_or(0),
            sit_out_min: self.sat_out.iter().copied().min().unwrap_or(0),
            sit_out_max: self.sat_out.iter().copied().max().unwrap_or(0),
            sides_unbalanced: self.sides.unbalanced(),
        }
    }

    /// Whether every pair partnered exactly once and opposed exactly twice: a whist
    /// tournament.
    pub fn is_whist_tournament(&self) -> bool {
        self.pairs()
            .all(|pair| self.partners[pair] == 1 && self.opponents[pair] == 2)
    }
}

impl Schedule {
    /// A schedule of these rounds, its quality counted from them.
    pub fn new(players: u32, rounds: Vec<Round>) -> Result<Schedule, String> {
        let quality = Tally::of(players, &rounds)?.quality();
        Ok(Schedule {
            players,
            rounds,
            quality,
        })
    }
}

/// A design before numbering: rounds of tables, each `[N, S, E, W]` of 0-based players.
pub(crate) type Rounds = Vec<Vec<[usize; 4]>>;

/// The one player of 0..`players` with no seat in `round`.
pub(crate) fn sitting_out(round: &[[usize; 4]], players: usize) -> usize {
    let mut seated = vec![false; players];
    for player in round.iter().flatten() {
        seated[*player] = true;
    }
    seated
        .iter()
        .position(|seated| !seated)
        .expect("a round of a Wh(w), w ≡ 1 (mod 4), has one player sitting out")
}

/// The pairs at a table as (player, the opponent on their left), East and West where the
/// table sits them.
fn left_hands(table: &TableSeating) -> [(u32, u32); 4] {
    [
        (table.north, table.east),
        (table.east, table.south),
        (table.south, table.west),
        (table.west, table.north),
    ]
}

/// How far each pair of players is from meeting on each side equally often: for every pair
/// `low < high`, the times `high` sat on `low`'s left less the times on the right.
#[derive(Debug, Clone)]
pub(crate) struct Sides {
    players: usize,
    pub(crate) lean: Vec<i32>,
}

impl Sides {
    pub(crate) fn new(players: u32) -> Sides {
        let players = players as usize;
        Sides {
            players,
            lean: vec![0; players * players],
        }
    }

    /// The pairs at a table, each as its index and which way it leans (±1); a pair with a
    /// player outside 1..N (one who has left the evening) counts for nothing.
    pub(crate) fn leans(&self, table: &TableSeating) -> impl Iterator<Item = (usize, i32)> + use<> {
        let players = self.players;
        left_hands(table)
            .into_iter()
            .filter_map(move |(player, left)| {
                let (low, high) = (player.min(left) as usize, player.max(left) as usize);
                let lean = if player < left { 1 } else { -1 };
                (low >= 1 && high <= players).then(|| ((low - 1) * players + high - 1, lean))
            })
    }

    pub(crate) fn add(&mut self, table: &TableSeating, times: i32) {
        for (pair, lean) in self.leans(table) {
            self.lean[pair] += lean * times;
        }
    }

    /// How far all the pairs lean beyond what their parities force.
    pub(crate) fn excess(&self) -> i64 {
        self.lean.iter().map(|lean| i64::from(excess(*lean))).sum()
    }

    /// Pairs that met more often on one side than their meetings' count forces: 0 when
    /// every pair's meetings split as evenly between the sides as they can.
    pub(crate) fn unbalanced(&self) -> u32 {
        let count = self.lean.iter().filter(|lean| lean.abs() > 1).count();
        u32::try_from(count).unwrap_or(u32::MAX)
    }
}

/// How far a lean is beyond what its parity forces.
pub(crate) fn excess(lean: i32) -> i32 {
    (lean.abs() - (lean & 1)).max(0)
}
