//! Why a schedule cannot be made, and the limits it is made within.

/// The most players a schedule is made for.
pub const MAX_PLAYERS: u32 = 1000;

/// How far above the number of players a design may be looked for: the phantoms it brings
/// must stay few.
pub(crate) const MOST_PHANTOMS: u32 = 8;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingsError {
    #[error("players: {0} is too few; rotating partnerships need at least 4")]
    TooFewPlayers(u32),
    #[error("players: {0} is more than the {MAX_PLAYERS} a schedule is made for")]
    TooManyPlayers(u32),
    #[error(
        "players: no schedule for {0} players is available yet (no design within {MOST_PHANTOMS} places above it)"
    )]
    NoDesign(u32),
    #[error(
        "rounds: {rounds} is more than the {available} rounds a schedule for {players} players has"
    )]
    TooManyRounds {
        rounds: u32,
        available: u32,
        players: u32,
    },
    #[error("rounds: a schedule needs at least one round")]
    NoRounds,
    #[error("partnerships: {0} is too few; an event needs at least 2")]
    TooFewPartnerships(u32),
    #[error("round {0}: no pairing avoids a rematch; play the rest as a round robin")]
    NoSwissPairing(u32),
}
