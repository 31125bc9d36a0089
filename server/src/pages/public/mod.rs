//! The pages anyone may read: the clubs, a club's events and seasons, an event's rounds
//! and standings, a game's score sheet (and a three-handed game's), season standings (also as CSV), and
//! the calendars of clubs, seasons and events, the views and feeds a club's own website
//! shows, and the rule book.

pub mod calendars;
pub mod checkin;
pub mod clubs;
pub mod embeds;
pub mod events;
pub mod games;
pub mod results_feeds;
pub mod rule_book;
pub mod seasons;
pub mod seats;
pub mod standings;
pub mod three_handed;
