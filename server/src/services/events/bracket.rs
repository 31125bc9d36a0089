//! Where a knock-out stands: the outcome of every bracket match decided so far, which
//! matches can be seated next, and how far each partnership got.

use std::collections::HashMap;

use uptown_rules::Side;
use uptown_rules::pairings::brackets::{
    Bracket, Drops, Part, Slot, double_elimination_with, single_elimination,
};

use super::format::Format;
use super::state::{EventState, Seating, Walkover};
use crate::error::ApiError;
use crate::refusal::Refusal;

/// How the event's double knock-out drops its losers: as its first round recorded, which
/// events seated before there was a choice do not (they dropped reversed); before round 1,
/// as it will be drawn.
fn drops(state: &EventState) -> Drops {
    drops_of(state.bracket_rounds().next().map(|first| &first.seating))
}

/// The same, from the first round's seating as stored, if there is one yet.
fn drops_of(first_round: Option<&Seating>) -> Drops {
    first_round.map_or(Drops::FewestRematches, |seating| {
        seating.drops.unwrap_or(Drops::Reversed)
    })
}

/// How a bracket match ended. `None` is nobody: a bye, or no loser when nobody played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Outcome {
    winner: Option<u32>,
    loser: Option<u32>,
}

/// Who fills a bracket slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// Not known yet: the match it comes from is not decided.
    Unknown,
    /// Nobody: a bye, or the loser of a match nobody lost.
    Nobody,
    Entrant(u32),
}

