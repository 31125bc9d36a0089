//! An event in stages: qualifying rounds in the event's own format (a Swiss or a round
//! robin), then a knock-out of the top entrants of their standings, seeded by rank, in the
//! same event. The knock-out's seeds are stored with its first round, so that later
//! corrections to a qualifying game cannot redraw a bracket already under way.

use super::format::Format;
use super::state::{EventState, RoundState};
use crate::error::ApiError;
use crate::refusal::Refusal;

impl EventState {
    /// The qualifying rounds of an event in stages: its planned rounds (`None` for an event
    /// of one stage, or before its first round fixes them).
    pub fn qualifying_rounds(&self) -> Option<i32> {
        self.playoff.and(self.event.rounds_planned)
    }

    /// Whether round `round` is played in a bracket: every round of a knock-out, and the
    /// rounds after the qualifying of an event in stages.
    pub fn in_bracket(&self, round: i32) -> bool {
        self.format.knockout() || self.qualifying_rounds().is_some_and(|last| round > last)
    }

    /// The format of the event's bracket: its own, or its play-off's.
    pub fn bracket_format(&self) -> Format {
        self.playoff.map_or(self.format, |playoff| playoff.format)
    }

    /// The rounds played in the bracket, first to last.
    pub fn bracket_rounds(&self) -> impl Iterator<Item = &RoundState> {
        self.rounds
            .iter()
            .filter(|round| self.in_bracket(round.number))
    }

    /// Whether the bracket has begun: a knock-out's first round, or a play-off's, is seated.
    pub fn bracket_started(&self) -> bool {
        self.bracket_rounds().next().is_some()
    }

    /// The bracket's entrants by seed, seed 1 first. A knock-out's: the field of its first
    /// round in registration order. A play-off's: as its first round stored them, or before
    /// then the top of the qualifying standings as they stand, withdrawn entrants left out.
    pub fn bracket_seeds(&self) -> Result<Vec<u32>, ApiError> {
        let Some(playoff) = self.playoff else {
            return Ok(self
                .active(1)
                .iter()
                .filter_map(|entrant| u32::try_from(entrant.number).ok())
                .collect());
        };
        if let Some(seeds) = self
            .bracket_rounds()
            .next()
            .and_then(|first| first.seating.seeds.clone())
        {
            return Ok(seeds);
        }
        let top = u32::try_from(playoff.top).unwrap_or(0);
        let playing: Vec<u32> = super::standings::qualifying_order(self)
            .into_iter()
            .filter(|entrant| {
                self.entrant(*entrant)
                    .is_some_and(|row| row.withdrawn_round.is_none())
            })
            .collect();
        if playing.len() < usize::try_from(top).unwrap_or(usize::MAX) {
            return Err(Refusal::PlayoffShort {
                top,
                playing: playing.len(),
            }
            .into());
        }
        Ok(playing
            .into_iter()
            .take(usize::try_from(top).unwrap_or(0))
            .collect())
    }
}
