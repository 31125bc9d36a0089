//! The pages anyone may read: the clubs, a club's events and seasons, an event's rounds
//! and standings, a game's score sheet, season standings (also as CSV), and
//! the calendars of clubs, seasons and events, and the views and feeds a club's own website
//! shows.

pub mod calendars;
pub mod checkin;
pub mod clubs;
pub mod embeds;
pub mod events;
pub mod games;
pub mod results_feeds;
pub mod seasons;
pub mod seats;
pub mod standings;
