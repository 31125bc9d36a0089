//! Who sits where: rotating partnerships (CONTRACT.md section 5), the club-night draw, whist
//! drives, team events (round robins, Swiss rounds, brackets) and the movements of fixed
//! partnerships (Mitchell, ladder, partner drive).
//!
//! Rotating partnerships are complete whist tournaments for N ≡ 0, 1 (mod 4)
//! (`whist_tournament`), and larger ones with phantoms for the rest (`rotating`). `schedule`
//! numbers the seats and counts the quality block from the schedule itself.

mod balanced;
pub mod brackets;
pub mod club_night;
mod developed;
mod difference_matrix;
pub mod drive;
mod drop_orders;
pub mod error;
mod fill;
mod found_designs;
mod found_evenings;
mod holes;
mod inflation;
pub mod movements;
mod opponents;
mod phantom;
mod player_swaps;
mod random;
pub mod rest_of_evening;
mod ring;
pub mod rotating;
pub mod schedule;
mod seats;
pub mod semidirect;
mod sides;
pub mod teams;
mod transversal;
pub mod whist_tournament;

pub use error::{PairingsError, ResultsError};
pub use rotating::rotating_partnerships;
pub use schedule::{Quality, Round, Schedule, TableSeating};
pub use whist_tournament::whist_tournament;
