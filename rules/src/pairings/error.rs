//! Why a schedule or a round cannot be made, and the limits it is made within.

/// The most players a schedule is made for.
pub const MAX_PLAYERS: u32 = 1000;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingsError {
    #[error("players: {0} is too few; rotating partnerships need at least 4")]
    TooFewPlayers(u32),
    #[error("players: {0} is more than the {MAX_PLAYERS} a schedule is made for")]
    TooManyPlayers(u32),
    #[error(
        "rounds: {rounds} is more than the {available} rounds a schedule for {players} players is made for"
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

/// Why a round that follows the results of the one before cannot be seated from them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResultsError {
    #[error("results: table {0} has no result")]
    MissingResult(u32),
    #[error("results: table {0} is not a table of the round")]
    UnknownTable(u32),
}

/// The field of a draw as a count, if a draw can be made for `players` over `rounds`.
pub(crate) fn check_field(players: u32, rounds: u32) -> Result<usize, PairingsError> {
    if players < 4 {
        return Err(PairingsError::TooFewPlayers(players));
    }
    if players > MAX_PLAYERS {
        return Err(PairingsError::TooManyPlayers(players));
    }
    if rounds == 0 {
        return Err(PairingsError::NoRounds);
    }
    Ok(usize::try_from(players).unwrap_or(usize::MAX))
}
