//! The pages anyone may read: the clubs, a club's events and seasons, an event's rounds
//! and standings, a game's score sheet, and season standings (also as CSV).

pub mod checkin;
pub mod clubs;
pub mod events;
pub mod games;
pub mod seasons;
pub mod seats;
pub mod standings;
