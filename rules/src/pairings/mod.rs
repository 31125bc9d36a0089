//! Who sits where: schedules of rotating partnerships (CONTRACT.md section 5).
//!
//! Work in progress towards issue 5: complete whist tournaments for the sizes the
//! constructions of PAIRINGS.md reach, and the checks that prove a schedule's properties.

pub mod brackets;
pub mod club_night;
mod developed;
mod difference_matrix;
pub mod drive;
mod inflation;
mod near_tournament;
mod ring;
pub mod rotating;
pub mod schedule;
pub mod teams;
pub mod whist_tournament;

pub use rotating::{PairingsError, rotating_partnerships};
pub use schedule::{Quality, Round, Schedule, TableSeating};
pub use whist_tournament::whist_tournament;