impl Place {
    fn entrant(self) -> Option<u32> {
        match self {
            Place::Entrant(entrant) => Some(entrant),
            Place::Unknown | Place::Nobody => None,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Progress {
    bracket: Bracket,
    /// Entrant numbers by seed (seed 1 first): see [`EventState::bracket_seeds`].
    seeds: Vec<u32>,
    outcomes: HashMap<u32, Outcome>,
    /// Matches seated at a table, decided or not.
    seated: Vec<u32>,
}

impl Progress {
    pub fn of(state: &EventState) -> Result<Progress, ApiError> {
        Progress::with(state, &[])
    }

    /// The bracket as `state` has it plus `walkovers` not yet stored.
    pub fn with(state: &EventState, walkovers: &[Walkover]) -> Result<Progress, ApiError> {
        let seeds = state.bracket_seeds()?;
        let count = u32::try_from(seeds.len()).unwrap_or(u32::MAX);
        let bracket = match state.bracket_format() {
            Format::DoubleKnockout => double_elimination_with(count, drops(state)),
            _ => single_elimination(count),
        }
        .map_err(Refusal::Bracket)?;
        let seed_of = |entrant: u32| seeds.iter().position(|seeded| *seeded == entrant);
        let mut played = HashMap::new();
        let mut seated = Vec::new();
        for round in state.bracket_rounds() {
            for table in &round.tables {
                let Some(id) = table.seated.bracket_match else {
                    continue;
                };
                seated.push(id);
                if !table.result.decided {
                    continue;
                }
                let (ns, ew) = (table.seated.ns[0], table.seated.ew[0]);
                // Level on games and points: the higher seed goes through.
                let winner = table.result.winner.unwrap_or(if seed_of(ns) < seed_of(ew) {
                    Side::NorthSouth
                } else {
                    Side::EastWest
                });
                let (winner, loser) = match winner {
                    Side::NorthSouth => (ns, ew),
                    Side::EastWest => (ew, ns),
                };
                played.insert(
                    id,
                    Outcome {
                        winner: Some(winner),
                        loser: Some(loser),
                    },
                );
            }
            for walkover in &round.seating.walkovers {
                walk_over(&mut played, walkover);
            }
        }
        for walkover in walkovers {
            walk_over(&mut played, walkover);
        }
        let mut progress = Progress {
            bracket,
            seeds,
            outcomes: HashMap::new(),
            seated,
        };
        progress.settle(&played);
        Ok(progress)
    }

    /// Works through the bracket in order (a match only refers to earlier ones): played
    /// matches take their result, byes go through, and a reset final nobody needs is skipped.
    fn settle(&mut self, played: &HashMap<u32, Outcome>) {
        for index in 0..self.bracket.matches.len() {
            let game = self.bracket.matches[index];
            let outcome = if let Some(outcome) = played.get(&game.id) {
                Some(*outcome)
            } else {
                match (self.resolve(game.top), self.resolve(game.bottom)) {
                    (Place::Nobody, other) | (other, Place::Nobody) if other != Place::Unknown => {
                        Some(Outcome {
                            winner: other.entrant(),
                            loser: None,
                        })
                    }
                    (Place::Entrant(top), Place::Entrant(_))
                        if game.part == Part::Reset && self.won_final_unbeaten(top) =>
                    {
                        Some(Outcome {
                            winner: Some(top),
                            loser: None,
                        })
                    }
                    _ => None,
                }
            };
            if let Some(outcome) = outcome {
                self.outcomes.insert(game.id, outcome);
            }
        }
    }

    /// Whether `entrant` won the grand final coming from the winners' bracket, so that the
    /// reset final is not played.
    fn won_final_unbeaten(&self, entrant: u32) -> bool {
        self.bracket
            .matches
            .iter()
            .find(|game| game.part == Part::GrandFinal)
            .is_some_and(|final_match| self.resolve(final_match.top) == Place::Entrant(entrant))
    }

    fn resolve(&self, slot: Slot) -> Place {
        let filled = |entrant: Option<u32>| entrant.map_or(Place::Nobody, Place::Entrant);
        match slot {
            Slot::Seed(seed) => filled(
                usize::try_from(seed)
                    .ok()
                    .and_then(|seed| self.seeds.get(seed - 1).copied()),
            ),
            Slot::Bye => Place::Nobody,
            Slot::WinnerOf(id) => self
                .outcomes
                .get(&id)
                .map_or(Place::Unknown, |outcome| filled(outcome.winner)),
            Slot::LoserOf(id) => self
                .outcomes
                .get(&id)
                .map_or(Place::Unknown, |outcome| filled(outcome.loser)),
        }
    }

    /// Matches whose two partnerships are known and that are neither played nor seated, as
    /// (match, top, bottom).
    pub fn ready(&self) -> Vec<(u32, u32, u32)> {
        self.bracket
            .matches
            .iter()
            .filter(|game| !self.outcomes.contains_key(&game.id) && !self.seated.contains(&game.id))
            .filter_map(
                |game| match (self.resolve(game.top), self.resolve(game.bottom)) {
                    (Place::Entrant(top), Place::Entrant(bottom)) => Some((game.id, top, bottom)),
                    _ => None,
                },
            )
            .collect()
    }

    /// Who went through a bracket match that is decided.
    pub fn winner_of(&self, bracket_match: u32) -> Option<u32> {
        self.outcomes
            .get(&bracket_match)
            .and_then(|outcome| outcome.winner)
    }

    /// The entrants a first-round bye sends through: seeds drawn against nobody.
    pub fn first_round_byes(&self) -> Vec<u32> {
        self.bracket
            .matches
            .iter()
            .filter_map(|game| match (game.top, game.bottom) {
                (Slot::Seed(_), Slot::Bye) => self.resolve(game.top).entrant(),
                (Slot::Bye, Slot::Seed(_)) => self.resolve(game.bottom).entrant(),
                _ => None,
            })
            .collect()
    }

    /// Whether the bracket has a champion.
    pub fn over(&self) -> bool {
        self.bracket
            .matches
            .last()
            .is_some_and(|last| self.outcomes.contains_key(&last.id))
    }

    /// How far `entrant` got: higher is further. Out in a later match ranks above out in an
    /// earlier one; still in (or champion) ranks above everyone out; and everyone in the
    /// bracket above an entrant of an event in stages who did not qualify for it.
    pub fn stage(&self, entrant: u32) -> i64 {
        if !self.seeds.contains(&entrant) {
            return -1;
        }
        let lives = if self
            .bracket
            .matches
            .iter()
            .any(|game| game.part == Part::Losers)
            || self
                .bracket
                .matches
                .iter()
                .any(|game| game.part == Part::GrandFinal)
        {
            2
        } else {
            1
        };
        let mut losses = 0;
        for game in &self.bracket.matches {
            let Some(outcome) = self.outcomes.get(&game.id) else {
                continue;
            };
            if outcome.loser == Some(entrant) {
                losses += 1;
                if losses == lives {
                    return stage_of(game.part, game.round);
                }
            }
        }
        i64::MAX
    }
}

fn walk_over(played: &mut HashMap<u32, Outcome>, walkover: &Walkover) {
    if let Some(id) = walkover.bracket_match {
        played.insert(
            id,
            Outcome {
                winner: Some(walkover.winner),
                loser: Some(walkover.withdrawn),
            },
        );
    }
}

/// The order in which bracket matches eliminate: by part, then round.
fn stage_of(part: Part, round: u32) -> i64 {
    let part_rank = match part {
        Part::Winners | Part::Losers => 0,
        Part::GrandFinal => 1,
        Part::Reset => 2,
    };
    part_rank * 1000 + i64::from(round)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bracket_seated_before_drops_were_chosen_keeps_the_reversed_drops() {
        let stored = |json: &str| serde_json::from_str::<Seating>(json).unwrap();
        let before = stored(r#"{"tables": [], "byes": [1, 2]}"#);
        assert_eq!(drops_of(Some(&before)), Drops::Reversed);
        let chosen = stored(r#"{"tables": [], "drops": "fewest_rematches"}"#);
        assert_eq!(drops_of(Some(&chosen)), Drops::FewestRematches);
        assert_eq!(drops_of(None), Drops::FewestRematches, "drawn at round 1");
        // What round 1 stores reads back as it was.
        let seating = Seating {
            drops: Some(Drops::FewestRematches),
            ..Seating::default()
        };
        let json = serde_json::to_string(&seating).unwrap();
        assert!(json.contains(r#""drops":"fewest_rematches""#), "{json}");
        assert_eq!(stored(&json), seating);
    }
}
